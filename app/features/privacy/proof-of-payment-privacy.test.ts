// Proofs of payment under POPIA (decision 040), on a real database (SQLite,
// and PostgreSQL when TEST_DATABASE_URL is set) that keeps their bytes
// (decision 060): the export carries them, an erasure removes rows and bytes,
// the retention clean-up keeps a received deposit's proof as a booking's
// financial record and removes an enquiry's with it, and uploads abandoned in
// the temporary folder are swept.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  listProofs,
  markDepositReceived,
  openDeposit,
  recordProof,
} from "#app/features/quotes/deposits/deposits-db.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { storeProofOfPayment } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { runRetention } from "#app/features/privacy/retention.server.ts";
import { collectSubjectData, eraseSubject } from "#app/features/privacy/subject-data.server.ts";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const EMAIL = "nomsa@example.co.za";

async function* once(bytes: Uint8Array) {
  yield bytes;
}

describe.each(runnableBackends("proof-privacy"))("proofs of payment under POPIA on $name", (backend) => {
  let database!: AppDatabase;
  let directory!: string;
  freshDatabasePerTest(backend, (opened) => {
    database = opened.database;
  });
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), "ssh-proofs-"));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  /** A quote lead (last touched `at`) with an accepted deposit and one stored proof of payment. */
  async function quoteWithProof(at: Date, file: Buffer = tinyPdf(), email = EMAIL) {
    const lead = await insertLead(database.db, {
      kind: "quote",
      source: "Quote Request",
      payload: {},
      fullName: "Nomsa Zulu",
      email,
      phone: "082 555 0177",
      referrer: null,
      userAgent: null,
      ipHash: null,
      channels: [],
      now: at,
    });
    const quoteId = newId();
    await database.db
      .insertInto("quotes")
      .values({
        id: quoteId,
        quote_number: `Q-261125-${quoteId.slice(-4).toUpperCase()}`,
        lead_id: lead.id,
        access_token_hash: "0".repeat(64),
        status: "accepted",
        contact_name: "Nomsa Zulu",
        contact_email: email,
        contact_phone: "082 555 0177",
        event_date: "2027-02-14",
        venue: null,
        lines: "[]",
        total_items: 0,
        total_price_cents: 1_346_219,
        total_discount_cents: 0,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .execute();
    await openDeposit(database.db, { quoteId, totalCents: 1_346_219, percent: 50, now: at });
    const stored = await storeProofOfPayment(directory, "EFT slip.pdf", once(file));
    if (!stored.ok) throw new Error(`the sample file was refused: ${stored.refusal}`);
    await recordProof(database.db, {
      quoteId,
      record: stored.record,
      bytes: stored.bytes,
      submissionKey: "k1",
      now: at,
    });
    return { leadId: lead.id, quoteId, storedName: stored.record.storedName };
  }

  /** The stored names whose bytes the database still holds. */
  async function namesWithBytes(): Promise<string[]> {
    const rows = await database.db
      .selectFrom("quote_payment_proof_files")
      .innerJoin("quote_payment_proofs", "quote_payment_proofs.id", "quote_payment_proof_files.proof_id")
      .select("quote_payment_proofs.stored_name")
      .execute();
    const all = await database.db.selectFrom("quote_payment_proof_files").select("proof_id").execute();
    // No bytes without their row.
    expect(all).toHaveLength(rows.length);
    return rows.map((row) => row.stored_name).sort();
  }

  it("exports each proof with its file, and erases rows and bytes", async () => {
    const png = tinyPng();
    const { quoteId, storedName } = await quoteWithProof(NOW, png);
    const subject = { requestId: newId(), confirmedEmail: EMAIL };
    const exported = await collectSubjectData(database.db, subject, NOW, { withProofFiles: true });
    expect(exported.paymentProofs).toEqual([
      expect.objectContaining({
        quoteId,
        fileName: "EFT slip.pdf",
        contentType: "image/png",
        sizeBytes: png.length,
        fileBase64: png.toString("base64"),
      }),
    ]);
    // Without withProofFiles (the CSV, the request page's counts) the file is not read.
    expect((await collectSubjectData(database.db, subject, NOW)).paymentProofs[0]).not.toHaveProperty("fileBase64");

    expect(await namesWithBytes()).toEqual([storedName]);
    const counts = await eraseSubject(database.db, { subject, staffEmail: "io@sandtonsoundhire.co.za", now: NOW });
    expect(counts.proofs).toBe(1);
    expect(await listProofs(database.db, quoteId)).toEqual([]);
    // No byte of the file is left anywhere.
    expect(await namesWithBytes()).toEqual([]);
  });

  it("keeps a received deposit's proof as a booking's record, and removes an unpaid enquiry's with it", async () => {
    const paid = await quoteWithProof(daysAgo(30 * 30), tinyPdf(), "paid@example.co.za");
    await markDepositReceived(database.db, { quoteId: paid.quoteId, staffEmail: "s@x.co.za", now: daysAgo(30 * 30) });
    const unpaid = await quoteWithProof(daysAgo(30 * 30), tinyPdf(), "unpaid@example.co.za");

    // 30 months on: past the 24 months of an enquiry, within the 5 years of a booking.
    const summary = await runRetention(database.db, DEFAULT_RETENTION, NOW, directory);
    expect(summary).toMatchObject({ enquiriesAnonymised: 1, bookingsAnonymised: 0, proofFilesRemoved: 1 });
    expect(await listProofs(database.db, unpaid.quoteId)).toEqual([]);
    expect((await listProofs(database.db, paid.quoteId)).map((proof) => proof.storedName)).toEqual([paid.storedName]);
    expect(await namesWithBytes()).toEqual([paid.storedName]);

    // Five years after the last contact the booking goes too, its proof with it.
    const later = new Date(NOW.getTime() + 3 * 365 * DAY);
    expect(await runRetention(database.db, DEFAULT_RETENTION, later, directory)).toMatchObject({
      bookingsAnonymised: 1,
      proofFilesRemoved: 1,
    });
    expect(await namesWithBytes()).toEqual([]);
  });

  it("counts an upload as contact: an old enquiry whose proof arrived lately is kept", async () => {
    const late = await quoteWithProof(daysAgo(30 * 30));
    const newer = await storeProofOfPayment(directory, "second try.png", once(tinyPng()));
    if (!newer.ok) throw new Error("the sample file was refused");
    await recordProof(database.db, {
      quoteId: late.quoteId,
      record: newer.record,
      bytes: newer.bytes,
      submissionKey: "k2",
      now: daysAgo(10),
    });
    expect(await runRetention(database.db, DEFAULT_RETENTION, NOW, directory)).toMatchObject({
      enquiriesAnonymised: 0,
      proofFilesRemoved: 0,
    });
    expect(await listProofs(database.db, late.quoteId)).toHaveLength(2);
  });

  it("sweeps uploads abandoned in the temporary folder once a day old, and leaves recent ones alone", async () => {
    await quoteWithProof(NOW);
    const abandonedProof = `.incoming-${"cd".repeat(16)}`;
    const abandonedPhoto = `.upload-${"ab".repeat(16)}`;
    const fresh = `.incoming-${"ef".repeat(16)}`;
    const notAnUpload = "notes.txt";
    for (const name of [abandonedProof, abandonedPhoto, fresh, notAnUpload])
      writeFileSync(path.join(directory, name), "x");
    const twoDaysAgo = daysAgo(2);
    for (const name of [abandonedProof, abandonedPhoto, notAnUpload])
      utimesSync(path.join(directory, name), twoDaysAgo, twoDaysAgo);
    utimesSync(path.join(directory, fresh), NOW, NOW);

    const summary = await runRetention(database.db, DEFAULT_RETENTION, NOW, directory);
    expect(summary.proofFilesRemoved).toBe(2);
    expect(readdirSync(directory).sort()).toEqual([fresh, notAnUpload].sort());
    expect(await namesWithBytes()).toHaveLength(1);
  });
});
