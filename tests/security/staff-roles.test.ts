// Who may use each staff route, over real HTTP to the production server
// (issue 32, finding 1; decision 048). The routes come from app/routes.ts and
// what each needs from STAFF_ROUTES (app/features/staff/staff-roles.ts): every route
// under /admin and its .data twin, in lower, upper and mixed case and with a
// trailing slash, is asked with GET and POST as a visitor who is not signed
// in, an editor, a salesperson and an owner, each account made the way staff
// join: the owner's invitation e-mail (a real SMTP sink) and its link. A route
// whose loader or action forgets to ask for its permission, or that is missing
// from STAFF_ROUTES, fails here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";
import {
  STAFF_ROUTES,
  type StaffRole,
  type StaffRouteModule,
  type StaffRoutePermissions,
  accessAllows,
  homeFor,
} from "#app/features/staff/staff-roles.ts";
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
  serverErrorCount,
} from "./support.ts";

const ROLE_REFUSED = "Your role does not include this";
const SALES = { email: "lerato@sandtonsoundhire.co.za", password: "Line array over Midrand 2026" };
const EDITOR = { email: "sizwe@sandtonsoundhire.co.za", password: "Fog machine in Fourways 2026" };
const CUSTOMER = { name: "Nomvula Mahlangu", email: "nomvula.mahlangu@example.co.za", phone: "083 555 0147" };
const REQUESTER = { name: "Ayanda Zungu", email: "ayanda.zungu@example.co.za", phone: "+27 82 555 0163" };
const PRODUCT = "powered-speaker-12-premium";
/** What only the customers' own records hold: nobody without the leads permission may receive any of it. */
const PRIVATE = [CUSTOMER.name, CUSTOMER.email, "555 0147", REQUESTER.name, REQUESTER.email, "555 0163"];

type Visitor = StaffRole | "anonymous";
const VISITORS: readonly Visitor[] = ["anonymous", "editor", "sales", "owner"];

let server: TestServer;
let smtp: SmtpSink;
let proofsDir: string;
const sessions = new Map<StaffRole, { cookie: string; csrf: string }>();
let leadId = "";
let proofId = "";
let requestId = "";

// ---------------------------------------------------------------------------
// The route table, from app/routes.ts

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface AddressableRoute {
  id: string;
  file: string;
  /** The full path pattern, e.g. "admin/leads/:leadId". */
  path: string;
  /** The layouts above it, outermost first. */
  ancestors: string[];
}

function addressable(entries: readonly RouteEntry[], parentPath = "", ancestors: string[] = []): AddressableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : [parentPath, entry.path].filter(Boolean).join("/");
    const own: AddressableRoute[] =
      entry.path !== undefined || entry.index
        ? [{ id: entry.id ?? entry.file.replace(/\.[^.]+$/, ""), file: entry.file, path, ancestors }]
        : [];
    return [...own, ...addressable(entry.children ?? [], path, [...ancestors, entry.file])];
  });
}

const ADMIN_ROUTES = addressable(routes as RouteEntry[]).filter((route) => /^admin(\/|$)/i.test(route.path));

function permissionsOf(file: string): StaffRoutePermissions | undefined {
  return (STAFF_ROUTES as Readonly<Record<string, StaffRoutePermissions>>)[file];
}

/** The pages anyone may open (signing in, the e-mailed links): their loaders need nobody signed in. */
const isSignInPage = (route: AddressableRoute) => permissionsOf(route.file)?.loader === "anyone";

const roleOf = (visitor: Visitor) => (visitor === "anonymous" ? undefined : visitor);

/** What a GET may do: every loader on the way asks, the layouts' included. */
function mayRead(visitor: Visitor, route: AddressableRoute): boolean {
  return [...route.ancestors, route.file].every((file) => {
    const loader = permissionsOf(file)?.loader;
    return loader === undefined || accessAllows(roleOf(visitor), loader);
  });
}

type PostExpectation = "allowed" | "refused" | "no-action";

/** What a POST may do: the layouts' sign-in first, then the route's action asks (405 where there is none). */
function mayPost(visitor: Visitor, route: AddressableRoute): PostExpectation {
  const signedInEnough = route.ancestors.every((file) => {
    const loader = permissionsOf(file)?.loader;
    return loader === undefined || accessAllows(roleOf(visitor), loader);
  });
  if (!signedInEnough) return "refused";
  const action = permissionsOf(route.file)?.action;
  if (action === undefined) return "no-action";
  return accessAllows(roleOf(visitor), action) ? "allowed" : "refused";
}

