// The EFT deposit of an accepted quote and its proofs of payment (decision
// 040): the deposit is opened once, when the quote is accepted, with the
// amount it asks for then; each upload is recorded once per form submission
// and moves an unpaid deposit to "proof uploaded"; staff mark it received
// (who and when kept). Each proof's bytes are kept beside its row, written
// in the same transaction and deleted with it (decision 060), so any process
// serves them and a database backup holds them.
import type { Kysely } from "kysely";
import { depositDueCents } from "#app/features/quotes/deposits/deposit.ts";
import { type DepositStatus, readDepositStatus } from "#app/features/quotes/deposits/deposit-status.ts";
import {
  DEFAULT_PROOF_UPLOAD_LIMITS,
  type ProofLimitRefusal,
  type ProofUploadLimits,
  type ProofUploadUsage,
  proofLimitRefusal,
} from "#app/platform/uploads/upload-limits.ts";
import { PROOF_OF_PAYMENT_TYPES, type ProofOfPaymentType } from "#app/platform/uploads/upload-sniff.ts";
import type { ProofOfPaymentRecord } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { followQuoteEvent } from "#app/features/leads/index.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { addToRateLimit, peekRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface Deposit {
  quoteId: string;
  percent: number;
  quoteTotalCents: number;
  amountDueCents: number;
  status: DepositStatus;
  /** When the quote was accepted and the deposit asked for. */
  createdAt: string;
  receivedAt: string | null;
  /** The e-mail of the member of staff who marked it received. */
  receivedBy: string | null;
  /** When an upload of a proof was last cut off before its end; absent when none was. */
  uploadInterruptedAt?: string;
}

export interface StoredProof extends ProofOfPaymentRecord {
  id: string;
  quoteId: string;
}

type DepositRow = Awaited<ReturnType<typeof selectDeposit>>;

function selectDeposit(db: Kysely<Database>, quoteId: string) {
  return db.selectFrom("quote_deposits").selectAll().where("quote_id", "=", quoteId).executeTakeFirst();
}

function toDeposit(row: NonNullable<DepositRow>): Deposit {
  return {
    quoteId: row.quote_id,
    percent: Number(row.percent),
    quoteTotalCents: Number(row.quote_total_cents),
    amountDueCents: Number(row.amount_due_cents),
    status: readDepositStatus(row.status),
    createdAt: row.created_at,
    receivedAt: row.received_at,
    receivedBy: row.received_by,
    ...(row.upload_interrupted_at ? { uploadInterruptedAt: row.upload_interrupted_at } : {}),
  };
}

/** An upload of this quote's proof was cut off before its end (a dropped or too slow connection). */
export async function markUploadInterrupted(db: Kysely<Database>, quoteId: string, now = new Date()): Promise<void> {
  await db
    .updateTable("quote_deposits")
    .set({ upload_interrupted_at: now.toISOString() })
    .where("quote_id", "=", quoteId)
    .execute();
}

/**
 * The quote's deposit, opened now if it has none: `percent` of the total
 * (including VAT) the customer accepted. Opening twice, from two processes at
 * once, keeps the first: the amount asked for never moves.
 */
