// The leads' part in the data layer: the channels a new lead is queued on and
// their senders, the reminders swept at each outbox run (decision 035), the
// spam digest and the used challenges' prune on timers; and the lead store
// the intake writes through, over the platform's DataLayer.
import type { Kysely } from "kysely";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { DataFeature, DataLayer } from "#app/platform/db/data-layer.server.ts";
import { hashIp } from "#app/platform/db/ip-hash.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { type RateLimitResult, type RateLimitRule, hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import { logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import { createWebhookSenderFromEnv } from "#app/platform/mail/webhook.server.ts";
import { createConfirmationEmailSenderFromEnv } from "#app/features/leads/confirmation/confirmation-email.server.ts";
import {
  type FloodFacts,
  type FloodStoreResult,
  addToFloodCounter,
  claimChallenge,
  floodWindowCounts,
  pruneUsedChallenges,
  storeSubmittedLead,
} from "#app/features/leads/flood/flood-holds.server.ts";
import { queueSpamDigest } from "#app/features/leads/flood/spam-digest-db.server.ts";
import type { NewLead } from "#app/features/leads/leads-db.server.ts";
import { createNudgeEmailSenderFromEnv, type LiveQuoteTokens } from "#app/features/leads/notify/nudge-email.server.ts";
import { leadWaitingNudges, quoteExpiringNudges, sweepNudges } from "#app/features/leads/notify/nudges-db.server.ts";
import { sweepExpiredQuoteLeads } from "#app/features/leads/inbox/lead-status-moves.server.ts";
import { createEmailSenderFromEnv } from "#app/features/leads/notify/sales-email.server.ts";
import { siteKey } from "#app/platform/security/site-keys.server.ts";
import { requeueConfirmation } from "#app/features/leads/confirmation/confirmations.server.ts";

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Channels to queue for a new lead. E-mail always: without SMTP the rows wait
 * in the outbox, visible to staff, and go out once SMTP is configured. The
 * webhook only when configured, so turning it on later does not replay every
 * old lead into the CRM.
 */
