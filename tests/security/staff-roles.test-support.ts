// What the staff-role tests share: the production server with an owner, a
// salesperson and an editor, each made the way staff join (the owner's
// invitation e-mail and its link); a lead, an accepted quote with a proof of
// payment and a confirmed privacy request to reach; and requests as each
// visitor.
import { afterAll, beforeAll, expect } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { type StaffRole, homeFor } from "#app/features/staff/staff-roles.ts";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type TestServer,
  leadBody,
  postLead,
  setCookieValue,
  signIn,
  startServer,
  withDatabase,
} from "./support.ts";

export const ROLE_REFUSED = "Your role does not include this";
export const SALES = { email: "lerato@sandtonsoundhire.co.za", password: "Line array over Midrand 2026" };
export const EDITOR = { email: "sizwe@sandtonsoundhire.co.za", password: "Fog machine in Fourways 2026" };
export const CUSTOMER = { name: "Nomvula Mahlangu", email: "nomvula.mahlangu@example.co.za", phone: "083 555 0147" };
export const REQUESTER = { name: "Ayanda Zungu", email: "ayanda.zungu@example.co.za", phone: "+27 82 555 0163" };
export const PRODUCT = "powered-speaker-12-premium";
/** What only the customers' own records hold: nobody without the leads permission may receive any of it. */
export const PRIVATE = [CUSTOMER.name, CUSTOMER.email, "555 0147", REQUESTER.name, REQUESTER.email, "555 0163"];

export type Visitor = StaffRole | "anonymous";
export const VISITORS: readonly Visitor[] = ["anonymous", "editor", "sales", "owner"];

export let server: TestServer;
export let smtp: SmtpSink;
let proofsDir: string;
export const sessions = new Map<StaffRole, { cookie: string; csrf: string }>();
export let leadId = "";
export let proofId = "";
export let requestId = "";

// ---------------------------------------------------------------------------
// Requests as each visitor

export interface Answer {
  status: number;
  location: string;
  body: string;
  clearedSession: boolean;
}

export async function send(
  visitor: Visitor,
  method: "GET" | "POST",
  target: string,
  fields: Record<string, string> = {},
) {
  const session = visitor === "anonymous" ? undefined : sessions.get(visitor);
  const headers: Record<string, string> = session ? { Cookie: session.cookie } : {};
  let body: string | undefined;
  if (method === "POST") {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = server.base;
    body = new URLSearchParams({ ...(session ? { csrf: session.csrf } : {}), ...fields }).toString();
  }
  const response = await fetch(`${server.base}${target}`, { method, headers, body, redirect: "manual" });
  const answer: Answer = {
    status: response.status,
    location: response.headers.get("location") ?? "",
    body: await response.text(),
    clearedSession: setCookieValue(response, "staff_session") === "",
  };
  // Signing out ends the session: the next request signs in again.
  if (answer.clearedSession && visitor !== "anonymous") await startSession(visitor);
  return answer;
}

/** Where a single-fetch (.data) answer redirects, if it does. */
export function dataRedirect(answer: Answer): string | undefined {
  if (answer.status !== 202) return undefined;
  return /"redirect","([^"]*)"/.exec(answer.body)?.[1];
}

export function expectSentToSignIn(answer: Answer, where: string) {
  const target = answer.status === 202 ? dataRedirect(answer) : answer.location;
  expect([302, 202], where).toContain(answer.status);
  expect(target, where).toMatch(/^\/admin\/login\?next=/);
}

export function expectRefused(visitor: Visitor, method: "GET" | "POST", answer: Answer, where: string) {
  for (const text of PRIVATE) expect(answer.body, `${where}: must not hold ${text}`).not.toContain(text);
  if (visitor === "anonymous") {
    if (method === "POST") expect(answer.status, where).toBe(401);
    else expectSentToSignIn(answer, where);
    return;
  }
  // Refused, or (a page only) sent to the role's own start, as the inbox does.
  const home = answer.status === 202 ? dataRedirect(answer) : answer.status === 302 ? answer.location : undefined;
  if (method === "GET" && home !== undefined) {
    expect(home, where).toBe(homeFor(visitor));
    return;
  }
  expect(answer.status, where).toBe(403);
  expect(answer.body, where).toContain(ROLE_REFUSED);
}

/**
 * Let through by the guard. A sign-in page may still refuse its own way (the
 * sign-in form's token, 403); a staff route's refusal here is the role's.
 */
export function expectAllowed(answer: Answer, where: string, { signInPage }: { signInPage: boolean }) {
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.status, where).not.toBe(401);
  if (!signInPage) expect(answer.status, where).not.toBe(403);
  expect(answer.body, where).not.toContain(ROLE_REFUSED);
  const target = answer.status === 202 ? dataRedirect(answer) : answer.location;
  expect(target ?? "", where).not.toMatch(/^\/admin\/login\?next=/);
}

