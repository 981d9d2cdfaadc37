// Everything the site holds about the subject of a privacy request: which
// records are in scope (only what the requester proved, and what staff
// verified: app/features/privacy/subject-scope.ts), their export (POPIA section 23, the
// records as subject-export-rows.server.ts writes them) and
// erasure (section 24, through the anonymisation the retention clean-up shares:
// anonymise-records.server.ts), both taken from that one scope.
import { type Kysely, type SqlBool, sql } from "kysely";
import { PHONE_PUNCTUATION } from "#app/features/leads/index.ts";
import { type PrivacySubject, phoneVariants, type SubjectData } from "#app/features/privacy/subject-data-view.ts";
import {
  type SubjectRecordKind,
  type SubjectRecordRef,
  type UnverifiedReason,
  comparableEmail,
  decideSubjectScope,
  recordKey,
} from "#app/features/privacy/subject-scope.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { PrivacyAuditAction } from "#app/features/privacy/privacy-tables.server.ts";
import { readProofBytes } from "#app/features/quotes/index.server.ts";
import {
  exportedDecision,
  exportedLead,
  exportedMessage,
  exportedQuote,
  exportedStaffNote,
} from "#app/features/privacy/subject-export-rows.server.ts";
import { batches } from "#app/features/privacy/id-batches.ts";
import { type AnonymiseCounts, anonymiseRecords } from "#app/features/privacy/anonymise-records.server.ts";

/** A column's phone number with its punctuation removed, for comparing digits. */
function phoneDigitsOf(column: string) {
  return PHONE_PUNCTUATION.reduce<ReturnType<typeof sql>>(
    (expression, char) => sql`replace(${expression}, ${char}, '')`,
    sql.ref(column),
  );
}

function matchesSubject(emailColumn: string, phoneColumn: string, subject: PrivacySubject) {
  const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
  const email = comparableEmail(subject.confirmedEmail);
  if (email) conditions.push(sql<SqlBool>`lower(${sql.ref(emailColumn)}) = ${email}`);
  const phones = subject.phone ? phoneVariants(subject.phone) : [];
  if (phones.length > 0) conditions.push(sql<SqlBool>`${phoneDigitsOf(phoneColumn)} in (${sql.join(phones)})`);
  return conditions;
}

