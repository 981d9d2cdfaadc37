// Issue 32, finding 10: a 4.5 MB proof of payment sent at 100 KB/s was cut
// off with 408 at the 30 s request timeout, and the proof was lost. On the
// production server, with the timeouts scaled down through the environment
// (3 s for everyone, 3 s without a byte): a body that keeps the minimum rate
// (50 KB/s) gets the time its size needs; one that stops or trickles is still
// cut off with 408 (slow-client protection, as tests/security/slow-clients
// guards for the other requests); and a cut-off upload is told on the page,
// beside the form to send it again. Nothing here asserts how fast anything is.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { acceptedQuote, proofForm, storedProofs } from "./proof-support.ts";
import { type TestServer, parseResponse, startServer } from "./support.ts";

const KB = 1024;
const REQUEST_TIMEOUT_MS = 3_000;
const STALL_TIMEOUT_MS = 3_000;

let server: TestServer;
let uploads: string;

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), "ssh-security-slow-uploads-"));
  server = await startServer("slow-uploads", {
    UPLOAD_TEMP_DIR: uploads,
    UPLOAD_MIN_FREE_DISK_MB: "0",
    HTTP_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_BODY_STALL_TIMEOUT_MS: String(STALL_TIMEOUT_MS),
  });
});
afterAll(async () => {
  await server?.dispose();
  rmSync(uploads, { recursive: true, force: true });
});

interface Sent {
  /** Whether the server, not the test, ended the connection. */
  closedByServer: boolean;
  received: Buffer;
  bytesSent: number;
}

/**
 * Posts `body` after `head` over a raw socket, `chunkBytes` every `everyMs`,
 * stopping after `stopAfterBytes` of the body; resolves when the connection
 * closes (or the test gives up after `giveUpMs`).
 */
function sendPaced(
  head: string,
  body: Buffer,
  {
    chunkBytes,
    everyMs,
    stopAfterBytes = body.length,
    giveUpMs = 40_000,
  }: {
    chunkBytes: number;
    everyMs: number;
    stopAfterBytes?: number;
    giveUpMs?: number;
  },
): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect(server.port, server.host);
    const received: Buffer[] = [];
    let offset = 0;
    let open = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = (closedByServer: boolean) => {
      if (!open) return;
      open = false;
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, received: Buffer.concat(received), bytesSent: offset });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (offset >= Math.min(body.length, stopAfterBytes) || !socket.writable) return;
        const end = Math.min(offset + chunkBytes, body.length, stopAfterBytes);
        socket.write(body.subarray(offset, end));
        offset = end;
      }, everyMs);
    });
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    // Writing into a connection the server has just closed is expected here.
    socket.on("error", () => undefined);
    socket.on("close", () => finish(true));
  });
}

function uploadHead(livePath: string, contentType: string, length: number, accept = "application/json"): string {
  return (
    `POST ${livePath}/proof-of-payment HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${length}\r\nAccept: ${accept}\r\n` +
    `Origin: ${server.base}\r\nX-Forwarded-For: 203.0.113.9\r\nConnection: close\r\n\r\n`
  );
}

describe("slow uploads", () => {
  it("stores a proof sent at 100 KB/s for twice the time everyone has: it kept the minimum rate", async () => {
    const livePath = await acceptedQuote(server, "203.0.113.9");
    // 600 KB at 100 KB/s: about 6 s, twice the 3 s request timeout (the issue: 4.5 MB at 100 KB/s against 30 s).
    const { body, contentType } = proofForm(tinyPdf({ padTo: 600 * KB }), "slow network.pdf");
    const sent = await sendPaced(uploadHead(livePath, contentType, body.length), body, {
      chunkBytes: 10 * KB,
      everyMs: 100,
    });
    const answer = parseResponse(sent.received);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, outcome: "received" });
    expect(sent.bytesSent).toBe(body.length);
    expect(storedProofs(server).files).toBe(1);
    expect(readdirSync(uploads)).toEqual([]);
  }, 60_000);

  it("cuts off an upload that stops half-way with 408, and the page then says it did not arrive", async () => {
    const livePath = await acceptedQuote(server, "203.0.113.9");
    const { body, contentType } = proofForm(tinyPdf({ padTo: 400 * KB }), "dropped.pdf");
    const before = storedProofs(server).files;
    const sent = await sendPaced(uploadHead(livePath, contentType, body.length, "text/html"), body, {
      chunkBytes: 50 * KB,
      everyMs: 100,
      stopAfterBytes: 200 * KB,
    });
    expect(sent.closedByServer, "the server, not the test, ended the connection").toBe(true);
    expect(sent.received.toString("latin1")).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(storedProofs(server).files).toBe(before);

    // Whether or not the browser showed that answer, the page says so when it is opened again, above the form.
    // (The server notes the loss as the connection goes; the page is asked until it has.)
    const lossNoted = async () => {
      const page = await (await fetch(`${server.base}${livePath}`)).text();
      return page.includes("Your upload did not finish") ? page : "";
    };
    await expect.poll(lossNoted, { timeout: 10_000 }).not.toBe("");
    const html = await lossNoted();
    expect(html).toContain(
      "Proof of payment: Your upload did not finish (the connection was too slow or was interrupted), so we did not receive the file. Please choose it and send it again; on a slow connection a screenshot is quicker to send.",
    );
    expect(html).toContain(`action="${livePath}/proof-of-payment"`);

    // Sent again at a good pace, the proof arrives and the page no longer speaks of the lost one.
    const again = await sendPaced(uploadHead(livePath, contentType, body.length), body, {
      chunkBytes: 100 * KB,
      everyMs: 20,
    });
    expect(parseResponse(again.received).status).toBe(201);
    expect(await (await fetch(`${server.base}${livePath}`)).text()).not.toContain("Your upload did not finish");
  }, 60_000);

  it("still cuts off a client that trickles its upload (slow loris on the upload path)", async () => {
    const livePath = await acceptedQuote(server, "203.0.113.9");
    const { body, contentType } = proofForm(tinyPdf({ padTo: 4 * 1024 * KB }), "trickle.pdf");
    const sent = await sendPaced(uploadHead(livePath, contentType, body.length), body, {
      chunkBytes: 16,
      everyMs: 250,
    });
    expect(sent.closedByServer, "the server, not the test, ended the connection").toBe(true);
    expect(sent.received.toString("latin1")).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(sent.bytesSent).toBeLessThan(body.length);
  }, 60_000);
});
