// The EFT deposit's storage on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { ProofOfPaymentRecord } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  deleteProofRows,
  getDeposit,
  getProof,
  listProofs,
  markDepositReceived,
  markUploadInterrupted,
  openDeposit,
  proofUploadUsage,
  recordProof,
  referencedProofFiles,
} from "#app/features/quotes/deposits/deposits-db.server.ts";
import { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { withFailingInsertInto } from "#app/platform/db/failing-insert.test-support.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const STAFF = "anna@sandtonsoundhire.co.za";

const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);
if (!priced.ok) throw new Error("sample quote does not price");

function newQuote(): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    channels: [],
    now: T0,
  };
}

/** A proof's record; each stored name stands for different bytes (its own SHA-256) unless `sha256` says otherwise. */
function proofRecord(
  storedName: string,
  minutes: number,
  { sizeBytes = 48_213, sha256 = storedName.slice(0, 1).repeat(64) }: { sizeBytes?: number; sha256?: string } = {},
): ProofOfPaymentRecord {
  return {
    storedName,
    originalName: "EFT confirmation.pdf",
    sizeBytes,
    contentType: "application/pdf",
    sha256,
    receivedAt: at(minutes).toISOString(),
  };
}

/** The bytes every sample proof is kept with (the rows' SHA-256 stand for different files). */
const PROOF_BYTES = Buffer.from("%PDF-1.4 sample proof");

const MB = 1024 * 1024;
/** Distinct stored names (and so distinct bytes) for the limit tests. */
const nameNo = (n: number) => `${n.toString(16).padStart(32, "0")}.pdf`;

const NAME_A = `${"1".repeat(32)}.pdf`;
const NAME_B = `${"2".repeat(32)}.png`;

