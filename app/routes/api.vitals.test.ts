// POST /api/vitals (the resource route) over real HTTP, on a real SQLite
// file: what is stored, what is refused and how, and the per-address limit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { recordTelemetry } from "#app/platform/telemetry/telemetry-db.server.ts";
import { TELEMETRY_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import {
  type TelemetryStore,
  telemetryContext,
  telemetryRateLimits,
} from "#app/platform/telemetry/telemetry-context.server.ts";

const TELEMETRY_API_PATH = "/api/vitals";

const beacon = {
  page: "/mixer-hire-gauteng?utm_source=google",
  metrics: [
    { name: "LCP", value: 2100.5, id: "v5-1763715000000-1111111111111", navigationType: "navigate" },
    { name: "CLS", value: 0.3, id: "v5-1763715000000-2222222222222", navigationType: "navigate" },
  ],
  errors: [{ message: "TypeError: Cannot read properties of undefined (reading 'x')" }],
};

let dir: string | undefined;
let database: AppDatabase | undefined;
let server: ApiServer | undefined;
let baseUrl: string;

function db(): AppDatabase {
  if (!database) throw new Error("the API is not running");
  return database;
}

async function startApi(overrides: Partial<TelemetryStore> = {}) {
  dir = mkdtempSync(join(tmpdir(), "ssh-telemetry-api-"));
  const opened = await openDatabase({ databaseFile: join(dir, "site.db") });
  database = opened;
  const telemetry: TelemetryStore = {
    recordTelemetry: (received, rules) => recordTelemetry(opened.db, received, rules),
    rateLimitRules: telemetryRateLimits,
    ...overrides,
  };
  server = await startApiServer((context) => context.set(telemetryContext, telemetry));
  baseUrl = server.baseUrl;
}

async function stopApi() {
  await server?.close();
  // No route threw: every refusal was an answer of its own.
  expect(server?.errors ?? []).toEqual([]);
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = undefined;
  database = undefined;
  dir = undefined;
}

function post(body: BodyInit, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return fetch(`${baseUrl}${TELEMETRY_API_PATH}`, { method: "POST", headers, body });
}

async function storedVitals() {
  const rows = await db()
    .db.selectFrom("web_vitals")
    .select(["metric_id", "name", "value", "rating", "page"])
    .orderBy("metric_id")
    .execute();
  return rows.map((row) => ({ ...row, value: Number(row.value) }));
}

async function storedErrors() {
  return db().db.selectFrom("site_errors").select(["source", "message", "page"]).orderBy("id").execute();
}

async function rateLimitKeys() {
  const rows = await db().db.selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await stopApi();
});

describe("POST /api/vitals", () => {
  it("stores the beacon's metrics and errors, then answers 204 with no body", async () => {
    await startApi();
    const response = await post(JSON.stringify(beacon));
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");

    expect(await storedVitals()).toEqual([
      { metric_id: beacon.metrics[0]?.id, name: "LCP", value: 2100.5, rating: "good", page: "/mixer-hire-gauteng" },
      { metric_id: beacon.metrics[1]?.id, name: "CLS", value: 0.3, rating: "poor", page: "/mixer-hire-gauteng" },
    ]);
    expect(await storedErrors()).toEqual([
      {
        source: "browser",
        message: "TypeError: Cannot read properties of undefined (reading 'x')",
        page: "/mixer-hire-gauteng",
      },
    ]);
  });

  it("counts the beacon against a per-address key that does not contain the address, and the site", async () => {
    await startApi();
    expect((await post(JSON.stringify(beacon))).status).toBe(204);
    const keys = await rateLimitKeys();
    expect(keys).toHaveLength(3);
    expect(keys).toContainEqual({ key: "vitals:site", count: 1 });
    for (const prefix of ["vitals:ip:", "vitals-day:ip:"]) {
      const perIp = keys.find((entry) => entry.key.startsWith(prefix));
      expect(perIp?.count).toBe(1);
      expect(perIp?.key).not.toContain("127.0.0.1");
    }
  });

  it("accepts the beacon as a text/plain string, as sendBeacon sends one", async () => {
    await startApi();
    // fetch, like sendBeacon, labels a string body text/plain;charset=UTF-8.
    const response = await fetch(`${baseUrl}${TELEMETRY_API_PATH}`, { method: "POST", body: JSON.stringify(beacon) });
    expect(response.status).toBe(204);
    expect(await storedVitals()).toHaveLength(2);

    const plain = await post(JSON.stringify({ page: "/", errors: [{ message: "boom" }] }), {
      "Content-Type": "text/plain",
    });
    expect(plain.status).toBe(204);
    expect((await storedErrors()).map((row) => row.page)).toEqual(["/mixer-hire-gauteng", "/"]);
  });

  it("accepts a JSON Blob, as sendBeacon sends one", async () => {
    await startApi();
    const response = await fetch(`${baseUrl}${TELEMETRY_API_PATH}`, {
      method: "POST",
      body: new Blob([JSON.stringify(beacon)], { type: "application/json" }),
    });
    expect(response.status).toBe(204);
    expect(await storedVitals()).toHaveLength(2);
  });

  it("stores a metric reported again once, with its latest value", async () => {
    await startApi();
    const cls = { name: "CLS", value: 0.02, id: "v5-cls-again", navigationType: "navigate" };
    expect((await post(JSON.stringify({ page: "/", metrics: [cls] }))).status).toBe(204);
    expect((await post(JSON.stringify({ page: "/", metrics: [{ ...cls, value: 0.15 }] }))).status).toBe(204);
    expect(await storedVitals()).toEqual([
      { metric_id: "v5-cls-again", name: "CLS", value: 0.15, rating: "needs-improvement", page: "/" },
    ]);
  });
});

