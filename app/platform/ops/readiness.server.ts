// Whether this process should be sent requests (/readyz): its database
// answers, every migration it knows is applied, and the outbox is not stuck
// (no message this process can send has been due for longer than
// OUTBOX_STUCK_MS: the worker would have taken it). Each check names only
// itself and whether it passed; the reasons go to the log.
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { logWarn } from "#app/platform/log/log.server.ts";

/** A due message the worker has not taken in this long means it is not working. */
export const OUTBOX_STUCK_MS = 15 * 60_000;
/** A check that takes longer than this has failed: a load balancer must not wait on it. */
export const CHECK_TIMEOUT_MS = 2_000;

export type ReadinessCheck = "database" | "migrations" | "outbox";

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, "ok" | "failed">;
}

export interface ReadinessSubject {
  db: Kysely<Database>;
  /** Channels this process delivers; rows of others wait by design (no SMTP configured, say). */
  sendingChannels: readonly OutboxChannel[];
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

async function stuckMessages(subject: ReadinessSubject, now: Date): Promise<number> {
  if (subject.sendingChannels.length === 0) return 0;
  const row = await subject.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("status", "=", "pending")
    .where("channel", "in", [...subject.sendingChannels])
    .where("next_attempt_at", "<", new Date(now.getTime() - OUTBOX_STUCK_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function checkReadiness(subject: ReadinessSubject, now: Date = new Date()): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "failed", migrations: "failed", outbox: "failed" };
  try {
    await withinTime(sql`select 1`.execute(subject.db));
    checks.database = "ok";
    const pending = await withinTime(pendingMigrations(subject.db));
    if (pending.length === 0) checks.migrations = "ok";
    else logWarn("readiness.migrations_pending", { pending });
    const stuck = await withinTime(stuckMessages(subject, now));
    if (stuck === 0) checks.outbox = "ok";
    else logWarn("readiness.outbox_stuck", { overdueMessages: stuck, overdueMinutes: OUTBOX_STUCK_MS / 60_000 });
  } catch (error) {
    logWarn("readiness.check_failed", { message: error instanceof Error ? error.message : String(error) });
  }
  return { ready: Object.values(checks).every((check) => check === "ok"), checks };
}
