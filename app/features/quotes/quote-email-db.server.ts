// The visitor's "Email My Quote" (issue 32): their copy of the quote queued in the
// outbox for the holder of its access token, within the caps of QUOTE_EMAIL_CAPS.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { NO_QUOTE_HASH, accessTokenMatches } from "#app/features/quotes/quote-access-tokens.server.ts";
import { leadNotificationOf, toQuoteDocument } from "#app/features/quotes/quote-rows.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import { RateLimitExceeded, type RateLimitRule, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import { QUOTE_EMAIL_CAPS } from "#app/platform/limits/abuse-limits.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export type QueueQuoteEmailResult =
  /** `alreadyWaiting`: a copy was waiting to be sent, so no second one was added. */
  | { status: "queued"; alreadyWaiting: boolean }
  | { status: "not_found" }
  /** A cap of QUOTE_EMAIL_CAPS is reached for this quote or its address: nothing is queued or counted. */
  | { status: "capped"; retryAfterMs: number };

/**
 * The caps of "Email My Quote" as rules on the rate_limits table: per quote
 * and per recipient (the address as a SHA-256 digest, never in the clear).
 */
export function quoteEmailRules(quoteId: string, recipient: string): RateLimitRule[] {
  const address = createHash("sha256").update(recipient.trim().toLowerCase(), "utf8").digest("hex").slice(0, 32);
  return QUOTE_EMAIL_CAPS.flatMap((cap) => [
    { key: `quote-email:quote:${quoteId}:${cap.name}`, windowMs: cap.windowMs, limit: cap.limit, scope: "quote" },
    { key: `quote-email:to:${address}:${cap.name}`, windowMs: cap.windowMs, limit: cap.limit, scope: "recipient" },
  ]);
}

/**
 * The visitor's "Email My Quote": queues their copy of the quote (outbox
 * channel 'customer_email') for the holder of its access token. It is stored
 * for sending whether or not SMTP is configured: without SMTP it waits in the
 * outbox, visible to staff, like every notification. A copy still waiting is
 * not queued twice; past a cap of QUOTE_EMAIL_CAPS (per quote, per address)
 * nothing is queued (issue 32).
 */
export async function queueQuoteEmail(
  db: Kysely<Database>,
  quoteNumber: string,
  token: unknown,
  now: Date = new Date(),
): Promise<QueueQuoteEmailResult> {
  return db
    .transaction()
    .execute(async (trx): Promise<QueueQuoteEmailResult> => {
      const row = await trx.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
      if (!row || !accessTokenMatches(token, row.access_token_hash)) {
        // The same work for an unknown number as for a wrong token.
        if (!row) accessTokenMatches(token, NO_QUOTE_HASH);
        return { status: "not_found" };
      }
      const waiting = await trx
        .selectFrom("outbox")
        .select("id")
        .where("lead_id", "=", row.lead_id)
        .where("channel", "=", "customer_email")
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (waiting) return { status: "queued", alreadyWaiting: true };
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.lead_id).executeTakeFirstOrThrow();
      // Counted with the send in one transaction: past a cap the whole of it rolls back, counts included.
      await enforceRateLimits(trx, quoteEmailRules(row.id, row.contact_email), now);
      await queueNotification(trx, leadNotificationOf(lead, toQuoteDocument(row)), ["customer_email"], now);
      return { status: "queued", alreadyWaiting: false };
    })
    .catch((error: unknown) => {
      if (error instanceof RateLimitExceeded) return { status: "capped" as const, retryAfterMs: error.retryAfterMs };
      throw error;
    });
}