describe("POST /api/vitals: bodies that are not a beacon", () => {
  it("answers 400 for a body that is not a beacon, and stores nothing", async () => {
    await startApi();
    const notBeacons: unknown[] = [
      [],
      [beacon],
      {},
      { page: "/" },
      { ...beacon, page: "//evil.example/" },
      { ...beacon, page: "https://evil.example/" },
      { page: "/", metrics: [{ name: "FID", value: 12, id: "fid", navigationType: "navigate" }] },
      {
        page: "/",
        metrics: [{ name: "LCP", value: -5, id: "neg", navigationType: "navigate" }],
        errors: [{ message: "   " }],
      },
    ];
    for (const body of notBeacons) {
      const response = await post(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ success: false, message: "Not a web-vitals beacon" });
    }
    // A JSON value that is not an object or array is refused by the strict parser.
    const scalar = await post('"beacon"');
    expect(scalar.status).toBe(400);
    expect(await storedVitals()).toEqual([]);
    expect(await storedErrors()).toEqual([]);
    expect(await rateLimitKeys()).toEqual([]);
  });

  it("answers 400 for malformed JSON", async () => {
    await startApi();
    const response = await post('{"page": "/", "metrics": [');
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: false, message: "The request body is not valid JSON" });

    const plain = await post("not json at all", { "Content-Type": "text/plain;charset=UTF-8" });
    expect(plain.status).toBe(400);
    expect(await storedVitals()).toEqual([]);
  });

  it("answers 413 for a body over 8 KB", async () => {
    await startApi();
    expect(TELEMETRY_BODY_LIMIT_BYTES).toBe(8 * 1024);
    const big = JSON.stringify({ ...beacon, errors: [{ message: "x".repeat(TELEMETRY_BODY_LIMIT_BYTES) }] });
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "The request body is larger than 8 KB" });

    const bigText = await post(big, { "Content-Type": "text/plain" });
    expect(bigText.status).toBe(413);
    expect(await storedVitals()).toEqual([]);

    // Just under the limit is fine (and the long message is cut when stored).
    const padding = TELEMETRY_BODY_LIMIT_BYTES - JSON.stringify({ page: "/", errors: [{ message: "" }] }).length;
    const justUnder = await post(JSON.stringify({ page: "/", errors: [{ message: "y".repeat(padding) }] }));
    expect(justUnder.status).toBe(204);
    expect((await storedErrors())[0]?.message).toBe("y".repeat(300));
  });
});

