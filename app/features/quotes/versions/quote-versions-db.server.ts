// Quote versions (decision 039): staff save the next version of a quote (v2,
// v3…) as a whole document and send it to the customer; each change is
// written with its line in the lead's history in one transaction (a quote is
// marked won or lost with its lead, changeLeadStatus). A version that was sent, or that the customer has seen, never
// changes: the only update of a version's document is guarded by both.
// Version 1 is the quote as requested: it is read from the quote's own row
// until the first revision copies it here.
import type { Kysely } from "kysely";
import type { QuoteRevisionNotice } from "#app/features/leads/index.ts";
import { type QuoteDocument, readQuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import {
  type QuoteStatus,
  currentQuoteStatus,
  readQuoteStatus,
  staffMayMove,
} from "#app/features/quotes/quote-status.ts";
import { versionChangeSummary } from "#app/features/quotes/versions/quote-versions.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { followQuoteEvent, recordFirstResponse, recordLeadEvent } from "#app/features/leads/index.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import { leadNotificationOf, requestedQuoteDocument } from "#app/features/quotes/quote-rows.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import type { QuoteRow, QuoteVersionRow } from "#app/features/quotes/quotes-tables.server.ts";

export interface QuoteVersionRecord {
  version: number;
  document: QuoteDocument;
  /** The member of staff who saved it; null for v1, the customer's request. */
  createdBy: string | null;
  createdAt: string;
  sentAt: string | null;
  sentBy: string | null;
  firstSeenAt: string | null;
}

/**
 * A version as it is stored: without the contact, company and venue. Those
 * stay on the quote's row alone, so an erasure or the retention sweep, which
 * clear them there (decision 028), leave no copy behind in the versions.
 */
export function storableVersion(document: QuoteDocument): QuoteDocument {
  const { company: _company, venue: _venue, ...rest } = document;
  return { ...rest, contact: { name: "", email: "", phone: "" } };
}

/** A stored version with the contact, company and venue the quote's row holds now. */
export function withQuoteContact(document: QuoteDocument, quote: QuoteRow): QuoteDocument {
  const { contact, company, venue } = requestedQuoteDocument(quote);
  return { ...document, contact, ...(company ? { company } : {}), ...(venue ? { venue } : {}) };
}

function documentOf(row: QuoteVersionRow, quote: QuoteRow): QuoteDocument {
  const document = readQuoteDocument(JSON.parse(row.document));
  if (!document) throw new Error(`Quote version ${row.id} holds no quote document`);
  return withQuoteContact({ ...document, version: Number(row.version) }, quote);
}

function recordOf(row: QuoteVersionRow, quote: QuoteRow): QuoteVersionRecord {
  return {
    version: Number(row.version),
    document: documentOf(row, quote),
    createdBy: row.created_by,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
    firstSeenAt: row.first_seen_at,
  };
}

/** Version 1 as the quote's row holds it: made by the customer's request, sent when it was made. */
function requestedVersion(row: QuoteRow): QuoteVersionRecord {
  return {
    version: 1,
    document: { ...requestedQuoteDocument(row), version: 1 },
    createdBy: null,
    createdAt: row.created_at,
    sentAt: row.created_at,
    sentBy: null,
    firstSeenAt: row.first_viewed_at,
  };
}

/** Every version of a quote, v1 first; v1 read from the quote's row when it was never revised. */
export async function listQuoteVersions(db: Kysely<Database>, quoteId: string): Promise<QuoteVersionRecord[]> {
  const [quote, rows] = await Promise.all([
    db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst(),
    db.selectFrom("quote_versions").selectAll().where("quote_id", "=", quoteId).orderBy("version").execute(),
  ]);
  if (!quote) return [];
  const versions = rows.map((row) => recordOf(row, quote));
  return versions[0]?.version === 1 ? versions : [requestedVersion(quote), ...versions];
}

/** Locks the quote's row for the rest of the transaction (PostgreSQL; SQLite admits one writer). */
async function lockQuote(trx: Kysely<Database>, quoteId: string): Promise<QuoteRow | undefined> {
  return trx
    .updateTable("quotes")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", quoteId)
    .returningAll()
    .executeTakeFirst();
}

/** Copies v1 from the quote's row before the first revision, so every version is a row from then on. */
async function ensureFirstVersion(trx: Kysely<Database>, quote: QuoteRow): Promise<void> {
  const first = requestedVersion(quote);
  await trx
    .insertInto("quote_versions")
    .values({
      id: newId(new Date(quote.created_at).getTime()),
      quote_id: quote.id,
      version: 1,
      document: JSON.stringify(storableVersion(first.document)),
      created_by: null,
      created_at: first.createdAt,
      sent_at: first.sentAt,
      sent_by: null,
      first_seen_at: first.firstSeenAt,
    })
    .onConflict((oc) => oc.columns(["quote_id", "version"]).doNothing())
    .execute();
}

export type SaveVersionResult =
  | { status: "saved"; version: number; replacedDraft: boolean }
  | { status: "not_found" }
  /** The version asked to be replaced was sent or seen meanwhile: it is kept as it is. */
  | { status: "immutable"; version: number };

/**
 * Saves staff's next version of a quote. With `replacesDraft` (the editor was
 * opened on that unsent draft) the draft is rewritten in place, keeping its
 * number, unless it was sent or seen meanwhile (then nothing is written).
 * Otherwise the version is numbered on from the highest (two saves at once,
 * v2 and v3: the quote's row lock orders them, the unique index backs it),
 * and becomes staff's one draft: an older unsent draft is superseded (kept,
 * never sendable).
 */
export async function saveQuoteVersion(
  db: Kysely<Database>,
  input: { quoteId: string; document: QuoteDocument; staffEmail: string; replacesDraft?: number; now?: Date },
): Promise<SaveVersionResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<SaveVersionResult> => {
    const quote = await lockQuote(trx, input.quoteId);
    if (!quote) return { status: "not_found" };
    await ensureFirstVersion(trx, quote);

    if (input.replacesDraft !== undefined) {
      const document = storableVersion({ ...input.document, version: input.replacesDraft });
      const updated = await trx
        .updateTable("quote_versions")
        .set({ document: JSON.stringify(document), created_by: input.staffEmail, created_at: now.toISOString() })
        .where("quote_id", "=", quote.id)
        .where("version", "=", input.replacesDraft)
        // Never a version the customer was sent or has seen.
        .where("sent_at", "is", null)
        .where("first_seen_at", "is", null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return { status: "immutable", version: input.replacesDraft };
      await recordLeadEvent(trx, {
        type: "quote_version_saved",
        leadId: quote.lead_id,
        staffEmail: input.staffEmail,
        quoteVersion: input.replacesDraft,
        now,
      });
      return { status: "saved", version: input.replacesDraft, replacedDraft: true };
    }

    const { highest } = await trx
      .selectFrom("quote_versions")
      .select((eb) => eb.fn.max("version").as("highest"))
      .where("quote_id", "=", quote.id)
      .executeTakeFirstOrThrow();
    const version = Number(highest ?? 1) + 1;
    await trx
      .insertInto("quote_versions")
      .values({
        id: newId(now.getTime()),
        quote_id: quote.id,
        version,
        document: JSON.stringify(storableVersion({ ...input.document, version })),
        created_by: input.staffEmail,
        created_at: now.toISOString(),
      })
      .execute();
    await recordLeadEvent(trx, {
      type: "quote_version_saved",
      leadId: quote.lead_id,
      staffEmail: input.staffEmail,
      quoteVersion: version,
      now,
    });
    return { status: "saved", version, replacedDraft: false };
  });
}

