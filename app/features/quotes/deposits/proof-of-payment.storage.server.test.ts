// Proofs of payment checked from real files streamed through a real temporary
// directory: the record and bytes handed on to the database (decision 060),
// scripts hidden in PDF object streams, the download's response, and uploads
// read from requests.
import { deflateSync } from "node:zlib";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HTML_PAGE, tinyJpeg, tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES, PDF_ACTIVE_NAMES, UPLOAD_MESSAGES } from "#app/platform/uploads/upload-sniff.ts";
import { scanPdfObjectStreams } from "#app/platform/uploads/pdf-object-streams.server.ts";
import {
  type ProofOfPaymentRecord,
  UPLOAD_REQUEST_MESSAGES,
  attachmentDisposition,
  proofOfPaymentResponse,
  readProofOfPaymentUpload,
  storeProofOfPayment,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { inChunks, sha256 } from "#app/features/quotes/deposits/proof-of-payment.test-support.ts";

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "proof-of-payment-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("storeProofOfPayment", () => {
  it("takes a PDF, a JPEG and a PNG under random names with their records and bytes, leaving no file behind", async () => {
    const files = [
      { name: "FNB proof 26 Nov.pdf", bytes: tinyPdf(), type: "application/pdf", extension: "pdf" },
      { name: "slip.jpeg", bytes: tinyJpeg(), type: "image/jpeg", extension: "jpg" },
      { name: "C:\\fakepath\\Screenshot 2026-11-26.png", bytes: tinyPng(), type: "image/png", extension: "png" },
    ];
    const names = new Set<string>();
    for (const file of files) {
      const outcome = await storeProofOfPayment(directory, file.name, inChunks(file.bytes, 7));
      if (!outcome.ok) throw new Error(outcome.refusal);
      const { record } = outcome;
      expect(record).toEqual({
        storedName: expect.stringMatching(new RegExp(`^[0-9a-f]{32}\\.${file.extension}$`)),
        originalName: path.win32.basename(file.name),
        sizeBytes: file.bytes.length,
        contentType: file.type,
        sha256: sha256(file.bytes),
        receivedAt: expect.any(String),
      });
      names.add(record.storedName);
      expect(outcome.bytes).toEqual(file.bytes);
    }
    expect(names.size).toBe(3);
    // The temporary folder is the server's user's only, and the checked files left it for the database.
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect(await readdir(directory)).toEqual([]);
  });

  it("takes a file of exactly 5 MB and refuses 5 MB and one byte, leaving nothing behind", async () => {
    const atLimit = tinyPdf({ padTo: MAX_PROOF_OF_PAYMENT_BYTES });
    expect(atLimit.length).toBe(5_242_880);
    const kept = await storeProofOfPayment(directory, "big.pdf", inChunks(atLimit));
    expect(kept.ok).toBe(true);

    const overLimit = tinyPdf({ padTo: MAX_PROOF_OF_PAYMENT_BYTES + 1 });
    expect(overLimit.length).toBe(5_242_881);
    let chunksPulled = 0;
    async function* counted() {
      for await (const chunk of inChunks(overLimit)) {
        chunksPulled += 1;
        yield chunk;
      }
    }
    expect(await storeProofOfPayment(directory, "too-big.pdf", counted())).toEqual({
      ok: false,
      refusal: "too-large",
    });
    expect(chunksPulled).toBe(81); // 80 full chunks of 64 KB are exactly 5 MB: the 81st is the byte too many
    expect(kept.ok && kept.bytes.length).toBe(5_242_880);
    expect(await readdir(directory)).toEqual([]);
  });

  it("refuses a renamed HTML page, a truncated file and a PDF that runs JavaScript, and keeps none of them", async () => {
    expect(await storeProofOfPayment(directory, "proof.pdf", inChunks(HTML_PAGE))).toEqual({
      ok: false,
      refusal: "type",
    });
    const png = tinyPng();
    expect(await storeProofOfPayment(directory, "proof.png", inChunks(png.subarray(0, png.length - 12)))).toEqual({
      ok: false,
      refusal: "truncated",
    });
    const scripted = tinyPdf({ extraObject: "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>" });
    expect(await storeProofOfPayment(directory, "proof.pdf", inChunks(scripted, 5))).toEqual({
      ok: false,
      refusal: "active-content",
    });
    expect(await readdir(directory)).toEqual([]);
  });

  it("refuses a PDF whose script or launch action hides behind #xx name escapes (issue 32)", async () => {
    const disguised = [
      "<< /Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>",
      "<< /Type /Action /S /L#61unch /F (cmd.exe) >>",
    ];
    for (const extraObject of disguised) {
      expect(await storeProofOfPayment(directory, "proof.pdf", inChunks(tinyPdf({ extraObject }), 3))).toEqual({
        ok: false,
        refusal: "active-content",
      });
    }
    expect(await readdir(directory)).toEqual([]);
  });
});

