// The spam digest on a real database (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set): held leads are reported once, in one outbox row.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { queueSpamDigest } from "#app/features/leads/flood/spam-digest-db.server.ts";
import { freshDatabasePerTest, runnableBackends, testBackends } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function lead(kind: NewLead["kind"], ms: number, suspectedSpam: boolean): NewLead {
  return {
    kind,
    source: "Website Form",
    payload: { comments: "<script>flood</script>" },
    fullName: "Flood <b>Bot</b>",
    email: "bot@example.org",
    channels: ["email"],
    suspectedSpam,
    now: at(ms),
  };
}

const backends = runnableBackends("spam-digest");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`spam digest on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("spam digest on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  it("reports every held lead once, in one e-mail row, and nothing when none is waiting", async () => {
    expect(await queueSpamDigest(database.db, at(60_000))).toBe(0);
    const real = await insertLead(database.db, lead("contact", 0, false));
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await insertLead(database.db, lead("callback", 1000 + i, true)));
    held.push(await insertLead(database.db, lead("quote", 2000, true)));

    expect(await queueSpamDigest(database.db, at(60_000))).toBe(5);
    const rows = await listOutbox(database.db, { channel: "email" });
    // The real lead's own e-mail, and one digest.
    expect(rows).toHaveLength(2);
    const digest = rows.find((row) => row.payload.spamDigest);
    expect(digest?.leadId).toBe(held[0]?.id);
    expect(digest?.payload.spamDigest).toEqual({
      byKind: { callback: 4, quote: 1 },
      total: 5,
      firstAt: at(1000).toISOString(),
      lastAt: at(2000).toISOString(),
    });
    expect(rows.find((row) => !row.payload.spamDigest)?.leadId).toBe(real.id);
    // Nothing the flood wrote travels in the digest.
    expect(JSON.stringify(digest?.payload)).not.toMatch(/flood|Bot|bot@example/);

    // Reported once: the next interval finds nothing new, then only what arrived since.
    expect(await queueSpamDigest(database.db, at(120_000))).toBe(0);
    await insertLead(database.db, lead("subscriber", 130_000, true));
    expect(await queueSpamDigest(database.db, at(180_000))).toBe(1);
    expect(await listOutbox(database.db, { channel: "email" })).toHaveLength(3);
  });
});