/** A real value for each parameter, so a route that forgot its guard would answer with data, not a 404. */
function fill(route: AddressableRoute): string {
  const photos = route.file === "routes/admin/catalogue-item-photos.tsx";
  const samples: Record<string, string> = {
    leadId,
    proofId,
    requestId,
    kind: photos ? "product" : "products",
    itemId: PRODUCT,
    token: "A".repeat(43),
    "*": "no-such-page",
  };
  return route.path
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1).replace(/\?$/, "") : undefined;
      if (name === undefined) return segment;
      const value = samples[name];
      if (value === undefined) throw new Error(`no sample value for :${name} in ${route.path}: add one to this test`);
      return value;
    })
    .join("/");
}

/** The route's address as written, in upper case, in mixed case and with a trailing slash; parameters keep their case. */
function spellings(route: AddressableRoute): { label: string; path: string; data: boolean }[] {
  const segments = fill(route).split("/");
  const fixed = route.path.split("/").map((segment) => !segment.startsWith(":") && segment !== "*");
  const spell = (change: (segment: string, index: number) => string) =>
    `/${segments.map((segment, index) => (fixed[index] ? change(segment, index) : segment)).join("/")}`;
  const lower = spell((segment) => segment);
  const upper = spell((segment) => segment.toUpperCase());
  const mixed = spell((segment, index) =>
    [...segment].map((char, at) => ((at + index) % 2 === 0 ? char.toUpperCase() : char.toLowerCase())).join(""),
  );
  return [
    { label: "as written", path: lower, data: false },
    { label: "upper case", path: upper, data: false },
    { label: "mixed case", path: mixed, data: false },
    { label: "trailing slash", path: `${lower}/`, data: false },
    { label: ".data", path: `${lower}.data`, data: true },
    { label: ".data, upper case", path: `${upper}.data`, data: true },
    { label: ".data, mixed case", path: `${mixed}.data`, data: true },
    { label: ".data, this route only", path: `${lower}.data?_routes=${encodeURIComponent(route.id)}`, data: true },
  ];
}

// ---------------------------------------------------------------------------
// Requests as each visitor

interface Answer {
  status: number;
  location: string;
  body: string;
  clearedSession: boolean;
}

async function send(visitor: Visitor, method: "GET" | "POST", target: string, fields: Record<string, string> = {}) {
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
function dataRedirect(answer: Answer): string | undefined {
  if (answer.status !== 202) return undefined;
  return /"redirect","([^"]*)"/.exec(answer.body)?.[1];
}

function expectSentToSignIn(answer: Answer, where: string) {
  const target = answer.status === 202 ? dataRedirect(answer) : answer.location;
  expect([302, 202], where).toContain(answer.status);
  expect(target, where).toMatch(/^\/admin\/login\?next=/);
}

function expectRefused(visitor: Visitor, method: "GET" | "POST", answer: Answer, where: string) {
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
function expectAllowed(answer: Answer, where: string, route: AddressableRoute) {
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.status, where).not.toBe(401);
  if (!isSignInPage(route)) expect(answer.status, where).not.toBe(403);
  expect(answer.body, where).not.toContain(ROLE_REFUSED);
  const target = answer.status === 202 ? dataRedirect(answer) : answer.location;
  expect(target ?? "", where).not.toMatch(/^\/admin\/login\?next=/);
}

// ---------------------------------------------------------------------------
// Setting up: the accounts, from the invitation e-mail, and records to guard