// ---------------------------------------------------------------------------
// Setting up: the accounts, from the invitation e-mail, and records to guard

export async function startSession(role: StaffRole): Promise<void> {
  const account =
    role === "owner" ? { email: STAFF_EMAIL, password: STAFF_PASSWORD } : role === "sales" ? SALES : EDITOR;
  const token = await signIn(server.base, account);
  const cookie = `staff_session=${token}`;
  const page = await fetch(`${server.base}/admin/account`, { headers: { Cookie: cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error(`no CSRF token on the account page for ${role}`);
  sessions.set(role, { cookie, csrf });
}

export async function mailTo(address: string, subject: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.messages
      .filter((message) => message.to.includes(address))
      .map((message) => parseMail(message.raw))
      .find((mail) => mail.headers.get("subject") === subject);
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail "${subject}" to ${address}`);
}

/** The owner invites; the invitee joins from the e-mail's link and signs in. */
export async function invite(role: "sales" | "editor", account: { email: string; password: string }): Promise<void> {
  const sent = await send("owner", "POST", "/admin/staff", { intent: "invite", email: account.email, role });
  expect(sent.status).toBe(302);
  const text = await mailTo(account.email, "You are invited to the Sandton Sound Hire staff area");
  const link = /\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${text}`);
  const joined = await fetch(`${server.base}${link}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ password: account.password, confirmPassword: account.password }).toString(),
  });
  expect(joined.status).toBe(302);
  await startSession(role);
}

/** A quote lead with an accepted quote and a proof of payment: what the lead routes guard. */
export async function acceptedQuoteWithProof(): Promise<void> {
  const created = await fetch(`${server.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: CUSTOMER,
      eventDate: addDays(johannesburgDate(new Date()), 30),
      venue: "Kyalami Grand Prix Circuit",
      items: [{ type: "product", id: PRODUCT, quantity: 2 }],
    }),
  });
  expect(created.status).toBe(201);
  const livePath = new URL(((await created.json()) as { liveUrl: string }).liveUrl).pathname;
  const accepted = await fetch(`${server.base}${livePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({
      intent: "accept",
      quoteVersion: "1",
      submissionKey: crypto.randomUUID(),
      signedName: CUSTOMER.name,
      acceptTerms: "on",
    }),
  });
  expect(accepted.status).toBe(200);
  const form = new FormData();
  form.set("submissionKey", crypto.randomUUID());
  form.set("proof", new Blob([new Uint8Array(tinyPdf())], { type: "application/pdf" }), "eft-proof.pdf");
  const uploaded = await fetch(`${server.base}${livePath}/proof-of-payment`, {
    method: "POST",
    headers: { Origin: server.base, Accept: "application/json" },
    body: form,
  });
  expect(uploaded.ok, await uploaded.clone().text()).toBe(true);
  withDatabase(server.databaseFile, (db) => {
    const proof = db.prepare("select id, quote_id from quote_payment_proofs").get() as { id: string; quote_id: string };
    proofId = proof.id;
    leadId = (db.prepare("select lead_id from quotes where id = ?").get(proof.quote_id) as { lead_id: string }).lead_id;
  });
}

/** A confirmed privacy request, confirmed from its e-mail. */
export async function confirmedPrivacyRequest(): Promise<void> {
  const sent = await fetch(`${server.base}/api/forms/privacy`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ requestType: "deletion", ...REQUESTER, details: "" }).toString(),
  });
  expect(sent.status).toBe(200);
  const text = await mailTo(REQUESTER.email, "Please confirm your privacy request to Sandton Sound Hire");
  const token = /\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${text}`);
  const confirmed = await fetch(`${server.base}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
  requestId = withDatabase(
    server.databaseFile,
    (db) =>
      (
        db.prepare("select id from leads where kind = 'privacy_request' and confirmed_at is not null").get() as {
          id: string;
        }
      ).id,
  );
}

/**
 * Starts the server of this file's tests before them, with an owner, a
 * salesperson and an editor signed in, and a lead, a proof and a request to
 * reach; stops it after them.
 */
export function withStaffRolesServer(): void {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    proofsDir = mkdtempSync(path.join(tmpdir(), "ssh-security-roles-proofs-"));
    server = await startServer("staff-roles", {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_SECONDS: "1",
      UPLOAD_TEMP_DIR: proofsDir,
    });
    await startSession("owner");
    await invite("sales", SALES);
    await invite("editor", EDITOR);
    expect((await postLead(server.base, leadBody({ ...CUSTOMER, comments: "Sound for a launch" }))).status).toBe(201);
    await acceptedQuoteWithProof();
    await confirmedPrivacyRequest();
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    rmSync(proofsDir, { recursive: true, force: true });
  });
}