for (const backend of runnableBackends("deposits")) {
  describe(`deposits on ${backend.name}`, () => {
    let database!: AppDatabase;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
    });

    async function quoteId(): Promise<string> {
      const created = await createQuote(database.db, newQuote());
      if (!created.created) throw new Error("expected a new quote");
      const row = await database.db
        .selectFrom("quotes")
        .select("id")
        .where("quote_number", "=", created.quote.quoteNumber)
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it("opens a deposit once, at the accepted total: 50% of R13,462.19 is R6,731.00, and it never moves", async () => {
      const id = await quoteId();
      expect(await getDeposit(database.db, id)).toBeUndefined();
      const opened = await openDeposit(database.db, { quoteId: id, totalCents: 1_346_219, percent: 50, now: at(1) });
      expect(opened).toEqual({
        quoteId: id,
        percent: 50,
        quoteTotalCents: 1_346_219,
        amountDueCents: 673_100,
        status: "awaiting_payment",
        createdAt: at(1).toISOString(),
        receivedAt: null,
        receivedBy: null,
      });
      // A later change of DEPOSIT_PERCENT (or a second process) does not change what was asked for.
      const again = await openDeposit(database.db, { quoteId: id, totalCents: 1_346_219, percent: 30, now: at(2) });
      expect(again).toEqual(opened);
    });

    it("records a proof once per submission, moves the deposit to proof uploaded, and lists it", async () => {
      const id = await quoteId();
      expect(
        await recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: id,
          record: proofRecord(NAME_A, 3),
          submissionKey: "k1",
          now: at(3),
        }),
      ).toEqual({ status: "not_due" });
      await openDeposit(database.db, { quoteId: id, totalCents: 1_346_219, percent: 50, now: at(1) });
      const first = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_A, 3),
        submissionKey: "k1",
        now: at(3),
      });
      expect(first).toMatchObject({ status: "recorded", deposit: { status: "proof_uploaded" } });
      // The same form sent again (a double click): the first upload stands.
      const repeated = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_B, 4),
        submissionKey: "k1",
        now: at(4),
      });
      expect(repeated).toMatchObject({ status: "repeated", proof: { storedName: NAME_A } });
      const second = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_B, 5),
        submissionKey: "k2",
        now: at(5),
      });
      expect(second.status).toBe("recorded");
      const proofs = await listProofs(database.db, id);
      expect(proofs.map((proof) => proof.storedName)).toEqual([NAME_A, NAME_B]);
      expect(proofs[0]).toMatchObject({
        quoteId: id,
        originalName: "EFT confirmation.pdf",
        sizeBytes: 48_213,
        contentType: "application/pdf",
        receivedAt: at(3).toISOString(),
      });
      // A proof is found only under its own quote.
      const other = await quoteId();
      expect(await getProof(database.db, id, proofs[0]!.id)).toEqual(proofs[0]);
      expect(await getProof(database.db, other, proofs[0]!.id)).toBeUndefined();
    });

    it("marks the deposit received once, recording who and when; no proof is taken after that", async () => {
      const id = await quoteId();
      expect(await markDepositReceived(database.db, { quoteId: id, staffEmail: STAFF, now: at(9) })).toEqual({
        status: "not_found",
      });
      await openDeposit(database.db, { quoteId: id, totalCents: 1_346_219, percent: 50, now: at(1) });
      await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_A, 3),
        submissionKey: "k1",
        now: at(3),
      });
      const marked = await markDepositReceived(database.db, { quoteId: id, staffEmail: STAFF, now: at(10) });
      expect(marked).toMatchObject({
        status: "marked",
        deposit: { status: "received", receivedAt: at(10).toISOString(), receivedBy: STAFF },
      });
      const twice = await markDepositReceived(database.db, {
        quoteId: id,
        staffEmail: "other@sandtonsoundhire.co.za",
        now: at(11),
      });
      expect(twice).toMatchObject({ status: "already_received", deposit: { receivedBy: STAFF } });
      expect(
        await recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: id,
          record: proofRecord(NAME_B, 12),
          submissionKey: "k2",
          now: at(12),
        }),
      ).toEqual({ status: "already_received" });
    });

    it("deletes a quote's proof rows and bytes and hands back their names; a deleted quote takes its deposit along", async () => {
      const id = await quoteId();
      await openDeposit(database.db, { quoteId: id, totalCents: 100_000, percent: 50, now: at(1) });
      await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_A, 3),
        submissionKey: "k1",
        now: at(3),
      });
      await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_B, 4),
        submissionKey: "k2",
        now: at(4),
      });
      expect(await referencedProofFiles(database.db, [NAME_A, NAME_B, `${"3".repeat(32)}.jpg`])).toEqual(
        new Set([NAME_A, NAME_B]),
      );
      const storedBytes = () => database.db.selectFrom("quote_payment_proof_files").select("proof_id").execute();
      expect(await storedBytes()).toHaveLength(2);
      expect((await deleteProofRows(database.db, [id])).sort()).toEqual([NAME_A, NAME_B]);
      expect(await listProofs(database.db, id)).toEqual([]);
      // The bytes went with the rows (decision 060).
      expect(await storedBytes()).toEqual([]);
      await database.db.deleteFrom("quotes").where("id", "=", id).execute();
      expect(await getDeposit(database.db, id)).toBeUndefined();
    });

    it("keeps a proof's row and its bytes together: a crash between them leaves neither", async () => {
      const id = await quoteId();
      await openDeposit(database.db, { quoteId: id, totalCents: 100_000, percent: 50, now: at(1) });
      for (const table of ["quote_payment_proof_files", "quote_payment_proofs"]) {
        const crashing = withFailingInsertInto(database.db, table);
        await expect(
          recordProof(crashing, {
            bytes: PROOF_BYTES,
            quoteId: id,
            record: proofRecord(NAME_A, 3),
            submissionKey: "k1",
          }),
        ).rejects.toThrow(/Simulated crash/);
        expect(await listProofs(database.db, id)).toEqual([]);
        expect(await database.db.selectFrom("quote_payment_proof_files").select("proof_id").execute()).toEqual([]);
        expect((await getDeposit(database.db, id))?.status).toBe("awaiting_payment");
      }
      const kept = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_A, 3),
        submissionKey: "k1",
      });
      expect(kept.status).toBe("recorded");
      if (kept.status !== "recorded") return;
      expect(await readProofBytes(database.db, kept.proof.id)).toEqual(PROOF_BYTES);
    });

    // Issue 32 (finding 6): one address filled the disk with 29 proofs of 5 MB on one quote.
    it("keeps a file sent twice to a quote once, however it was named", async () => {
      const id = await quoteId();
      await openDeposit(database.db, { quoteId: id, totalCents: 100_000, percent: 50, now: at(1) });
      const sha256 = "c".repeat(64);
      const first = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: proofRecord(NAME_A, 3, { sha256 }),
        submissionKey: "k1",
        now: at(3),
      });
      expect(first.status).toBe("recorded");
      const again = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: id,
        record: { ...proofRecord(NAME_B, 4, { sha256 }), originalName: "slip (1).pdf" },
        submissionKey: "k2",
        now: at(4),
      });
      expect(again).toMatchObject({ status: "duplicate", proof: { storedName: NAME_A } });
      expect((await listProofs(database.db, id)).map((proof) => proof.storedName)).toEqual([NAME_A]);
    });

    it("takes at most 10 files and 25 MB of proofs on one quote", async () => {
      const byFiles = await quoteId();
      await openDeposit(database.db, { quoteId: byFiles, totalCents: 100_000, percent: 50, now: at(1) });
      for (let n = 1; n <= 10; n += 1) {
        const result = await recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: byFiles,
          record: proofRecord(nameNo(n), n, { sha256: n.toString(16).padStart(64, "0"), sizeBytes: 1000 }),
          submissionKey: `k${n}`,
          now: at(n),
        });
        expect(result.status).toBe("recorded");
      }
      const eleventh = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: byFiles,
        record: proofRecord(nameNo(11), 11, { sha256: "b".repeat(64), sizeBytes: 1000 }),
        submissionKey: "k11",
        now: at(11),
      });
      expect(eleventh).toEqual({ status: "limit", refusal: "quote-files" });
      expect(await listProofs(database.db, byFiles)).toHaveLength(10);

      const byBytes = await quoteId();
      await openDeposit(database.db, { quoteId: byBytes, totalCents: 100_000, percent: 50, now: at(1) });
      const sizes = [5 * MB, 5 * MB, 5 * MB, 5 * MB, 5 * MB - 1];
      for (const [index, sizeBytes] of sizes.entries()) {
        const result = await recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: byBytes,
          record: proofRecord(nameNo(100 + index), 20, { sha256: `${index}`.repeat(64), sizeBytes }),
          submissionKey: `b${index}`,
          now: at(20),
        });
        expect(result.status).toBe("recorded");
      }
      expect(
        await recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: byBytes,
          record: proofRecord(nameNo(200), 21, { sha256: "d".repeat(64), sizeBytes: 2 }),
          submissionKey: "b-last",
          now: at(21),
        }),
      ).toEqual({ status: "limit", refusal: "quote-bytes" });
    });

    it("counts a client's proofs per day across quotes, and a refused one does not count", async () => {
      const limits = {
        filesPerQuote: 10,
        bytesPerQuote: 25 * MB,
        filesPerClientPerDay: 3,
        bytesPerClientPerDay: 12 * MB,
      };
      const quota = { limits, clientKey: "proofs:ip:test-client" };
      const quotes = [await quoteId(), await quoteId(), await quoteId()];
      for (const id of quotes) await openDeposit(database.db, { quoteId: id, totalCents: 100_000, percent: 50 });
      const send = (id: string, n: number, sizeBytes: number) =>
        recordProof(database.db, {
          bytes: PROOF_BYTES,
          quoteId: id,
          record: proofRecord(nameNo(300 + n), 30, { sha256: n.toString(16).padStart(64, "e"), sizeBytes }),
          submissionKey: `q${n}`,
          quota,
          now: at(30),
        });
      expect((await send(quotes[0]!, 1, 5 * MB)).status).toBe("recorded");
      expect((await send(quotes[1]!, 2, 5 * MB)).status).toBe("recorded");
      // 10 MB stored today: 5 MB more would pass 12 MB. Refused, and not counted.
      expect(await send(quotes[2]!, 3, 5 * MB)).toEqual({ status: "limit", refusal: "daily-limit" });
      expect(
        await proofUploadUsage(database.db, { quoteId: quotes[2]!, clientKey: quota.clientKey, now: at(30) }),
      ).toEqual({ quoteFiles: 0, quoteBytes: 0, clientFiles: 2, clientBytes: 10 * MB });
      expect((await send(quotes[2]!, 4, 1 * MB)).status).toBe("recorded");
      // The third file of the day was the last.
      expect(await send(quotes[2]!, 5, 1)).toEqual({ status: "limit", refusal: "daily-limit" });
      // The next day the client starts again.
      const tomorrow = await recordProof(database.db, {
        bytes: PROOF_BYTES,
        quoteId: quotes[2]!,
        record: proofRecord(nameNo(399), 30, { sha256: "f".repeat(64), sizeBytes: 1 }),
        submissionKey: "tomorrow",
        quota,
        now: new Date(at(30).getTime() + 24 * 60 * 60_000),
      });
      expect(tomorrow.status).toBe("recorded");
    });

    it("remembers an upload cut off on its way", async () => {
      const id = await quoteId();
      await openDeposit(database.db, { quoteId: id, totalCents: 100_000, percent: 50, now: at(1) });
      expect((await getDeposit(database.db, id))?.uploadInterruptedAt).toBeUndefined();
      await markUploadInterrupted(database.db, id, at(2));
      expect((await getDeposit(database.db, id))?.uploadInterruptedAt).toBe(at(2).toISOString());
    });

    it("migrates down past 0014 and up again", async () => {
      const migrator = new Migrator({ db: database.db, provider: migrationProvider });
      const down = await migrator.migrateTo("0012-staff-accounts");
      expect(down.error).toBeUndefined();
      // Every later migration goes down first; 0014 is among those undone.
      expect(down.results?.map((result) => result.migrationName)).toContain("0014-deposits");
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const id = await quoteId();
      expect((await openDeposit(database.db, { quoteId: id, totalCents: 200, percent: 50 })).amountDueCents).toBe(100);
    });
  });
}
