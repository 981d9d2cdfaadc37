// The flood's storage bounds on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): identical held submissions fold into one row, held
// rows without a proof are capped per window, a held lead that looks genuine
// is stored as an ordinary lead with its notification, and a challenge is
// claimed once.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { ChallengeReused, type FloodFacts, storeSubmittedLead } from "#app/features/leads/flood/flood-holds.server.ts";
import type { NewLead } from "#app/features/leads/leads-db.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import { freshDatabasePerTest, runnableBackends, testBackends } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-29T09:30:05.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A site-wide threshold of 0: every submission is past it (held). */
const inFlood: RateLimitRule[] = [
  { key: "leads:callback:site", windowMs: 60_000, limit: 0, scope: "flood", onExceeded: "flag" },
];

function lead(name: string, ms: number): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: `Message from ${name}` },
    fullName: name,
    phone: "082 555 0123",
    channels: ["email"],
    now: at(ms),
  };
}

function facts(overrides: Partial<FloodFacts> = {}): FloodFacts {
  return {
    campaignFingerprint: "a".repeat(64),
    messageFingerprint: "b".repeat(64),
    plausible: false,
    proof: null,
    heldCap: 3,
    ...overrides,
  };
}

const backends = runnableBackends("flood-holds");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`flood bounds on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("flood bounds on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  const store = (input: NewLead, flood: FloodFacts, rules = inFlood) =>
    database.db.transaction().execute((trx) => storeSubmittedLead(trx, input, rules, flood));

  async function rows() {
    return database.db
      .selectFrom("leads")
      .select(["id", "full_name", "suspected_spam", "repeat_count", "last_seen_at"])
      .orderBy("created_at")
      .execute();
  }

  async function salesEmails() {
    return database.db.selectFrom("outbox").select("lead_id").where("channel", "=", "email").execute();
  }

  it("folds identical held submissions into one row with a count and the last time seen", async () => {
    const first = await store(lead("Bot", 0), facts());
    const results = [];
    for (let i = 1; i <= 40; i++) results.push(await store(lead("Bot", i * 100), facts()));
    expect(first.held).toBe("held");
    expect(results.every((result) => result.held === "folded" && result.id === first.id)).toBe(true);
    expect(await rows()).toEqual([
      {
        id: first.id,
        full_name: "Bot",
        suspected_spam: 1,
        repeat_count: 41,
        last_seen_at: at(4000).toISOString(),
      },
    ]);
    // Another campaign (other text) is a row of its own.
    const other = await store(lead("Other", 5000), facts({ campaignFingerprint: "c".repeat(64) }));
    expect(other.held).toBe("held");
    expect(await rows()).toHaveLength(2);
  });

  it("caps held rows without a proof per window, answering the rest without storing them", async () => {
    const outcomes = [];
    for (let i = 0; i < 10; i++) {
      const unique = facts({ campaignFingerprint: String(i).padStart(64, "0"), messageFingerprint: null });
      outcomes.push((await store(lead(`Bot ${i}`, i), unique)).held);
    }
    expect(outcomes).toEqual([...Array(3).fill("held"), ...Array(7).fill("dropped")]);
    expect(await rows()).toHaveLength(3);
    // A submission that solved a challenge is stored past the cap: a person who paid it is never dropped.
    const proved = facts({
      campaignFingerprint: "e".repeat(64),
      proof: { salt: "1764409805.0123456789abcdef", expiresAt: at(600_000) },
    });
    expect((await store(lead("Solver", 20), proved)).held).toBe("held");
    // The next minute has its own allowance.
    const later = facts({ campaignFingerprint: "f".repeat(64), messageFingerprint: null });
    expect((await store(lead("Bot later", 60_000), later)).held).toBe("held");
    expect(await rows()).toHaveLength(5);
  });

  it("releases a held lead that looks genuine to sales, and holds one whose message was sent before", async () => {
    const genuine = await store(lead("Lerato", 0), facts({ plausible: true }));
    expect(genuine).toMatchObject({ held: "released", suspectedSpam: false });
    // The same message again under another name: not its own text, so held.
    const copy = await store(lead("Copy", 10), facts({ plausible: true, campaignFingerprint: "d".repeat(64) }));
    expect(copy).toMatchObject({ held: "held", suspectedSpam: true });
    expect((await salesEmails()).map((row) => row.lead_id)).toEqual([genuine.id]);
    expect((await rows()).map((row) => [row.full_name, row.suspected_spam])).toEqual([
      ["Lerato", 0],
      ["Copy", 1],
    ]);
  });

  it("claims a challenge once: its replay is refused and stores nothing", async () => {
    const proof = { salt: "1764409805.00112233445566778899", expiresAt: at(600_000) };
    await store(lead("First", 0), facts({ proof }), []);
    await expect(
      store(lead("Replay", 10), facts({ proof, campaignFingerprint: "9".repeat(64) }), []),
    ).rejects.toBeInstanceOf(ChallengeReused);
    expect((await rows()).map((row) => row.full_name)).toEqual(["First"]);
  });
});
