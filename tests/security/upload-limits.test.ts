// Issue 32, finding 6: anyone could create a quote, accept it and upload 29
// proofs of 5 MB each before the per-address limit (152 MB in 19 s, some
// 22 GB a day from one address). On the production server: a quote keeps at
// most 25 MB (and 10 files) of proofs, the same file is kept once, a client
// stores at most 50 MB a day across quotes, and below the free-disk floor
// uploads are refused with a clear message while leads still land.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { acceptedQuote, proofForm, storedProofs } from "./proof-support.ts";
import { type TestServer, leadBody, postLead, startServer } from "./support.ts";

const MB = 1024 * 1024;

/** A whole PDF of about 5 MB, different for each `n` (so no two are the same file). */
const fiveMegabytePdf = (n: number) => tinyPdf({ padTo: 5 * MB - 200 - n });

let clientNumber = 0;
/** A fresh client address (the tests stand in for the proxy on loopback, which TRUST_PROXY believes). */
const newClient = () => `198.51.100.${++clientNumber}`;

async function upload(
  server: TestServer,
  livePath: string,
  client: string,
  file: Buffer,
  { name = "proof.pdf", accept = "application/json" } = {},
): Promise<Response> {
  const { body, contentType } = proofForm(file, name);
  return fetch(`${server.base}${livePath}/proof-of-payment`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": contentType, Accept: accept, Origin: server.base, "X-Forwarded-For": client },
    body: new Uint8Array(body),
  });
}

describe("proof-of-payment upload limits", () => {
  let server: TestServer;
  let uploads: string;

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(tmpdir(), "ssh-security-upload-limits-"));
    // The floor is off here (this machine's free space is not the test's business); the next block tests it.
    server = await startServer("upload-limits", { UPLOAD_TEMP_DIR: uploads, UPLOAD_MIN_FREE_DISK_MB: "0" });
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("keeps at most 25 MB of proofs on one quote: the issue's 29 uploads of 5 MB stop at the sixth", async () => {
    const client = newClient();
    const livePath = await acceptedQuote(server, client);
    for (let n = 1; n <= 5; n += 1) {
      const stored = await upload(server, livePath, client, fiveMegabytePdf(n));
      expect(stored.status, `upload ${n}`).toBe(201);
    }
    const sixth = await upload(server, livePath, client, fiveMegabytePdf(6));
    expect(sixth.status).toBe(413);
    expect(await sixth.json()).toEqual({
      success: false,
      outcome: "quote-bytes",
      message:
        "Proof of payment: This file would take the proofs of payment on this quote past 25 MB, the most we keep for one quote. Please upload a smaller file (a screenshot of the payment confirmation is enough) or e-mail it to us.",
    });
    expect(storedProofs(server).files).toBe(5);
    expect(storedProofs(server).bytes).toBeLessThanOrEqual(25 * MB);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("keeps at most 10 files on one quote, and the same file once", async () => {
    const client = newClient();
    const livePath = await acceptedQuote(server, client);
    const before = storedProofs(server).files;
    const first = await upload(server, livePath, client, tinyPng(), { name: "slip.png" });
    expect(first.status).toBe(201);
    const again = await upload(server, livePath, client, tinyPng(), { name: "slip (1).png" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      success: true,
      outcome: "duplicate",
      message: "We already have this file for your quote, so there is no need to send it again.",
    });
    expect(storedProofs(server).files).toBe(before + 1);

    for (let n = 2; n <= 10; n += 1) {
      const stored = await upload(server, livePath, client, tinyPdf({ extraObject: `<< /Page ${n} >>` }));
      expect(stored.status, `file ${n}`).toBe(201);
    }
    const eleventh = await upload(server, livePath, client, tinyPdf({ extraObject: "<< /Page 11 >>" }));
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({
      outcome: "quote-files",
      message:
        "Proof of payment: This quote already has 10 proofs of payment, the most we keep for one quote. If you need to send us another, please e-mail it to us.",
    });
    expect(storedProofs(server).files).toBe(before + 10);

    // Without JavaScript the form lands back on the page, which names the rule.
    const page = await upload(server, livePath, client, tinyPdf({ extraObject: "<< /Page 12 >>" }), {
      accept: "text/html",
    });
    expect(page.status).toBe(303);
    const location = page.headers.get("Location")!;
    expect(location).toBe(`${livePath}?proof=quote-files#deposit`);
    const html = await (await fetch(`${server.base}${location}`, { headers: { "X-Forwarded-For": client } })).text();
    expect(html).toContain("This quote already has 10 proofs of payment, the most we keep for one quote.");
  });

  it("stores at most 50 MB a day from one client across its quotes", async () => {
    const client = newClient();
    const quotes = [await acceptedQuote(server, client), await acceptedQuote(server, client)];
    const third = await acceptedQuote(server, client);
    let n = 100;
    for (const livePath of quotes) {
      for (let file = 0; file < 5; file += 1) {
        const stored = await upload(server, livePath, client, fiveMegabytePdf(n++));
        expect(stored.status).toBe(201);
      }
    }
    const refused = await upload(server, third, client, fiveMegabytePdf(n));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      outcome: "daily-limit",
      message:
        "Proof of payment: Your connection has uploaded as many proofs of payment today as we accept in one day (20 files or 50 MB). Please try again tomorrow or e-mail the file to us.",
    });
    // Another customer is not held back by it.
    const other = newClient();
    expect((await upload(server, await acceptedQuote(server, other), other, tinyPng())).status).toBe(201);
  });
});

describe("the free-disk floor", () => {
  let server: TestServer;
  let uploads: string;

  beforeAll(async () => {
    uploads = mkdtempSync(path.join(tmpdir(), "ssh-security-disk-floor-"));
    // A floor of 100 TB: no test machine has that much free, so the disk counts as full.
    server = await startServer("disk-floor", { UPLOAD_TEMP_DIR: uploads, UPLOAD_MIN_FREE_DISK_MB: "100000000" });
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("refuses uploads with 507 and a message, on the page too, while leads still land", async () => {
    const client = newClient();
    const livePath = await acceptedQuote(server, client);
    const refused = await upload(server, livePath, client, tinyPdf());
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      success: false,
      outcome: "disk-full",
      message:
        "Proof of payment: We cannot take uploads at the moment because our file storage is full. Your quote and its acceptance are safe; please e-mail your proof of payment to us, or try again later.",
    });
    const page = await upload(server, livePath, client, tinyPdf(), { accept: "text/html" });
    expect(page.headers.get("Location")).toBe(`${livePath}?proof=disk-full#deposit`);
    const html = await (await fetch(`${server.base}${page.headers.get("Location")}`)).text();
    expect(html).toContain("We cannot take uploads at the moment because our file storage is full.");
    expect(readdirSync(uploads)).toEqual([]);
    expect(storedProofs(server).files).toBe(0);

    const lead = await postLead(server.base, leadBody({ email: "disk-floor@example.co.za" }));
    expect(lead.status).toBe(201);
  });
});
