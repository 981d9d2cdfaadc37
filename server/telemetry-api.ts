// POST /api/vitals: the browser's beacon of web vitals and script errors for
// one page load (sent with navigator.sendBeacon as the page goes away). 204
// once stored; 400 for a body that is not a beacon; 413, 415 as the other
// JSON APIs; 429 past the per-address limit. The browser never reads the
// answer, so it carries no body.
import express from "express";
import { type TelemetryBeacon, readTelemetryBeacon } from "../app/lib/web-vitals.ts";
import { addressRateLimitKey } from "../app/server/db/ip-hash.server.ts";
import { RateLimitExceeded, type RateLimitRule } from "../app/server/db/rate-limit.server.ts";
import { logError } from "../app/server/log.server.ts";
import { jsonBodyErrors } from "./json-errors.ts";

export const TELEMETRY_API_PATH = "/api/vitals";
export const TELEMETRY_BODY_LIMIT_BYTES = 8 * 1024;

export interface TelemetryApiDeps {
  recordTelemetry(beacon: TelemetryBeacon, rateLimits: readonly RateLimitRule[]): Promise<void>;
  /** The limits one client's beacons count against (a page load sends one or two). */
  rateLimitRules(ip: string | null): RateLimitRule[];
}

/** A page load sends one beacon, two at most; 30 a minute is a busy visitor opening many tabs. */
export const DEFAULT_BEACONS_PER_IP = 30;

/** `ipHashSalt` keys the per-address counter's name (IP_HASH_SALT; see addressRateLimitKey). */
export function telemetryRateLimits(
  ip: string | null,
  perIp: number = DEFAULT_BEACONS_PER_IP,
  ipHashSalt?: string,
): RateLimitRule[] {
  return [
    { key: addressRateLimitKey("vitals", ip, ipHashSalt), windowMs: 60_000, limit: perIp, scope: "ip" },
    { key: "vitals:site", windowMs: 60_000, limit: 6_000, scope: "site" },
  ];
}

export function telemetryApi(deps: TelemetryApiDeps) {
  const router = express.Router();
  router.post(
    TELEMETRY_API_PATH,
    // sendBeacon with a JSON Blob sends application/json; text/plain is what
    // some browsers use for a string body.
    express.json({ limit: TELEMETRY_BODY_LIMIT_BYTES, strict: true, type: ["application/json", "text/plain"] }),
    async (req, res) => {
      if (!req.is("application/json") && !req.is("text/plain")) {
        res.status(415).set("Cache-Control", "no-store").json({ success: false, message: "Send the beacon as JSON" });
        return;
      }
      const beacon = readTelemetryBeacon(req.body);
      if (!beacon) {
        res.status(400).set("Cache-Control", "no-store").json({ success: false, message: "Not a web-vitals beacon" });
        return;
      }
      try {
        await deps.recordTelemetry(beacon, deps.rateLimitRules(req.ip ?? null));
        res.status(204).set("Cache-Control", "no-store").end();
      } catch (error) {
        if (error instanceof RateLimitExceeded) {
          res
            .status(429)
            .set({ "Retry-After": String(Math.ceil(error.retryAfterMs / 1000)), "Cache-Control": "no-store" })
            .end();
          return;
        }
        logError("telemetry.store_failed", error);
        res.status(503).set("Cache-Control", "no-store").end();
      }
    },
  );
  router.all(TELEMETRY_API_PATH, (_req, res) => {
    res.set("Allow", "POST").status(405).set("Cache-Control", "no-store").json({ success: false, message: "Use POST" });
  });
  router.use(TELEMETRY_API_PATH, jsonBodyErrors(TELEMETRY_BODY_LIMIT_BYTES, "beacon"));
  return router;
}
