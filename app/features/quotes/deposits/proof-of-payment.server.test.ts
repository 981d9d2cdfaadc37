// Proofs of payment stored from real files in a real directory, and uploaded
// over real HTTP to a local Express server running React Router's request
// handler (as the site's server does), with a resource route whose action
// reads the upload.
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { type Server, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HTML_PAGE, tinyJpeg, tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES, PDF_ACTIVE_NAMES, UPLOAD_MESSAGES } from "#app/platform/uploads/upload-sniff.ts";
import { scanPdfObjectStreams } from "#app/platform/uploads/pdf-object-streams.server.ts";
import {
  MAX_UPLOAD_REQUEST_BYTES,
  type ProofOfPaymentRecord,
  UPLOAD_REQUEST_MESSAGES,
  type UploadRequestOutcome,
  attachmentDisposition,
  proofOfPaymentResponse,
  readProofOfPaymentUpload,
  storeProofOfPayment,
  uploadRefusalResponse,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "proof-of-payment-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function* inChunks(file: Buffer, size = 64 * 1024): AsyncIterable<Uint8Array> {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("storeProofOfPayment", () => {
  it("keeps a PDF, a JPEG and a PNG under random names, readable by the server only, with their records", async () => {
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
      const stored = path.join(directory, record.storedName);
      expect(await readFile(stored)).toEqual(file.bytes);
      expect((await stat(stored)).mode & 0o777).toBe(0o600);
    }
    expect(names.size).toBe(3);
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await readdir(directory)).sort()).toEqual([...names].sort());
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
    expect(await readdir(directory)).toEqual(kept.ok ? [kept.record.storedName] : []);
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
    const response = await proofOfPaymentResponse(directory, outcome.record);
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

  it("answers 404 for a record that names no stored file, or a path outside the directory", async () => {
    const record: ProofOfPaymentRecord = {
      storedName: `${"a".repeat(32)}.pdf`,
      originalName: "slip.pdf",
      sizeBytes: 10,
      contentType: "application/pdf",
      sha256: "0".repeat(64),
      receivedAt: "2026-11-26T10:00:00.000Z",
    };
    expect((await proofOfPaymentResponse(directory, record)).status).toBe(404);
    expect((await proofOfPaymentResponse(directory, { ...record, storedName: "../../etc/passwd" })).status).toBe(404);
    expect((await proofOfPaymentResponse(directory, { ...record, storedName: `${"a".repeat(32)}.png` })).status).toBe(
      404,
    );
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
      expect(await readFile(path.join(directory, outcome.record.storedName))).toEqual(jpeg);
    }
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

describe("readProofOfPaymentUpload over HTTP", () => {
  let server: Server;
  let baseUrl: string;
  let uploadDirectory: string;
  const outcomes: UploadRequestOutcome[] = [];

  beforeAll(async () => {
    uploadDirectory = await mkdtemp(path.join(tmpdir(), "proof-of-payment-http-"));
    const uploadRoute = {
      action: async ({ request }: { request: Request }) => {
        const outcome = await readProofOfPaymentUpload(request, { directory: uploadDirectory, fileField: "proof" });
        outcomes.push(outcome);
        if (!outcome.ok) return uploadRefusalResponse(outcome);
        return Response.json({ record: outcome.record, fields: outcome.fields });
      },
    };
    const build = {
      entry: { module: { default: () => new Response("Not found", { status: 404 }), handleError: () => undefined } },
      routes: {
        upload: { id: "upload", parentId: undefined, path: "upload", module: uploadRoute },
      },
      assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
      publicPath: "/",
      assetsBuildDirectory: "",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    const app = express();
    app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(uploadDirectory, { recursive: true, force: true });
  });

  beforeEach(() => {
    outcomes.length = 0;
  });

  function formWith(file: Buffer, name: string, type = "application/octet-stream") {
    const form = new FormData();
    form.set("quoteToken", "t0k3n");
    form.set("proof", new Blob([new Uint8Array(file)], { type }), name);
    return form;
  }

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
    expect(await readFile(path.join(uploadDirectory, body.record.storedName))).toEqual(pdf);
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

  /**
   * A POST with the given headers; with `endless`, a file part whose bytes
   * keep coming (64 KB at a time) until the server answers.
   */
  function rawPost(
    headers: Record<string, string>,
    endless = false,
  ): Promise<{ status: number; text: string; bytesSent: number }> {
    return new Promise((resolve, reject) => {
      let bytesSent = 0;
      let answered = false;
      const request = httpRequest(`${baseUrl}/upload`, { method: "POST", headers }, (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        // Resolved once the server has closed the connection too: it does not wait for the rest of a refused body.
        response.on("end", () => {
          const done = () => resolve({ status: response.statusCode ?? 0, text, bytesSent });
          if (!endless) return done();
          if (request.socket?.destroyed) return done();
          request.socket?.once("close", done);
        });
      });
      // The server may close the connection while this side still writes.
      request.on("error", (error) => (answered ? undefined : reject(error)));
      if (!endless) return request.end();
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      request.write('--x\r\nContent-Disposition: form-data; name="proof"; filename="endless.pdf"\r\n\r\n%PDF-1.7\n');
      const pump = () => {
        while (!answered && bytesSent < 64 * 1024 * 1024) {
          bytesSent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
      };
      pump();
    });
  }
});
