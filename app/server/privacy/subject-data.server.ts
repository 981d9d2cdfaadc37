// Everything the site holds about one person (a data subject), found by their
// e-mail address or phone number: for a privacy request's export (POPIA
// section 23) and erasure (section 24), and the anonymisation the retention
// clean-up shares with erasure.
import { type Kysely, type SqlBool, sql } from "kysely";
import { PHONE_PUNCTUATION } from "../../lib/lead-search.ts";
import { phoneVariants, type SubjectData, type SubjectKey } from "../../lib/subject-data.ts";
import { newId } from "../db/ids.server.ts";
import { attributionOf } from "../db/leads.server.ts";
import type { Database } from "../db/schema.server.ts";
import { deleteProofRows } from "../db/deposits.server.ts";
import { getPaymentConfig } from "../config/payment-env.server.ts";
import { readStoredProof, removeProofFiles } from "../uploads/proof-files.server.ts";

/** Leads and quotes are changed in batches of this many ids (SQL parameter limits). */
const BATCH = 200;

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

/** A column's phone number with its punctuation removed, for comparing digits. */
function phoneDigitsOf(column: string) {
  return PHONE_PUNCTUATION.reduce<ReturnType<typeof sql>>(
    (expression, char) => sql`replace(${expression}, ${char}, '')`,
    sql.ref(column),
  );
}

function matchesSubject(emailColumn: string, phoneColumn: string, subject: SubjectKey) {
  const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
  const email = subject.email?.trim().toLowerCase();
  if (email) conditions.push(sql<SqlBool>`lower(${sql.ref(emailColumn)}) = ${email}`);
  const phones = subject.phone ? phoneVariants(subject.phone) : [];
  if (phones.length > 0) conditions.push(sql<SqlBool>`${phoneDigitsOf(phoneColumn)} in (${sql.join(phones)})`);
  return conditions;
}

