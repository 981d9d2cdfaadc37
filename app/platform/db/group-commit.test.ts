// Group commit on a SQLite database that cannot grow. The group commit of lead
// submissions, on SQLite and PostgreSQL, is tested beside the leads:
// app/features/leads/leads-group-commit.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/database.server.ts";
import { createGroupCommit } from "#app/platform/db/group-commit.server.ts";

describe("group commit on a full SQLite database", () => {
  it("rejects every item of the batch with the full-disk error, having stored none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ssh-group-commit-full-"));
    const database = await openDatabase({ databaseFile: join(dir, "full.db") });
    try {
      await sql`create table notes (body text not null)`.execute(database.db);
      // The file may not grow: the first write that needs a new page fills the "disk".
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count ?? 0}`).execute(database.db);
      // A plain insert: SQLite answers SQLITE_FULL by rolling back the whole
      // transaction, savepoints and all, not just the statement.
      const writes = createGroupCommit(database.db, (trx, body: string) =>
        sql`insert into notes (body) values (${body})`.execute(trx),
      );
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => writes.submit(`${i}`.repeat(20_000))),
      );
      for (const outcome of outcomes) {
        expect(outcome.status).toBe("rejected");
        if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/database or disk is full/);
      }
      const stored = await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db);
      expect(stored.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
