// The outbox worker: delivers queued lead notifications, retrying failures
// with exponential backoff. Safe to run in several processes at once: rows are
// claimed with a lease in the database, never held in memory.
import type { Kysely } from "kysely";
import { type BackoffPolicy, OUTBOX_BACKOFF, nextRetryAt } from "#app/platform/mail/backoff.ts";
import { type OutboxMessage, claimDueOutbox, markDelivered, markFailed } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import type { NotifyLogger, OutboxSenders } from "#app/platform/mail/types.server.ts";

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  senders: OutboxSenders;
  now?: () => Date;
  logger?: NotifyLogger;
  /** Rows claimed per batch (10). */
  batchSize?: number;
  /** Batches per run at most (10), so one run cannot go on forever. */
  maxBatches?: number;
  /** How long a claim hides a row from other workers. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  /** Delay before a kicked run, to gather several new leads into one run. */
  kickDelayMs?: number;
  /**
   * Work done at the start of every run, before rows are claimed: the nudge
   * sweeper queues due reminders here, so they go out in the same run. Its
   * failure is logged and the run delivers as usual.
   */
  sweep?: (now: Date) => Promise<unknown>;
}

export interface OutboxRunSummary {
  claimed: number;
  sent: number;
  /** Failed this time, scheduled again. */
  retried: number;
  /** Failed for the last time; status 'failed'. */
  failed: number;
}

export interface OutboxWorker {
  /** Claims and delivers due rows now. Runs never overlap in one worker. */
  runOnce(): Promise<OutboxRunSummary>;
  /** Runs now and then every intervalMs until stopped. */
  start(intervalMs?: number): void;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
  /** Asks for a run soon, e.g. after a new lead; resolves when it is done. Never rejects. */
  kick(): Promise<void>;
}

export const DEFAULT_OUTBOX_INTERVAL_MS = 15_000;

const defaultLogger: NotifyLogger = { info: logInfo, warn: logWarn, error: logError };

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

/** What a run needs, with the defaults filled in. */
interface RunContext {
  db: Kysely<Database>;
  senders: OutboxSenders;
  now: () => Date;
  logger: NotifyLogger;
  batchSize: number;
  maxBatches: number;
  leaseMs: number | undefined;
  backoff: BackoffPolicy;
  sweep: OutboxWorkerOptions["sweep"];
  /** The channels whose rows are claimed. */
  channels: OutboxChannel[];
}

function runContext(options: OutboxWorkerOptions): RunContext {
  const { senders } = options;
  return {
    db: options.db,
    senders,
    now: options.now ?? (() => new Date()),
    logger: options.logger ?? defaultLogger,
    batchSize: options.batchSize ?? 10,
    maxBatches: options.maxBatches ?? 10,
    leaseMs: options.leaseMs,
    backoff: options.backoff ?? OUTBOX_BACKOFF,
    sweep: options.sweep,
    // Channels without a sender are not claimed: their rows stay pending with
    // their attempts untouched until the channel is configured.
    channels: (Object.keys(senders) as OutboxChannel[]).filter((channel) => senders[channel]),
  };
}

/** Sends one claimed row and records the outcome: sent, scheduled again, or failed for good. */
async function deliver(context: RunContext, message: OutboxMessage, summary: OutboxRunSummary): Promise<void> {
  const { db, now, logger } = context;
  const sender = context.senders[message.channel];
  const fields = {
    outboxId: message.id,
    leadId: message.leadId,
    channel: message.channel,
    attempt: message.attempts,
  };
  let sentCopy: SentEmailCopy | null;
  try {
    if (!sender) throw new Error(`No sender for channel ${message.channel}`);
    sentCopy = (await sender.send(message)) ?? null;
  } catch (error) {
    const retryAt = nextRetryAt(message.attempts, now(), context.backoff);
    await markFailed(db, message.id, describeError(error), retryAt);
    if (retryAt) {
      summary.retried += 1;
      logger.warn("outbox.retry", { ...fields, error: describeError(error), nextAttemptAt: retryAt.toISOString() });
    } else {
      summary.failed += 1;
      logger.error("outbox.failed", error, fields);
    }
    return;
  }
  // Sent. If recording that fails, the lease runs out and the row is sent
  // again: receivers drop the duplicate by its delivery id.
  await markDelivered(db, message.id, now(), sentCopy);
  summary.sent += 1;
  logger.info("outbox.sent", fields);
}

/** One run: the sweep, then batches of due rows until one comes back short or the batches run out. */
async function run(context: RunContext): Promise<OutboxRunSummary> {
  const { db, now, logger, batchSize, channels } = context;
  const summary: OutboxRunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  if (context.sweep) {
    await context.sweep(now()).catch((error: unknown) => logger.error("outbox.sweep_failed", error));
  }
  if (channels.length === 0) return summary;
  for (let batch = 0; batch < context.maxBatches; batch++) {
    const messages = await claimDueOutbox(db, now(), batchSize, { channels, leaseMs: context.leaseMs });
    summary.claimed += messages.length;
    const results = await Promise.allSettled(messages.map((message) => deliver(context, message, summary)));
    for (const result of results) {
      if (result.status === "rejected") logger.error("outbox.record_failed", result.reason);
    }
    if (messages.length < batchSize) break;
  }
  return summary;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const context = runContext(options);
  const { logger } = context;
  const kickDelayMs = options.kickDelayMs ?? 50;
  const runNow = () => run(context);

  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let kickTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingKick: PromiseWithResolvers<void> | undefined;
  let running = false;
  let stopped = false;

  function runOnce(): Promise<OutboxRunSummary> {
    // Queue behind the run in progress: a lead stored during a run is picked
    // up by the next one instead of being missed.
    const next = chain.then(runNow, runNow);
    chain = next.catch(() => undefined);
    return next;
  }

  function runLogged(): Promise<void> {
    return runOnce().then(
      () => undefined,
      (error: unknown) => logger.error("outbox.run_failed", error),
    );
  }

  function schedule(intervalMs: number): void {
    timer = setTimeout(() => {
      void runLogged().then(() => {
        if (running) schedule(intervalMs);
      });
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,

    start(intervalMs = DEFAULT_OUTBOX_INTERVAL_MS) {
      if (running) return;
      running = true;
      stopped = false;
      // Deliver whatever waited while the process was down, then poll.
      void runLogged().then(() => {
        if (running) schedule(intervalMs);
      });
    },

    async stop() {
      running = false;
      stopped = true;
      clearTimeout(timer);
      clearTimeout(kickTimer);
      timer = undefined;
      kickTimer = undefined;
      pendingKick?.resolve();
      pendingKick = undefined;
      await chain;
    },

    kick() {
      // After stop() the database may be closing: leave the rows for the next start.
      if (stopped) return Promise.resolve();
      if (!pendingKick) {
        // Kicks close together share one run.
        const kick = Promise.withResolvers<void>();
        pendingKick = kick;
        kickTimer = setTimeout(() => {
          pendingKick = undefined;
          kickTimer = undefined;
          void runLogged().then(kick.resolve);
        }, kickDelayMs);
        kickTimer.unref();
      }
      return pendingKick.promise;
    },
  };
}