/** An object stream (PDF 1.5) holding `dictionary` as its one object, compressed as `filter` says. */
function objectStream(dictionary: string, filter = "/FlateDecode"): string {
  const contents = Buffer.from(`9 0 ${dictionary}`, "latin1");
  const data = filter === "/FlateDecode" ? deflateSync(contents) : contents;
  return `<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n${data.toString("latin1")}\nendstream`;
}

describe("scripts inside compressed object streams (issue 32)", () => {
  it("refuses a PDF whose script or launch action is compressed in an object stream, escaped or not", async () => {
    for (const dictionary of [
      "<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>",
      "<< /Type /Action /S /J#61vaScript >>",
      "<< /Type /Action /S /Launch /F (cmd.exe) >>",
    ]) {
      const pdf = tinyPdf({ extraObject: objectStream(dictionary) });
      expect(pdf.includes(Buffer.from("JavaScript")), "nothing to see in the file's own bytes").toBe(false);
      expect(await storeProofOfPayment(directory, "proof.pdf", inChunks(pdf, 1000))).toEqual({
        ok: false,
        refusal: "active-content",
      });
    }
    expect(await readdir(directory)).toEqual([]);
  });

  it("takes a PDF whose object streams hold only plain dictionaries", async () => {
    const pdf = tinyPdf({ extraObject: objectStream("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>") });
    const outcome = await storeProofOfPayment(directory, "bank confirmation.pdf", inChunks(pdf));
    expect(outcome.ok).toBe(true);
  });

  it("refuses one it cannot read: a filter it does not undo, or more inflated than the budget", async () => {
    const lzw = tinyPdf({ extraObject: objectStream("<< /Type /Font >>", "/LZWDecode") });
    expect(await storeProofOfPayment(directory, "proof.pdf", inChunks(lzw))).toEqual({
      ok: false,
      refusal: "unchecked",
    });
    const bomb = tinyPdf({ extraObject: objectStream(`<< /Pad (${"0".repeat(200_000)}) >>`) });
    expect(scanPdfObjectStreams(bomb, PDF_ACTIVE_NAMES, 100_000)).toBe("unchecked");
    expect(scanPdfObjectStreams(bomb, PDF_ACTIVE_NAMES)).toBe("clean");
    expect(UPLOAD_MESSAGES.unchecked).toMatch(/^The PDF is compressed in a way we cannot check for scripts/);
  });
});

