// What the proof-of-payment tests share: an accepted quote (so a deposit is
// due) and the live page's upload form as a browser sends it.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { type TestServer, withDatabase } from "./support.ts";

/** The proofs of payment the server keeps, in its database since decision 060: how many, and their bytes in all. */
export function storedProofs(server: TestServer): { files: number; bytes: number } {
  return withDatabase(server.databaseFile, (db) => {
    const row = db
      .prepare("SELECT COUNT(*) AS files, COALESCE(SUM(LENGTH(data)), 0) AS bytes FROM quote_payment_proof_files")
      .get() as { files: number; bytes: number };
    return { files: Number(row.files), bytes: Number(row.bytes) };
  });
}

/** A quote created and accepted by `client`, so a deposit is due; its live page's path. */
export async function acceptedQuote(server: TestServer, client: string): Promise<string> {
  const created = await fetch(`${server.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email: "sipho@example.co.za", phone: "083 555 0123" },
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(created.status).toBe(201);
  const livePath = new URL(((await created.json()) as { liveUrl: string }).liveUrl).pathname;
  const accepted = await fetch(`${server.base}${livePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, "X-Forwarded-For": client },
    body: new URLSearchParams({
      intent: "accept",
      quoteVersion: "1",
      submissionKey: randomUUID(),
      signedName: "Sipho Dlamini",
      acceptTerms: "on",
    }),
  });
  expect(accepted.status).toBe(200);
  return livePath;
}

/** The live page's upload form, as a browser sends it (multipart, its length declared). */
export function proofForm(file: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = `----proof${randomUUID()}`;
  const type = name.endsWith(".png") ? "image/png" : "application/pdf";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="submissionKey"\r\n\r\n${randomUUID()}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