/** The ids of the leads and quotes that belong to the subject. */
export async function findSubjectRecords(
  db: Kysely<Database>,
  subject: SubjectKey,
): Promise<{ leadIds: string[]; quoteIds: string[] }> {
  const leadConditions = matchesSubject("email", "phone", subject);
  if (leadConditions.length === 0) return { leadIds: [], quoteIds: [] };
  const leads = await db
    .selectFrom("leads")
    .select("id")
    .where((eb) => eb.or(leadConditions))
    .orderBy("created_at")
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const quoteConditions = matchesSubject("contact_email", "contact_phone", subject);
  const quotes = await db
    .selectFrom("quotes")
    .select("id")
    .where((eb) => eb.or([...quoteConditions, ...(leadIds.length > 0 ? [eb("lead_id", "in", leadIds)] : [])]))
    .orderBy("created_at")
    .execute();
  return { leadIds, quoteIds: quotes.map((quote) => quote.id) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Every record held about the subject, for the export. With `proofFilesFrom`
 * (the JSON download) each proof of payment carries its file, base64.
 */
export async function collectSubjectData(
  db: Kysely<Database>,
  subject: SubjectKey,
  now: Date,
  { proofFilesFrom }: { proofFilesFrom?: string } = {},
): Promise<SubjectData> {
  const { leadIds, quoteIds } = await findSubjectRecords(db, subject);
  const inLeads = <T>(run: (ids: string[]) => Promise<T[]>) =>
    Promise.all(batches(leadIds).map(run)).then((parts) => parts.flat());
  const inQuotes = <T>(run: (ids: string[]) => Promise<T[]>) =>
    Promise.all(batches(quoteIds).map(run)).then((parts) => parts.flat());

  const [leads, events, notifications, quotes, decisions, acceptances, changeRequests, proofs] = await Promise.all([
    inLeads((ids) => db.selectFrom("leads").selectAll().where("id", "in", ids).orderBy("created_at").execute()),
    inLeads((ids) =>
      db.selectFrom("lead_events").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute(),
    ),
    inLeads((ids) => db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("created_at").execute()),
    inQuotes((ids) => db.selectFrom("quotes").selectAll().where("id", "in", ids).orderBy("created_at").execute()),
    inQuotes((ids) =>
      db.selectFrom("quote_decisions").selectAll().where("quote_id", "in", ids).orderBy("created_at").execute(),
    ),
    inQuotes((ids) => db.selectFrom("quote_acceptances").selectAll().where("quote_id", "in", ids).execute()),
    inQuotes((ids) => db.selectFrom("quote_change_requests").selectAll().where("quote_id", "in", ids).execute()),
    inQuotes((ids) =>
      db.selectFrom("quote_payment_proofs").selectAll().where("quote_id", "in", ids).orderBy("uploaded_at").execute(),
    ),
  ]);
  const paymentProofs = await Promise.all(
    proofs.map(async (proof) => ({
      id: proof.id,
      quoteId: proof.quote_id,
      fileName: proof.original_name,
      contentType: proof.content_type,
      sizeBytes: Number(proof.size_bytes),
      sha256: proof.sha256,
      uploadedAt: proof.uploaded_at,
      ...(proofFilesFrom
        ? { fileBase64: (await readStoredProof(proofFilesFrom, proof.stored_name))?.toString("base64") ?? null }
        : {}),
    })),
  );

  return {
    subject: { email: subject.email ?? null, phone: subject.phone ?? null },
    generatedAt: now.toISOString(),
    leads: leads.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      source: lead.source,
      status: lead.status,
      createdAt: lead.created_at,
      fullName: lead.full_name,
      email: lead.email,
      phone: lead.phone,
      referrer: lead.referrer,
      marketingConsent: Number(lead.marketing_consent) === 1,
      consentAt: lead.consent_at,
      confirmedAt: lead.confirmed_at,
      anonymisedAt: lead.anonymised_at,
      ipHash: lead.ip_hash,
      userAgent: lead.user_agent,
      cameFrom: attributionOf(lead),
      submission: parseJson(lead.payload),
    })),
    quotes: quotes.map((quote) => ({
      id: quote.id,
      quoteNumber: quote.quote_number,
      leadId: quote.lead_id,
      status: quote.status,
      createdAt: quote.created_at,
      updatedAt: quote.updated_at,
      contactName: quote.contact_name,
      contactEmail: quote.contact_email,
      contactPhone: quote.contact_phone,
      eventDate: quote.event_date,
      endDate: quote.end_date,
      venue: quote.venue,
      companyName: quote.company_name,
      companyVatNumber: quote.company_vat_number,
      lines: parseJson(quote.lines),
      totalItems: Number(quote.total_items),
      totalPriceCents: Number(quote.total_price_cents),
      totalDiscountCents: Number(quote.total_discount_cents),
    })),
    quoteDecisions: decisions.map((decision) => {
      // The live quote page's records (0009): the acceptance's signature, address and browser; a change request.
      const acceptance = acceptances.find((record) => record.decision_id === decision.id);
      const change = changeRequests.find((record) => record.decision_id === decision.id);
      return {
        id: decision.id,
        quoteId: decision.quote_id,
        requestType: decision.request_type,
        statusAfter: decision.status_after,
        createdAt: decision.created_at,
        declineReason: decision.decline_reason,
        note: decision.note,
        ...(acceptance
          ? {
              signedName: acceptance.signed_name,
              termsVersion: acceptance.terms_version,
              ipAddress: acceptance.ip_address,
              userAgent: acceptance.user_agent,
            }
          : {}),
        ...(change
          ? {
              changedLines: parseJson(change.lines),
              wantsDiscount: Number(change.wants_discount) === 1,
              changeNote: change.note,
            }
          : {}),
      };
    }),
    paymentProofs,
    staffNotes: events.map((event) => ({
      id: event.id,
      leadId: event.lead_id,
      type: event.type,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      note: event.note,
      createdAt: event.created_at,
    })),
    messages: notifications.map((message) => ({
      id: message.id,
      leadId: message.lead_id,
      channel: message.channel,
      status: message.status,
      createdAt: message.created_at,
      deliveredAt: message.delivered_at,
      content: parseJson(message.payload),
    })),
  };
}

/** What an anonymisation changed, in counts only: safe for the audit trail and the logs. */
export type AnonymiseCounts = {
  leads: number;
  quotes: number;
  messages: number;
  notes: number;
  /** Proofs of payment deleted (their files are removed once the transaction commits). */
  proofs: number;
};

/**
 * Removes the personal details of these leads and quotes in the caller's
 * transaction: names, contact details, what was typed, the address hash and
 * browser; the e-mails and CRM deliveries about them; staff notes. What is
 * left (kind, source, status, dates, the equipment and totals of a quote)
 * identifies nobody and keeps the business's figures true. Proofs of
 * payment are deleted: their stored file names are pushed onto
 * `removedProofFiles`, for the caller to remove once the transaction commits.
 */
