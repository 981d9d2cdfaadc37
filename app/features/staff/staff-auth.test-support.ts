// Staff sign-in test set-up: a real SQLite database with one account, and helpers
// that build the sign-in form, the cookies and the staff area's requests.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MockInstance, afterEach, beforeEach, expect, vi } from "vitest";
import { LOGIN_MESSAGES, LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import { type SignInResult, admitStaffRequest, loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import type { StaffServices } from "#app/features/staff/staff-context.server.ts";

export const SITE = "http://localhost:5173";
export const SECURE_SITE = "https://www.sandtonsoundhire.co.za";
export const EMAIL = "anna@sandtonsoundhire.co.za";
export const PASSWORD = "Mixing-desk-2026";
export const IP = "203.0.113.9";
export const SALT = "test-salt-0123456789";
/** The start of a 15-minute window, so lock times are whole. */
export const T0 = new Date("2026-11-21T09:30:00.000Z");
export const MINUTE = 60_000;
export const at = (ms: number) => new Date(T0.getTime() + ms);

export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const FORM_EXPIRED: SignInResult = { status: "refused", message: LOGIN_MESSAGES.formExpired, httpStatus: 403 };
export const INVALID: SignInResult = { status: "refused", message: LOGIN_MESSAGES.invalid, httpStatus: 401 };
export const NOT_FROM_STAFF_AREA = "This request did not come from the staff area.";
export const FORM_EXPIRED_TEXT = "This form has expired. Reload the page and try again.";

export const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

export let dir: string;
export let database: AppDatabase;
export let services: StaffServices;
export let logs: MockInstance[];

/** Replaces the services the next calls use (a test's own queue, salt or e-mail channels). */
export function replaceServices(next: StaffServices) {
  services = next;
}

/** A fresh database with one staff account for each test; console output is captured for logged(). */
export function setUpStaffAuthDatabase() {
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "ssh-staff-auth-test-"));
    database = await openDatabase({ databaseFile: join(dir, "site.db") });
    services = { db: database.db, ipHashSalt: SALT, sendingChannels: [], kickOutbox() {} };
    logs = [
      vi.spyOn(console, "log").mockImplementation(() => {}),
      vi.spyOn(console, "warn").mockImplementation(() => {}),
    ];
    const created = await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD });
    expect(created.status).toBe("created");
  });

  afterEach(async () => {
    for (const spy of logs) spy.mockRestore();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

export function logged(): string {
  return logs.flatMap((spy) => spy.mock.calls.map((call) => call.join(" "))).join("\n");
}

export function isSecure(site: string): boolean {
  return site.startsWith("https:");
}

/** A token as React Router's createCookie writes it: the base64 of its JSON, URI-encoded. */
export function cookieValue(token: string): string {
  return encodeURIComponent(btoa(JSON.stringify(token)));
}

export function loginCookie(site: string, token: string): string {
  return `${isSecure(site) ? "__Host-" : ""}staff_login=${cookieValue(token)}`;
}

export function sessionCookie(site: string, token: string): string {
  return `${isSecure(site) ? "__Host-" : ""}staff_session=${cookieValue(token)}`;
}

export interface Attempt {
  ip?: string | null;
  now?: Date;
  site?: string;
  /** More cookies the browser sends along with the sign-in form's. */
  cookies?: string[];
  headers?: Record<string, string>;
}

/** A sign-in from a browser that loaded the form (and so holds its cookie). */
export async function attempt(email: string, password: string, options: Attempt = {}): Promise<SignInResult> {
  const site = options.site ?? SITE;
  const { token } = await loginFormToken(new Request(`${site}/admin/login`));
  const request = new Request(`${site}/admin/login`, {
    method: "POST",
    headers: {
      Cookie: [loginCookie(site, token), ...(options.cookies ?? [])].join("; "),
      Origin: site,
      "Sec-Fetch-Site": "same-origin",
      "User-Agent": "Vitest browser",
      ...options.headers,
    },
  });
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  form.set(LOGIN_TOKEN_FIELD, token);
  return signIn(services, request, form, options.ip === undefined ? IP : options.ip, options.now);
}

export function sessionToken(result: SignInResult, site: string = SITE): string {
  if (result.status !== "signed_in") throw new Error(`not signed in: ${JSON.stringify(result)}`);
  const match = new RegExp(`^${isSecure(site) ? "__Host-" : ""}staff_session=([^;]+);`).exec(result.setCookie[0] ?? "");
  if (!match?.[1]) throw new Error("no session cookie");
  return JSON.parse(atob(decodeURIComponent(match[1]))) as string;
}

/** Signs in and gives the session cookie's token and the session's CSRF token. */
export async function signedIn(options: Attempt = {}): Promise<{ token: string; csrf: string }> {
  const token = sessionToken(await attempt(EMAIL, PASSWORD, options), options.site);
  const row = await database.db
    .selectFrom("staff_sessions")
    .select("csrf_token")
    .where("id_hash", "=", sha256(token))
    .executeTakeFirstOrThrow();
  return { token, csrf: row.csrf_token };
}

export async function sessionRows() {
  return database.db.selectFrom("staff_sessions").selectAll().execute();
}

export async function loginAttemptRows() {
  return database.db.selectFrom("login_attempts").selectAll().execute();
}

/** A refusal for a lock, as signIn answers it: the message and when to try again. */
export function lockedOut(message: (retryAfterMs: number) => string, retryAfterMs: number): SignInResult {
  return {
    status: "refused",
    message: message(retryAfterMs),
    httpStatus: 429,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}

/** The Response admitStaffRequest throws, or a failure when it lets the request in. */
export async function refusal(request: Request): Promise<Response> {
  const outcome: unknown = await admitStaffRequest(services, request).then(
    (staff) => ({ admitted: staff }),
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(outcome)}`);
  return outcome;
}

export function staffPost(
  token: string,
  body: URLSearchParams | FormData | string,
  options: { site?: string; headers?: Record<string, string>; path?: string } = {},
): Request {
  const site = options.site ?? SITE;
  return new Request(`${site}${options.path ?? "/admin/leads/lead-1"}`, {
    method: "POST",
    headers: {
      Cookie: sessionCookie(site, token),
      Origin: site,
      "Sec-Fetch-Site": "same-origin",
      ...(typeof body === "string" || body instanceof URLSearchParams
        ? { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" }
        : {}),
      ...options.headers,
    },
    body,
  });
}
