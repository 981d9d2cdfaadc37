// What staff do with leads: move them through the status workflow, add notes,
// ask for a failed notification to be sent again, and the figures the inbox
// and the dashboard show. Every change is written with its history row in one
// transaction, so the history never disagrees with the lead.
import type { Kysely } from "kysely";
import { type LeadEvent, NOTE_MAX_LENGTH } from "#app/features/leads/inbox/lead-view.ts";
import { type FirstResponseAction, countsAsFirstResponse } from "#app/features/leads/first-response.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { type LostLeadReason, lostReasonNote } from "#app/features/leads/inbox/lead-status-form.ts";
import { type LeadStatus, SYSTEM_ACTOR } from "#app/features/leads/lead-status.ts";
import type { QuoteStatus } from "#app/features/quotes/index.ts";
import { markQuoteWithLead, quoteOfLeadMove } from "#app/features/leads/inbox/lead-quote-follows.server.ts";
import { cappedText } from "#app/platform/forms/storable-text.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database, OutboxChannel, OutboxStatus } from "#app/platform/db/schema.server.ts";

export type { LeadEvent } from "#app/features/leads/inbox/lead-view.ts";

export type LeadEventInput = { leadId: string; staffEmail: string; now: Date } &
  /** `note` says why: the reason a lead was lost, or the quote event that moved it. */
  (
    | { type: "status"; fromStatus: LeadStatus; toStatus: LeadStatus; note?: string | null }
    | { type: "note"; note: string }
    | { type: "retry"; outboxId: string }
    /** A quote version saved or sent to the customer (decision 039). */
    | { type: "quote_version_saved" | "quote_version_sent"; quoteVersion: number }
    /** Staff marked the quote won or lost; the note holds the reason and their words. */
    | { type: "quote_won" | "quote_lost"; note: string | null }
  );

/**
 * Marks the lead answered by this action unless it was answered before
 * (decision 035). Call inside the transaction of the action itself, so the
 * response time and the history never disagree; any later action that counts
 * as a response (a reply, a quote version sent) calls it the same way.
 */
export async function recordFirstResponse(
  trx: Kysely<Database>,
  response: { leadId: string; staffEmail: string; action: FirstResponseAction; now: Date },
): Promise<void> {
  await trx
    .updateTable("leads")
    .set({
      first_response_at: response.now.toISOString(),
      first_response_by: response.staffEmail,
      first_response_action: response.action,
    })
    .where("id", "=", response.leadId)
    .where("first_response_at", "is", null)
    .execute();
}

/** Writes one history row; call inside the transaction that makes the change it records. */
export async function recordLeadEvent(trx: Kysely<Database>, event: LeadEventInput): Promise<void> {
  // A move the system made answers nobody.
  if (countsAsFirstResponse(event.type) && event.staffEmail !== SYSTEM_ACTOR) {
    await recordFirstResponse(trx, {
      leadId: event.leadId,
      staffEmail: event.staffEmail,
      action: event.type,
      now: event.now,
    });
  }
  await trx
    .insertInto("lead_events")
    .values({
      id: newId(event.now.getTime()),
      lead_id: event.leadId,
      type: event.type,
      from_status: event.type === "status" ? event.fromStatus : null,
      to_status: event.type === "status" ? event.toStatus : null,
      note: "note" in event ? ((event.note && cappedText(event.note, NOTE_MAX_LENGTH)) ?? null) : null,
      outbox_id: event.type === "retry" ? event.outboxId : null,
      quote_version:
        event.type === "quote_version_saved" || event.type === "quote_version_sent" ? event.quoteVersion : null,
      staff_email: event.staffEmail,
      created_at: event.now.toISOString(),
    })
    .execute();
}

export type StatusChangeResult =
  /** `quoteMarked`: the lead's quote was marked won or lost with it. */
  | { status: "changed"; quoteMarked?: "won" | "lost" }
  | { status: "unchanged" }
  /** Someone else moved the lead first; nothing was written. */
  | { status: "conflict"; current: LeadStatus }
  /** The lead's quote cannot take the move (quoteOnLeadMove); nothing was written. */
  | { status: "quote_refuses"; quoteStatus: QuoteStatus }
  | { status: "not_found" };

/**
 * Moves a lead from `from` to `to` for a member of staff: the one path of the
 * lead page's status form. `from` is the status the staff member saw: if it
 * has changed since, nothing is written. A move to won or lost takes the
 * lead's quote along as quoteOnLeadMove says, the reason a lead was lost on
 * the history's status line and on the quote, in the same transaction.
 */