describe("POST /api/vitals: other content types and methods, and a store that fails", () => {
  it("answers 415 for other content types", async () => {
    await startApi();
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "text/html",
    ]) {
      const response = await post(JSON.stringify(beacon), { "Content-Type": contentType });
      expect(response.status, contentType).toBe(415);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ success: false, message: "Send the beacon as JSON" });
    }
    const noType = await post(new Blob([JSON.stringify(beacon)]), {});
    expect(noType.status).toBe(415);

    const latin1 = await post(JSON.stringify(beacon), { "Content-Type": "application/json; charset=iso-8859-1" });
    expect(latin1.status).toBe(415);
    expect(await latin1.json()).toEqual({ success: false, message: "Send the beacon as UTF-8 JSON" });
    expect(await storedVitals()).toEqual([]);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    await startApi();
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${baseUrl}${TELEMETRY_API_PATH}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ success: false, message: "Use POST" });
    }
  });

  it("answers 503 when the beacon cannot be stored", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recordTelemetry = vi
      .fn<TelemetryStore["recordTelemetry"]>()
      .mockRejectedValue(new Error("database is locked"));
    await startApi({ recordTelemetry });
    const response = await post(JSON.stringify(beacon));
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
    expect(recordTelemetry).toHaveBeenCalledTimes(1);
    expect(recordTelemetry.mock.calls[0]?.[0]).toEqual({
      page: "/mixer-hire-gauteng",
      metrics: beacon.metrics,
      errors: beacon.errors,
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      level: "error",
      event: "telemetry.store_failed",
      error: { message: "database is locked" },
    });
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past the per-address limit, storing nothing more", async () => {
    const rules = vi.fn((ip: string | null): RateLimitRule[] => [
      { key: `test:ip:${ip}`, windowMs: 60 * 60_000, limit: 2, scope: "ip" },
    ]);
    await startApi({ rateLimitRules: rules });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const metric = { name: "TTFB", value: 100 + i, id: `ttfb-${i}`, navigationType: "navigate" };
      const response = await post(JSON.stringify({ page: "/", metrics: [metric] }));
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toEqual([204, 204, 429, 429]);
    expect(limited?.headers.get("cache-control")).toBe("no-store");
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited?.text()).toBe("");
    expect((await storedVitals()).map((row) => row.metric_id)).toEqual(["ttfb-0", "ttfb-1"]);
    // The rules are asked for with the client's address.
    expect(rules.mock.calls[0]?.[0]).toMatch(/127\.0\.0\.1$/);
  });

  it("takes 30 beacons a minute from one address with the real rules, then answers 429 until the minute is up", async () => {
    // Date only: the clock stands still at 09:30:20, so the 31 beacons fall in one window.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T09:30:20.000Z") });
    await startApi();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await post(JSON.stringify({ page: "/", errors: [{ message: `error ${i}` }] }));
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await post(JSON.stringify({ page: "/", errors: [{ message: "one too many" }] }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("40");
    expect(await storedErrors()).toHaveLength(30);

    vi.setSystemTime(new Date("2026-11-21T09:31:00.000Z"));
    expect((await post(JSON.stringify({ page: "/", errors: [{ message: "next minute" }] }))).status).toBe(204);
  });
});

describe("telemetryRateLimits", () => {
  it("limits one address to 30 beacons a minute and 500 a day, and the site to 6000 a minute, keyed by a hash of the address", () => {
    const rules = telemetryRateLimits("203.0.113.45");
    expect(rules).toEqual([
      {
        key: expect.stringMatching(/^vitals:ip:[0-9a-f]{24}$/) as unknown as string,
        windowMs: 60_000,
        limit: 30,
        scope: "ip",
      },
      { key: "vitals:site", windowMs: 60_000, limit: 6_000, scope: "site" },
      {
        key: expect.stringMatching(/^vitals-day:ip:[0-9a-f]{24}$/) as unknown as string,
        windowMs: 24 * 60 * 60_000,
        limit: 500,
        scope: "ip",
      },
    ]);
    for (const rule of rules) expect(rule.key).not.toContain("203");
    expect(telemetryRateLimits("203.0.113.45", 30, undefined, 20)[2]?.limit).toBe(20);
  });

  it("keys the address's hash with IP_HASH_SALT when it is set", () => {
    const salt = "a-long-enough-salt-value";
    expect(telemetryRateLimits("203.0.113.45", 30, salt)[0]?.key).toBe(
      addressRateLimitKey("vitals", "203.0.113.45", salt),
    );
    expect(telemetryRateLimits("203.0.113.45", 30, salt)[0]?.key).not.toBe(telemetryRateLimits("203.0.113.45")[0]?.key);
  });

  it("gives one address one key, however it is written, and different addresses different keys", () => {
    const key = (ip: string | null) => telemetryRateLimits(ip)[0]?.key;
    expect(key("203.0.113.45")).toBe(key("::ffff:203.0.113.45"));
    expect(key("2001:DB8::1")).toBe(key("2001:db8::1"));
    expect(key("203.0.113.45")).not.toBe(key("203.0.113.46"));
    expect(key(null)).toMatch(/^vitals:ip:[0-9a-f]{24}$/);
    expect(key(null)).not.toBe(key("203.0.113.45"));
    // The site rule is shared by everyone.
    expect(telemetryRateLimits("198.51.100.7")[1]).toEqual(telemetryRateLimits(null)[1]);
  });
});