describe("proofOfPaymentResponse", () => {
  it("serves a stored file to staff as an attachment of its detected type, nosniff and never cached", async () => {
    const png = tinyPng();
    // A PNG the customer named .pdf downloads as .png.
    const outcome = await storeProofOfPayment(directory, "Bank slip «Zoë».pdf", inChunks(png));
    if (!outcome.ok) throw new Error(outcome.refusal);
    const response = proofOfPaymentResponse(outcome.record, outcome.bytes);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "content-disposition":
        "attachment; filename=\"Bank slip _Zo__.png\"; filename*=UTF-8''Bank%20slip%20_Zo%C3%AB_.png",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it("answers 404 for a record with no stored bytes, or whose name is not a stored proof's", () => {
    const record: ProofOfPaymentRecord = {
      storedName: `${"a".repeat(32)}.pdf`,
      originalName: "slip.pdf",
      sizeBytes: 10,
      contentType: "application/pdf",
      sha256: "0".repeat(64),
      receivedAt: "2026-11-26T10:00:00.000Z",
    };
    const bytes = tinyPdf();
    expect(proofOfPaymentResponse(record, undefined).status).toBe(404);
    expect(proofOfPaymentResponse(record, bytes).status).toBe(200);
    expect(proofOfPaymentResponse({ ...record, storedName: "../../etc/passwd" }, bytes).status).toBe(404);
    expect(proofOfPaymentResponse({ ...record, storedName: `${"a".repeat(32)}.png` }, bytes).status).toBe(404);
  });

  it("writes a download name any client reads", () => {
    expect(attachmentDisposition("slip.pdf")).toBe("attachment; filename=\"slip.pdf\"; filename*=UTF-8''slip.pdf");
    expect(attachmentDisposition("a\"b'(c).pdf")).toBe(
      "attachment; filename=\"a_b'(c).pdf\"; filename*=UTF-8''a%22b%27%28c%29.pdf",
    );
  });
});

describe("readProofOfPaymentUpload", () => {
  /** A form post whose body arrives `chunkSize` bytes at a time, so boundaries fall across chunks. */
  async function postedInChunks(form: FormData, chunkSize: number): Promise<Request> {
    const encoded = new Request("http://localhost/upload", { method: "POST", body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    let at = 0;
    return new Request("http://localhost/upload", {
      method: "POST",
      headers: { "Content-Type": encoded.headers.get("Content-Type")! },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= body.length) return controller.close();
          controller.enqueue(body.subarray(at, at + chunkSize));
          at += chunkSize;
        },
      }),
      duplex: "half",
    } as RequestInit);
  }

  it("reads the file and the fields whatever the chunks, a byte at a time included", async () => {
    const jpeg = tinyJpeg();
    for (const chunkSize of [1, 3, 37, 4096]) {
      const form = new FormData();
      form.set("quoteToken", "t0k3n");
      form.set("proof", new Blob([new Uint8Array(jpeg)]), "Zoë's slip.jpg");
      form.set("after", "the file");
      form.set("__proto__", "a field like any other");
      const outcome = await readProofOfPaymentUpload(await postedInChunks(form, chunkSize), {
        directory,
        fileField: "proof",
      });
      if (!outcome.ok) throw new Error(outcome.message);
      expect({ ...outcome.fields }).toEqual({
        quoteToken: "t0k3n",
        after: "the file",
        ["__proto__"]: "a field like any other",
      });
      expect(Object.getPrototypeOf(outcome.fields)).toBeNull();
      expect(outcome.record).toMatchObject({ originalName: "Zoë_s slip.jpg", sha256: sha256(jpeg) });
      expect(outcome.bytes).toEqual(jpeg);
    }
    expect(await readdir(directory)).toEqual([]);
  });

  it("refuses a post without the file, with two files, or that is not a form upload", async () => {
    const none = new FormData();
    none.set("proof", "not a file");
    expect(
      await readProofOfPaymentUpload(await postedInChunks(none, 1024), { directory, fileField: "proof" }),
    ).toMatchObject({ ok: false, status: 400, message: UPLOAD_REQUEST_MESSAGES.noFile });
    const two = new FormData();
    two.append("proof", new Blob([new Uint8Array(tinyPng())]), "a.png");
    two.append("proof", new Blob([new Uint8Array(tinyPng())]), "b.png");
    expect(
      await readProofOfPaymentUpload(await postedInChunks(two, 1024), { directory, fileField: "proof" }),
    ).toMatchObject({ ok: false, status: 400, message: UPLOAD_REQUEST_MESSAGES.oneFile });
    const json = new Request("http://localhost/upload", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await readProofOfPaymentUpload(json, { directory, fileField: "proof" })).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await readdir(directory)).toEqual([]);
  });
});
