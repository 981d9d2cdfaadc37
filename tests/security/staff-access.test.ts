// The staff inbox over real HTTP, for what the end-to-end and unit tests do
// not already cover: React Router's .data URLs without a session, session
// fixation across a sign-in, idle, expired, signed-out and reset sessions,
// the 12-hour cap, and a lock-out that a change of address does not escape
// (while the account's own address stays open).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../bench/support.ts";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type TestServer,
  leadBody,
  postLead,
  asCookieValue,
  cookieToken,
  setCookieValue,
  signIn,
  startServer,
  withDatabase,
  serverErrorCount,
} from "./support.ts";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";

const VISITOR = {
  name: "Nomvula Mahlangu",
  email: "nomvula.mahlangu@example.co.za",
  phone: "011 555 0199",
  comments: "Line array for the Kyalami launch",
};
/** Strings only the lead's own data contains: none may reach a client without a session. */
const PRIVATE = [VISITOR.name, VISITOR.email, VISITOR.comments, "Mahlangu"];
const HOUR = 60 * 60_000;

let server: TestServer;
let leadId: string;
let quoteLeadId: string;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");
/** The session's id in the database: the hash of the token the cookie's value holds. */
const sessionIdHash = (cookieValue: string) => sha256(cookieToken(cookieValue) as string);
const asCookie = (token: string) => ({ Cookie: `staff_session=${token}` });

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${server.base}${path}`, { method, headers, redirect: "manual" });
}

function leadStatus(id: string): string | undefined {
  return withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select status from leads where id = ?").get(id) as { status: string } | undefined)?.status,
  );
}

function setSession(token: string, times: { createdAt: Date; lastSeenAt: Date; expiresAt: Date }) {
  withDatabase(server.databaseFile, (db) =>
    db
      .prepare("update staff_sessions set created_at = ?, last_seen_at = ?, expires_at = ? where id_hash = ?")
      .run(
        times.createdAt.toISOString(),
        times.lastSeenAt.toISOString(),
        times.expiresAt.toISOString(),
        sessionIdHash(token),
      ),
  );
}

function sessionRow(token: string) {
  return withDatabase(
    server.databaseFile,
    (db) =>
      db.prepare("select created_at, expires_at from staff_sessions where id_hash = ?").get(sessionIdHash(token)) as
        { created_at: string; expires_at: string } | undefined,
  );
}

/** Signed in: the inbox answers 200 with the lead in it. */
async function expectSignedIn(token: string) {
  const inbox = await get("/admin", asCookie(token));
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(VISITOR.email);
}

/** Not signed in: sent to the sign-in page, the stale cookie cleared, nothing private in the answer. */
async function expectRefused(token: string, path = "/admin") {
  const response = await get(path, asCookie(token));
  expect(response.status, path).toBe(302);
  expect(response.headers.get("location"), path).toMatch(/^\/admin\/login\?next=/);
  expect(setCookieValue(response, "staff_session"), `${path}: the dead cookie is cleared`).toBe("");
  const body = await response.text();
  for (const text of PRIVATE) expect(body, path).not.toContain(text);
}

beforeAll(async () => {
  server = await startServer("staff-access");
  const lead = await postLead(
    server.base,
    leadBody({ name: VISITOR.name, email: VISITOR.email, comments: VISITOR.comments }),
  );
  expect(lead.status).toBe(201);
  leadId = ((await lead.json()) as { id: string }).id;
  const quote = await fetch(`${server.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: VISITOR.name, email: VISITOR.email, phone: VISITOR.phone },
      eventDate: addDays(johannesburgDate(new Date()), 16),
      venue: "Kyalami Grand Prix Circuit",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(quote.status).toBe(201);
  quoteLeadId = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select lead_id from quotes limit 1").get() as { lead_id: string }).lead_id,
  );
});
afterAll(async () => {
  await server?.dispose();
});

