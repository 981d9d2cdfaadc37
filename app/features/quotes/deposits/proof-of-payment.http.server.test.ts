// Proofs of payment uploaded over real HTTP to a local Express server running React
// Router's request handler (as the site's server does), with a resource route whose
// action reads the upload.
import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { HTML_PAGE, tinyJpeg, tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES, UPLOAD_MESSAGES } from "#app/platform/uploads/upload-sniff.ts";
import {
  MAX_UPLOAD_REQUEST_BYTES,
  type ProofOfPaymentRecord,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import {
  baseUrl,
  uploadDirectory,
  outcomes,
  serveProofUploadsAroundTests,
  formWith,
  rawPost,
} from "#app/features/quotes/deposits/proof-of-payment.test-support.ts";

serveProofUploadsAroundTests();

describe("readProofOfPaymentUpload over HTTP", () => {
  it("stores a form's file and hands back its other fields", async () => {
    const pdf = tinyPdf();
    // The browser says image/png; the bytes say PDF, and the bytes win.
    const response = await fetch(`${baseUrl}/upload`, { method: "POST", body: formWith(pdf, "slip.pdf", "image/png") });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { record: ProofOfPaymentRecord; fields: Record<string, string> };
    expect(body.fields).toEqual({ quoteToken: "t0k3n" });
    expect(body.record).toMatchObject({
      originalName: "slip.pdf",
      contentType: "application/pdf",
      sizeBytes: pdf.length,
    });
    // Its bytes are handed on for the database (decision 060); nothing stays in the temporary folder.
    const [outcome] = outcomes;
    expect(outcome?.ok && outcome.bytes).toEqual(pdf);
    expect(await readdir(uploadDirectory)).toEqual([]);
  });

  it("refuses a renamed HTML page and a truncated JPEG with the reason", async () => {
    const html = await fetch(`${baseUrl}/upload`, { method: "POST", body: formWith(HTML_PAGE, "proof.pdf") });
    expect(html.status).toBe(400);
    expect(await html.text()).toBe(UPLOAD_MESSAGES.type);
    const jpeg = tinyJpeg();
    const truncated = await fetch(`${baseUrl}/upload`, {
      method: "POST",
      body: formWith(jpeg.subarray(0, jpeg.length - 2), "proof.jpg"),
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.text()).toBe(UPLOAD_MESSAGES.truncated);
  });

  it("refuses a file of 5 MB and one byte while it streams, reading no more than the limit allows", async () => {
    const file = tinyPdf({ padTo: MAX_PROOF_OF_PAYMENT_BYTES + 1 });
    const response = await fetch(`${baseUrl}/upload`, { method: "POST", body: formWith(file, "big.pdf") });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(UPLOAD_MESSAGES["too-large"]);
    const [outcome] = outcomes;
    expect(outcome).toMatchObject({ ok: false, refusal: "too-large" });
    expect(outcome!.bytesRead).toBeLessThanOrEqual(MAX_UPLOAD_REQUEST_BYTES);
  });

  it("refuses a declared length over the limit before reading any of the body", async () => {
    const { status, text } = await rawPost({
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(100 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(text).toBe(UPLOAD_MESSAGES["too-large"]);
    expect(outcomes[0]).toMatchObject({ ok: false, status: 413, bytesRead: 0 });
  });

  it("stops reading a chunked body that never ends once it passes the limit, closes the connection and keeps nothing", async () => {
    const { status, text, bytesSent } = await rawPost(
      { "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked" },
      true,
    );
    expect(status).toBe(413);
    expect(text).toBe(UPLOAD_MESSAGES["too-large"]);
    const [outcome] = outcomes;
    expect(outcome!.bytesRead).toBeGreaterThan(MAX_PROOF_OF_PAYMENT_BYTES);
    expect(outcome!.bytesRead).toBeLessThanOrEqual(MAX_UPLOAD_REQUEST_BYTES + 64 * 1024);
    // The client was answered while it was still sending.
    expect(bytesSent).toBeLessThan(64 * 1024 * 1024);
    expect((await readdir(uploadDirectory)).filter((name) => name.startsWith(".incoming"))).toEqual([]);
  });
});
