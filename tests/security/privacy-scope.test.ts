// Issue 32, item 2, over real HTTP against the production server with a real
// SMTP sink: a privacy request with the requester's own e-mail address and
// someone else's phone number, confirmed from the requester's inbox, exports
// and erases nothing of that other person's (their accepted quote, venue and
// proof of payment) until staff verify the records on the request's page.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { type TestServer, signIn, startServer, withDatabase } from "./support.ts";
import { storedProofs } from "./proof-support.ts";

const SITE_URL = "https://www.sandtonsoundhire.co.za";
const VICTIM = { name: "Nomsa Zulu", email: "nomsa@example.co.za", phone: "082 555 0177" };
const VENUE = "Midrand Conference Centre";
const ATTACKER_EMAIL = "mallory@example.net";

let server: TestServer;
let smtp: SmtpSink;
let proofs: string;
let session: string;
let victim: { leadId: string; quoteId: string; quoteNumber: string; proofBase64: string };

function staffGet(pathname: string): Promise<Response> {
  return fetch(`${server.base}${pathname}`, { headers: { Cookie: `staff_session=${session}` }, redirect: "manual" });
}

async function staffPost(pathname: string, fields: [string, string][]): Promise<Response> {
  const page = await (await staffGet(pathname)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  return fetch(`${server.base}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: `staff_session=${session}`,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.base,
    },
    body: new URLSearchParams([["csrf", csrf], ...fields]).toString(),
  });
}

/** Sends a privacy request from /privacy's form (no JavaScript) and confirms it from the e-mail; its lead id. */
async function confirmedRequest(fields: { name: string; email: string; phone: string }): Promise<string> {
  const sent = await fetch(`${server.base}/privacy`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ requestType: "deletion", details: "", ...fields }).toString(),
  });
  expect(sent.status).toBe(200);
  const deadline = Date.now() + 20_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const mail = smtp.messages.find((message) => message.to.includes(fields.email));
    link = mail
      ? /https:\/\/www\.sandtonsoundhire\.co\.za\/confirm\?token=[\w.%-]+/.exec(parseMail(mail.raw).text)?.[0]
      : undefined;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = new URL(link ?? `${SITE_URL}/confirm`).searchParams.get("token") ?? "";
  expect(token, "the confirmation e-mail's link").not.toBe("");
  const confirmed = await fetch(`${server.base}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
  return withDatabase(server.databaseFile, (db) => {
    const row = db
      .prepare("select id from leads where kind = 'privacy_request' and email = ? and confirmed_at is not null")
      .get(fields.email) as { id: string } | undefined;
    return row?.id ?? "";
  });
}

async function exportOf(requestId: string) {
  const json = await staffGet(`/admin/privacy-requests/${requestId}/export.json`);
  const csv = await staffGet(`/admin/privacy-requests/${requestId}/export.csv`);
  expect([json.status, csv.status]).toEqual([200, 200]);
  return { json: await json.text(), csv: await csv.text() };
}

function victimQuoteRow() {
  return withDatabase(server.databaseFile, (db) =>
    db.prepare("select status, contact_name, venue from quotes where id = ?").get(victim.quoteId),
  );
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  proofs = mkdtempSync(path.join(tmpdir(), "ssh-security-privacy-proofs-"));
  server = await startServer("privacy-scope", {
    SITE_URL,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_SECONDS: "1",
    UPLOAD_TEMP_DIR: proofs,
  });

  // The victim's quote, with a venue, accepted, and a proof of payment uploaded for its deposit.
  const created = await fetch(`${server.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: VICTIM,
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      venue: VENUE,
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(created.status).toBe(201);
  const { liveUrl, quoteNumber } = (await created.json()) as { liveUrl: string; quoteNumber: string };
  // Accepted as the live page records it; how a quote is accepted is not what this file tests.
  const ids = withDatabase(server.databaseFile, (db) => {
    db.prepare("update quotes set status = 'accepted' where quote_number = ?").run(quoteNumber);
    return db.prepare("select id, lead_id from quotes where quote_number = ?").get(quoteNumber) as {
      id: string;
      lead_id: string;
    };
  });
  const proof = tinyPdf();
  const upload = new FormData();
  upload.set("proof", new Blob([new Uint8Array(proof)], { type: "application/pdf" }), "EFT slip.pdf");
  const uploaded = await fetch(`${server.base}${new URL(liveUrl).pathname}/proof-of-payment`, {
    method: "POST",
    headers: { Origin: server.base, Accept: "application/json" },
    body: upload,
  });
  expect(uploaded.status).toBe(201);
  expect(storedProofs(server).files).toBe(1);
  victim = { leadId: ids.lead_id, quoteId: ids.id, quoteNumber, proofBase64: proof.toString("base64") };

  session = await signIn(server.base);
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
  if (proofs) rmSync(proofs, { recursive: true, force: true });
});

describe("a privacy request naming someone else's phone number", () => {
  it("exports and erases nothing of theirs, and shows staff the records as unverified", async () => {
    const requestId = await confirmedRequest({ name: "Mallory", email: ATTACKER_EMAIL, phone: "+27 82 555 0177" });

    const page = await staffGet(`/admin/privacy-requests/${requestId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Found by the phone number only: not verified");
    expect(html).toContain(`value="quote:${victim.quoteId}"`);
    expect(html).toContain(`value="lead:${victim.leadId}"`);
    expect(html).toContain(`Quote ${victim.quoteNumber}`);

    const { json, csv } = await exportOf(requestId);
    const exported = JSON.parse(json) as { leads: { id: string }[]; quotes: unknown[]; paymentProofs: unknown[] };
    expect(exported.leads.map((lead) => lead.id)).toEqual([requestId]);
    expect(exported.quotes).toEqual([]);
    expect(exported.paymentProofs).toEqual([]);
    for (const text of [json, csv]) {
      for (const secret of [VICTIM.name, VICTIM.email, VENUE, victim.quoteNumber, victim.proofBase64.slice(0, 40)])
        expect(text).not.toContain(secret);
    }

    const erased = await staffPost(`/admin/privacy-requests/${requestId}`, [
      ["intent", "erase"],
      ["confirmErase", "yes"],
    ]);
    expect(erased.status).toBe(302);
    expect(victimQuoteRow()).toEqual({ status: "accepted", contact_name: VICTIM.name, venue: VENUE });
    expect(storedProofs(server).files).toBe(1);
    const audit = withDatabase(server.databaseFile, (db) =>
      db.prepare("select action, summary from privacy_audit where request_id = ? order by created_at").all(requestId),
    );
    expect(audit.map((entry) => entry.action)).toEqual(["export_json", "export_csv", "erase"]);
    expect(JSON.parse(String(audit[2]?.summary))).toMatchObject({ leads: 1, quotes: 0, proofs: 0 });
  });

  it("covers them once staff have verified them, as a recorded and audited action", async () => {
    // The customer, writing from another address: the phone number matches, and staff call it to check.
    const requestId = await confirmedRequest({
      name: VICTIM.name,
      email: "nomsa.personal@example.com",
      phone: "+27825550177",
    });
    const pagePath = `/admin/privacy-requests/${requestId}`;

    const unticked = await staffPost(pagePath, [
      ["intent", "verify"],
      ["record", `lead:${victim.leadId}`],
    ]);
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain(
      "Tick the box to confirm you have checked that these records are the requester",
    );
    const stranger = await staffPost(pagePath, [
      ["intent", "verify"],
      ["record", `lead:${requestId.slice(0, -1)}0`],
      ["confirmVerify", "yes"],
    ]);
    expect(stranger.status).toBe(409);
    expect(JSON.parse((await exportOf(requestId)).json).quotes).toEqual([]);

    const verified = await staffPost(pagePath, [
      ["intent", "verify"],
      ["record", `lead:${victim.leadId}`],
      ["confirmVerify", "yes"],
    ]);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe(`${pagePath}?notice=verified`);
    const page = await (await staffGet(pagePath)).text();
    expect(page).not.toContain("Found by the phone number only");
    expect(page).toContain("Verified as the requester&#x27;s");

    const { json, csv } = await exportOf(requestId);
    expect(json).toContain(VENUE);
    expect(json).toContain(victim.proofBase64);
    expect(csv).toContain(victim.quoteNumber);

    const erased = await staffPost(pagePath, [
      ["intent", "erase"],
      ["confirmErase", "yes"],
    ]);
    expect(erased.status).toBe(302);
    expect(victimQuoteRow()).toEqual({ status: "accepted", contact_name: "", venue: null });
    // No byte of the proof is left: not in the database, not on the disk.
    expect(storedProofs(server)).toEqual({ files: 0, bytes: 0 });
    expect(readdirSync(proofs)).toEqual([]);
    const verifications = withDatabase(server.databaseFile, (db) =>
      db
        .prepare("select record_kind, record_id, verified_by from privacy_verified_records where request_id = ?")
        .all(requestId),
    );
    expect(verifications).toEqual([
      { record_kind: "lead", record_id: victim.leadId, verified_by: "thandi@sandtonsoundhire.co.za" },
    ]);
  });
});
