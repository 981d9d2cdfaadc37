// Telemetry's part in the data layer: web vitals and error rows kept within
// their age and row cap, and the store the beacon endpoint and the server's
// error counter write through.
import type { DataFeature, DataLayer } from "#app/platform/db/data-layer.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import { createErrorRowLimiter } from "#app/platform/log/error-row-limiter.ts";
import { logWarn } from "#app/platform/log/log.server.ts";
import { type TelemetryStore, telemetryRateLimits } from "#app/platform/telemetry/telemetry-context.server.ts";
import { pruneTelemetry, recordServerError, recordTelemetry } from "#app/platform/telemetry/telemetry-db.server.ts";
import type { TelemetryBeacon } from "#app/platform/telemetry/web-vitals.ts";

/** Telemetry is pruned more often than the rest: a flood between two prunes is what the row cap must bound. */
const TELEMETRY_PRUNE_EVERY_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Web vitals and error rows: past their age (`telemetryDays`, the period
 * /privacy states) or beyond the newest TELEMETRY_MAX_ROWS of each table; on
 * start, then often.
 */
export function telemetryDataFeature(telemetryDays: number): DataFeature {
  return {
    jobs: [
      {
        name: "telemetry.prune",
        everyMs: TELEMETRY_PRUNE_EVERY_MS,
        atStart: true,
        run: ({ db, env }) => pruneTelemetry(db, new Date(Date.now() - telemetryDays * DAY_MS), env.TELEMETRY_MAX_ROWS),
      },
    ],
  };
}

export interface TelemetryServices extends TelemetryStore {
  /**
   * Counts a server error for the dashboard, within the per-address and
   * per-minute row limits (ERROR_ROWS_*). Never rejects: failing to count
   * must not add a failure.
   */
  recordServerError(message: string, page?: string | null, ip?: string | null): Promise<void>;
}

export function createTelemetryServices(layer: DataLayer): TelemetryServices {
  const { db, env } = layer;
  const allowErrorRow = createErrorRowLimiter({
    perAddressPerMinute: env.ERROR_ROWS_PER_IP_PER_MINUTE,
    perMinute: env.ERROR_ROWS_PER_MINUTE,
  });
  return {
    recordTelemetry(beacon: TelemetryBeacon, rateLimits?: readonly RateLimitRule[]) {
      // A beacon left out of the sample still counts against the limits.
      const sampled = Math.random() < env.TELEMETRY_SAMPLE_RATE;
      return recordTelemetry(db, sampled ? beacon : { ...beacon, metrics: [], errors: [] }, rateLimits);
    },
    rateLimitRules: (ip) =>
      telemetryRateLimits(ip, env.VITALS_RATE_LIMIT_PER_IP, env.IP_HASH_SALT, env.VITALS_DAILY_LIMIT_PER_IP),
    async recordServerError(message, page, ip) {
      if (!allowErrorRow(ip ?? null)) return;
      try {
        await recordServerError(db, { message, page });
      } catch (error) {
        logWarn("site_error.record_failed", { error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
