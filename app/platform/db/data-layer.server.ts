// The platform's data layer: one database (migrations first), one outbox
// worker, the group commits writes share, and the jobs that run on timers.
// It knows no feature: each hands in its part as a DataFeature (the outbox
// senders of its channels, its start-up work, its reminders and its timed
// jobs) and builds its own services over the DataLayer this returns. Call
// startDataLayer() once at start and close() on shutdown.
import type { Kysely } from "kysely";
import type { PlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import { type AppDatabase, databaseConfigFromEnv, openDatabase } from "#app/platform/db/database.server.ts";
import { type GroupCommit, createGroupCommit } from "#app/platform/db/group-commit.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { pruneRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import { flushSampledLogs, logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { OUTBOX_BACKOFF } from "#app/platform/mail/backoff.ts";
import { type OutboxWorker, createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import { outboxGauges } from "#app/platform/mail/outbox-metrics.server.ts";
import type { DatabaseGauge, ProcessGauge } from "#app/platform/ops/metrics.server.ts";

/** Work repeated on a timer, in every process (a job that must run once takes a lease of its own). */
export interface ScheduledJob {
  /** Logged as `<name>_failed` when a run throws, e.g. "rate_limit.prune". */
  name: string;
  everyMs: number;
  /** Runs once at start too, before the server takes a request. */
  atStart?: boolean;
  run(layer: DataLayer): Promise<unknown>;
}

/** A feature's part in the data layer. */
export interface DataFeature {
  /** The outbox senders of the channels this feature delivers; only configured ones. */
  senders?(db: Kysely<Database>): OutboxSenders;
  /** Work once the database is migrated, before the worker starts (the first staff account). */
  start?(layer: DataLayer): Promise<unknown>;
  /** Work at the start of every outbox run: what it queues goes out in the same run (reminders). */
  outboxSweep?(db: Kysely<Database>, now: Date): Promise<unknown>;
  jobs?: readonly ScheduledJob[];
  /** Stops what start() began, before queued writes drain and the database closes. */
  stop?(): Promise<unknown>;
  /** What the metrics read from the database when scraped (what this feature stores, by kind). */
  gauges?: readonly DatabaseGauge[];
  /** What the metrics read from this process when scraped (a queue's length). */
  processGauges?: readonly ProcessGauge[];
}

export interface DataLayer {
  database: AppDatabase;
  db: Kysely<Database>;
  /** The platform's settings; each feature reads its own from the site's configuration. */
  env: PlatformDataEnv;
  worker: OutboxWorker;
  /** Channels this process can deliver; rows of other channels wait in the outbox. */
  sendingChannels: readonly OutboxChannel[];
  /** Asks the worker to run soon (after queueing a row). */
  kickOutbox(): void;
  /** The gauges /metrics reads: the outbox's and every feature's. */
  gauges: { database: readonly DatabaseGauge[]; process: readonly ProcessGauge[] };
  /** Writes arriving together share one commit (see group-commit.server.ts); close() waits for them. */
  groupCommit<Item, Result>(work: (trx: Kysely<Database>, item: Item) => Promise<Result>): GroupCommit<Item, Result>;
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60_000;
/** Rate-limit windows older than this are deleted; longer than any window we use. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/** The platform's own job: rate-limit windows past use. */
const pruneRateLimitsJob: ScheduledJob = {
  name: "rate_limit.prune",
  everyMs: PRUNE_EVERY_MS,
  run: ({ db }) => pruneRateLimits(db, new Date(Date.now() - RATE_LIMIT_RETENTION_MS)),
};

/** Runs a job, logging its failure instead of throwing. */
function runJob(job: ScheduledJob, layer: DataLayer): Promise<void> {
  return job.run(layer).then(
    () => undefined,
    (error: unknown) => logError(`${job.name}_failed`, error),
  );
}

/** Every feature's senders; a channel two features claim is a wiring mistake. */
export function sendersOf(features: readonly DataFeature[], db: Kysely<Database>): OutboxSenders {
  const senders: OutboxSenders = {};
  for (const feature of features) {
    for (const [channel, sender] of Object.entries(feature.senders?.(db) ?? {})) {
      if (senders[channel as OutboxChannel]) throw new Error(`Two senders for the outbox channel ${channel}`);
      senders[channel as OutboxChannel] = sender;
    }
  }
  return senders;
}

/** The features' reminders, one after another at the start of each outbox run. */
export function sweepOf(features: readonly DataFeature[], db: Kysely<Database>) {
  const sweeps = features.flatMap((feature) => (feature.outboxSweep ? [feature.outboxSweep] : []));
  if (sweeps.length === 0) return undefined;
  return async (now: Date) => {
    for (const sweep of sweeps) await sweep(db, now);
  };
}

export async function startDataLayer(env: PlatformDataEnv, features: readonly DataFeature[] = []): Promise<DataLayer> {
  const database = await openDatabase({
    ...databaseConfigFromEnv(env),
    onPoolError: (error) => logError("db.pool_error", error),
  });
  if (database.appliedMigrations.length > 0) {
    logInfo("db.migrated", { dialect: database.dialect, migrations: database.appliedMigrations });
  }
  const { db } = database;
  const senders = sendersOf(features, db);
  if (!senders.email) logWarn("notify.email_not_configured", { hint: "set SMTP_URL; e-mails wait in the outbox" });
  const worker = createOutboxWorker({
    db,
    senders,
    sweep: sweepOf(features, db),
    backoff: {
      ...OUTBOX_BACKOFF,
      baseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
      maxMs: env.OUTBOX_RETRY_MAX_SECONDS * 1000,
    },
  });
  const writes: GroupCommit<never, unknown>[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  let closing: Promise<void> | undefined;

  const layer: DataLayer = {
    database,
    db,
    env,
    worker,
    sendingChannels: (Object.keys(senders) as OutboxChannel[]).filter((channel) => senders[channel]),
    kickOutbox: () => void worker.kick(),
    gauges: {
      database: [...outboxGauges, ...features.flatMap((feature) => feature.gauges ?? [])],
      process: features.flatMap((feature) => feature.processGauges ?? []),
    },
    groupCommit(work) {
      const commit = createGroupCommit(db, work);
      writes.push(commit as GroupCommit<never, unknown>);
      return commit;
    },
    close() {
      closing ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        for (const feature of features) await feature.stop?.();
        await Promise.all(writes.map((commit) => commit.drained()));
        await worker.stop();
        await Promise.all(Object.values(senders).map((sender) => sender.close?.()));
        await database.close();
        // The counts of sampled log lines still open (decision 053).
        flushSampledLogs();
      })();
      return closing;
    },
  };

  for (const feature of features) await feature.start?.(layer);
  worker.start(env.OUTBOX_POLL_SECONDS * 1000);
  for (const job of [pruneRateLimitsJob, ...features.flatMap((feature) => feature.jobs ?? [])]) {
    if (job.atStart) await runJob(job, layer);
    const timer = setInterval(() => void runJob(job, layer), job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return layer;
}
