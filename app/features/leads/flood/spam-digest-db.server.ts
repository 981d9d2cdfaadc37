// The spam digest (decision 025): leads held as suspected spam are reported to
// sales in one e-mail per interval, queued in the outbox like any other.
import type { Kysely } from "kysely";
import type { LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import { summariseHeldLeads } from "#app/features/leads/flood/spam-digest.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";

export const SPAM_DIGEST_SOURCE = "Suspected spam digest";

/**
 * Claims every held lead not yet reported and queues one digest about them on
 * `channels`, in one transaction. The claim is a single UPDATE … RETURNING,
 * so two processes never report the same lead. Returns how many were
 * reported (0: nothing queued).
 */
export async function queueSpamDigest(
  db: Kysely<Database>,
  now: Date = new Date(),
  channels: readonly OutboxChannel[] = ["email"],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable("leads")
      .set({ spam_digested_at: now.toISOString() })
      .where("suspected_spam", "=", 1)
      .where("spam_digested_at", "is", null)
      .returning(["id", "kind", "created_at", "repeat_count"])
      .execute();
    const digest = summariseHeldLeads(
      held.map((row) => ({ kind: row.kind, createdAt: row.created_at, count: Number(row.repeat_count) })),
    );
    const first = held.reduce<(typeof held)[number] | undefined>(
      (earliest, row) => (!earliest || row.created_at < earliest.created_at ? row : earliest),
      undefined,
    );
    if (!digest || !first) return 0;
    // The outbox row hangs on the first held lead (every row belongs to a
    // lead); what it says is the digest, which carries no visitor text.
    const notification: LeadNotification = {
      leadId: first.id,
      kind: first.kind,
      source: SPAM_DIGEST_SOURCE,
      createdAt: now.toISOString(),
      fullName: null,
      email: null,
      phone: null,
      referrer: null,
      marketingConsent: false,
      payload: {},
      spamDigest: digest,
    };
    await queueNotification(trx, notification, channels, now);
    return digest.total;
  });
}