async function startSession(role: StaffRole): Promise<void> {
  const account =
    role === "owner" ? { email: STAFF_EMAIL, password: STAFF_PASSWORD } : role === "sales" ? SALES : EDITOR;
  const token = await signIn(server.base, account);
  const cookie = `staff_session=${token}`;
  const page = await fetch(`${server.base}/admin/account`, { headers: { Cookie: cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error(`no CSRF token on the account page for ${role}`);
  sessions.set(role, { cookie, csrf });
}

async function mailTo(address: string, subject: string): Promise<string> {
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
async function invite(role: "sales" | "editor", account: { email: string; password: string }): Promise<void> {
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
async function acceptedQuoteWithProof(): Promise<void> {
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
async function confirmedPrivacyRequest(): Promise<void> {
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

beforeAll(async () => {
  smtp = await startSmtpSink();
  proofsDir = mkdtempSync(path.join(tmpdir(), "ssh-security-roles-proofs-"));
  server = await startServer("staff-roles", {
    SMTP_URL: smtp.url,
    OUTBOX_POLL_SECONDS: "1",
    PROOF_OF_PAYMENT_DIR: proofsDir,
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

// ---------------------------------------------------------------------------

describe("the issue's reproductions, signed in as an editor or a salesperson", () => {
  it("an editor cannot open the staff accounts in any letter case", async () => {
    for (const target of ["/admin/staff", "/admin/Staff", "/ADMIN/STAFF/", "/admin/Staff.data"]) {
      const answer = await send("editor", "GET", target);
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).not.toContain(SALES.email);
    }
  });

  it("an editor gets no lead from /admin.data: sent to the catalogue instead", async () => {
    for (const target of ["/admin.data", "/Admin.data", "/admin.data?_routes=routes%2Fadmin%2Finbox"]) {
      const answer = await send("editor", "GET", target);
      expect(dataRedirect(answer), target).toBe("/admin/catalogue");
      for (const text of PRIVATE) expect(answer.body, target).not.toContain(text);
    }
  });

  it("an editor cannot invite an owner: 403, no invitation stored, no e-mail sent", async () => {
    const invitee = "mallory@example.co.za";
    for (const target of ["/admin/Staff", "/admin/staff.data", "/ADMIN/STAFF"]) {
      const answer = await send("editor", "POST", target, { intent: "invite", email: invitee, role: "owner" });
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).toContain("Your role does not include this change. Ask an owner if you need it.");
    }
    const stored = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select count(*) as n from staff_invitations where email = ?").get(invitee) as { n: number },
    );
    expect(stored.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // an outbox poll or more
    expect(smtp.messages.filter((message) => message.to.includes(invitee))).toEqual([]);
  });

  it("an editor cannot erase a customer's data", async () => {
    const answer = await send("editor", "POST", `/admin/Privacy-requests/${requestId}`, { confirmErase: "yes" });
    expect(answer.status).toBe(403);
    const row = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select full_name, anonymised_at from leads where id = ?").get(requestId) as object,
    );
    expect(row).toEqual({ full_name: REQUESTER.name, anonymised_at: null });
  });

  it("an editor cannot download a proof of payment", async () => {
    for (const target of [
      `/admin/Leads/${leadId}/proofs/${proofId}`,
      `/admin/leads/${leadId}/proofs/${proofId}.data`,
    ]) {
      const answer = await send("editor", "GET", target);
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).not.toContain("%PDF");
    }
    // The owner's download works, so the refusal above is the role's.
    expect((await send("owner", "GET", `/admin/leads/${leadId}/proofs/${proofId}`)).body).toContain("%PDF");
  });

  it("a salesperson cannot publish a catalogue product at R0.01", async () => {
    const changes = () =>
      withDatabase(server.databaseFile, (db) =>
        db
          .prepare(
            "select (select count(*) from catalogue_drafts) as drafts, (select count(*) from catalogue_audit) as published",
          )
          .get(),
      );
    const before = changes();
    for (const target of [`/admin/Catalogue/products/${PRODUCT}`, `/admin/catalogue/products/${PRODUCT}.data`]) {
      for (const intent of ["save", "publish"]) {
        const answer = await send("sales", "POST", target, { intent, hirePrice: "0.01", priceOverride: "0.01" });
        expect(answer.status, `${intent} ${target}`).toBe(403);
      }
    }
    expect(changes()).toEqual(before);
  });
});

describe("every staff route, generated from app/routes.ts, as every visitor", () => {
  it("finds the staff routes, and each has its permission declared in STAFF_ROUTES", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(20);
    const undeclared = ADMIN_ROUTES.flatMap((route) => [...route.ancestors, route.file])
      .filter((file) => file.startsWith("routes/admin/"))
      .filter((file) => permissionsOf(file) === undefined);
    expect([...new Set(undeclared)], "declare these routes' permissions in STAFF_ROUTES").toEqual([]);
    const staffModules = new Set(Object.keys(STAFF_ROUTES) as StaffRouteModule[]);
    for (const route of ADMIN_ROUTES) expect(staffModules.has(route.file as StaffRouteModule), route.file).toBe(true);
  });

  for (const route of ADMIN_ROUTES) {
    it(`/${route.path} (${route.file})`, async () => {
      for (const visitor of VISITORS) {
        for (const spelling of spellings(route)) {
          const where = `${visitor} GET ${spelling.path} (${spelling.label})`;
          const answer = await send(visitor, "GET", spelling.path);
          if (mayRead(visitor, route)) expectAllowed(answer, where, route);
          else expectRefused(visitor, "GET", answer, where);
        }
        // Posts: every spelling but the routes-only .data (an action has no _routes).
        for (const spelling of spellings(route).filter((candidate) => !candidate.path.includes("_routes="))) {
          const where = `${visitor} POST ${spelling.path} (${spelling.label})`;
          const answer = await send(visitor, "POST", spelling.path);
          const expected = mayPost(visitor, route);
          if (expected === "allowed") expectAllowed(answer, where, route);
          else if (expected === "no-action") expect(answer.status, where).toBe(405);
          else expectRefused(visitor, "POST", answer, where);
        }
      }
    });
  }
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