export async function openDeposit(
  db: Kysely<Database>,
  {
    quoteId,
    totalCents,
    percent,
    now = new Date(),
  }: { quoteId: string; totalCents: number; percent: number; now?: Date },
): Promise<Deposit> {
  const at = now.toISOString();
  await db
    .insertInto("quote_deposits")
    .values({
      quote_id: quoteId,
      percent,
      quote_total_cents: totalCents,
      amount_due_cents: depositDueCents(totalCents, percent),
      status: "awaiting_payment",
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("quote_id").doNothing())
    .execute();
  const row = await selectDeposit(db, quoteId);
  if (!row) throw new Error(`The deposit of quote ${quoteId} was not stored`);
  return toDeposit(row);
}

export async function getDeposit(db: Kysely<Database>, quoteId: string): Promise<Deposit | undefined> {
  const row = await selectDeposit(db, quoteId);
  return row ? toDeposit(row) : undefined;
}

function toProof(row: {
  id: string;
  quote_id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number | string;
  sha256: string;
  uploaded_at: string;
}): StoredProof {
  return {
    id: row.id,
    quoteId: row.quote_id,
    storedName: row.stored_name,
    originalName: row.original_name,
    contentType: (row.content_type in PROOF_OF_PAYMENT_TYPES
      ? row.content_type
      : "application/pdf") as ProofOfPaymentType,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    receivedAt: row.uploaded_at,
  };
}

/** The quote's proofs of payment, oldest first. */
export async function listProofs(db: Kysely<Database>, quoteId: string): Promise<StoredProof[]> {
  const rows = await db
    .selectFrom("quote_payment_proofs")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .orderBy("uploaded_at")
    .orderBy("id")
    .execute();
  return rows.map(toProof);
}

/** One proof of the quote, for its download; undefined when the id is not one of this quote's. */
export async function getProof(
  db: Kysely<Database>,
  quoteId: string,
  proofId: string,
): Promise<StoredProof | undefined> {
  const row = await db
    .selectFrom("quote_payment_proofs")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .where("id", "=", proofId)
    .executeTakeFirst();
  return row ? toProof(row) : undefined;
}

/**
 * A client's proofs per day are counted in the rate-limit table (so every
 * process shares the count, and old days are pruned with the other windows):
 * files and bytes under two keys, in fixed windows of a day.
 */
export const PROOF_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

/** Whose daily quota an upload counts against: a client's rate-limit key (addressRateLimitKey). */
export interface ProofQuota {
  limits: ProofUploadLimits;
  clientKey: string;
}

const quotaKeys = (clientKey: string) => ({ files: `${clientKey}:proof_files`, bytes: `${clientKey}:proof_bytes` });

async function quoteUsage(db: Kysely<Database>, quoteId: string): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom("quote_payment_proofs")
    .select((eb) => [eb.fn.countAll().as("files"), eb.fn.sum<number | string | null>("size_bytes").as("bytes")])
    .where("quote_id", "=", quoteId)
    .executeTakeFirst();
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** What a quote and a client have stored so far, for the check made before an upload's body is read. */
export async function proofUploadUsage(
  db: Kysely<Database>,
  { quoteId, clientKey, now = new Date() }: { quoteId: string; clientKey: string; now?: Date },
): Promise<ProofUploadUsage> {
  const keys = quotaKeys(clientKey);
  const [quote, files, bytes] = await Promise.all([
    quoteUsage(db, quoteId),
    peekRateLimit(db, keys.files, PROOF_QUOTA_WINDOW_MS, now),
    peekRateLimit(db, keys.bytes, PROOF_QUOTA_WINDOW_MS, now),
  ]);
  return { quoteFiles: quote.files, quoteBytes: quote.bytes, clientFiles: files.count, clientBytes: bytes.count };
}

/** Rolls the recording transaction back (and with it the client's counters) when a limit is reached. */
class ProofLimitReached extends Error {
  readonly refusal: ProofLimitRefusal;
  constructor(refusal: ProofLimitRefusal) {
    super(`Proof upload limit reached: ${refusal}`);
    this.refusal = refusal;
  }
}

export type RecordProofResult =
  | { status: "recorded"; proof: StoredProof; deposit: Deposit }
  /** The same form sent again: the first upload stands, and the file just stored is not needed. */
  | { status: "repeated"; proof: StoredProof }
  /** The same file (by its SHA-256) is already on this quote: kept once, the new copy is not needed. */
  | { status: "duplicate"; proof: StoredProof }
  /** One more would pass a limit (decision 052): the file just stored is not kept. */
  | { status: "limit"; refusal: ProofLimitRefusal }
  | { status: "not_due" }
  | { status: "already_received" };

/**
 * Records an uploaded proof, its row and its bytes, against the quote's deposit, once per
 * `submissionKey` and once per file (its SHA-256). The deposit's row is
 * locked first, so a double click's two posts at once find each other, and
 * the quote's files and bytes are counted under that lock; the client's daily
 * counters are added to in the same transaction, which a limit passed rolls
 * back. Without a `quota` (a script's import) only the per-quote limits of
 * DEFAULT_PROOF_UPLOAD_LIMITS apply. An unpaid deposit moves to proof uploaded.
 */
export async function recordProof(
  db: Kysely<Database>,
  { quoteId, record, submissionKey, quota, now = new Date(), bytes }: ProofToRecord & { now?: Date },
): Promise<RecordProofResult> {
  try {
    return await recordProofOnce(db, { quoteId, record, bytes, submissionKey, quota, now });
  } catch (error) {
    if (error instanceof ProofLimitReached) return { status: "limit", refusal: error.refusal };
    throw error;
  }
}

/** An upload to record: its row's fields and its bytes, which are kept in the same transaction or not at all. */
interface ProofToRecord {
  quoteId: string;
  record: ProofOfPaymentRecord;
  bytes: Uint8Array;
  submissionKey: string | null;
  quota?: ProofQuota;
}

function recordProofOnce(
  db: Kysely<Database>,
  { quoteId, record, bytes, submissionKey, quota, now }: ProofToRecord & { now: Date },
): Promise<RecordProofResult> {
  return db.transaction().execute(async (trx): Promise<RecordProofResult> => {
    const locked = await trx
      .updateTable("quote_deposits")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("quote_id", "=", quoteId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return { status: "not_due" };
    if (submissionKey) {
      const repeated = await trx
        .selectFrom("quote_payment_proofs")
        .selectAll()
        .where("quote_id", "=", quoteId)
        .where("submission_key", "=", submissionKey)
        .executeTakeFirst();
      if (repeated) return { status: "repeated", proof: toProof(repeated) };
    }
    const current = await selectDeposit(trx, quoteId);
    if (!current) return { status: "not_due" };
    if (readDepositStatus(current.status) === "received") return { status: "already_received" };
    const same = await trx
      .selectFrom("quote_payment_proofs")
      .selectAll()
      .where("quote_id", "=", quoteId)
      .where("sha256", "=", record.sha256)
      .executeTakeFirst();
    if (same) return { status: "duplicate", proof: toProof(same) };
    const quote = await quoteUsage(trx, quoteId);
    const limits = quota?.limits ?? DEFAULT_PROOF_UPLOAD_LIMITS;
    let clientFiles = 0;
    let clientBytes = 0;
    if (quota) {
      const keys = quotaKeys(quota.clientKey);
      clientFiles = (await addToRateLimit(trx, keys.files, PROOF_QUOTA_WINDOW_MS, 1, now)) - 1;
      const bytesAfter = await addToRateLimit(trx, keys.bytes, PROOF_QUOTA_WINDOW_MS, record.sizeBytes, now);
      clientBytes = bytesAfter - record.sizeBytes;
    }
    const refusal = proofLimitRefusal(
      { quoteFiles: quote.files, quoteBytes: quote.bytes, clientFiles, clientBytes },
      record.sizeBytes,
      quota ? limits : { ...limits, filesPerClientPerDay: Infinity, bytesPerClientPerDay: Infinity },
    );
    if (refusal) throw new ProofLimitReached(refusal);
    const id = newId(now.getTime());
    await trx
      .insertInto("quote_payment_proofs")
      .values({
        id,
        quote_id: quoteId,
        stored_name: record.storedName,
        original_name: record.originalName,
        content_type: record.contentType,
        size_bytes: record.sizeBytes,
        sha256: record.sha256,
        submission_key: submissionKey,
        uploaded_at: record.receivedAt,
      })
      .execute();
    await trx.insertInto("quote_payment_proof_files").values({ proof_id: id, data: bytes }).execute();
    const updated = await trx
      .updateTable("quote_deposits")
      .set({ status: "proof_uploaded", updated_at: now.toISOString() })
      .where("quote_id", "=", quoteId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: "recorded", proof: { ...record, id, quoteId }, deposit: toDeposit(updated) };
  });
}

export type MarkReceivedResult =
  { status: "marked"; deposit: Deposit } | { status: "already_received"; deposit: Deposit } | { status: "not_found" };

/**
 * Staff saw the money arrive: the deposit is received, with who marked it and
 * when, once only; the quote's lead is won in the same transaction (decision 067).
 */
export async function markDepositReceived(
  db: Kysely<Database>,
  { quoteId, staffEmail, now = new Date() }: { quoteId: string; staffEmail: string; now?: Date },
): Promise<MarkReceivedResult> {
  const at = now.toISOString();
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("quote_deposits")
      .set({ status: "received", received_at: at, received_by: staffEmail, updated_at: at })
      .where("quote_id", "=", quoteId)
      .where("status", "!=", "received")
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const quote = await trx.selectFrom("quotes").select("lead_id").where("id", "=", quoteId).executeTakeFirst();
    if (quote) await followQuoteEvent(trx, quote.lead_id, { type: "deposit_received" }, now);
    return row;
  });
  if (updated) return { status: "marked", deposit: toDeposit(updated) };
  const current = await getDeposit(db, quoteId);
  return current ? { status: "already_received", deposit: current } : { status: "not_found" };
}

/**
 * Deletes the proofs of these quotes, rows and bytes, in the caller's
 * transaction (an erasure, or the retention clean-up): nothing of them is
 * left once it commits. Returns their stored names.
 */
export async function deleteProofRows(trx: Kysely<Database>, quoteIds: readonly string[]): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  // The foreign key would take the bytes with the rows; said here so no schema detail is relied on.
  await trx
    .deleteFrom("quote_payment_proof_files")
    .where("proof_id", "in", (eb) =>
      eb.selectFrom("quote_payment_proofs").select("id").where("quote_id", "in", quoteIds),
    )
    .execute();
  const rows = await trx
    .deleteFrom("quote_payment_proofs")
    .where("quote_id", "in", quoteIds)
    .returning("stored_name")
    .execute();
  return rows.map((row) => row.stored_name);
}

/** Which of these stored names a proof row still names (the import of files kept on disk before decision 060). */
export async function referencedProofFiles(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += 200) {
    const rows = await db
      .selectFrom("quote_payment_proofs")
      .select("stored_name")
      .where("stored_name", "in", names.slice(start, start + 200))
      .execute();
    for (const row of rows) found.add(row.stored_name);
  }
  return found;
}