export async function anonymiseRecords(
  trx: Kysely<Database>,
  { leadIds, quoteIds }: { leadIds: readonly string[]; quoteIds: readonly string[] },
  now: Date,
  removedProofFiles: string[] = [],
): Promise<AnonymiseCounts> {
  const counts: AnonymiseCounts = { leads: 0, quotes: 0, messages: 0, notes: 0, proofs: 0 };
  const at = now.toISOString();
  for (const ids of batches(leadIds)) {
    const leads = await trx
      .updateTable("leads")
      .set({
        full_name: null,
        email: null,
        phone: null,
        referrer: null,
        payload: "{}",
        marketing_consent: 0,
        consent_at: null,
        idempotency_key: null,
        ip_hash: null,
        user_agent: null,
        // A search term or a per-recipient link's content may point to a person; the channel stays (decision 036).
        utm_term: null,
        utm_content: null,
        anonymised_at: at,
      })
      .where("id", "in", ids)
      .executeTakeFirst();
    counts.leads += Number(leads.numUpdatedRows);
    const messages = await trx.deleteFrom("outbox").where("lead_id", "in", ids).executeTakeFirst();
    counts.messages += Number(messages.numDeletedRows);
    const notes = await trx
      .deleteFrom("lead_events")
      .where("lead_id", "in", ids)
      .where("type", "=", "note")
      .executeTakeFirst();
    counts.notes += Number(notes.numDeletedRows);
    // A status change may carry a note too (the reason); the change itself stays.
    await trx.updateTable("lead_events").set({ note: null }).where("lead_id", "in", ids).execute();
  }
  for (const ids of batches(quoteIds)) {
    const quotes = await trx
      .updateTable("quotes")
      // The company's name and VAT number go too: with the venue, they point to the person who asked.
      .set({
        contact_name: "",
        contact_email: "",
        contact_phone: "",
        venue: null,
        company_name: null,
        company_vat_number: null,
        updated_at: at,
      })
      .where("id", "in", ids)
      .executeTakeFirst();
    counts.quotes += Number(quotes.numUpdatedRows);
    // The live page's records: the typed signature, the address and browser, and the customer's notes.
    await trx
      .updateTable("quote_acceptances")
      .set({ signed_name: "", ip_address: null, user_agent: null })
      .where("quote_id", "in", ids)
      .execute();
    await trx.updateTable("quote_decisions").set({ note: null }).where("quote_id", "in", ids).execute();
    await trx.updateTable("quote_change_requests").set({ note: null }).where("quote_id", "in", ids).execute();
    // A proof of payment shows the payer's name, bank and account (decision 040).
    const proofFiles = await deleteProofRows(trx, ids);
    counts.proofs += proofFiles.length;
    removedProofFiles.push(...proofFiles);
  }
  return counts;
}

/**
 * Erases everything held about the subject of a privacy request and records
 * the erasure in the audit trail, in one transaction: either all of it is
 * gone and recorded, or nothing changed.
 */
export async function eraseSubject(
  db: Kysely<Database>,
  {
    requestId,
    subject,
    staffEmail,
    now = new Date(),
    proofOfPaymentDir = getPaymentConfig().proofOfPaymentDir,
  }: {
    requestId: string;
    subject: SubjectKey;
    staffEmail: string;
    now?: Date;
    proofOfPaymentDir?: string;
  },
): Promise<AnonymiseCounts> {
  const removedProofFiles: string[] = [];
  const counts = await db.transaction().execute(async (trx) => {
    const records = await findSubjectRecords(trx, subject);
    const counts = await anonymiseRecords(trx, records, now, removedProofFiles);
    await recordPrivacyAudit(trx, { requestId, action: "erase", summary: counts, staffEmail, now });
    return counts;
  });
  // Only once the rows are gone for good; a file left by a failure here is swept as an orphan.
  await removeProofFiles(proofOfPaymentDir, removedProofFiles);
  return counts;
}

export async function recordPrivacyAudit(
  db: Kysely<Database>,
  entry: {
    requestId: string;
    action: "export_json" | "export_csv" | "erase";
    summary: Record<string, number>;
    staffEmail: string;
    now?: Date;
  },
): Promise<void> {
  const now = entry.now ?? new Date();
  await db
    .insertInto("privacy_audit")
    .values({
      id: newId(now.getTime()),
      request_id: entry.requestId,
      action: entry.action,
      summary: JSON.stringify(entry.summary),
      staff_email: entry.staffEmail,
      created_at: now.toISOString(),
    })
    .execute();
}

export interface PrivacyAuditEntry {
  id: string;
  action: "export_json" | "export_csv" | "erase";
  summary: Record<string, number>;
  staffEmail: string;
  createdAt: string;
}

export async function listPrivacyAudit(db: Kysely<Database>, requestId: string): Promise<PrivacyAuditEntry[]> {
  const rows = await db
    .selectFrom("privacy_audit")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    summary: JSON.parse(row.summary) as Record<string, number>,
    staffEmail: row.staff_email,
    createdAt: row.created_at,
  }));
}
