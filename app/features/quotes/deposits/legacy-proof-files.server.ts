// Proofs of payment kept as files before decision 060 (PROOF_OF_PAYMENT_DIR,
// default data/proof-of-payment) move into the database once: each file a
// proof row names, whose bytes match the row's SHA-256, is copied to the row's
// bytes and then removed from the disk. Run at every start and idempotent: a
// file already copied is only removed, and one no row names, or whose bytes
// differ, is left where it is and counted.
import { createHash } from "node:crypto";
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logWarn } from "#app/platform/log/log.server.ts";

const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|jpg|png)$/;

export interface LegacyImport {
  /** Files now in the database (and gone from the disk). */
  imported: number;
  /** Files left on the disk: no row names them, or their bytes are not the row's. */
  leftOver: number;
}

/** Moves one file into its row's bytes; false when it is not a stored proof's. */
async function importOne(db: Kysely<Database>, file: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom("quote_payment_proofs")
    .select(["id", "sha256"])
    .where("stored_name", "=", name)
    .executeTakeFirst();
  if (!row) return false;
  const bytes = await readFile(file).catch(() => undefined);
  // Another process starting at the same time moved it already.
  if (!bytes) return true;
  if (createHash("sha256").update(bytes).digest("hex") !== row.sha256) {
    logWarn("uploads.legacy_proof_mismatch", { storedName: name });
    return false;
  }
  await db
    .insertInto("quote_payment_proof_files")
    .values({ proof_id: row.id, data: bytes })
    .onConflict((oc) => oc.column("proof_id").doNothing())
    .execute();
  await rm(file, { force: true });
  return true;
}

/** Moves the proofs of payment in `directory` into the database. Nothing to do when the folder does not exist. */
export async function importLegacyProofFiles(db: Kysely<Database>, directory: string): Promise<LegacyImport> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const outcome: LegacyImport = { imported: 0, leftOver: 0 };
  for (const name of names.filter((entry) => STORED_NAME.test(entry))) {
    if (await importOne(db, path.join(directory, name), name)) outcome.imported += 1;
    else outcome.leftOver += 1;
  }
  return outcome;
}
