// Web vitals and error counts in the data layer, on SQLite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import type { TelemetryBeacon, VitalSample } from "#app/platform/telemetry/web-vitals.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { RateLimitExceeded, type RateLimitRule, peekRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import {
  errorCountsSince,
  pruneTelemetry,
  recordServerError,
  recordTelemetry,
  vitalsSince,
} from "#app/platform/telemetry/telemetry-db.server.ts";
import { runnableBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0.getTime() + ms);

let metricCounter = 0;

function metric(name: VitalSample["name"], value: number, overrides: Partial<VitalSample> = {}): VitalSample {
  metricCounter += 1;
  return { name, value, id: `v5-${name}-${metricCounter}`, navigationType: "navigate", ...overrides };
}

function beacon(overrides: Partial<TelemetryBeacon> = {}): TelemetryBeacon {
  return { page: "/mixer-hire-gauteng", metrics: [], errors: [], ...overrides };
}

const backends = runnableBackends("telemetry");

describe.each(backends)("telemetry on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  async function storedVitals() {
    const rows = await database.db
      .selectFrom("web_vitals")
      .select(["metric_id", "name", "value", "rating", "page", "navigation_type", "created_at"])
      .orderBy("metric_id")
      .execute();
    return rows.map((row) => ({ ...row, value: Number(row.value) }));
  }

  async function storedErrors() {
    return database.db
      .selectFrom("site_errors")
      .select(["source", "message", "page", "created_at"])
      .orderBy("id")
      .execute();
  }

  describe("recordTelemetry", () => {
    it("stores each metric with its rating, page and navigation type", async () => {
      await recordTelemetry(
        database.db,
        beacon({
          metrics: [
            metric("LCP", 2500, { id: "a-lcp" }),
            metric("INP", 350, { id: "b-inp", navigationType: "back-forward-cache" }),
            metric("CLS", 0.3, { id: "c-cls" }),
            metric("FCP", 1200, { id: "d-fcp" }),
            metric("TTFB", 801.5, { id: "e-ttfb", navigationType: "reload" }),
          ],
        }),
        [],
        T0,
      );
      const common = { page: "/mixer-hire-gauteng", created_at: T0.toISOString() };
      expect(await storedVitals()).toEqual([
        { metric_id: "a-lcp", name: "LCP", value: 2500, rating: "good", navigation_type: "navigate", ...common },
        {
          metric_id: "b-inp",
          name: "INP",
          value: 350,
          rating: "needs-improvement",
          navigation_type: "back-forward-cache",
          ...common,
        },
        { metric_id: "c-cls", name: "CLS", value: 0.3, rating: "poor", navigation_type: "navigate", ...common },
        { metric_id: "d-fcp", name: "FCP", value: 1200, rating: "good", navigation_type: "navigate", ...common },
        {
          metric_id: "e-ttfb",
          name: "TTFB",
          value: 801.5,
          rating: "needs-improvement",
          navigation_type: "reload",
          ...common,
        },
      ]);
      expect(await storedErrors()).toEqual([]);
    });

    it("updates the value and rating when a metric is reported again, instead of adding a row", async () => {
      await recordTelemetry(database.db, beacon({ metrics: [metric("CLS", 0.05, { id: "cls-1" })] }), [], T0);
      await recordTelemetry(
        database.db,
        beacon({ page: "/other", metrics: [metric("CLS", 0.3, { id: "cls-1" }), metric("INP", 120, { id: "inp-1" })] }),
        [],
        at(MINUTE),
      );
      const rows = await storedVitals();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ metric_id: "cls-1", name: "CLS", value: 0.3, rating: "poor" });
      expect(rows[1]).toMatchObject({ metric_id: "inp-1", value: 120, rating: "good" });

      await recordTelemetry(
        database.db,
        beacon({ metrics: [metric("CLS", 0.2, { id: "cls-1" })] }),
        [],
        at(2 * MINUTE),
      );
      expect((await storedVitals()).filter((row) => row.metric_id === "cls-1")).toEqual([
        expect.objectContaining({ value: 0.2, rating: "needs-improvement" }),
      ]);
    });

    it("stores errors as browser errors of the page", async () => {
      await recordTelemetry(
        database.db,
        beacon({
          page: "/quote",
          errors: [{ message: "TypeError: x is undefined" }, { message: "ReferenceError: y" }],
        }),
        [],
        T0,
      );
      expect(await storedErrors()).toEqual([
        { source: "browser", message: "TypeError: x is undefined", page: "/quote", created_at: T0.toISOString() },
        { source: "browser", message: "ReferenceError: y", page: "/quote", created_at: T0.toISOString() },
      ]);
      expect(await storedVitals()).toEqual([]);
    });

    it("stores metrics and errors of one beacon together", async () => {
      await recordTelemetry(
        database.db,
        beacon({ metrics: [metric("LCP", 4100), metric("TTFB", 90)], errors: [{ message: "boom" }] }),
        [],
        T0,
      );
      expect((await storedVitals()).map((row) => [row.name, row.rating])).toEqual([
        ["LCP", "poor"],
        ["TTFB", "good"],
      ]);
      expect(await storedErrors()).toHaveLength(1);
    });

    it("counts the rate limits in the same transaction and stores nothing past one", async () => {
      const perIp: RateLimitRule = { key: "vitals:ip:test", windowMs: MINUTE, limit: 2, scope: "ip" };
      const site: RateLimitRule = { key: "vitals:site", windowMs: MINUTE, limit: 100, scope: "site" };
      const send = (n: number) =>
        recordTelemetry(
          database.db,
          beacon({ metrics: [metric("LCP", 1000 + n)], errors: [{ message: `error ${n}` }] }),
          [perIp, site],
          at(n * 1000),
        );

      await send(1);
      await send(2);
      const refused = await send(3).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(RateLimitExceeded);
      expect(refused).toMatchObject({ rule: perIp, retryAfterMs: MINUTE - 3000 });

      expect((await storedVitals()).map((row) => row.value)).toEqual([1001, 1002]);
      expect((await storedErrors()).map((row) => row.message)).toEqual(["error 1", "error 2"]);
      // The refused beacon's counting rolled back with it.
      expect((await peekRateLimit(database.db, perIp.key, MINUTE, at(3000))).count).toBe(2);
      expect((await peekRateLimit(database.db, site.key, MINUTE, at(3000))).count).toBe(2);

      // The next window takes beacons again.
      await send(61);
      expect(await storedVitals()).toHaveLength(3);
    });

    it("rolls back the counts of earlier rules when a later one is exceeded", async () => {
      const perIp: RateLimitRule = { key: "vitals:ip:a", windowMs: MINUTE, limit: 10, scope: "ip" };
      const site: RateLimitRule = { key: "vitals:site", windowMs: MINUTE, limit: 1, scope: "site" };
      await recordTelemetry(database.db, beacon({ metrics: [metric("FCP", 900)] }), [perIp, site], T0);
      await expect(
        recordTelemetry(database.db, beacon({ metrics: [metric("FCP", 950)] }), [perIp, site], T0),
      ).rejects.toMatchObject({ name: "RateLimitExceeded", rule: site });
      expect(await storedVitals()).toHaveLength(1);
      expect((await peekRateLimit(database.db, perIp.key, MINUTE, T0)).count).toBe(1);
    });
  });

  describe("recordServerError", () => {
    it("stores a server error, cutting the message at 300 characters", async () => {
      await recordServerError(database.db, { message: "Error: database is locked", page: "/admin", now: T0 });
      await recordServerError(database.db, { message: "x".repeat(1000), now: at(MINUTE) });
      await recordServerError(database.db, {
        message: "Error: long path",
        page: `/${"p".repeat(400)}`,
        now: at(2 * MINUTE),
      });
      expect(await storedErrors()).toEqual([
        { source: "server", message: "Error: database is locked", page: "/admin", created_at: T0.toISOString() },
        { source: "server", message: "x".repeat(300), page: null, created_at: at(MINUTE).toISOString() },
        {
          source: "server",
          message: "Error: long path",
          page: `/${"p".repeat(199)}`,
          created_at: at(2 * MINUTE).toISOString(),
        },
      ]);
    });
  });

  describe("vitalsSince", () => {
    it("gives the values measured since a time, newest first", async () => {
      await recordTelemetry(database.db, beacon({ metrics: [metric("LCP", 3000)] }), [], at(-DAY));
      await recordTelemetry(database.db, beacon({ metrics: [metric("LCP", 1500), metric("CLS", 0.12)] }), [], T0);
      await recordTelemetry(database.db, beacon({ metrics: [metric("INP", 240)] }), [], at(HOUR));

      const since = await vitalsSince(database.db, T0);
      expect(since).toHaveLength(3);
      expect(since[0]).toEqual({ name: "INP", value: 240 });
      expect(since.slice(1)).toEqual(
        expect.arrayContaining([
          { name: "LCP", value: 1500 },
          { name: "CLS", value: 0.12 },
        ]),
      );
      for (const sample of since) expect(typeof sample.value).toBe("number");

      expect(await vitalsSince(database.db, at(-2 * DAY))).toHaveLength(4);
      expect(await vitalsSince(database.db, at(HOUR + 1))).toEqual([]);
    });
  });

  describe("errorCountsSince", () => {
    it("is all zero with nothing recorded", async () => {
      expect(await errorCountsSince(database.db, at(-DAY))).toEqual({ server: 0, browser: 0, top: [] });
    });

    it("counts server and browser errors since a time, with the most frequent messages first", async () => {
      // Before the window: not counted.
      await recordServerError(database.db, { message: "Error: old", now: at(-2 * DAY) });
      await recordTelemetry(database.db, beacon({ errors: [{ message: "old browser error" }] }), [], at(-2 * DAY));

      for (let i = 0; i < 3; i++)
        await recordServerError(database.db, { message: "Error: database is locked", now: at(i * MINUTE) });
      await recordServerError(database.db, { message: "TypeError: cannot read", page: "/quote", now: T0 });
      await recordTelemetry(
        database.db,
        beacon({ errors: [{ message: "ResizeObserver loop" }, { message: "ResizeObserver loop" }] }),
        [],
        T0,
      );
      await recordTelemetry(
        database.db,
        beacon({ page: "/", errors: [{ message: "ResizeObserver loop" }] }),
        [],
        at(HOUR),
      );
      await recordTelemetry(database.db, beacon({ errors: [{ message: "Script error." }] }), [], at(HOUR));

      expect(await errorCountsSince(database.db, at(-DAY))).toEqual({
        server: 4,
        browser: 4,
        top: [
          // Equal counts are ordered by message.
          { source: "server", message: "Error: database is locked", count: 3 },
          { source: "browser", message: "ResizeObserver loop", count: 3 },
          { source: "browser", message: "Script error.", count: 1 },
          { source: "server", message: "TypeError: cannot read", count: 1 },
        ],
      });

      expect(await errorCountsSince(database.db, at(30 * MINUTE))).toEqual({
        server: 0,
        browser: 2,
        top: [
          { source: "browser", message: "ResizeObserver loop", count: 1 },
          { source: "browser", message: "Script error.", count: 1 },
        ],
      });
    });

    it("lists at most five messages", async () => {
      for (let i = 0; i < 8; i++) {
        for (let n = 0; n <= i; n++) await recordServerError(database.db, { message: `Error ${i}`, now: T0 });
      }
      const counts = await errorCountsSince(database.db, T0);
      expect(counts.server).toBe(36);
      expect(counts.top.map((entry) => [entry.message, entry.count])).toEqual([
        ["Error 7", 8],
        ["Error 6", 7],
        ["Error 5", 6],
        ["Error 4", 5],
        ["Error 3", 4],
      ]);
    });
  });

  describe("pruneTelemetry", () => {
    it("deletes measurements and errors older than the cut-off, and says how many", async () => {
      await recordTelemetry(
        database.db,
        beacon({ metrics: [metric("LCP", 2000), metric("CLS", 0.01)], errors: [{ message: "old" }] }),
        [],
        at(-40 * DAY),
      );
      await recordServerError(database.db, { message: "Error: old", now: at(-31 * DAY) });
      await recordTelemetry(
        database.db,
        beacon({ metrics: [metric("LCP", 1800, { id: "kept" })], errors: [{ message: "new" }] }),
        [],
        at(-30 * DAY),
      );
      await recordServerError(database.db, { message: "Error: new", now: T0 });

      expect(await pruneTelemetry(database.db, at(-30 * DAY))).toBe(4);
      expect((await storedVitals()).map((row) => row.metric_id)).toEqual(["kept"]);
      expect((await storedErrors()).map((row) => row.message)).toEqual(["new", "Error: new"]);
      expect(await pruneTelemetry(database.db, at(-30 * DAY))).toBe(0);
    });

    it("keeps at most the newest maxRows of each table, deleting the oldest first", async () => {
      for (let i = 0; i < 8; i++) {
        await recordTelemetry(
          database.db,
          beacon({ metrics: [metric("LCP", 1000 + i, { id: `m${i}` })], errors: [{ message: `E${i}` }] }),
          [],
          at(i * MINUTE),
        );
      }
      // 8 measurements and 8 errors, all younger than the cut-off: only the count cap applies.
      expect(await pruneTelemetry(database.db, at(-DAY), 5)).toBe(6);
      expect((await storedVitals()).map((row) => row.metric_id)).toEqual(["m3", "m4", "m5", "m6", "m7"]);
      expect((await storedErrors()).map((row) => row.message)).toEqual(["E3", "E4", "E5", "E6", "E7"]);
      expect(await pruneTelemetry(database.db, at(-DAY), 5)).toBe(0);
    });
  });

  describe("text lengths", () => {
    it("cuts every stored text field to its cap, whatever a caller passes", async () => {
      const long = "x".repeat(20_000);
      await recordTelemetry(
        database.db,
        beacon({
          page: `/${long}`,
          metrics: [metric("LCP", 1000, { id: long, navigationType: long as VitalSample["navigationType"] })],
          errors: [{ message: long }],
        }),
        [],
        T0,
      );
      await recordServerError(database.db, { message: long, page: `/${long}`, now: T0 });
      const [vital] = await storedVitals();
      expect(vital?.metric_id).toHaveLength(100);
      expect(vital?.navigation_type).toHaveLength(100);
      expect(vital?.page).toHaveLength(200);
      for (const row of await storedErrors()) {
        expect(row.message).toHaveLength(300);
        expect(row.page).toHaveLength(200);
      }
    });
  });
});