export async function changeLeadStatus(
  db: Kysely<Database>,
  input: { leadId: string; from: LeadStatus; to: LeadStatus; staffEmail: string; lost?: LostLeadReason; now?: Date },
): Promise<StatusChangeResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<StatusChangeResult> => {
    const lead = await trx.selectFrom("leads").select("status").where("id", "=", input.leadId).executeTakeFirst();
    if (!lead) return { status: "not_found" };
    if (lead.status !== input.from) return { status: "conflict", current: lead.status };
    if (input.from === input.to) return { status: "unchanged" };
    const quote = await quoteOfLeadMove(trx, input.leadId, input.to, now);
    if (quote?.move === "refuses") return { status: "quote_refuses", quoteStatus: quote.status };
    const updated = await trx
      .updateTable("leads")
      .set({ status: input.to })
      .where("id", "=", input.leadId)
      .where("status", "=", input.from)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      const current = await trx
        .selectFrom("leads")
        .select("status")
        .where("id", "=", input.leadId)
        .executeTakeFirstOrThrow();
      return { status: "conflict", current: current.status };
    }
    const { leadId, staffEmail } = input;
    const note = input.to === "lost" && input.lost ? lostReasonNote(input.lost) : null;
    await recordLeadEvent(trx, {
      type: "status",
      leadId,
      fromStatus: input.from,
      toStatus: input.to,
      note,
      staffEmail,
      now,
    });
    if (quote?.move !== "follows" || (input.to !== "won" && input.to !== "lost")) return { status: "changed" };
    if (!(await markQuoteWithLead(trx, quote.id, input.to, input.lost, now))) return { status: "changed" };
    // The reason is on the status line just above; this line says the quote followed.
    await recordLeadEvent(trx, {
      type: input.to === "won" ? "quote_won" : "quote_lost",
      leadId,
      note: null,
      staffEmail,
      now,
    });
    return { status: "changed", quoteMarked: input.to };
  });
}

/** Adds a note to a lead's history. False when there is no such lead. */
export async function addLeadNote(
  db: Kysely<Database>,
  input: { leadId: string; note: string; staffEmail: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("leads").select("id").where("id", "=", input.leadId).executeTakeFirst();
    if (!lead) return false;
    await recordLeadEvent(trx, {
      type: "note",
      leadId: input.leadId,
      note: input.note,
      staffEmail: input.staffEmail,
      now,
    });
    return true;
  });
}

/** A lead's history, oldest first. */
export async function listLeadEvents(db: Kysely<Database>, leadId: string): Promise<LeadEvent[]> {
  const rows = await db
    .selectFrom("lead_events")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    outboxId: row.outbox_id,
    staffEmail: row.staff_email,
    createdAt: row.created_at,
    quoteVersion: row.quote_version,
  }));
}

export type RetryResult = "queued" | "not_found" | "not_retryable";

/**
 * Puts a failed notification (or one waiting for its next retry) back in the
 * queue, due now, with a fresh count of attempts. A row being sent right now
 * (pending, no error yet) or already sent is left alone.
 */
export async function retryDelivery(
  db: Kysely<Database>,
  input: { leadId: string; outboxId: string; staffEmail: string; now?: Date },
): Promise<RetryResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("outbox")
      .select(["status", "last_error"])
      .where("id", "=", input.outboxId)
      .where("lead_id", "=", input.leadId)
      .executeTakeFirst();
    if (!row) return "not_found";
    const retryable = row.status === "failed" || (row.status === "pending" && row.last_error !== null);
    if (!retryable) return "not_retryable";
    await trx
      .updateTable("outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
      .where("id", "=", input.outboxId)
      .execute();
    await recordLeadEvent(trx, {
      type: "retry",
      leadId: input.leadId,
      outboxId: input.outboxId,
      staffEmail: input.staffEmail,
      now,
    });
    return "queued";
  });
}

export interface DeliverySummary {
  sent: number;
  pending: number;
  failed: number;
}

/** Notification counts per lead, for the inbox's delivery column. */
export async function deliverySummaries(
  db: Kysely<Database>,
  leadIds: readonly string[],
): Promise<Map<string, DeliverySummary>> {
  const summaries = new Map<string, DeliverySummary>();
  if (leadIds.length === 0) return summaries;
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["lead_id", "status", eb.fn.countAll<number | string>().as("count")])
    .where("lead_id", "in", leadIds)
    .groupBy(["lead_id", "status"])
    .execute();
  for (const row of rows) {
    if (row.lead_id === null) continue; // never, with lead_id in the list: for the type
    const summary = summaries.get(row.lead_id) ?? { sent: 0, pending: 0, failed: 0 };
    summary[row.status as OutboxStatus] += Number(row.count);
    summaries.set(row.lead_id, summary);
  }
  return summaries;
}

