// The staff area's guard against a real SQLite database, real sessions and
// React Router's own request context: what each role gets for a permission,
// and that the guard checks the session and CSRF token itself when no
// middleware did. Over HTTP, every route as every role: tests/security/staff-roles.test.ts.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CSRF_FIELD, LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import {
  ROLE_REFUSED_CHANGE_MESSAGE,
  ROLE_REFUSED_MESSAGE,
  requireStaff,
} from "#app/features/staff/require-staff.server.ts";
import { admitStaffRequest, loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import {
  type StaffServices,
  signedInStaffContext,
  staffServicesContext,
} from "#app/features/staff/staff-context.server.ts";

const SITE = "http://localhost:5173";
const EMAIL = "zanele@sandtonsoundhire.co.za";
const PASSWORD = "Wireless microphones 2026";

let dir: string;
let database: AppDatabase;
let services: StaffServices;
let logs: MockInstance[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-require-staff-test-"));
  database = await openDatabase({ databaseFile: join(dir, "site.db") });
  services = { db: database.db, sendingChannels: [], kickOutbox() {} };
  logs = [
    vi.spyOn(console, "log").mockImplementation(() => {}),
    vi.spyOn(console, "warn").mockImplementation(() => {}),
  ];
  expect((await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD })).status).toBe("created");
});

afterEach(async () => {
  for (const spy of logs) spy.mockRestore();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs in as a member of staff with `role`; gives the session cookie and the session's CSRF token. */
async function signedInAs(role: StaffRole): Promise<{ cookie: string; csrf: string }> {
  await database.db.updateTable("staff_users").set({ role }).where("email", "=", EMAIL).execute();
  const { token, setCookie: loginCookie } = await loginFormToken(new Request(`${SITE}/admin/login`));
  const form = new FormData();
  form.set("email", EMAIL);
  form.set("password", PASSWORD);
  form.set(LOGIN_TOKEN_FIELD, token);
  const request = new Request(`${SITE}/admin/login`, {
    method: "POST",
    headers: { Cookie: (loginCookie ?? "").split(";")[0] ?? "", Origin: SITE },
  });
  const result = await signIn(services, request, form, "203.0.113.9");
  if (result.status !== "signed_in") throw new Error(`not signed in: ${JSON.stringify(result)}`);
  const cookie = (result.setCookie[0] ?? "").split(";")[0] ?? "";
  // The cookie holds the session's token as createCookie writes it: the base64 of its JSON, URI-encoded.
  const sessionToken = JSON.parse(atob(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)))) as string;
  const idHash = createHash("sha256").update(sessionToken).digest("hex");
  const session = await database.db
    .selectFrom("staff_sessions")
    .select("csrf_token")
    .where("id_hash", "=", idHash)
    .executeTakeFirstOrThrow();
  return { cookie, csrf: session.csrf_token };
}

/** React Router's context for one request, with the server's services and, when `admitted`, what the middleware found. */
async function contextFor(request: Request, { admitted }: { admitted: boolean }): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(staffServicesContext, services);
  if (admitted) context.set(signedInStaffContext, await admitStaffRequest(services, request.clone()));
  return context;
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    (value: unknown) => ({ admitted: value }),
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe("requireStaff", () => {
  it("lets a role with the permission through, with who is signed in", async () => {
    const { cookie } = await signedInAs("sales");
    const request = new Request(`${SITE}/admin/leads/lead-1`, { headers: { Cookie: cookie } });
    const staff = await requireStaff({ request, context: await contextFor(request, { admitted: true }) }, "leads");
    expect(staff).toMatchObject({ email: EMAIL, role: "sales" });
  });

  it("refuses a role without the permission with 403 and one sentence, for reading and for changing", async () => {
    const { cookie, csrf } = await signedInAs("editor");
    const page = new Request(`${SITE}/ADMIN/Staff/`, { headers: { Cookie: cookie } });
    const refused = await thrownBy(
      requireStaff({ request: page, context: await contextFor(page, { admitted: true }) }, "accounts"),
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(ROLE_REFUSED_MESSAGE);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");

    const post = new Request(`${SITE}/admin/staff.data`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf, intent: "invite", email: "x@example.co.za", role: "owner" }),
    });
    const change = await thrownBy(
      requireStaff({ request: post, context: await contextFor(post, { admitted: true }) }, "accounts"),
    );
    expect(change.status).toBe(403);
    expect(await change.text()).toBe(ROLE_REFUSED_CHANGE_MESSAGE);
  });

  it("sends a role without the inbox to its own start when asked to, for a page only", async () => {
    const { cookie, csrf } = await signedInAs("editor");
    const page = new Request(`${SITE}/admin`, { headers: { Cookie: cookie } });
    const context = await contextFor(page, { admitted: true });
    const home = await thrownBy(requireStaff({ request: page, context }, "leads", { sendOthersHome: true }));
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/admin/catalogue");

    const post = new Request(`${SITE}/admin`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf }),
    });
    const refused = await thrownBy(
      requireStaff({ request: post, context: await contextFor(post, { admitted: true }) }, "leads", {
        sendOthersHome: true,
      }),
    );
    expect(refused.status).toBe(403);
  });

  it("checks the session and the CSRF token itself where no middleware admitted the request", async () => {
    const anonymous = new Request(`${SITE}/admin/staff`);
    const signIn = await thrownBy(
      requireStaff({ request: anonymous, context: await contextFor(anonymous, { admitted: false }) }, "signed-in"),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Fstaff");

    const { cookie, csrf } = await signedInAs("owner");
    const withoutToken = new Request(`${SITE}/admin/staff`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "invite" }),
    });
    const expired = await thrownBy(
      requireStaff({ request: withoutToken, context: await contextFor(withoutToken, { admitted: false }) }, "accounts"),
    );
    expect(expired.status).toBe(403);

    const withToken = new Request(`${SITE}/admin/staff`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf, intent: "invite" }),
    });
    const owner = await requireStaff(
      { request: withToken, context: await contextFor(withToken, { admitted: false }) },
      "accounts",
    );
    expect(owner.role).toBe("owner");
  });
});
