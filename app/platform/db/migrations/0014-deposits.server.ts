// The EFT deposit on an accepted quote (issue 23, decision 040): one deposit
// per quote, its amount fixed when the quote was accepted, its status
// (awaiting payment, proof uploaded, received) and who marked it received and
// when; and the customer's proofs of payment, each a file kept outside the
// web root under a random name (decision 037) described by a row here.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_deposits")
    .addColumn("quote_id", "text", (col) => col.primaryKey().references("quotes.id").onDelete("cascade"))
    // DEPOSIT_PERCENT and the quote's total including VAT at acceptance: the amount stays what the customer was shown.
    .addColumn("percent", "integer", (col) => col.notNull())
    .addColumn("quote_total_cents", "bigint", (col) => col.notNull())
    .addColumn("amount_due_cents", "bigint", (col) => col.notNull())
    // 'awaiting_payment', 'proof_uploaded' or 'received'; checked in code (DEPOSIT_STATUSES).
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    // The member of staff (e-mail) who marked it received, and when.
    .addColumn("received_at", "text")
    .addColumn("received_by", "text")
    .execute();

  await db.schema
    .createTable("quote_payment_proofs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    // 32 random hex digits and the detected type's extension: the file's name in PROOF_OF_PAYMENT_DIR.
    .addColumn("stored_name", "text", (col) => col.notNull().unique())
    // The customer's file name, sanitised, for display and the download's name only.
    .addColumn("original_name", "text", (col) => col.notNull())
    // Detected from the bytes: application/pdf, image/jpeg or image/png.
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    // The upload form's one-time key: the same form sent twice keeps one file.
    .addColumn("submission_key", "text")
    .addColumn("uploaded_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("quote_payment_proofs_quote_idx")
    .on("quote_payment_proofs")
    .columns(["quote_id", "uploaded_at"])
    .execute();
  await db.schema
    .createIndex("quote_payment_proofs_submission_key_idx")
    .on("quote_payment_proofs")
    .columns(["quote_id", "submission_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_payment_proofs").execute();
  await db.schema.dropTable("quote_deposits").execute();
}