/** A record found for the request but held back from export and erasure, as staff see it to check it. */
export interface UnverifiedRecord extends SubjectRecordRef {
  reason: UnverifiedReason;
  createdAt: string;
  /** Enquiries: the lead's kind ('contact', 'callback', 'quote'…); quotes: 'quote'. */
  label: string;
  quoteNumber: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface SubjectScope {
  /** In scope: what the export holds and the erasure removes. */
  leadIds: string[];
  quoteIds: string[];
  /** Found by the phone number (or through such an enquiry) only: out of scope until staff verify them. */
  unverified: UnverifiedRecord[];
}

/**
 * The one answer to "which records does this privacy request cover?": the
 * records found by the confirmed e-mail address or the phone number, split
 * by decideSubjectScope into those in scope and those held back. The export
 * (JSON and CSV), the request page's counts and the erasure all read it.
 */
export async function subjectScope(db: Kysely<Database>, subject: PrivacySubject): Promise<SubjectScope> {
  const leadConditions = matchesSubject("email", "phone", subject);
  if (leadConditions.length === 0) return { leadIds: [], quoteIds: [], unverified: [] };
  const leads = await db
    .selectFrom("leads")
    .select(["id", "kind", "email", "phone", "full_name", "created_at"])
    .where((eb) => eb.or(leadConditions))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const quoteConditions = matchesSubject("contact_email", "contact_phone", subject);
  const quotes = (
    await Promise.all(
      // One query without leads, else one per batch of them; a quote found twice is counted once.
      (leadIds.length > 0 ? batches(leadIds) : [[]]).map((ids) =>
        db
          .selectFrom("quotes")
          .select(["id", "lead_id", "quote_number", "contact_email", "contact_phone", "contact_name", "created_at"])
          .where((eb) => eb.or([...quoteConditions, ...(ids.length > 0 ? [eb("lead_id", "in", ids)] : [])]))
          .execute(),
      ),
    )
  )
    .flat()
    .filter((quote, index, all) => all.findIndex((other) => other.id === quote.id) === index)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  const verified = await db
    .selectFrom("privacy_verified_records")
    .select(["record_kind", "record_id"])
    .where("request_id", "=", subject.requestId)
    .execute();

  const decision = decideSubjectScope({
    confirmedEmail: subject.confirmedEmail,
    leads: leads.map((lead) => ({ id: lead.id, email: lead.email })),
    quotes: quotes.map((quote) => ({ id: quote.id, leadId: quote.lead_id, email: quote.contact_email })),
    verified: verified.map((row) => ({ kind: row.record_kind, id: row.record_id })),
  });
  const leadsById = new Map(leads.map((lead) => [lead.id, lead]));
  const quotesById = new Map(quotes.map((quote) => [quote.id, quote]));
  const unverified = decision.unverified.map((record): UnverifiedRecord => {
    if (record.kind === "lead") {
      const lead = leadsById.get(record.id);
      return {
        ...record,
        createdAt: lead?.created_at ?? "",
        label: lead?.kind ?? "lead",
        quoteNumber: null,
        name: lead?.full_name ?? null,
        email: lead?.email ?? null,
        phone: lead?.phone ?? null,
      };
    }
    const quote = quotesById.get(record.id);
    return {
      ...record,
      createdAt: quote?.created_at ?? "",
      label: "quote",
      quoteNumber: quote?.quote_number ?? null,
      name: quote?.contact_name || null,
      email: quote?.contact_email || null,
      phone: quote?.contact_phone || null,
    };
  });
  return { leadIds: decision.leadIds, quoteIds: decision.quoteIds, unverified };
}

export type VerifyResult =
  | { status: "verified"; counts: { leads: number; quotes: number } }
  /** A record that is not (or no longer) held back for this request: nothing was recorded. */
  | { status: "not_unverified"; record: SubjectRecordRef };

/**
 * Staff checked that these records, found by an unproved identifier, belong
 * to the requester: from now on the request's export and erasure cover them.
 * Only records the request holds back can be verified; the action is kept
 * with who did it, and in the audit trail (counts only), in one transaction.
 */
export async function verifySubjectRecords(
  db: Kysely<Database>,
  {
    subject,
    records,
    staffEmail,
    now = new Date(),
  }: { subject: PrivacySubject; records: readonly SubjectRecordRef[]; staffEmail: string; now?: Date },
): Promise<VerifyResult> {
  return db.transaction().execute(async (trx): Promise<VerifyResult> => {
    const held = new Set((await subjectScope(trx, subject)).unverified.map(recordKey));
    const chosen = [...new Map(records.map((record) => [recordKey(record), record])).values()];
    const stray = chosen.find((record) => !held.has(recordKey(record)));
    if (stray) return { status: "not_unverified", record: stray };
    const at = now.toISOString();
    for (const record of chosen) {
      await trx
        .insertInto("privacy_verified_records")
        .values({
          request_id: subject.requestId,
          record_kind: record.kind,
          record_id: record.id,
          verified_by: staffEmail,
          verified_at: at,
        })
        .onConflict((oc) => oc.columns(["request_id", "record_kind", "record_id"]).doNothing())
        .execute();
    }
    const count = (kind: SubjectRecordKind) => chosen.filter((record) => record.kind === kind).length;
    const counts = { leads: count("lead"), quotes: count("quote") };
    await recordPrivacyAudit(trx, { requestId: subject.requestId, action: "verify", summary: counts, staffEmail, now });
    return { status: "verified", counts };
  });
}

/**
 * Every record in the request's scope (subjectScope), for the export. With
 * `withProofFiles` (the JSON download) each proof of payment carries its
 * file, base64, read from the database.
 */
export async function collectSubjectData(
  db: Kysely<Database>,
  subject: PrivacySubject,
  now: Date,
  { withProofFiles = false }: { withProofFiles?: boolean } = {},
): Promise<SubjectData> {
  const { leadIds, quoteIds } = await subjectScope(db, subject);
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
      ...(withProofFiles ? { fileBase64: (await readProofBytes(db, proof.id))?.toString("base64") ?? null } : {}),
    })),
  );

  return {
    subject: { email: subject.confirmedEmail ?? null, phone: subject.phone ?? null },
    generatedAt: now.toISOString(),
    leads: leads.map(exportedLead),
    quotes: quotes.map(exportedQuote),
    quoteDecisions: decisions.map((decision) => exportedDecision(decision, acceptances, changeRequests)),
    paymentProofs,
    staffNotes: events.map(exportedStaffNote),
    messages: notifications.map(exportedMessage),
  };
}

/**
 * Erases everything in the request's scope (subjectScope: what the export
 * holds, never a record held back as unverified) and records the erasure in
 * the audit trail, in one transaction: either all of it is gone and
 * recorded, or nothing changed.
 */
export async function eraseSubject(
  db: Kysely<Database>,
  {
    subject,
    staffEmail,
    now = new Date(),
  }: {
    subject: PrivacySubject;
    staffEmail: string;
    now?: Date;
  },
): Promise<AnonymiseCounts> {
  const removedProofFiles: string[] = [];
  const counts = await db.transaction().execute(async (trx) => {
    const { leadIds, quoteIds } = await subjectScope(trx, subject);
    const counts = await anonymiseRecords(trx, { leadIds, quoteIds }, now, removedProofFiles);
    await recordPrivacyAudit(trx, { requestId: subject.requestId, action: "erase", summary: counts, staffEmail, now });
    return counts;
  });
  // The proofs' bytes went with their rows, in the same transaction (decision 060).
  return counts;
}

export async function recordPrivacyAudit(
  db: Kysely<Database>,
  entry: {
    requestId: string;
    action: PrivacyAuditAction;
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
  action: PrivacyAuditAction;
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