export type SendVersionResult =
  | { status: "sent"; version: number; emailQueued: boolean; changes: string[] }
  /** Sent before (a double click, a second tab): nothing is sent again. */
  | { status: "already_sent"; version: number }
  | { status: "not_found" }
  /** A later version was saved since: only the latest draft can be sent. */
  | { status: "superseded"; latest: number }
  /** Accepted, won or lost: a new version would reopen a closed quote. */
  | { status: "not_allowed"; quoteStatus: QuoteStatus };

/**
 * Sends version `version` to the customer, once: the version is marked sent
 * (never to change again), becomes the quote's current version with status
 * revised, counts as the lead's first response, goes in the lead's history,
 * and the customer's e-mail (what changed, the live link) is queued when
 * `channels` has customer_email. All in one transaction, after the quote's
 * row lock, so two sends at once send once.
 */
export async function sendQuoteVersion(
  db: Kysely<Database>,
  input: {
    quoteId: string;
    version: number;
    staffEmail: string;
    channels: readonly OutboxChannel[];
    now?: Date;
  },
): Promise<SendVersionResult> {
  const now = input.now ?? new Date();
  const sentAt = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SendVersionResult> => {
    const quote = await lockQuote(trx, input.quoteId);
    if (!quote) return { status: "not_found" };
    const rows = await trx
      .selectFrom("quote_versions")
      .selectAll()
      .where("quote_id", "=", quote.id)
      .orderBy("version")
      .execute();
    const row = rows.find((candidate) => Number(candidate.version) === input.version);
    if (!row) return { status: "not_found" };
    if (row.sent_at !== null) return { status: "already_sent", version: input.version };
    const latest = Number(rows.at(-1)?.version ?? input.version);
    if (latest !== input.version) return { status: "superseded", latest };
    const status = currentQuoteStatus(readQuoteStatus(quote.status), quote.valid_until ?? undefined, now);
    if (!staffMayMove("revised", status)) return { status: "not_allowed", quoteStatus: status };

    const document: QuoteDocument = { ...documentOf(row, quote), status: "revised" };
    const marked = await trx
      .updateTable("quote_versions")
      .set({ sent_at: sentAt, sent_by: input.staffEmail })
      .where("id", "=", row.id)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return { status: "already_sent", version: input.version };

    // The row carries the current version, so every reader of it (live page, PDFs, reminders, inbox) reads it.
    const updated = await trx
      .updateTable("quotes")
      .set({
        status: "revised",
        current_version: input.version,
        current_document: JSON.stringify(storableVersion(document)),
        lines: JSON.stringify(document.lines),
        total_items: document.totalItems,
        total_price_cents: document.lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
        total_discount_cents: document.totalDiscountCents,
        vat_cents: document.vatCents,
        total_cents: document.totalCents,
        delivery_method: document.delivery?.method ?? null,
        delivery_zone: document.delivery?.zone ?? null,
        delivery_fee_cents: document.delivery ? document.delivery.feeCents : null,
        valid_until: document.validUntil ?? null,
        updated_at: sentAt,
      })
      .where("id", "=", quote.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    const previousRow = rows.filter((candidate) => candidate.sent_at !== null).at(-1);
    const previous = previousRow ? documentOf(previousRow, quote) : requestedQuoteDocument(quote);
    const changes = versionChangeSummary(quoteDiff(customerSafeQuote(previous), customerSafeQuote(document)));

    await recordLeadEvent(trx, {
      type: "quote_version_sent",
      leadId: quote.lead_id,
      staffEmail: input.staffEmail,
      quoteVersion: input.version,
      now,
    });
    await recordFirstResponse(trx, {
      leadId: quote.lead_id,
      staffEmail: input.staffEmail,
      action: "quote_version_sent",
      now,
    });
    await followQuoteEvent(trx, quote.lead_id, { type: "version_sent", version: input.version }, now);

    const emailQueued = input.channels.includes("customer_email");
    if (emailQueued) {
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", quote.lead_id).executeTakeFirstOrThrow();
      const revision: QuoteRevisionNotice = {
        version: input.version,
        previousVersion: previous.version ?? 1,
        changes,
      };
      const current = { ...document, quoteNumber: updated.quote_number };
      await queueNotification(trx, { ...leadNotificationOf(lead, current), revision }, ["customer_email"], now);
    }
    return { status: "sent", version: input.version, emailQueued, changes };
  });
}

/**
 * The customer opened the live page: the current version is seen from now
 * on (and can never change). Inside the caller's transaction.
 */
export async function markCurrentVersionSeen(trx: Kysely<Database>, quote: QuoteRow, now: Date): Promise<void> {
  await trx
    .updateTable("quote_versions")
    .set({ first_seen_at: now.toISOString() })
    .where("quote_id", "=", quote.id)
    .where("version", "=", quote.current_version ?? 1)
    .where("first_seen_at", "is", null)
    .execute();
}