export function queuedChannels(env: Pick<DataEnv, "LEADS_WEBHOOK_URL">): OutboxChannel[] {
  return env.LEADS_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

/**
 * Senders of the leads' channels, configured ones only: the sales e-mail (a
 * lead, or a spam digest) and the CRM webhook, the visitor's confirmation
 * link and the reminders. `db` holds the key that signs confirmation links;
 * `issueLiveToken` links a quote's expiry reminder to its live page.
 */
export function leadSenders(
  env: DataEnv,
  siteUrl: string | undefined,
  { db, issueLiveToken }: { db?: Kysely<Database>; issueLiveToken: LiveQuoteTokens },
): OutboxSenders {
  const senders: OutboxSenders = {};
  const email = createEmailSenderFromEnv(env, siteUrl);
  if (email) senders.email = email;
  const confirmation = createConfirmationEmailSenderFromEnv(env, siteUrl, db);
  if (confirmation) senders.confirmation_email = confirmation;
  const nudge = createNudgeEmailSenderFromEnv(env, siteUrl, db, issueLiveToken);
  if (nudge) senders.nudge_email = nudge;
  const webhook = createWebhookSenderFromEnv(env);
  if (webhook) senders.webhook = webhook;
  return senders;
}

/** `liveQuoteTokens` makes a quote's live link token over a database (the quotes feature's, handed in by the site). */
export function leadsDataFeature(
  env: DataEnv,
  siteUrl: string | undefined,
  liveQuoteTokens: (db: Kysely<Database>) => LiveQuoteTokens,
): DataFeature {
  // Reminders (decision 035) are looked for at the start of every outbox run,
  // in every process; the nudges table's key lets only one of them queue each.
  const nudgeKinds = [leadWaitingNudges(env.LEAD_RESPONSE_TARGET_MINUTES), quoteExpiringNudges()];
  return {
    senders: (db) => leadSenders(env, siteUrl, { db, issueLiveToken: liveQuoteTokens(db) }),
    async outboxSweep(db, now) {
      const swept = await sweepNudges(db, nudgeKinds, now);
      if (swept.queued > 0 || swept.optedOut > 0) logInfo("nudge.queued", { ...swept });
      // A quote's last day passing is no event of its own: its lead follows it here (decision 067).
      const expired = await sweepExpiredQuoteLeads(db, now);
      if (expired > 0) logInfo("lead.quote_expired", { leads: expired });
    },
    gauges: [
      {
        name: "site_leads",
        help: "Leads stored, by kind (contact, callback, quote, subscriber, privacy_request…).",
        labelNames: ["kind"],
        async read(db) {
          const rows = await db
            .selectFrom("leads")
            .select(["kind", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
            .groupBy("kind")
            .execute();
          return rows.map((row) => ({ labels: { kind: row.kind }, value: Number(row.count) }));
        },
      },
    ],
    jobs: [
      {
        name: "used_challenges.prune",
        everyMs: PRUNE_EVERY_MS,
        run: ({ db }) => pruneUsedChallenges(db, new Date()),
      },
      {
        // Leads held as suspected spam are reported in one e-mail per interval,
        // never one each (decision 025). The first run waits a whole interval, so a
        // flood's digest gathers the flood.
        name: "lead.spam_digest",
        everyMs: env.LEADS_SPAM_DIGEST_SECONDS * 1000,
        async run(layer) {
          const reported = await queueSpamDigest(layer.db);
          if (reported === 0) return;
          logWarn("lead.spam_digest_queued", { reported });
          layer.kickOutbox();
        },
      },
    ],
  };
}

export interface SubmitLeadInput extends Omit<NewLead, "channels" | "ipHash"> {
  /** The client's address; stored only as a salted hash (IP_HASH_SALT). */
  ip?: string | null;
  /**
   * The visitor must confirm by e-mail first (a newsletter sign-up, a privacy
   * request): only the confirmation e-mail is queued; sales hear of it once confirmed.
   */
  confirmFirst?: boolean;
  /** What the intake worked out for the flood's bounds (decision 053); null outside the lead intake. */
  flood?: FloodFacts | null;
}

/** What the lead intake stores and counts through. */
export interface LeadStore {
  /**
   * Stores a lead with its notifications, then asks the worker to send them.
   * The rate limits are counted in the same transaction; past one it throws
   * RateLimitExceeded and stores nothing.
   */
  submitLead(input: SubmitLeadInput, rateLimits?: readonly RateLimitRule[]): Promise<FloodStoreResult>;
  hitRateLimit(key: string, windowMs: number, limit: number): Promise<RateLimitResult>;
  /** A flood counter's current and previous windows (decision 053). */
  floodWindowCounts(key: string, windowMs: number): Promise<{ current: number; previous: number }>;
  /** Adds refused submissions to a flood counter, many in one statement. */
  addToFloodCounter(key: string, windowMs: number, count: number): Promise<void>;
  /** The key that signs flood challenges, kept in the database for every process. */
  challengeKey(): Promise<Uint8Array>;
  /** Claims a solved challenge on its own (a quote's); throws ChallengeReused when it was used before. */
  claimChallenge(proof: { salt: string; expiresAt: Date }): Promise<void>;
  /** Queues a new confirmation e-mail for a sign-up not confirmed yet (never fails: a repeat is answered alike). */
  resendConfirmation(leadId: string): Promise<void>;
}

export function createLeadStore(layer: DataLayer): LeadStore {
  const { db, env } = layer;
  const channels = queuedChannels(env);
  // Submissions arriving together share one commit (see group-commit.server.ts).
  const leadWrites = layer.groupCommit(
    (trx, write: { input: NewLead; rateLimits: readonly RateLimitRule[]; flood: FloodFacts | null }) =>
      storeSubmittedLead(trx, write.input, write.rateLimits, write.flood),
  );
  return {
    async submitLead({ ip, confirmFirst, flood, ...input }, rateLimits = []) {
      const { id, created, suspectedSpam, held } = await leadWrites.submit({
        input: {
          ...input,
          ipHash: hashIp(ip, env.IP_HASH_SALT),
          channels: confirmFirst ? ["confirmation_email"] : channels,
        },
        rateLimits,
        flood: flood ?? null,
      });
      if (created && !suspectedSpam) layer.kickOutbox();
      return { id, created, suspectedSpam, ...(held ? { held } : {}) };
    },
    hitRateLimit: (key, windowMs, limit) => hitRateLimit(db, key, windowMs, limit),
    floodWindowCounts: (key, windowMs) => floodWindowCounts(db, key, windowMs, new Date()),
    addToFloodCounter: (key, windowMs, count) => addToFloodCounter(db, key, windowMs, count, new Date()),
    challengeKey: () => siteKey(db, "flood-challenges"),
    claimChallenge: (proof) => db.transaction().execute((trx) => claimChallenge(trx, proof)),
    async resendConfirmation(leadId) {
      try {
        if (await requeueConfirmation(db, leadId)) layer.kickOutbox();
      } catch (error) {
        logError("subscriber.resend_failed", error);
      }
    },
  };
}
