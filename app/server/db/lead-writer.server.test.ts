// The lead-writer thread on a real SQLite file: leads written by the thread
// are in the server's database, refusals and failures arrive as the errors
// the server would have caught itself, and a thread that dies fails its
// writes and is replaced by the next one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "./database.server.ts";
import { type LeadWriter, leadWriterThreadModule, startLeadWriter } from "./lead-writer.server.ts";
import type { NewLead } from "./leads.server.ts";
import { RateLimitExceeded } from "./rate-limit.server.ts";

const T0 = new Date("2026-11-21T09:00:10.000Z");

function lead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: `Call ${name} about two speakers for Saturday`, contact: { fullname: name } },
    fullName: name,
    phone: "011 555 0101",
    channels: ["email", "webhook"],
    now: T0,
    ...overrides,
  };
}

async function count(database: AppDatabase, table: "leads" | "outbox"): Promise<number> {
  const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function threadModule(): URL {
  const module = leadWriterThreadModule();
  if (!module) throw new Error("the lead-writer thread module is missing");
  return module;
}

describe("the lead-writer thread", () => {
  let dir: string;
  let databaseFile: string;
  let database: AppDatabase;
  let writer: LeadWriter | undefined;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "ssh-lead-writer-"));
    databaseFile = join(dir, "site.db");
    database = await openDatabase({ databaseFile });
  });

  afterEach(async () => {
    await writer?.close();
    writer = undefined;
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores leads submitted together, each with its outbox rows, and answers each with its own id", async () => {
    writer = startLeadWriter({ databaseFile }, threadModule());
    const names = Array.from({ length: 40 }, (_, i) => `Caller ${i}`);
    const results = await Promise.all(names.map((name) => writer!.submit({ input: lead(name), rateLimits: [] })));

    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(40);
    const stored = await database.db.selectFrom("leads").select(["id", "full_name", "created_at"]).execute();
    const nameById = new Map(stored.map((row) => [row.id, row.full_name]));
    expect(results.map((result) => nameById.get(result.id))).toEqual(names);
    expect(stored[0]?.created_at).toBe(T0.toISOString());
    expect(await count(database, "outbox")).toBe(80);
  });

  it("answers a repeated idempotency key with the first lead's id and stores it once", async () => {
    writer = startLeadWriter({ databaseFile }, threadModule());
    const first = await writer.submit({ input: lead("Thandi", { idempotencyKey: "double-click-1" }), rateLimits: [] });
    const again = await writer.submit({ input: lead("Thandi", { idempotencyKey: "double-click-1" }), rateLimits: [] });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await count(database, "leads")).toBe(1);
  });

  it("rejects a lead past a rate limit with RateLimitExceeded, its rule and wait, and stores the others", async () => {
    writer = startLeadWriter({ databaseFile }, threadModule());
    const rules = [{ key: "leads:site", windowMs: 60_000, limit: 2, scope: "site" }];
    const outcomes = await Promise.allSettled(["Ann", "Ben", "Cleo"].map((name) => writer!.submit({ input: lead(name), rateLimits: rules })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const refused = outcomes[2];
    const reason = refused?.status === "rejected" ? (refused.reason as RateLimitExceeded) : undefined;
    expect(reason).toBeInstanceOf(RateLimitExceeded);
    expect(reason?.rule).toEqual(rules[0]);
    // The window of T0 (09:00:10) ends at 09:01:00.
    expect(reason?.retryAfterMs).toBe(50_000);
    expect(await count(database, "leads")).toBe(2);
  });

  it("rejects the writes of a full database with SQLite's error, having stored none", async () => {
    // The file as it is now, and not one page more.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
    const pageCount = Number(rows[0]?.page_count);
    writer = startLeadWriter({ databaseFile, maxPageCount: pageCount }, threadModule());
    const big = "x".repeat(20_000);
    const outcomes = await Promise.allSettled([1, 2].map((i) => writer!.submit({ input: lead(`Full ${i}`, { payload: { comments: big } }), rateLimits: [] })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    const reason = outcomes[0]?.status === "rejected" ? (outcomes[0].reason as Error) : undefined;
    expect(reason?.message).toMatch(/full/i);
    expect(await count(database, "leads")).toBe(0);
  });

  it("fails the writes of a thread that dies, never answering them as stored, and starts a new thread for the next", async () => {
    const threads: Worker[] = [];
    writer = startLeadWriter({ databaseFile }, threadModule(), { onThread: (thread) => threads.push(thread) });
    await writer.submit({ input: lead("Before"), rateLimits: [] });
    const lost = writer.submit({ input: lead("Lost"), rateLimits: [] });
    await threads[0]?.terminate();
    await expect(lost).rejects.toThrow(/lead writer/);

    const after = await writer.submit({ input: lead("After"), rateLimits: [] });
    expect(after.created).toBe(true);
    expect(threads).toHaveLength(2);
    const names = (await database.db.selectFrom("leads").select("full_name").execute()).map((row) => row.full_name);
    expect(names).toContain("Before");
    expect(names).toContain("After");
  });

  it("finishes the writes under way before it closes, then refuses new ones", async () => {
    writer = startLeadWriter({ databaseFile }, threadModule());
    const pending = Array.from({ length: 10 }, (_, i) => writer!.submit({ input: lead(`Drain ${i}`), rateLimits: [] }));
    await writer.close();
    expect((await Promise.all(pending)).every((result) => result.created)).toBe(true);
    expect(await count(database, "leads")).toBe(10);
    await expect(writer.submit({ input: lead("Too late"), rateLimits: [] })).rejects.toThrow("The lead writer is closed");
  });
});
