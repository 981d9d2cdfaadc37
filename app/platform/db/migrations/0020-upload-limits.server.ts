// Upload limits (issue 32, decision 052): a deposit remembers when an upload
// of its proof was cut off before its end, so the live page can say so until
// a proof arrives; and a quote's proofs are looked up by their SHA-256, which
// keeps each file once per quote. (A client's daily quota lives in
// rate_limits, which needs no change.)
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_deposits").addColumn("upload_interrupted_at", "text").execute();
  await db.schema
    .createIndex("quote_payment_proofs_quote_sha256_idx")
    .on("quote_payment_proofs")
    .columns(["quote_id", "sha256"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quote_payment_proofs_quote_sha256_idx").execute();
  await db.schema.alterTable("quote_deposits").dropColumn("upload_interrupted_at").execute();
}
