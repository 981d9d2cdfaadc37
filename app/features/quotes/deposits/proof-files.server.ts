// The stored proof-of-payment files beyond upload and download: read for a
// data subject's export, removed after an erasure or the retention clean-up
// deleted their rows, and the sweep of files no row names any more (a removal
// that failed after its rows were deleted, an upload cut off half-way).
import { readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { referencedProofFiles } from "#app/features/quotes/deposits/deposits-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logError } from "#app/platform/log/log.server.ts";

const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|jpg|png)$/;
const INCOMING_NAME = /^\.incoming-[0-9a-f]{32}$/;
/** Older than this, a file no row names is not an upload still on its way. */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000;

/** A stored file's bytes; undefined when the name is not a stored file's or the file is gone. */
export async function readStoredProof(directory: string, storedName: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(storedName)) return undefined;
  return readFile(path.join(directory, storedName)).catch(() => undefined);
}

/** Removes these stored files; a name that is not a stored file's is ignored. Never throws. */
export async function removeProofFiles(directory: string, storedNames: readonly string[]): Promise<number> {
  let removed = 0;
  for (const name of storedNames) {
    if (!STORED_NAME.test(name)) continue;
    try {
      await rm(path.join(directory, name), { force: true });
      removed += 1;
    } catch (error) {
      logError("proof_of_payment.remove_failed", error);
    }
  }
  return removed;
}

/** Removes files older than a day that no proof row names, and abandoned partial uploads. Returns how many. */
export async function sweepOrphanProofFiles(db: Kysely<Database>, directory: string, now: Date): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!STORED_NAME.test(name) && !INCOMING_NAME.test(name)) continue;
    const details = await stat(path.join(directory, name)).catch(() => undefined);
    if (details?.isFile() && now.getTime() - details.mtimeMs > ORPHAN_AGE_MS) old.push(name);
  }
  const kept = await referencedProofFiles(
    db,
    old.filter((name) => STORED_NAME.test(name)),
  );
  let removed = 0;
  for (const name of old) {
    if (kept.has(name)) continue;
    await rm(path.join(directory, name), { force: true }).then(
      () => (removed += 1),
      (error: unknown) => logError("proof_of_payment.remove_failed", error),
    );
  }
  return removed;
}
