// Two real processes on one SQLite file: the case the in-process tests cannot
// show, because handles in one process share a lock. Proves BEGIN IMMEDIATE
// plus busy_timeout lets both write without errors or lost updates. The child
// runs the modules straight from source with Node's type stripping, as
// server/main.ts does.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/database.server.ts";
import { type ContendResult, contend } from "#app/features/leads/testing/contend.server.ts";

const childScript = fileURLToPath(new URL("./testing/contention-child.server.ts", import.meta.url));
const ROUNDS = 100;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("counts rate limits and stores leads from two processes writing at once", { timeout: 60_000 }, async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-db-procs-"));
  const file = join(dir, "site.db");
  const database = await openDatabase({ databaseFile: file });

  const child = spawn(process.execPath, ["--no-warnings", childScript, file, "shared", `${ROUNDS}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const ready = Promise.withResolvers<void>();
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith("ready\n")) ready.resolve();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  void exited.then(() => ready.reject(new Error(`child exited before it was ready: ${stderr}`)));
  await ready.promise;

  const mine = await contend(database.db, "shared", ROUNDS, { parent: process.pid });

  expect(await exited, stderr).toBe(0);
  const theirs = JSON.parse(stdout.slice("ready\n".length)) as ContendResult;
  // Both saw the other's writes in between their own: real contention.
  expect(mine.interleaved && theirs.interleaved).toBe(true);

  // Every hit counted exactly once, and every lead stored.
  const total = mine.counts.length + theirs.counts.length;
  const all = [...mine.counts, ...theirs.counts].sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  const { n } = await database.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(n).toBe(total);
  await database.close();
});
