// Wiring for the server entry: one database, one outbox worker, and the
// operations route actions need. Call startDataLayer() once at start and
// close() on shutdown.
import { OUTBOX_BACKOFF } from "#app/platform/mail/backoff.ts";
import { createErrorRowLimiter } from "#app/platform/log/error-row-limiter.ts";
import { type DataEnv, getDataEnv } from "#app/platform/config/data-env.server.ts";
import { type AppDatabase, databaseConfigFromEnv, openDatabase } from "#app/platform/db/database.server.ts";
import { hashIp } from "#app/platform/db/ip-hash.server.ts";
import { createGroupCommit } from "#app/platform/db/group-commit.server.ts";
import type { NewLead } from "#app/features/leads/leads-db.server.ts";
import {
  type FloodFacts,
  type FloodStoreResult,
  addToFloodCounter,
  claimChallenge,
  floodWindowCounts,
  pruneUsedChallenges,
  storeSubmittedLead,
} from "#app/features/leads/flood/flood-holds.server.ts";
import { siteKey } from "#app/features/privacy/confirmations.server.ts";
import {
  type CreateQuoteResult,
  type NewQuote,
  type QuoteAccess,
  type QueueQuoteEmailResult,
  getQuoteForToken,
  issueQuoteLinkToken,
  queueQuoteEmail,
  storeQuote,
} from "#app/features/quotes/quotes-db.server.ts";
import {
  type CustomerDecision,
  type CustomerDecisionResult,
  type LiveQuote,
  type QuoteHistoryEntry,
  type QuoteHolder,
  issueLiveQuoteToken,
  openLiveQuote,
  quoteHistory,
  recordCustomerDecision,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import { type QuoteVersionRecord, listQuoteVersions } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import {
  type RateLimitResult,
  type RateLimitRule,
  hitRateLimit,
  pruneRateLimits,
} from "#app/platform/limits/rate-limit.server.ts";
import type { OutboxChannel } from "#app/platform/db/schema.server.ts";
import { queueSpamDigest } from "#app/features/leads/flood/spam-digest-db.server.ts";
import { leadWaitingNudges, quoteExpiringNudges, sweepNudges } from "#app/features/leads/notify/nudges-db.server.ts";
import { pruneLoginAttempts } from "#app/features/staff/auth/login-attempts.server.ts";
import { pruneStaffSessions } from "#app/features/staff/staff-db.server.ts";
import { pruneTelemetry, recordServerError, recordTelemetry } from "#app/platform/telemetry/telemetry-db.server.ts";
import type { TelemetryBeacon } from "#app/platform/telemetry/web-vitals.ts";
import { flushSampledLogs, logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { type OutboxWorker, createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { createSendersFromEnv, queuedChannels, quoteChannels } from "#app/platform/mail/senders.server.ts";
import { ensureBootstrapStaff } from "#app/features/staff/accounts.server.ts";
import type { RetentionPolicy } from "#app/features/privacy/retention.ts";
import type { ConfirmationPurpose } from "#app/platform/http/signed-token.server.ts";
import { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
import { type ConfirmResult, confirmLead } from "#app/features/privacy/confirmations.server.ts";
import { type RetentionSchedule, startRetentionSchedule } from "#app/features/privacy/retention.server.ts";

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

export interface CreateQuoteInput extends Omit<NewQuote, "channels" | "ipHash"> {
  /** The client's address; stored only as a salted hash (IP_HASH_SALT). */
  ip?: string | null;
}

export interface DataLayer {
  database: AppDatabase;
  worker: OutboxWorker;
  /** Channels this process can deliver; rows of other channels wait in the outbox. */
  sendingChannels: readonly OutboxChannel[];
  /**
   * Stores a lead with its notifications, then asks the worker to send them.
   * The rate limits are counted in the same transaction; past one it throws
   * RateLimitExceeded and stores nothing.
   */
  submitLead(input: SubmitLeadInput, rateLimits?: readonly RateLimitRule[]): Promise<FloodStoreResult>;
  /**
   * Stores a quote (and its lead) with the sales notification and, when SMTP
   * is configured, the visitor's copy; then asks the worker to send them.
   */
  createQuote(input: CreateQuoteInput, rateLimits?: readonly RateLimitRule[]): Promise<CreateQuoteResult>;
  /**
   * A customer's decision on a quote, from any page, for the holder of its
   * live link or access token: checked (open, unexpired, on the current
   * version), recorded once per submission key with its record, then the
   * sales e-mail is sent.
   */
  recordCustomerDecision(
    holder: QuoteHolder,
    decision: CustomerDecision,
    submissionKey?: string | null,
  ): Promise<CustomerDecisionResult>;
  /** The quote, for the holder of its access token or of its e-mail's link token. */
  getQuote(quoteNumber: string, token: unknown): Promise<QuoteAccess>;
  /** "Email My Quote": queues the visitor's copy for the holder of the access token, then asks the worker to send it. */
  queueQuoteEmail(quoteNumber: string, token: unknown): Promise<QueueQuoteEmailResult>;
  /** The token of the quote's live page link (/q/<token>); undefined when there is no such quote. */
  liveQuoteToken(quoteNumber: string): Promise<string | undefined>;
  /** The quote a live link opens; `recordView` when the customer (not staff) opened it. */
  openLiveQuote(token: unknown, options: { recordView: boolean }): Promise<LiveQuote | undefined>;
  /** A quote's decisions and visits, oldest first. */
  quoteHistory(quoteId: string): Promise<QuoteHistoryEntry[]>;
  /** A quote's versions, v1 first (decision 039). */
  quoteVersions(quoteId: string): Promise<QuoteVersionRecord[]>;
  hitRateLimit(key: string, windowMs: number, limit: number): Promise<RateLimitResult>;
  /** A flood counter's current and previous windows (decision 053). */
  floodWindowCounts(key: string, windowMs: number): Promise<{ current: number; previous: number }>;
  /** Adds refused submissions to a flood counter, many in one statement. */
  addToFloodCounter(key: string, windowMs: number, count: number): Promise<void>;
  /** The key that signs flood challenges, kept in the database for every process. */
  challengeKey(): Promise<Uint8Array>;
  /** Claims a solved challenge on its own (a quote's); throws ChallengeReused when it was used before. */
  claimChallenge(proof: { salt: string; expiresAt: Date }): Promise<void>;
  /** Stores a browser's web vitals and script errors, counting the rate limits in the same transaction. */
  recordTelemetry(beacon: TelemetryBeacon, rateLimits?: readonly RateLimitRule[]): Promise<void>;
  /**
   * Counts a server error for the dashboard, within the per-address and
   * per-minute row limits (ERROR_ROWS_*). Never rejects: failing to count
   * must not add a failure.
   */
  recordServerError(message: string, page?: string | null, ip?: string | null): Promise<void>;
  /** Confirms a sign-up or privacy request from its e-mail link, then tells sales. */
  confirmLead(claim: { purpose: ConfirmationPurpose; leadId: string }): Promise<ConfirmResult>;
  /** The retention clean-up, run at start and daily (see retention.server.ts). */
  retention: RetentionSchedule;
  /** Minutes of business hours a lead may wait for its first response (LEAD_RESPONSE_TARGET_MINUTES). */
  responseTargetMinutes: number;
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60_000;
/** Telemetry is pruned more often than the rest: a flood between two prunes is what the row cap must bound. */
const TELEMETRY_PRUNE_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Rate-limit windows older than this are deleted; longer than any window we use. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * `siteUrl` is the public address the sales e-mails link to (the lead in the
 * staff inbox); the server passes SITE_URL.
 */
export async function startDataLayer(
  env: DataEnv = getDataEnv(),
  siteUrl?: string,
  retentionPolicy: RetentionPolicy = getRetentionPolicy(),
): Promise<DataLayer> {
  const database = await openDatabase({
    ...databaseConfigFromEnv(env),
    onPoolError: (error) => logError("db.pool_error", error),
  });
  if (database.appliedMigrations.length > 0) {
    logInfo("db.migrated", { dialect: database.dialect, migrations: database.appliedMigrations });
  }

  const bootstrap = await ensureBootstrapStaff(database.db, env.STAFF_BOOTSTRAP_EMAIL, env.STAFF_BOOTSTRAP_PASSWORD);
  if (bootstrap) logInfo("staff.bootstrap", bootstrap.status === "invalid" ? { status: "invalid" } : bootstrap);

  const senders = createSendersFromEnv(env, siteUrl, {
    issueLinkToken: (quoteNumber) => issueQuoteLinkToken(database.db, quoteNumber),
    issueLiveToken: (quoteNumber) => issueLiveQuoteToken(database.db, quoteNumber),
    db: database.db,
  });
  const channels = queuedChannels(env);
  const newQuoteChannels = quoteChannels(env);
  if (!senders.email) logWarn("notify.email_not_configured", { hint: "set SMTP_URL; e-mails wait in the outbox" });

  // Reminders (decision 035) are looked for at the start of every outbox run,
  // in every process; the nudges table's key lets only one of them queue each.
  const nudgeKinds = [leadWaitingNudges(env.LEAD_RESPONSE_TARGET_MINUTES), quoteExpiringNudges()];
  const worker = createOutboxWorker({
    db: database.db,
    senders,
    sweep: async (now) => {
      const swept = await sweepNudges(database.db, nudgeKinds, now);
      if (swept.queued > 0 || swept.optedOut > 0) logInfo("nudge.queued", { ...swept });
    },
    backoff: {
      ...OUTBOX_BACKOFF,
      baseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
      maxMs: env.OUTBOX_RETRY_MAX_SECONDS * 1000,
    },
  });
  worker.start(env.OUTBOX_POLL_SECONDS * 1000);

  const pruneTimer = setInterval(() => {
    pruneRateLimits(database.db, new Date(Date.now() - RATE_LIMIT_RETENTION_MS)).catch((error: unknown) =>
      logError("rate_limit.prune_failed", error),
    );
    pruneStaffSessions(database.db, new Date()).catch((error: unknown) =>
      logError("staff_session.prune_failed", error),
    );
    pruneLoginAttempts(database.db, new Date()).catch((error: unknown) =>
      logError("login_attempts.prune_failed", error),
    );
    pruneUsedChallenges(database.db, new Date()).catch((error: unknown) =>
      logError("used_challenges.prune_failed", error),
    );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  // Web vitals and error rows: past their age (RETENTION_TELEMETRY_DAYS, the
  // period /privacy states) or beyond the newest TELEMETRY_MAX_ROWS of each
  // table; on start, then often.
  const pruneOldTelemetry = () =>
    pruneTelemetry(
      database.db,
      new Date(Date.now() - retentionPolicy.telemetryDays * DAY_MS),
      env.TELEMETRY_MAX_ROWS,
    ).catch((error: unknown) => logError("telemetry.prune_failed", error));
  await pruneOldTelemetry();
  // pruneOldTelemetry logs its own failure, so the timer has nothing to wait for.
  const telemetryPruneTimer = setInterval(() => void pruneOldTelemetry(), TELEMETRY_PRUNE_EVERY_MS);
  telemetryPruneTimer.unref();
  const allowErrorRow = createErrorRowLimiter({
    perAddressPerMinute: env.ERROR_ROWS_PER_IP_PER_MINUTE,
    perMinute: env.ERROR_ROWS_PER_MINUTE,
  });
  // Leads held as suspected spam are reported in one e-mail per interval,
  // never one each (decision 025). The first run waits a whole interval, so a
  // flood's digest gathers the flood.
  const digestTimer = setInterval(() => {
    queueSpamDigest(database.db)
      .then((reported) => {
        if (reported === 0) return;
        logWarn("lead.spam_digest_queued", { reported });
        void worker.kick();
      })
      .catch((error: unknown) => logError("lead.spam_digest_failed", error));
  }, env.LEADS_SPAM_DIGEST_SECONDS * 1000);
  digestTimer.unref();
  const retention = startRetentionSchedule(database.db, retentionPolicy);

  // Submissions arriving together share one commit (see group-commit.server.ts).
  const leadWrites = createGroupCommit(
    database.db,
    (trx, write: { input: NewLead; rateLimits: readonly RateLimitRule[]; flood: FloodFacts | null }) =>
      storeSubmittedLead(trx, write.input, write.rateLimits, write.flood),
  );
  const quoteWrites = createGroupCommit(
    database.db,
    (trx, write: { input: NewQuote; rateLimits: readonly RateLimitRule[] }) =>
      storeQuote(trx, write.input, write.rateLimits),
  );

  let closing: Promise<void> | undefined;

  return {
    database,
    worker,
    sendingChannels: (Object.keys(senders) as OutboxChannel[]).filter((channel) => senders[channel]),

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
      if (created && !suspectedSpam) void worker.kick();
      return { id, created, suspectedSpam, ...(held ? { held } : {}) };
    },

    async createQuote({ ip, ...input }, rateLimits = []) {
      const result = await quoteWrites.submit({
        input: { ...input, ipHash: hashIp(ip, env.IP_HASH_SALT), channels: newQuoteChannels },
        rateLimits,
      });
      if (result.created) void worker.kick();
      return result;
    },

    getQuote(quoteNumber, token) {
      return getQuoteForToken(database.db, quoteNumber, token, { allowLinkToken: true });
    },

    async queueQuoteEmail(quoteNumber, token) {
      const result = await queueQuoteEmail(database.db, quoteNumber, token);
      if (result.status === "queued" && !result.alreadyWaiting) void worker.kick();
      return result;
    },

    liveQuoteToken(quoteNumber) {
      return issueLiveQuoteToken(database.db, quoteNumber);
    },

    openLiveQuote(token, { recordView }) {
      return openLiveQuote(database.db, token, { recordView });
    },

    async recordCustomerDecision(holder, decision, submissionKey) {
      const result = await recordCustomerDecision(database.db, holder, decision, { submissionKey });
      if (result.status === "recorded") void worker.kick();
      return result;
    },

    quoteHistory(quoteId) {
      return quoteHistory(database.db, quoteId);
    },

    quoteVersions(quoteId) {
      return listQuoteVersions(database.db, quoteId);
    },

    hitRateLimit(key, windowMs, limit) {
      return hitRateLimit(database.db, key, windowMs, limit);
    },

    floodWindowCounts(key, windowMs) {
      return floodWindowCounts(database.db, key, windowMs, new Date());
    },

    addToFloodCounter(key, windowMs, count) {
      return addToFloodCounter(database.db, key, windowMs, count, new Date());
    },

    challengeKey() {
      return siteKey(database.db, "flood-challenges");
    },

    claimChallenge(proof) {
      return database.db.transaction().execute((trx) => claimChallenge(trx, proof));
    },

    recordTelemetry(beacon, rateLimits) {
      // A beacon left out of the sample still counts against the limits.
      const sampled = Math.random() < env.TELEMETRY_SAMPLE_RATE;
      return recordTelemetry(database.db, sampled ? beacon : { ...beacon, metrics: [], errors: [] }, rateLimits);
    },

    async recordServerError(message, page, ip) {
      if (!allowErrorRow(ip ?? null)) return;
      try {
        await recordServerError(database.db, { message, page });
      } catch (error) {
        logWarn("site_error.record_failed", { error: error instanceof Error ? error.message : String(error) });
      }
    },

    async confirmLead(claim) {
      const result = await confirmLead(database.db, claim, channels);
      if (result.status === "confirmed") void worker.kick();
      return result;
    },

    retention,
    responseTargetMinutes: env.LEAD_RESPONSE_TARGET_MINUTES,

    close() {
      closing ??= (async () => {
        clearInterval(pruneTimer);
        clearInterval(telemetryPruneTimer);
        clearInterval(digestTimer);
        await retention.stop();
        await Promise.all([leadWrites.drained(), quoteWrites.drained()]);
        await worker.stop();
        await Promise.all(Object.values(senders).map((sender) => sender.close?.()));
        await database.close();
        // The counts of sampled log lines still open (decision 053).
        flushSampledLogs();
      })();
      return closing;
    },
  };
}
