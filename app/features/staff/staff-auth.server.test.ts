// Staff sign-in, sessions and request checks against a real SQLite database
// and real Request objects.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from "#app/features/staff/login-limits.ts";
import {
  CSRF_FIELD,
  LOGIN_MESSAGES,
  LOGIN_TOKEN_FIELD,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  accountLockedMessage,
  networkLockedMessage,
  safeAdminRedirect,
} from "#app/features/staff/auth/staff-auth.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { hashIp } from "#app/platform/db/ip-hash.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import {
  type SignInResult,
  admitStaffRequest,
  checkStaffPassword,
  clearSessionCookie,
  currentStaff,
  hashStaffPassword,
  loginFormToken,
  sameOrigin,
  sameToken,
  signIn,
  signOut,
} from "#app/features/staff/staff-auth.server.ts";
import type { StaffServices } from "#app/features/staff/staff-context.server.ts";

const SITE = "http://localhost:5173";
const SECURE_SITE = "https://www.sandtonsoundhire.co.za";
const EMAIL = "anna@sandtonsoundhire.co.za";
const PASSWORD = "Mixing-desk-2026";
const IP = "203.0.113.9";
const SALT = "test-salt-0123456789";
/** The start of a 15-minute window, so lock times are whole. */
const T0 = new Date("2026-11-21T09:30:00.000Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const FORM_EXPIRED: SignInResult = { status: "refused", message: LOGIN_MESSAGES.formExpired, httpStatus: 403 };
const INVALID: SignInResult = { status: "refused", message: LOGIN_MESSAGES.invalid, httpStatus: 401 };
const NOT_FROM_STAFF_AREA = "This request did not come from the staff area.";
const FORM_EXPIRED_TEXT = "This form has expired. Reload the page and try again.";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

let dir: string;
let database: AppDatabase;
let services: StaffServices;
let logs: MockInstance[];

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

function logged(): string {
  return logs.flatMap((spy) => spy.mock.calls.map((call) => call.join(" "))).join("\n");
}

function isSecure(site: string): boolean {
  return site.startsWith("https:");
}

/** A token as React Router's createCookie writes it: the base64 of its JSON, URI-encoded. */
function cookieValue(token: string): string {
  return encodeURIComponent(btoa(JSON.stringify(token)));
}

function loginCookie(site: string, token: string): string {
  return `${isSecure(site) ? "__Host-" : ""}staff_login=${cookieValue(token)}`;
}

function sessionCookie(site: string, token: string): string {
  return `${isSecure(site) ? "__Host-" : ""}staff_session=${cookieValue(token)}`;
}

interface Attempt {
  ip?: string | null;
  now?: Date;
  site?: string;
  /** More cookies the browser sends along with the sign-in form's. */
  cookies?: string[];
  headers?: Record<string, string>;
}

/** A sign-in from a browser that loaded the form (and so holds its cookie). */
async function attempt(email: string, password: string, options: Attempt = {}): Promise<SignInResult> {
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

function sessionToken(result: SignInResult, site: string = SITE): string {
  if (result.status !== "signed_in") throw new Error(`not signed in: ${JSON.stringify(result)}`);
  const match = new RegExp(`^${isSecure(site) ? "__Host-" : ""}staff_session=([^;]+);`).exec(result.setCookie[0] ?? "");
  if (!match?.[1]) throw new Error("no session cookie");
  return JSON.parse(atob(decodeURIComponent(match[1]))) as string;
}

/** Signs in and gives the session cookie's token and the session's CSRF token. */
async function signedIn(options: Attempt = {}): Promise<{ token: string; csrf: string }> {
  const token = sessionToken(await attempt(EMAIL, PASSWORD, options), options.site);
  const row = await database.db
    .selectFrom("staff_sessions")
    .select("csrf_token")
    .where("id_hash", "=", sha256(token))
    .executeTakeFirstOrThrow();
  return { token, csrf: row.csrf_token };
}

async function sessionRows() {
  return database.db.selectFrom("staff_sessions").selectAll().execute();
}

async function loginAttemptRows() {
  return database.db.selectFrom("login_attempts").selectAll().execute();
}

/** A refusal for a lock, as signIn answers it: the message and when to try again. */
function lockedOut(message: (retryAfterMs: number) => string, retryAfterMs: number): SignInResult {
  return {
    status: "refused",
    message: message(retryAfterMs),
    httpStatus: 429,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  };
}

/** The Response admitStaffRequest throws, or a failure when it lets the request in. */
async function refusal(request: Request): Promise<Response> {
  const outcome: unknown = await admitStaffRequest(services, request).then(
    (staff) => ({ admitted: staff }),
    (thrown: unknown) => thrown,
  );
  if (!(outcome instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function staffPost(
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

describe("loginFormToken", () => {
  it("sets a Strict, HttpOnly cookie without Secure over plain HTTP", async () => {
    const { token, setCookie } = await loginFormToken(new Request(`${SITE}/admin/login`));
    expect(token).toMatch(TOKEN);
    expect(setCookie).toBe(`staff_login=${cookieValue(token)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict`);
  });

  it("uses the __Host- prefix and Secure over HTTPS", async () => {
    const { token, setCookie } = await loginFormToken(new Request(`${SECURE_SITE}/admin/login`));
    expect(token).toMatch(TOKEN);
    expect(setCookie).toBe(
      `__Host-staff_login=${cookieValue(token)}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it("reuses the token the browser already holds", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const again = await loginFormToken(
      new Request(`${SITE}/admin/login`, { headers: { Cookie: `theme=dark; staff_login=${cookieValue(token)}` } }),
    );
    expect(again).toEqual({ token });
  });

  it("ignores a cookie without the __Host- prefix over HTTPS", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const secure = await loginFormToken(
      new Request(`${SECURE_SITE}/admin/login`, { headers: { Cookie: `staff_login=${cookieValue(token)}` } }),
    );
    expect(secure.token).not.toBe(token);
    expect(secure.setCookie).toContain("__Host-staff_login=");
  });

  it("gives every new browser its own token", async () => {
    const issued = await Promise.all(
      Array.from({ length: 5 }, () => loginFormToken(new Request(`${SITE}/admin/login`))),
    );
    const tokens = new Set(issued.map(({ token }) => token));
    expect(tokens.size).toBe(5);
  });
});

// Several tests here hash many passwords (scrypt at full strength): room for a busy machine.
describe("signIn", { timeout: 30_000 }, () => {
  it("signs in with the right password and starts a session", async () => {
    const now = new Date();
    const result = await attempt(EMAIL, PASSWORD, { now });
    if (result.status !== "signed_in") throw new Error(JSON.stringify(result));
    const token = sessionToken(result);
    expect(token).toMatch(TOKEN);
    expect(result.setCookie).toEqual([
      `staff_session=${cookieValue(token)}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`,
      "staff_login=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    ]);

    const staff = await findStaffByEmail(database.db, EMAIL);
    expect(staff?.lastLoginAt).toBe(now.toISOString());
    const rows = await sessionRows();
    expect(rows).toEqual([
      {
        id_hash: sha256(token),
        staff_id: staff?.id,
        csrf_token: expect.stringMatching(TOKEN) as unknown as string,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
        ip_hash: hashIp(IP, SALT),
        user_agent: "Vitest browser",
      },
    ]);
    // Only the token's hash is kept.
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.csrf_token).not.toBe(token);
    expect(logged()).not.toContain(PASSWORD);
  });

  it("sets Secure __Host- cookies over HTTPS", async () => {
    const result = await attempt(EMAIL, PASSWORD, { site: SECURE_SITE });
    const token = sessionToken(result, SECURE_SITE);
    expect(result).toEqual({
      status: "signed_in",
      setCookie: [
        `__Host-staff_session=${cookieValue(token)}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax`,
        "__Host-staff_login=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
      ],
    });
  });

  it("accepts the address in any case and with spaces around it", async () => {
    expect((await attempt("  Anna@SandtonSoundHire.CO.ZA ", PASSWORD)).status).toBe("signed_in");
  });

  it("stores no address hash without a salt or a client address", async () => {
    services = { ...services, ipHashSalt: undefined };
    await attempt(EMAIL, PASSWORD);
    services = { ...services, ipHashSalt: SALT };
    await attempt(EMAIL, PASSWORD, { ip: null });
    expect((await sessionRows()).map((row) => row.ip_hash)).toEqual([null, null]);
  });

  describe("refuses a form that did not come from the sign-in page", () => {
    function post(cookie: string | undefined, formToken: string | undefined, headers: Record<string, string> = {}) {
      const request = new Request(`${SITE}/admin/login`, {
        method: "POST",
        headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: SITE, ...headers },
      });
      const form = new FormData();
      form.set("email", EMAIL);
      form.set("password", PASSWORD);
      if (formToken !== undefined) form.set(LOGIN_TOKEN_FIELD, formToken);
      return signIn(services, request, form, IP);
    }

    it("without the sign-in cookie", async () => {
      const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
      expect(await post(undefined, token)).toEqual(FORM_EXPIRED);
      expect(await post("theme=dark", token)).toEqual(FORM_EXPIRED);
    });

    it("without the form's token, or with another one", async () => {
      const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
      const other = (await loginFormToken(new Request(`${SITE}/admin/login`))).token;
      expect(await post(`staff_login=${cookieValue(token)}`, undefined)).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, "")).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, other)).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, token.slice(1))).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, `${token}x`)).toEqual(FORM_EXPIRED);
    });

    it("from another origin", async () => {
      expect(await attempt(EMAIL, PASSWORD, { headers: { Origin: "https://evil.example" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { Origin: "https://localhost:5173" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { "Sec-Fetch-Site": "cross-site" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { "Sec-Fetch-Site": "same-site" } })).toEqual(FORM_EXPIRED);
    });

    it("and counts none of these as a failed sign-in", async () => {
      await attempt(EMAIL, "wrong password!", { headers: { Origin: "https://evil.example" } });
      await post(undefined, undefined);
      expect(await loginAttemptRows()).toEqual([]);
      expect(await sessionRows()).toEqual([]);
    });
  });

  it("names each missing or malformed field", async () => {
    const correct = "Please correct the highlighted fields.";
    expect(await attempt("", "")).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired },
      httpStatus: 400,
    });
    expect(await attempt("   ", PASSWORD)).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired },
      httpStatus: 400,
    });
    expect(await attempt("anna", PASSWORD)).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailInvalid },
      httpStatus: 400,
    });
    expect(await attempt(EMAIL, "")).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { password: LOGIN_MESSAGES.passwordRequired },
      httpStatus: 400,
    });
    expect(await loginAttemptRows()).toEqual([]);
  });

  it("treats fields missing from the form as empty", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const request = new Request(`${SITE}/admin/login`, {
      method: "POST",
      headers: { Cookie: `staff_login=${cookieValue(token)}`, Origin: SITE },
    });
    const form = new FormData();
    form.set(LOGIN_TOKEN_FIELD, token);
    const result = await signIn(services, request, form, IP);
    expect(result).toMatchObject({
      httpStatus: 400,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired },
    });
  });

  it("gives the same answer for an unknown address and a wrong password", async () => {
    const unknown = await attempt("nobody@sandtonsoundhire.co.za", PASSWORD);
    const wrong = await attempt(EMAIL, "Mixing-desk-2025");
    expect(unknown).toEqual(INVALID);
    expect(wrong).toEqual(INVALID);
    expect(unknown).toEqual(wrong);
    expect(await sessionRows()).toEqual([]);
    expect(logged()).not.toContain("Mixing-desk");
  });

  it("locks an address out of an account after five failures from it, for fifteen minutes from the oldest", async () => {
    expect(LOGIN_LIMITS.perAccountFromAddress).toBe(5);
    for (let i = 0; i < 4; i++) {
      expect(await attempt(EMAIL, `wrong password ${i}`, { now: at(i * MINUTE) })).toEqual(INVALID);
    }
    // The failure that sets the lock off says so.
    expect(await attempt(EMAIL, "wrong password 5", { now: at(4 * MINUTE) })).toEqual(
      lockedOut(accountLockedMessage, 11 * MINUTE),
    );
    expect(accountLockedMessage(11 * MINUTE)).toContain("11 minutes");

    // Even the right password, in any spelling of the address, from that address.
    expect(await attempt(EMAIL, PASSWORD, { now: at(5 * MINUTE) })).toEqual(
      lockedOut(accountLockedMessage, 10 * MINUTE),
    );
    expect(await attempt(` ${EMAIL.toUpperCase()}`, PASSWORD, { now: at(5 * MINUTE) })).toMatchObject({
      httpStatus: 429,
    });
    expect(await sessionRows()).toEqual([]);

    // Another address typed from the same network is not affected.
    expect(await attempt("ben@sandtonsoundhire.co.za", "whatever-it-is", { now: at(5 * MINUTE) })).toEqual(INVALID);

    // The window slides: once the oldest failure is fifteen minutes old, the address may try again.
    expect(await attempt(EMAIL, PASSWORD, { now: at(15 * MINUTE - 1000) })).toMatchObject({ httpStatus: 429 });
    expect((await attempt(EMAIL, PASSWORD, { now: at(15 * MINUTE) })).status).toBe("signed_in");
  });

  it("does not reset at a quarter of the clock: five failures around 09:45 still lock at 09:46", async () => {
    // T0 is 09:30; a fixed window would have forgotten these at 09:45.
    for (let i = 0; i < 4; i++) {
      expect(await attempt(EMAIL, `wrong ${i}`, { now: at(13 * MINUTE + i * 30_000) })).toEqual(INVALID);
    }
    expect(await attempt(EMAIL, "wrong 4", { now: at(15 * MINUTE) })).toMatchObject({ httpStatus: 429 });
    expect(await attempt(EMAIL, PASSWORD, { now: at(16 * MINUTE) })).toEqual(
      lockedOut(accountLockedMessage, 12 * MINUTE),
    );
  });

  it("locks the flooding address out, not the account: the staff member signs in from another address", async () => {
    const flood = "198.51.100.66";
    for (let i = 0; i < 4; i++) expect(await attempt(EMAIL, `guess ${i}`, { ip: flood, now: T0 })).toEqual(INVALID);
    expect(await attempt(EMAIL, "guess 5", { ip: flood, now: T0 })).toMatchObject({ httpStatus: 429 });
    expect(await attempt(EMAIL, PASSWORD, { ip: flood, now: at(MINUTE) })).toMatchObject({ httpStatus: 429 });
    expect((await attempt(EMAIL, PASSWORD, { ip: IP, now: at(MINUTE) })).status).toBe("signed_in");
  });

  it("locks an address that has no account in the same way", async () => {
    const ghost = "ghost@sandtonsoundhire.co.za";
    const results = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromAddress; i++)
      results.push(await attempt(ghost, `guess number ${i}`, { now: T0 }));
    expect(results).toEqual([INVALID, INVALID, INVALID, INVALID, lockedOut(accountLockedMessage, LOGIN_WINDOW_MS)]);
    expect(await attempt("GHOST@sandtonsoundhire.co.za", "guess number 6", { now: at(MINUTE) })).toEqual(
      lockedOut(accountLockedMessage, 14 * MINUTE),
    );
  });

  it("forgets an address's failures once it signs in", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromAddress - 1; i++)
      expect(await attempt(EMAIL, `wrong ${i}`, { now: T0 })).toEqual(INVALID);
    expect((await attempt(EMAIL, PASSWORD, { now: T0 })).status).toBe("signed_in");
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromAddress - 1; i++)
      expect(await attempt(EMAIL, `again ${i}`, { now: T0 })).toEqual(INVALID);
  });

  it("locks a network after twenty failures, whatever the address, and no other network", async () => {
    expect(LOGIN_LIMITS.perAddress).toBe(20);
    // A line long enough for all of them: the process's own would turn most away (tested below).
    services = { ...services, passwordChecks: createBoundedQueue({ concurrency: 2, maxWaiting: 100 }) };
    const results = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAddress + 5 }, (_, i) =>
        attempt(`visitor${i}@example.co.za`, "not the password", { now: T0 }),
      ),
    );
    // However they interleave: nineteen plain failures, the twentieth says the network is locked, the rest refused unchecked.
    const networkLockedNow = lockedOut(networkLockedMessage, LOGIN_WINDOW_MS);
    expect(results.filter((result) => JSON.stringify(result) === JSON.stringify(INVALID))).toHaveLength(19);
    expect(results.filter((result) => JSON.stringify(result) === JSON.stringify(networkLockedNow))).toHaveLength(6);
    expect(await loginAttemptRows()).toHaveLength(20);

    const networkLocked = lockedOut(networkLockedMessage, 10 * MINUTE);
    expect(await attempt(EMAIL, PASSWORD, { now: at(5 * MINUTE) })).toEqual(networkLocked);
    // The same client written as an IPv4-mapped IPv6 address.
    expect(await attempt(EMAIL, PASSWORD, { now: at(5 * MINUTE), ip: `::ffff:${IP}` })).toEqual(networkLocked);
    expect(await sessionRows()).toEqual([]);

    expect((await attempt(EMAIL, PASSWORD, { now: at(5 * MINUTE), ip: "198.51.100.7" })).status).toBe("signed_in");
  });

  it("answers 429 with Retry-After when every password check is taken, and counts nothing", async () => {
    const full = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    const holding = full.tryRun(() => new Promise<void>(() => {}));
    expect(holding).toBeInstanceOf(Promise);
    services = { ...services, passwordChecks: full };
    expect(await attempt(EMAIL, PASSWORD)).toEqual({
      status: "refused",
      message: "Too many sign-ins are being checked at this moment. Please wait a few seconds and try again.",
      httpStatus: 429,
      retryAfterSeconds: 5,
    });
    expect(await loginAttemptRows()).toEqual([]);
    expect(await sessionRows()).toEqual([]);
    services = { ...services, passwordChecks: undefined };
    expect((await attempt(EMAIL, PASSWORD)).status).toBe("signed_in");
  });

  it("e-mails the staff member once for a burst of failures, when e-mail can be sent", async () => {
    let kicks = 0;
    services = { ...services, sendingChannels: ["email", "staff_alert"], kickOutbox: () => (kicks += 1) };
    for (let i = 0; i < 12; i++) {
      await attempt(EMAIL, `guess ${i}`, { ip: `198.51.100.${i}`, now: at(i * 10_000) });
    }
    const alerts = await database.db.selectFrom("outbox").selectAll().where("channel", "=", "staff_alert").execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.lead_id).toBeNull();
    expect(JSON.parse(alerts[0]?.payload ?? "{}")).toEqual({
      kind: "failed_sign_ins",
      email: EMAIL,
      failures: 5,
      networks: 5,
      firstAt: T0.toISOString(),
      lastAt: at(40_000).toISOString(),
    });
    expect(kicks).toBe(1);
    expect(logged()).not.toContain("guess");
  });

  it("removes the session the browser held before (no fixation)", async () => {
    const first = sessionToken(await attempt(EMAIL, PASSWORD));
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(first)]);

    const second = sessionToken(await attempt(EMAIL, PASSWORD, { cookies: [`staff_session=${cookieValue(first)}`] }));
    expect(second).not.toBe(first);
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(second)]);
  });

  it("signs in past a planted cookie that has no session", async () => {
    const planted = "planted-token-from-somebody-else";
    const token = sessionToken(await attempt(EMAIL, PASSWORD, { cookies: [`staff_session=${cookieValue(planted)}`] }));
    expect(token).not.toBe(planted);
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(token)]);
  });
});

describe("checkStaffPassword (a current password confirmed on the account page)", () => {
  const check = async (password: string, now: Date = T0) =>
    checkStaffPassword(services, {
      email: EMAIL,
      account: await findStaffByEmail(database.db, EMAIL),
      password,
      ip: IP,
      now,
    });

  it("counts a wrong password as a failed sign-in of the account: the fifth locks that address, sign-in included", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromAddress - 1; i++)
      expect(await check(`guess ${i}`)).toEqual({ status: "wrong", alerted: false });
    const fifth = await check("guess 5");
    expect(fifth).toMatchObject({
      status: "wrong",
      lock: { scope: "account_from_address", retryAfterMs: LOGIN_WINDOW_MS },
    });
    // The right password is now refused unchecked, here and at the sign-in form.
    expect(await check(PASSWORD, at(MINUTE))).toEqual({
      status: "locked",
      lock: { scope: "account_from_address", retryAfterMs: LOGIN_WINDOW_MS - MINUTE },
    });
    expect(await attempt(EMAIL, PASSWORD, { now: at(MINUTE) })).toEqual(
      lockedOut(accountLockedMessage, LOGIN_WINDOW_MS - MINUTE),
    );
  });

  it("clears the address's failures when the password is right, as a sign-in does", async () => {
    for (let i = 0; i < 3; i++) await check(`guess ${i}`);
    expect(await check(PASSWORD)).toEqual({ status: "valid" });
    expect(await loginAttemptRows()).toEqual([]);
  });

  it("waits its turn in the same queue: busy when every check is taken, and nothing counted", async () => {
    const full = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    expect(full.tryRun(() => new Promise<void>(() => {}))).toBeInstanceOf(Promise);
    services = { ...services, passwordChecks: full };
    expect(await check("a guess")).toEqual({ status: "busy" });
    expect(await hashStaffPassword(services, "A new password for the office")).toBeUndefined();
    expect(await loginAttemptRows()).toEqual([]);
  });

  it("hashes a new password in the queue when a turn is free", async () => {
    const hash = await hashStaffPassword(services, "A new password for the office");
    expect(hash).toMatch(/^scrypt\$/);
  });
});

describe("admitStaffRequest", () => {
  it("sends a page request without a session to the sign-in page, and back afterwards", async () => {
    const response = await refusal(new Request(`${SITE}/admin/leads?status=open&page=2`));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe(`/admin/login?next=${encodeURIComponent("/admin/leads?status=open&page=2")}`);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(safeAdminRedirect(new URL(location, SITE).searchParams.get("next"))).toBe("/admin/leads?status=open&page=2");

    const head = await refusal(new Request(`${SITE}/admin`, { method: "HEAD" }));
    expect(head.status).toBe(302);
    expect(head.headers.get("Location")).toBe("/admin/login?next=%2Fadmin");
  });

  it("clears a session cookie that no longer has a session", async () => {
    const response = await refusal(
      new Request(`${SITE}/admin`, { headers: { Cookie: `staff_session=${cookieValue("unknown-token")}` } }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBe("staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("answers 401 to anything else without a session", async () => {
    const response = await refusal(staffPost("unknown-token", new URLSearchParams({ csrf: "x" })));
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("Sign in to the staff area first.");
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    const bare = await refusal(new Request(`${SITE}/admin/leads/lead-1`, { method: "POST" }));
    expect(bare.status).toBe(401);
    expect(bare.headers.get("Set-Cookie")).toBeNull();
  });

  it("lets a page request with a session in", async () => {
    const { token, csrf } = await signedIn();
    const staff = await admitStaffRequest(
      services,
      new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }),
    );
    const account = await findStaffByEmail(database.db, EMAIL);
    expect(staff).toEqual({
      staffId: account?.id,
      email: EMAIL,
      role: "owner",
      csrfToken: csrf,
      sessionIdHash: sha256(token),
    });
  });

  it("admits a live session whatever its role: each route asks for its own permission (requireStaff)", async () => {
    const { token } = await signedIn();
    const page = (path: string) => new Request(`${SITE}${path}`, { headers: { Cookie: sessionCookie(SITE, token) } });
    await database.db.updateTable("staff_users").set({ role: "editor" }).where("email", "=", EMAIL).execute();
    for (const path of ["/admin", "/admin/staff", "/admin/leads/lead-1", "/admin/Staff"])
      expect((await admitStaffRequest(services, page(path))).role, path).toBe("editor");
  });

  it("refuses a state-changing request without the session's CSRF token", async () => {
    const { token, csrf } = await signedIn();
    const cases: Request[] = [
      staffPost(token, new URLSearchParams({ note: "hi" })),
      staffPost(token, new URLSearchParams({ csrf: "" })),
      staffPost(token, new URLSearchParams({ csrf: `${csrf.slice(0, -1)}${csrf.endsWith("A") ? "B" : "A"}` })),
      staffPost(token, new URLSearchParams({ csrf: csrf.slice(1) })),
      staffPost(token, JSON.stringify({ csrf }), { headers: { "Content-Type": "application/json" } }),
      new Request(`${SITE}/admin/leads/lead-1`, {
        method: "POST",
        headers: { Cookie: sessionCookie(SITE, token), Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      }),
    ];
    for (const request of cases) {
      const response = await refusal(request);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(FORM_EXPIRED_TEXT);
    }
  });

  it("refuses a form body that cannot be read as one, without throwing", async () => {
    const { token, csrf } = await signedIn();
    const broken = staffPost(token, `--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}`, {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    const response = await refusal(broken);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(FORM_EXPIRED_TEXT);
  });

  it("refuses a state-changing request from another site, even with the token", async () => {
    const { token, csrf } = await signedIn();
    const body = () => new URLSearchParams({ [CSRF_FIELD]: csrf });
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "http://localhost:5174" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await refusal(staffPost(token, body(), { headers }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(NOT_FROM_STAFF_AREA);
    }
  });

  it("lets a same-origin form with the token in, leaving the body for the action", async () => {
    const { token, csrf } = await signedIn();
    const request = staffPost(
      token,
      new URLSearchParams({ [CSRF_FIELD]: csrf, note: "Called back, wants two speakers" }),
    );
    const staff = await admitStaffRequest(services, request);
    expect(staff.email).toBe(EMAIL);
    const form = await request.formData();
    expect(form.get("note")).toBe("Called back, wants two speakers");
    expect(form.get(CSRF_FIELD)).toBe(csrf);
  });

  it("reads the token from a multipart form too", async () => {
    const { token, csrf } = await signedIn();
    const body = new FormData();
    body.set(CSRF_FIELD, csrf);
    body.set("status", "won");
    const request = staffPost(token, body);
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data/);
    expect((await admitStaffRequest(services, request)).csrfToken).toBe(csrf);
    expect((await request.formData()).get("status")).toBe("won");
  });

  it("lets a request without Origin or Sec-Fetch-Site in when it carries the token", async () => {
    const { token, csrf } = await signedIn();
    const request = new Request(`${SITE}/admin/leads/lead-1`, {
      method: "POST",
      headers: { Cookie: sessionCookie(SITE, token), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf }),
    });
    expect((await admitStaffRequest(services, request)).email).toBe(EMAIL);
  });

  it("uses the __Host- cookie over HTTPS and ignores an unprefixed one", async () => {
    const { token, csrf } = await signedIn({ site: SECURE_SITE });
    const good = staffPost(token, new URLSearchParams({ [CSRF_FIELD]: csrf }), { site: SECURE_SITE });
    expect((await admitStaffRequest(services, good)).email).toBe(EMAIL);

    const unprefixed = await refusal(
      new Request(`${SECURE_SITE}/admin`, { headers: { Cookie: `staff_session=${cookieValue(token)}` } }),
    );
    expect(unprefixed.status).toBe(302);

    const stale = await refusal(
      new Request(`${SECURE_SITE}/admin`, { headers: { Cookie: `__Host-staff_session=${cookieValue("gone")}` } }),
    );
    expect(stale.headers.get("Set-Cookie")).toBe(
      "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("treats an expired session as none", async () => {
    const { token, csrf } = await signedIn({ now: new Date(Date.now() - SESSION_IDLE_MS - MINUTE) });
    const page = await refusal(new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const post = await refusal(staffPost(token, new URLSearchParams({ [CSRF_FIELD]: csrf })));
    expect(post.status).toBe(401);
  });
});

describe("currentStaff", () => {
  const S = T0;
  const request = (token: string) => new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } });

  async function row(token: string) {
    return database.db.selectFrom("staff_sessions").selectAll().where("id_hash", "=", sha256(token)).executeTakeFirst();
  }

  it("is undefined without a session cookie", async () => {
    expect(await currentStaff(services, new Request(`${SITE}/admin`), S)).toBeUndefined();
  });

  it("moves the idle limit on use, at most once a minute", async () => {
    const { token } = await signedIn({ now: S });
    expect(await currentStaff(services, request(token), new Date(S.getTime() + 30_000))).toBeDefined();
    expect(await row(token)).toMatchObject({
      last_seen_at: S.toISOString(),
      expires_at: new Date(S.getTime() + SESSION_IDLE_MS).toISOString(),
    });

    const later = new Date(S.getTime() + 5 * MINUTE);
    expect(await currentStaff(services, request(token), later)).toBeDefined();
    expect(await row(token)).toMatchObject({
      last_seen_at: later.toISOString(),
      expires_at: new Date(later.getTime() + SESSION_IDLE_MS).toISOString(),
    });
  });

  it("ends a session after two idle hours", async () => {
    const { token } = await signedIn({ now: S });
    expect(await currentStaff(services, request(token), new Date(S.getTime() + SESSION_IDLE_MS - 1))).toBeDefined();
    const idle = new Date(S.getTime() + SESSION_IDLE_MS - 1 + SESSION_IDLE_MS);
    expect(await currentStaff(services, request(token), idle)).toBeUndefined();
  });

  it("never keeps a session past twelve hours, however busy", async () => {
    const { token } = await signedIn({ now: S });
    const end = S.getTime() + SESSION_ABSOLUTE_MS;
    for (let t = S.getTime() + 90 * MINUTE; t < end; t += 90 * MINUTE) {
      expect(await currentStaff(services, request(token), new Date(t)), new Date(t).toISOString()).toBeDefined();
    }
    expect((await row(token))?.expires_at).toBe(new Date(end).toISOString());
    expect(await currentStaff(services, request(token), new Date(end - 1))).toBeDefined();
    expect(await currentStaff(services, request(token), new Date(end))).toBeUndefined();
  });
});

describe("signOut", () => {
  it("ends the session in the database and in the browser", async () => {
    const { token } = await signedIn();
    const staff = await admitStaffRequest(
      services,
      new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }),
    );
    const other = await signedIn();

    const setCookie = await signOut(services, new Request(`${SITE}/admin/logout`, { method: "POST" }), staff);
    expect(setCookie).toBe("staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect((await sessionRows()).map((session) => session.id_hash)).toEqual([sha256(other.token)]);

    const after = await refusal(new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }));
    expect(after.status).toBe(302);
  });

  it("clears the __Host- cookie over HTTPS", async () => {
    expect(await clearSessionCookie(new Request(`${SECURE_SITE}/admin/logout`))).toBe(
      "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });
});

describe("sameOrigin", () => {
  const check = (headers: Record<string, string>) =>
    sameOrigin(new Request(`${SITE}/admin`, { method: "POST", headers }));

  it("accepts this origin, and requests that name none", () => {
    expect(check({})).toBe(true);
    expect(check({ Origin: SITE })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "none" })).toBe(true);
    expect(check({ Origin: SITE, "Sec-Fetch-Site": "same-origin" })).toBe(true);
  });

  it("refuses another origin or a cross-site fetch", () => {
    expect(check({ Origin: "https://evil.example" })).toBe(false);
    expect(check({ Origin: "null" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "cross-site" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "same-site" })).toBe(false);
    expect(check({ Origin: SITE, "Sec-Fetch-Site": "cross-site" })).toBe(false);
  });
});

describe("sameToken", () => {
  it("is true only for the same token, and refuses (never throws) a token of other bytes or another type", () => {
    const token = "a".repeat(43);
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${"a".repeat(42)}b`, token)).toBe(false);
    // As many characters, more bytes: the comparison used to throw here.
    expect(sameToken(`${"a".repeat(42)}é`, token)).toBe(false);
    expect(sameToken("a".repeat(44), token)).toBe(false);
    expect(sameToken(undefined, token)).toBe(false);
  });
});
