// GET /admin/leads/<id>/proofs/<proofId> against a real database, which keeps
// the proof's bytes (decision 060): the file as a download for sales, 403 for
// an editor, 404 for a proof that is not this lead's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Route } from "./+types/lead-proof";
import { loader } from "#app/routes/admin/lead-proof.ts";
import { openDeposit, recordProof } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { recordDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { storeProofOfPayment } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();
/** The temporary folder an upload streams through before its bytes go to the database. */
const uploadDir = mkdtempSync(join(tmpdir(), "ssh-proof-route-test-"));

afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

async function* once(bytes: Buffer): AsyncIterable<Uint8Array> {
  yield new Uint8Array(bytes);
}

async function storedProof() {
  const quote = await seedQuoteLead(bed.database.db);
  // A proof is taken only for an accepted quote's deposit.
  await recordDecision(bed.database.db, quote.quoteNumber, quote.accessToken, "accept");
  await openDeposit(bed.database.db, { quoteId: quote.quoteId, totalCents: 1_000_000, percent: 50 });
  const stored = await storeProofOfPayment(uploadDir, "EFT slip.pdf", once(tinyPdf()));
  if (!stored.ok) throw new Error(stored.refusal);
  const recorded = await recordProof(bed.database.db, {
    quoteId: quote.quoteId,
    record: stored.record,
    bytes: stored.bytes,
    submissionKey: null,
  });
  if (recorded.status !== "recorded") throw new Error(recorded.status);
  return { leadId: quote.leadId, proofId: recorded.proof.id };
}

function load(params: { leadId: string; proofId: string }, role: StaffRole = "sales") {
  return loader({
    request: bed.get(`/admin/leads/${params.leadId}/proofs/${params.proofId}`),
    params,
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the proof-of-payment download", () => {
  it("serves the stored file as a PDF download to sales", async () => {
    const response = await load(await storedProof());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(tinyPdf())).toBe(true);
  });

  it("refuses an editor with 403", async () => {
    expect((await thrownBy(load(await storedProof(), "editor"))).status).toBe(403);
  });

  it("answers 404 for a proof of another lead, an unknown proof and an unknown lead", async () => {
    const proof = await storedProof();
    const other = await seedQuoteLead(bed.database.db);
    const missing = { status: 404, body: "There is no such proof of payment on this lead." };
    expect(await thrownBy(load({ leadId: other.leadId, proofId: proof.proofId }))).toEqual(missing);
    expect(await thrownBy(load({ leadId: proof.leadId, proofId: "no-such-proof" }))).toEqual(missing);
    expect(await thrownBy(load({ leadId: "no-such-lead", proofId: proof.proofId }))).toEqual(missing);
  });
});