describe("React Router data URLs (.data) hold no staff data without a session", () => {
  const dataUrls = () => [
    "/admin.data",
    "/admin.data?_routes=routes%2Fadmin%2Finbox",
    "/admin.data?_routes=staff-area",
    `/admin.data?q=${encodeURIComponent(VISITOR.email)}`,
    "/admin/dashboard.data",
    "/admin/emails.data",
    `/admin/leads/${leadId}.data`,
    `/admin/leads/${leadId}.data?_routes=routes%2Fadmin%2Flead`,
    "/admin/leads.csv.data",
    "/admin/dashboard/sources.csv.data",
    `/admin/leads/${quoteLeadId}/quote.pdf.data`,
    `/admin/leads/${quoteLeadId}/quote/edit.data`,
    "/admin/no-such-page.data",
    "/admin/logout.data",
    "/_root.data",
  ];

  it("a signed-in request to the same URL does see the lead (so the probes below would notice a leak)", async () => {
    const token = await signIn(server.base);
    const response = await get(`/admin/leads/${leadId}.data`, asCookie(token));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(VISITOR.email);
  });

  for (const [label, cookie] of [
    ["no cookie", {}],
    ["a made-up session cookie", asCookie("A".repeat(43))],
    ["an empty session cookie", asCookie("")],
  ] as const) {
    it(`with ${label}: a redirect to sign in, never the data`, async () => {
      for (const url of dataUrls()) {
        const response = await get(url, cookie);
        const body = await response.text();
        for (const text of PRIVATE) expect(body, `${url}: ${text}`).not.toContain(text);
        expect(response.status, url).toBeLessThan(500);
        if (url === "/_root.data") continue; // not a staff route: the site's own 404 data
        expect([202, 401], url).toContain(response.status);
        if (response.status === 202) expect(body, url).toContain('"/admin/login?next=');
        expect(response.headers.get("cache-control"), url).toBe("no-store");
      }
    });
  }

  it("the sign-in page's own data holds only its form token", async () => {
    const response = await get("/admin/login.data");
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const text of PRIVATE) expect(body).not.toContain(text);
  });

  it("a state-changing post to a .data URL needs a session, and the session's CSRF token", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const change = new URLSearchParams({ intent: "status", current_status: "new", status: "spam" }).toString();
    const anonymous = await fetch(`${server.base}/admin/leads/${leadId}.data`, {
      method: "POST",
      headers: form,
      body: change,
      redirect: "manual",
    });
    expect(anonymous.status).toBe(401);
    const token = await signIn(server.base);
    const withoutToken = await fetch(`${server.base}/admin/leads/${leadId}.data`, {
      method: "POST",
      headers: { ...form, ...asCookie(token) },
      body: change,
      redirect: "manual",
    });
    expect(withoutToken.status).toBe(403);
    expect(leadStatus(leadId)).toBe("new");
  });

  it("the CSV exports and the quote PDF refuse anonymous and stale requests, with any method or Accept", async () => {
    for (const path of [
      "/admin/leads.csv",
      `/admin/leads.csv?q=${encodeURIComponent(VISITOR.email)}`,
      "/admin/dashboard/sources.csv",
      `/admin/leads/${quoteLeadId}/quote.pdf`,
    ]) {
      for (const method of ["GET", "HEAD"]) {
        for (const headers of [
          {},
          { Accept: "text/csv" },
          { Accept: "application/pdf" },
          asCookie("B".repeat(43)),
        ] as Record<string, string>[]) {
          const response = await get(path, headers, method);
          expect(response.status, `${method} ${path}`).toBe(302);
          expect(response.headers.get("content-type") ?? "", `${method} ${path}`).not.toMatch(/csv|pdf/);
          const body = await response.text();
          for (const text of PRIVATE) expect(body).not.toContain(text);
        }
      }
      const post = await fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      expect(post.status, `POST ${path}`).toBe(401);
    }
  });
});

