// Rate limits kept in the database: shared by processes, exact under
// concurrency, pruned; on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { hitRateLimit, pruneRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-03-02T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const backends = runnableBackends("rate-limit");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`rate limits on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("rate limits on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  describe("hitRateLimit", () => {
    const MINUTE = 60_000;

    it("counts across two handles on the same database, like two processes", async () => {
      const other = await target.open();
      const now = at(10_000); // 10 s into a one-minute window

      const first = await hitRateLimit(database.db, "contact:1.2.3.4", MINUTE, 2, now);
      const second = await hitRateLimit(other.db, "contact:1.2.3.4", MINUTE, 2, now);
      const third = await hitRateLimit(database.db, "contact:1.2.3.4", MINUTE, 2, now);
      expect(first).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0, count: 1 });
      expect(second).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0, count: 2 });
      expect(third).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000, count: 3 });

      // Another key has its own count; the next window starts again.
      expect((await hitRateLimit(other.db, "contact:5.6.7.8", MINUTE, 2, now)).count).toBe(1);
      expect(await hitRateLimit(other.db, "contact:1.2.3.4", MINUTE, 2, at(MINUTE))).toMatchObject({
        allowed: true,
        count: 1,
      });
    });

    it("counts every concurrent hit exactly once", async () => {
      const other = await target.open();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => hitRateLimit(i % 2 ? other.db : database.db, "burst", MINUTE, 5, T0)),
      );
      expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
    });

    it("prunes old windows", async () => {
      await hitRateLimit(database.db, "k", MINUTE, 5, at(0));
      await hitRateLimit(database.db, "k", MINUTE, 5, at(5 * MINUTE));
      expect(await pruneRateLimits(database.db, at(MINUTE))).toBe(1);
      expect((await hitRateLimit(database.db, "k", MINUTE, 5, at(5 * MINUTE))).count).toBe(2);
    });
  });
});
