// A customer's decision on a stored quote (accept, request changes, decline):
// checked against the quote's status, version and expiry, written with the
// status change, and told to sales, all in the caller's transaction.
import type { Kysely } from "kysely";
import type { LeadNotification } from "#app/features/leads/index.ts";
import { type QuoteLifeEvent, followQuoteEvent } from "#app/features/leads/index.server.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-document.ts";
import {
  OPEN_QUOTE_STATUSES,
  type QuoteDecisionType,
  DECLINE_REASON_LABELS,
  type DeclineReason,
  checkCustomerDecision,
  readQuoteStatus,
} from "#app/features/quotes/quote-status.ts";
import { NO_QUOTE_HASH, accessTokenMatches } from "#app/features/quotes/quote-access-tokens.server.ts";
import { leadNotificationOf, toQuoteDocument } from "#app/features/quotes/quote-rows.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import type { QuoteRow } from "#app/features/quotes/quotes-tables.server.ts";

export type RecordDecisionResult =
  | { status: "recorded"; quoteNumber: string; quoteStatus: QuoteStatus; decidedAt: string; decisionId: string }
  | { status: "not_found" }
  | { status: "already_final"; quoteStatus: QuoteStatus }
  /** Past its last day (validUntil): the visitor is asked for a fresh quote. */
  | { status: "expired"; validUntil: string }
  /** Decided on a version staff have replaced since: nothing is stored; the customer reviews this one first. */
  | { status: "version_changed"; currentVersion: number };

/**
 * The quote row `quoteNumber` names, when `token` is its access token (the
 * one the quote page was given at creation); undefined for an unknown number
 * and a wrong token alike, at the same cost.
 */
export async function rowForAccessToken(
  db: Kysely<Database>,
  quoteNumber: string,
  token: unknown,
): Promise<QuoteRow | undefined> {
  const row = await db.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
  const tokenMatches = accessTokenMatches(token, row?.access_token_hash ?? NO_QUOTE_HASH);
  return row && tokenMatches ? row : undefined;
}

/** What a decision adds to its row beyond its type (the live page's reasons, notes and form key). */
export interface CustomerDecisionInput {
  type: QuoteDecisionType;
  /** The version the customer decided on; refused unless it is the quote's current one. */
  quoteVersion: number;
  submissionKey?: string | null;
  declineReason?: string | null;
  note?: string | null;
}

/**
 * A customer's decision on `row` inside the caller's transaction: checks it
 * (checkCustomerDecision), moves the status, writes the decision and queues
 * the sales notification. The caller has proved the customer holds the quote.
 */
export async function applyCustomerDecision(
  trx: Kysely<Database>,
  row: QuoteRow,
  decision: CustomerDecisionInput,
  now: Date,
  channels: readonly OutboxChannel[],
): Promise<RecordDecisionResult> {
  const decidedAt = now.toISOString();
  const currentVersion = row.current_version ?? 1;
  const check = checkCustomerDecision({
    decision: decision.type,
    decidedOnVersion: decision.quoteVersion,
    stored: readQuoteStatus(row.status),
    currentVersion,
    validUntil: row.valid_until ?? undefined,
    now,
  });
  if (!check.allowed) {
    if (check.reason === "version_changed") return { status: "version_changed", currentVersion };
    return check.reason === "expired"
      ? { status: "expired", validUntil: row.valid_until ?? "" }
      : { status: "already_final", quoteStatus: check.status };
  }
  const { statusAfter } = check;

  // The status and version checks are part of the update, so a decision
  // racing another, or staff sending a version, on PostgreSQL cannot pass
  // them: it waits for the other's row lock and then finds the quote moved on.
  const updated = await trx
    .updateTable("quotes")
    .set({ status: statusAfter, updated_at: decidedAt })
    .where("id", "=", row.id)
    .where("status", "in", OPEN_QUOTE_STATUSES)
    .where((eb) => eb(eb.fn.coalesce("current_version", eb.lit(1)), "=", decision.quoteVersion))
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const current = await trx
      .selectFrom("quotes")
      .select(["status", "current_version"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    const version = current.current_version ?? 1;
    if (version !== decision.quoteVersion) return { status: "version_changed", currentVersion: version };
    return { status: "already_final", quoteStatus: readQuoteStatus(current.status) };
  }

  const decisionId = newId(now.getTime());
  await trx
    .insertInto("quote_decisions")
    .values({
      id: decisionId,
      quote_id: row.id,
      request_type: decision.type,
      status_after: statusAfter,
      created_at: decidedAt,
      submission_key: decision.submissionKey ?? null,
      decline_reason: decision.declineReason ?? null,
      note: decision.note ?? null,
      // The version the customer decided on, which the checks above made sure is the current one.
      quote_version: decision.quoteVersion,
    })
    .execute();

  const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.lead_id).executeTakeFirstOrThrow();
  const notification: LeadNotification = {
    ...leadNotificationOf(lead, toQuoteDocument(updated)),
    decision: { quoteNumber: row.quote_number, requestType: decision.type, status: statusAfter, decidedAt },
  };
  await queueNotification(trx, notification, channels, now);
  const lifeEvent = quoteLifeEventOf(decision);
  if (lifeEvent) await followQuoteEvent(trx, row.lead_id, lifeEvent, now);

  return { status: "recorded", quoteNumber: row.quote_number, quoteStatus: statusAfter, decidedAt, decisionId };
}

/** What a customer's decision means for their lead (decision 067); "still deciding" means nothing yet. */
function quoteLifeEventOf(decision: CustomerDecisionInput): QuoteLifeEvent | undefined {
  switch (decision.type) {
    case "accept":
      return { type: "accepted" };
    case "decline": {
      const reason = decision.declineReason;
      const label =
        reason && Object.hasOwn(DECLINE_REASON_LABELS, reason)
          ? DECLINE_REASON_LABELS[reason as DeclineReason]
          : undefined;
      return { type: "declined", ...(label ? { reason: label } : {}) };
    }
    case "discount":
    case "changes":
      return { type: "changes_requested" };
    case "undecided":
      return undefined;
  }
}