describe("sessions", () => {
  it("a session cookie planted before sign-in is not the session after it (fixation)", async () => {
    // The attacker's own valid session, planted in a member of staff's browser
    // (over HTTPS the __Host- prefix stops a sibling site planting one)...
    const planted = await signIn(server.base);
    await expectSignedIn(planted);
    // ...which then posts the sign-in form with that cookie along.
    const fresh = await signIn(server.base, { cookie: `staff_session=${planted}` });
    expect(fresh).not.toBe(planted);
    await expectSignedIn(fresh);
    await expectRefused(planted);
    expect(sessionRow(planted)).toBeUndefined();

    // A token the attacker made up is never adopted either.
    const madeUp = asCookieValue("C".repeat(43));
    const issued = await signIn(server.base, { cookie: `staff_session=${madeUp}` });
    expect(issued).not.toBe(madeUp);
    await expectRefused(madeUp);
  });

  it("the sign-in form's token is not a session, and is cleared by signing in", async () => {
    const page = await get("/admin/login");
    const loginToken = setCookieValue(page, "staff_login") ?? "";
    expect(cookieToken(loginToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectRefused(loginToken);
    const form = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const signedIn = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `staff_login=${loginToken}` },
      body: new URLSearchParams({ login_token: form, email: STAFF_EMAIL, password: STAFF_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(302);
    const session = setCookieValue(signedIn, "staff_session") ?? "";
    expect(session).not.toBe(loginToken);
    expect(setCookieValue(signedIn, "staff_login")).toBe("");
    expect(signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("staff_session="))).toMatch(/HttpOnly/i);
  });

  it("a session idle for two hours is refused everywhere", async () => {
    const token = await signIn(server.base);
    await expectSignedIn(token);
    const now = Date.now();
    setSession(token, {
      createdAt: new Date(now - 3 * HOUR),
      lastSeenAt: new Date(now - 2 * HOUR - 60_000),
      expiresAt: new Date(now - 60_000),
    });
    for (const path of [
      "/admin",
      "/admin/dashboard",
      "/admin/emails",
      `/admin/leads/${leadId}`,
      "/admin/leads.csv",
      `/admin/leads/${quoteLeadId}/quote.pdf`,
      `/admin/leads/${quoteLeadId}/quote/edit`,
    ]) {
      await expectRefused(token, path);
    }
    const dataUrl = await get(`/admin/leads/${leadId}.data`, asCookie(token));
    expect(await dataUrl.text()).not.toContain(VISITOR.email);
    const post = await fetch(`${server.base}/admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asCookie(token) },
      body: "intent=status&current_status=new&status=spam",
      redirect: "manual",
    });
    expect(post.status).toBe(401);
    expect(leadStatus(leadId)).toBe("new");
  });

  it("a busy session still ends twelve hours after sign-in", async () => {
    const token = await signIn(server.base);
    const now = Date.now();
    const createdAt = new Date(now - 12 * HOUR + 5 * 60_000);
    // Used a few minutes ago, so this request moves its expiry, but never past the 12 hours.
    setSession(token, { createdAt, lastSeenAt: new Date(now - 5 * 60_000), expiresAt: new Date(now + 5 * 60_000) });
    await expectSignedIn(token);
    const row = sessionRow(token);
    expect(Date.parse(row?.expires_at ?? "")).toBeLessThanOrEqual(createdAt.getTime() + 12 * HOUR);
    setSession(token, {
      createdAt: new Date(now - 12 * HOUR - 1_000),
      lastSeenAt: new Date(now - 60_000),
      expiresAt: new Date(now - 1_000),
    });
    await expectRefused(token);
  });

  it("a signed-out session cannot be replayed", async () => {
    const token = await signIn(server.base);
    const inbox = await get("/admin", asCookie(token));
    const csrf = /name="csrf" value="([^"]+)"/.exec(await inbox.text())?.[1] ?? "";
    const signOut = await fetch(`${server.base}/admin/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asCookie(token) },
      body: new URLSearchParams({ csrf }).toString(),
      redirect: "manual",
    });
    expect(signOut.status).toBe(302);
    expect(setCookieValue(signOut, "staff_session")).toBe("");
    await expectRefused(token);
    await expectRefused(token, "/admin/leads.csv");
  });

  it("a password reset from the command line ends every session of the account", async () => {
    const first = await signIn(server.base);
    const second = await signIn(server.base);
    await expectSignedIn(first);
    const newPassword = "Subwoofer in Midrand 2027";
    execFileSync(process.execPath, ["scripts/staff.ts", "add", "--reset", STAFF_EMAIL], {
      cwd: projectRoot,
      input: `${newPassword}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
    await expectRefused(first);
    await expectRefused(second);
    await expectSignedIn(await signIn(server.base, { password: newPassword }));
    // Back to the password the other tests use.
    execFileSync(process.execPath, ["scripts/staff.ts", "add", "--reset", STAFF_EMAIL], {
      cwd: projectRoot,
      input: `${STAFF_PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
  });
});

describe("the sign-in form", () => {
  it("answers a body that is not its form with a 4xx, never a 500", async () => {
    const bodies: [string, Record<string, string>, string][] = [
      ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.co","password":"x"}'],
      ["text", { "Content-Type": "text/plain" }, "email=a@b.co"],
      ["an empty body", { "Content-Length": "0" }, ""],
      ["broken multipart", { "Content-Type": "multipart/form-data; boundary=x" }, "--x\r\nnot a part"],
    ];
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const [label, headers, body] of bodies) {
        const response = await fetch(`${server.base}/admin/login`, { method, headers, body, redirect: "manual" });
        expect(response.status, `${method} ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${label}`).toBeLessThan(500);
        expect(setCookieValue(response, "staff_session"), `${method} ${label}`).toBeUndefined();
      }
    }
  });
});

describe("brute force", () => {
  it("failures spread over many client addresses lock new addresses out of the account, not its owner's usual one", async () => {
    const target = "pieter@sandtonsoundhire.co.za";
    const password = "Mixer desk at Fourways 2026";
    const attempt = async (guess: string, clientAddress: string) => {
      const page = await get("/admin/login", { "X-Forwarded-For": clientAddress });
      const loginToken = setCookieValue(page, "staff_login") ?? "";
      const form = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
      const response = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `staff_login=${loginToken}`,
          "X-Forwarded-For": clientAddress,
        },
        body: new URLSearchParams({ login_token: form, email: target, password: guess }).toString(),
      });
      return { status: response.status, body: await response.text() };
    };
    // The account exists, with a password the attacker does not know; its owner signs in from the office.
    execFileSync(process.execPath, ["scripts/staff.ts", "add", target], {
      cwd: projectRoot,
      input: `${password}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
    expect((await attempt(password, "198.18.0.1")).status).toBe(302);
    // Twenty guesses from four addresses, five each (a change of address does not escape the per-address lock).
    for (let address = 1; address <= 4; address++) {
      for (let i = 1; i <= 4; i++)
        expect((await attempt(`guess ${address}.${i}`, `203.0.${address}.7`)).status).toBe(401);
      expect((await attempt(`guess ${address}.5`, `203.0.${address}.7`)).status).toBe(429);
    }
    // Now any address the account has never used is refused, even with the right password.
    const newcomer = await attempt(password, "198.18.0.2");
    expect(newcomer.status).toBe(429);
    expect(newcomer.body).toContain("Too many failed sign-ins for this e-mail address.");
    // The owner's usual address is not.
    expect((await attempt(password, "198.18.0.1")).status).toBe(302);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
