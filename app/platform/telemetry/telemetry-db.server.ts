// Storing and reading web vitals and error counts.
import type { Kysely } from "kysely";
import { type TelemetryBeacon, rateVital } from "#app/platform/telemetry/web-vitals.ts";
import { cappedOptionalText, cappedText } from "#app/platform/forms/storable-text.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { type RateLimitRule, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import type { Database, SiteErrorSource } from "#app/platform/db/schema.server.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";

/**
 * Stores one beacon's metrics and errors in a transaction that also counts
 * the rate limits (RateLimitExceeded past one; nothing is stored then).
 */
export async function recordTelemetry(
  db: Kysely<Database>,
  beacon: TelemetryBeacon,
  rateLimits: readonly RateLimitRule[] = [],
  now: Date = new Date(),
): Promise<void> {
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await enforceRateLimits(trx, rateLimits, now);
    for (const metric of beacon.metrics) {
      await trx
        .insertInto("web_vitals")
        .values({
          id: newId(now.getTime()),
          metric_id: cappedText(metric.id, STORED_TEXT_MAX.metricField),
          name: metric.name,
          value: metric.value,
          rating: rateVital(metric.name, metric.value),
          page: cappedText(beacon.page, STORED_TEXT_MAX.page),
          navigation_type: cappedText(metric.navigationType, STORED_TEXT_MAX.metricField),
          created_at: createdAt,
        })
        // CLS and INP are reported again as they grow: keep the latest value.
        .onConflict((oc) =>
          oc
            .column("metric_id")
            .doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), rating: eb.ref("excluded.rating") })),
        )
        .execute();
    }
    if (beacon.errors.length > 0) {
      await trx
        .insertInto("site_errors")
        .values(
          beacon.errors.map((error) => ({
            id: newId(now.getTime()),
            source: "browser" as const,
            message: cappedText(error.message, STORED_TEXT_MAX.errorMessage),
            page: cappedText(beacon.page, STORED_TEXT_MAX.page),
            created_at: createdAt,
          })),
        )
        .execute();
    }
  });
}

export async function recordServerError(
  db: Kysely<Database>,
  input: { message: string; page?: string | null; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db
    .insertInto("site_errors")
    .values({
      id: newId(now.getTime()),
      source: "server",
      message: cappedText(input.message, STORED_TEXT_MAX.errorMessage),
      page: cappedOptionalText(input.page, STORED_TEXT_MAX.page),
      created_at: now.toISOString(),
    })
    .execute();
}

/** At most this many samples feed one summary: plenty for stable percentiles. */
const SUMMARY_SAMPLE_LIMIT = 50_000;

/** Metric values measured since a time, newest first. */
export async function vitalsSince(db: Kysely<Database>, since: Date): Promise<{ name: string; value: number }[]> {
  const rows = await db
    .selectFrom("web_vitals")
    .select(["name", "value"])
    .where("created_at", ">=", since.toISOString())
    .orderBy("created_at", "desc")
    .limit(SUMMARY_SAMPLE_LIMIT)
    .execute();
  return rows.map((row) => ({ name: row.name, value: Number(row.value) }));
}

export interface ErrorCounts {
  server: number;
  browser: number;
  /** The most frequent messages, most frequent first. */
  top: { source: SiteErrorSource; message: string; count: number }[];
}

export async function errorCountsSince(db: Kysely<Database>, since: Date): Promise<ErrorCounts> {
  const sinceIso = since.toISOString();
  const [bySource, top] = await Promise.all([
    db
      .selectFrom("site_errors")
      .select((eb) => ["source", eb.fn.countAll<number | string>().as("count")])
      .where("created_at", ">=", sinceIso)
      .groupBy("source")
      .execute(),
    db
      .selectFrom("site_errors")
      .select((eb) => ["source", "message", eb.fn.countAll<number | string>().as("count")])
      .where("created_at", ">=", sinceIso)
      .groupBy(["source", "message"])
      .orderBy("count", "desc")
      .orderBy("message")
      .limit(5)
      .execute(),
  ]);
  const counts = Object.fromEntries(bySource.map((row) => [row.source, Number(row.count)]));
  return {
    server: counts.server ?? 0,
    browser: counts.browser ?? 0,
    top: top.map((row) => ({ source: row.source, message: row.message, count: Number(row.count) })),
  };
}

/**
 * Deletes measurements and error records older than `before`, then, in each
 * table, the oldest beyond the newest `maxRows` (ids are time-ordered
 * UUIDv7s): a flood fills the tables at most to the cap, never the disk.
 */
export async function pruneTelemetry(
  db: Kysely<Database>,
  before: Date,
  maxRows: number = Number.POSITIVE_INFINITY,
): Promise<number> {
  const beforeIso = before.toISOString();
  const [vitals, errors] = await Promise.all([
    db.deleteFrom("web_vitals").where("created_at", "<", beforeIso).executeTakeFirst(),
    db.deleteFrom("site_errors").where("created_at", "<", beforeIso).executeTakeFirst(),
  ]);
  let deleted = Number(vitals.numDeletedRows) + Number(errors.numDeletedRows);
  if (Number.isFinite(maxRows)) {
    for (const table of ["web_vitals", "site_errors"] as const) {
      const cutoff = await db
        .selectFrom(table)
        .select("id")
        .orderBy("id", "desc")
        .limit(1)
        .offset(maxRows)
        .executeTakeFirst();
      if (!cutoff) continue;
      const beyond = await db.deleteFrom(table).where("id", "<=", cutoff.id).executeTakeFirst();
      deleted += Number(beyond.numDeletedRows);
    }
  }
  return deleted;
}