export interface QuoteBrief {
  quoteNumber: string;
  status: QuoteStatus;
  /** What the customer pays: including VAT, or excluding it on quotes made before VAT was shown. */
  totalCents: number;
  includesVat: boolean;
}

/** The quote behind each quote lead, for the inbox. */
export async function quoteBriefs(db: Kysely<Database>, leadIds: readonly string[]): Promise<Map<string, QuoteBrief>> {
  const briefs = new Map<string, QuoteBrief>();
  if (leadIds.length === 0) return briefs;
  const rows = await db
    .selectFrom("quotes")
    .select(["lead_id", "quote_number", "status", "total_price_cents", "total_cents"])
    .where("lead_id", "in", leadIds)
    .execute();
  for (const row of rows) {
    briefs.set(row.lead_id, {
      quoteNumber: row.quote_number,
      status: row.status,
      totalCents: Number(row.total_cents ?? row.total_price_cents),
      includesVat: row.total_cents !== null,
    });
  }
  return briefs;
}

/** The quote number of a quote lead, if it is one. */
export async function quoteNumberForLead(db: Kysely<Database>, leadId: string): Promise<string | undefined> {
  const row = await db.selectFrom("quotes").select("quote_number").where("lead_id", "=", leadId).executeTakeFirst();
  return row?.quote_number;
}

export interface InboxFigures {
  /** Leads received since each point in time. */
  receivedLast24Hours: number;
  receivedLast7Days: number;
  receivedLast30Days: number;
  byStatus: Record<string, number>;
  /** Leads of the last 30 days per kind. */
  byKindLast30Days: Partial<Record<LeadKind, number>>;
  outbox: Record<OutboxStatus, number>;
  /** Pending rows per channel (e-mail waiting for SMTP shows here). */
  pendingByChannel: Partial<Record<OutboxChannel, number>>;
}

async function countSince(db: Kysely<Database>, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The dashboard's figures. */
export async function inboxFigures(db: Kysely<Database>, now: Date = new Date()): Promise<InboxFigures> {
  const day = 24 * 60 * 60_000;
  const thirtyDaysAgo = new Date(now.getTime() - 30 * day);
  const [last24, last7, last30, statusRows, kindRows, outboxRows, channelRows] = await Promise.all([
    countSince(db, new Date(now.getTime() - day)),
    countSince(db, new Date(now.getTime() - 7 * day)),
    countSince(db, thirtyDaysAgo),
    db
      .selectFrom("leads")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => ["kind", eb.fn.countAll<number | string>().as("count")])
      .where("created_at", ">=", thirtyDaysAgo.toISOString())
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => ["channel", eb.fn.countAll<number | string>().as("count")])
      .where("status", "=", "pending")
      .groupBy("channel")
      .execute(),
  ]);
  const outbox: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of outboxRows) outbox[row.status] = Number(row.count);
  return {
    receivedLast24Hours: last24,
    receivedLast7Days: last7,
    receivedLast30Days: last30,
    byStatus: Object.fromEntries(statusRows.map((row) => [row.status, Number(row.count)])),
    byKindLast30Days: Object.fromEntries(kindRows.map((row) => [row.kind, Number(row.count)])),
    outbox,
    pendingByChannel: Object.fromEntries(channelRows.map((row) => [row.channel, Number(row.count)])),
  };
}

export interface RecentDecision {
  leadId: string;
  quoteNumber: string;
  requestType: string;
  statusAfter: QuoteStatus;
  contactName: string;
  createdAt: string;
}

/** The latest decisions visitors took on their quotes, newest first. */
export async function recentQuoteDecisions(db: Kysely<Database>, limit = 10): Promise<RecentDecision[]> {
  const rows = await db
    .selectFrom("quote_decisions")
    .innerJoin("quotes", "quotes.id", "quote_decisions.quote_id")
    .select([
      "quotes.lead_id as lead_id",
      "quotes.quote_number as quote_number",
      "quotes.contact_name as contact_name",
      "quote_decisions.request_type as request_type",
      "quote_decisions.status_after as status_after",
      "quote_decisions.created_at as created_at",
    ])
    .orderBy("quote_decisions.created_at", "desc")
    .orderBy("quote_decisions.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    quoteNumber: row.quote_number,
    requestType: row.request_type,
    statusAfter: row.status_after,
    contactName: row.contact_name,
    createdAt: row.created_at,
  }));
}
