// Proofs of payment served by any process (decision 060), on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL: two data layers on one database stand
// for two app processes, each with its own temporary folder. A proof uploaded
// through one downloads byte for byte through the other, with the download's
// headers; a crash between the row and its bytes leaves neither.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listProofs, recordProof } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { proofOfLead } from "#app/features/quotes/deposits/lead-deposit.server.ts";
import { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
import {
  proofOfPaymentResponse,
  readProofOfPaymentUpload,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { quoteOwingDeposit } from "#app/features/quotes/deposits/deposit-quote.test-support.ts";
import { withFailingInsertInto } from "#app/platform/db/failing-insert.test-support.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { type TestTarget, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";

function uploadRequest(file: Buffer): Request {
  const form = new FormData();
  form.set("submissionKey", "form-1");
  form.set("proof", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "EFT slip.pdf");
  return new Request("http://localhost/q/token/proof-of-payment", { method: "POST", body: form });
}

describe.each(runnableBackends("proof-processes"))("proofs of payment across processes on $name", (backend) => {
  let target: TestTarget;
  let dir: string;

  beforeEach(async () => {
    target = await backend.createTarget();
    dir = await mkdtemp(path.join(tmpdir(), "ssh-proof-processes-"));
  });
  afterEach(async () => {
    await target.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** One app process: its own data layer and its own temporary folder. */
  async function processNamed(name: string) {
    return { db: (await target.open()).db, tempDir: path.join(dir, name) };
  }

  /** The upload route's two steps in one process: the form read to a checked file, then recorded. */
  async function uploadThrough(app: { db: Kysely<Database>; tempDir: string }, quoteId: string, file: Buffer) {
    const upload = await readProofOfPaymentUpload(uploadRequest(file), {
      directory: app.tempDir,
      fileField: "proof",
    });
    if (!upload.ok) throw new Error(upload.message);
    const { record, bytes } = upload;
    return recordProof(app.db, { quoteId, record, bytes, submissionKey: upload.fields.submissionKey ?? null });
  }

  it("downloads through one process, byte for byte, a proof uploaded through another", async () => {
    const first = await processNamed("first");
    const second = await processNamed("second");
    const { leadId, quoteId } = await quoteOwingDeposit(first.db);
    const file = tinyPdf({ padTo: 200_000 });
    const recorded = await uploadThrough(first, quoteId, file);
    if (recorded.status !== "recorded") throw new Error(recorded.status);

    const proof = await proofOfLead(second.db, { leadId, proofId: recorded.proof.id });
    if (!proof) throw new Error("the other process does not see the proof");
    const response = proofOfPaymentResponse(proof, await readProofBytes(second.db, proof.id));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(file.length),
      "content-disposition": "attachment; filename=\"EFT slip.pdf\"; filename*=UTF-8''EFT%20slip.pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
    // Nothing of it stays on either machine's disk.
    expect(await readdir(first.tempDir)).toEqual([]);
    expect(await readdir(second.tempDir).catch(() => [])).toEqual([]);
  });

  it("leaves neither row nor bytes when the process fails between them", async () => {
    const first = await processNamed("first");
    const second = await processNamed("second");
    const { quoteId } = await quoteOwingDeposit(first.db);
    const crashing = { ...first, db: withFailingInsertInto(first.db, "quote_payment_proof_files") };
    await expect(uploadThrough(crashing, quoteId, tinyPdf())).rejects.toThrow(/Simulated crash/);
    expect(await listProofs(second.db, quoteId)).toEqual([]);
    expect(await second.db.selectFrom("quote_payment_proof_files").select("proof_id").execute()).toEqual([]);
    expect(await readdir(first.tempDir)).toEqual([]);
    // The same form sent again, once the process is well, is taken.
    expect((await uploadThrough(first, quoteId, tinyPdf())).status).toBe("recorded");
  });
});
