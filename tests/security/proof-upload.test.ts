// The proof-of-payment upload (decision 040) on the production server: the
// one page post the 64 KB limit lets through keeps its own. A declared body
// over 5 MB and the form around it is refused before a byte of it is read,
// and the connection closed; nothing reaches the temporary folder or the database.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { acceptedQuote, proofForm, storedProofs } from "./proof-support.ts";
import { type TestServer, parseResponse, rawExchange, startServer } from "./support.ts";

let server: TestServer;
let uploads: string;
let livePath: string;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), "ssh-security-proofs-"));
  server = await startServer("proof-upload", { UPLOAD_TEMP_DIR: uploads });
  // This server trusts no proxy, so the forwarded address is ignored: every post comes from loopback.
  livePath = await acceptedQuote(server, "203.0.113.7");
});

afterAll(async () => {
  await server?.dispose();
  rmSync(uploads, { recursive: true, force: true });
});

describe("the proof-of-payment upload's own limit", () => {
  it("refuses a declared 6 MB body before reading it, and closes the connection", async () => {
    const boundary = "----proof";
    const head =
      `POST ${livePath}/proof-of-payment HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${6 * 1024 * 1024}\r\n` +
      `Accept: application/json\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="big.pdf"\r\n\r\n%PDF-1.7\n`;
    // Only the start of the body is sent: the answer must come without the rest.
    const answer = parseResponse(await rawExchange(server.port, head, server.host, 10_000));
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toMatchObject({
      outcome: "too-large",
      message: "Proof of payment: The file is larger than 5 MB. Please upload a smaller PDF, JPEG or PNG.",
    });
    expect(readdirSync(uploads)).toEqual([]);
    expect(storedProofs(server).files).toBe(0);
  });
});

// Issue 32, finding 9: "/S /J#61vaScript" with /OpenAction, and "/L#61unch", were stored (201).
describe("the PDF script filter over HTTP", () => {
  it("refuses scripts and launch actions hidden behind #xx name escapes with 415", async () => {
    for (const extraObject of [
      "<< /Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>",
      "<< /Type /Action /S /L#61unch /F (cmd.exe) >>",
    ]) {
      const { body, contentType } = proofForm(tinyPdf({ extraObject }), "proof.pdf");
      const response = await fetch(`${server.base}${livePath}/proof-of-payment`, {
        method: "POST",
        headers: { "Content-Type": contentType, Accept: "application/json", Origin: server.base },
        body: new Uint8Array(body),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        outcome: "active-content",
        message:
          "Proof of payment: The PDF contains scripts or actions that start programs, which we cannot accept. Please save it again as a plain PDF or upload a screenshot.",
      });
    }
    expect(readdirSync(uploads)).toEqual([]);
    expect(storedProofs(server).files).toBe(0);
  });
});
