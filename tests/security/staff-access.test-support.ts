// What the staff-access tests share: the production server with a visitor's
// lead and quote on it, and the staff sessions as the database holds them.
import { afterAll, beforeAll, expect } from "vitest";
import { createHash } from "node:crypto";
import {
  type TestServer,
  cookieToken,
  leadBody,
  postLead,
  setCookieValue,
  startServer,
  withDatabase,
} from "./support.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

export const VISITOR = {
  name: "Nomvula Mahlangu",
  email: "nomvula.mahlangu@example.co.za",
  phone: "011 555 0199",
  comments: "Line array for the Kyalami launch",
};
/** Strings only the lead's own data contains: none may reach a client without a session. */
export const PRIVATE = [VISITOR.name, VISITOR.email, VISITOR.comments, "Mahlangu"];
export const HOUR = 60 * 60_000;

export let server: TestServer;
export let leadId: string;
export let quoteLeadId: string;

export const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");
export const asCookie = (token: string) => ({ Cookie: `staff_session=${token}` });

export function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${server.base}${path}`, { method, headers, redirect: "manual" });
}

export function leadStatus(id: string): string | undefined {
  return withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select status from leads where id = ?").get(id) as { status: string } | undefined)?.status,
  );
}

/** The session's id in the database: the hash of the token the cookie's value holds. */
const sessionIdHash = (cookieValue: string) => sha256(cookieToken(cookieValue) as string);

export function setSession(token: string, times: { createdAt: Date; lastSeenAt: Date; expiresAt: Date }) {
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

export function sessionRow(token: string) {
  return withDatabase(
    server.databaseFile,
    (db) =>
      db.prepare("select created_at, expires_at from staff_sessions where id_hash = ?").get(sessionIdHash(token)) as
        { created_at: string; expires_at: string } | undefined,
  );
}

/** Signed in: the inbox answers 200 with the lead in it. */
export async function expectSignedIn(token: string) {
  const inbox = await get("/admin", asCookie(token));
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(VISITOR.email);
}

/** Not signed in: sent to the sign-in page, the stale cookie cleared, nothing private in the answer. */
export async function expectRefused(token: string, path = "/admin") {
  const response = await get(path, asCookie(token));
  expect(response.status, path).toBe(302);
  expect(response.headers.get("location"), path).toMatch(/^\/admin\/login\?next=/);
  expect(setCookieValue(response, "staff_session"), `${path}: the dead cookie is cleared`).toBe("");
  const body = await response.text();
  for (const text of PRIVATE) expect(body, path).not.toContain(text);
}

/** Starts this file's server before its tests, with a lead and a quote to look for; stops it after them. */
export function withStaffAccessServer(): void {
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
}
