// A stored proof of payment's bytes (decision 060): kept in the database
// beside its row, written in the transaction that records the row
// (recordProof) and deleted with it (deleteProofRows), so any app process
// serves them and a database backup covers them.
import type { Kysely } from "kysely";
import { asBuffer } from "#app/platform/db/bytes.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** A stored proof's bytes, for its download or a data subject's export; undefined when none are stored. */
export async function readProofBytes(db: Kysely<Database>, proofId: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("quote_payment_proof_files")
    .select("data")
    .where("proof_id", "=", proofId)
    .executeTakeFirst();
  return row ? asBuffer(row.data) : undefined;
}
