// The flood gate on a real database (SQLite): when a kind is in a flood, what
// it accepts as proof and what it refuses, and that hostile solutions are
// refused without ever throwing (fast-check, fixed seed).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOD_WINDOW_MS } from "#app/platform/limits/abuse-limits.ts";
import { CHALLENGE_TTL_MS, encodeSolution, solveChallenge } from "#app/features/leads/flood/flood-defence.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { createFloodGate, floodCounterKey } from "#app/features/leads/flood/flood-gate.server.ts";

const THRESHOLD = 3;
let dir: string;
let layer: SiteData;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-flood-gate-"));
  layer = await startSiteData(parseDataEnv({ DATABASE_FILE: join(dir, "site.db") }));
});

afterAll(async () => {
  // The refused submissions are added to the flood counter a second later: let that land before closing.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  await layer.close();
  rmSync(dir, { recursive: true, force: true });
});

async function countSubmissions(kind: "callback" | "contact", count: number, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / FLOOD_WINDOW_MS) * FLOOD_WINDOW_MS).toISOString();
  await layer.database.db
    .insertInto("rate_limits")
    .values({ key: floodCounterKey(kind), window_start: windowStart, count })
    .execute();
}

describe("the flood gate", () => {
  const gate = () => createFloodGate(layer.leads, THRESHOLD);

  it("lets everything in below the threshold, and asks for a challenge past it (this minute or the last)", async () => {
    const now = new Date();
    expect(await gate().check("contact", {}, now)).toEqual({ status: "open" });
    await countSubmissions("contact", THRESHOLD + 1, new Date(now.getTime() - FLOOD_WINDOW_MS));
    const refused = await gate().check("contact", {}, now);
    expect(refused).toMatchObject({ status: "challenge", problem: "missing" });
    // Another kind is not in a flood.
    expect(await gate().check("callback", {}, now)).toEqual({ status: "open" });
  });

  it("accepts a solved challenge and a right answer; refuses a wrong answer, a forged and an expired solution", async () => {
    const now = new Date();
    await countSubmissions("callback", THRESHOLD + 1, now);
    const flood = gate();
    const issued = await flood.issue(now);
    const number = await solveChallenge(issued.proofOfWork);
    expect(number).not.toBeNull();
    const solution = encodeSolution(issued.proofOfWork, number ?? 0);
    expect(await flood.check("callback", { solution }, now)).toMatchObject({
      status: "proved",
      proof: { salt: issued.proofOfWork.salt },
    });
    const forged = encodeSolution({ ...issued.proofOfWork, signature: "0".repeat(64) }, number ?? 0);
    expect(await flood.check("callback", { solution: forged }, now)).toMatchObject({ problem: "invalid" });
    const later = new Date(now.getTime() + CHALLENGE_TTL_MS + 1000);
    expect(await flood.check("callback", { solution }, later)).toMatchObject({ problem: "expired" });

    const [, a = "", b = ""] = /What is (\w+) plus (\w+)\?/.exec(issued.question.prompt) ?? [];
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    const sum = words.indexOf(a) + words.indexOf(b);
    const token = issued.question.token;
    expect(await flood.check("callback", { questionToken: token, questionAnswer: String(sum) }, now)).toMatchObject({
      status: "proved",
    });
    expect(await flood.check("callback", { questionToken: token, questionAnswer: String(sum + 1) }, now)).toMatchObject(
      { problem: "invalid" },
    );
  }, 30_000);

  it("refuses any hostile solution, question token or answer, and never throws", async () => {
    const now = new Date();
    const flood = gate();
    await countSubmissions("callback", THRESHOLD + 1, new Date(now.getTime() + FLOOD_WINDOW_MS));
    const later = new Date(now.getTime() + FLOOD_WINDOW_MS);
    const hostile = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.json().map((text) => Buffer.from(text).toString("base64")),
      fc
        .record({
          algorithm: fc.constantFrom("SHA-256", "MD5"),
          challenge: fc.stringMatching(/^[0-9a-f]{64}$/),
          salt: fc.oneof(fc.string(), fc.constant(`${Math.floor(later.getTime() / 1000) + 600}.00112233445566778899`)),
          number: fc.oneof(fc.integer(), fc.double()),
          signature: fc.stringMatching(/^[0-9a-f]{64}$/),
        })
        .map((value) => btoa(JSON.stringify(value))),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (solution, questionToken, questionAnswer) => {
        const result = await flood.check("callback", { solution, questionToken, questionAnswer }, later);
        expect(result.status).toBe("challenge");
      }),
      { seed: 212026, numRuns: 300 },
    );
  }, 60_000);
});
