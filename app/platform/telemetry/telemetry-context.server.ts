// How the web-vitals endpoint reaches the database, through React Router's
// context (set by server/app.ts for every request), and the limits one
// client's beacons count against.
import { createContext } from "react-router";
import type { TelemetryBeacon } from "#app/platform/telemetry/web-vitals.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";

export interface TelemetryStore {
  /** Stores the beacon, counting `rateLimits` in the same transaction (RateLimitExceeded past one). */
  recordTelemetry(beacon: TelemetryBeacon, rateLimits: readonly RateLimitRule[]): Promise<void>;
  /** The limits one client's beacons count against (a page load sends one or two). */
  rateLimitRules(ip: string | null): RateLimitRule[];
}

/** Set by the server for every request; reading it where it was not set throws. */
export const telemetryContext = createContext<TelemetryStore>();

/** A page load sends one beacon, two at most; 30 a minute is a busy visitor opening many tabs. */
export const DEFAULT_BEACONS_PER_IP = 30;
/** A day of heavy browsing, not a script posting all day (which the per-minute limit alone would allow). */
export const DEFAULT_BEACONS_PER_IP_PER_DAY = 500;

const DAY_MS = 24 * 60 * 60_000;

/** `ipHashSalt` keys the per-address counters' names (IP_HASH_SALT; see addressRateLimitKey). */
export function telemetryRateLimits(
  ip: string | null,
  perIp: number = DEFAULT_BEACONS_PER_IP,
  ipHashSalt?: string,
  perIpPerDay: number = DEFAULT_BEACONS_PER_IP_PER_DAY,
): RateLimitRule[] {
  return [
    { key: addressRateLimitKey("vitals", ip, ipHashSalt), windowMs: 60_000, limit: perIp, scope: "ip" },
    { key: "vitals:site", windowMs: 60_000, limit: 6_000, scope: "site" },
    { key: addressRateLimitKey("vitals-day", ip, ipHashSalt), windowMs: DAY_MS, limit: perIpPerDay, scope: "ip" },
  ];
}
