// Staff sign-in, sessions and request checks.
//
// - Sessions live in the database; the cookie carries a random token and the
//   table keeps only its SHA-256. A new token at every sign-in (no fixation).
// - Cookies are HttpOnly and SameSite=Lax; over HTTPS also Secure with the
//   "__Host-" prefix (staff-cookies.server.ts, React Router's createCookie).
//   Lax still sends the cookie when a member of staff follows a link to a lead
//   from the sales e-mail; Lax never sends it on a cross-site POST.
// - Every state-changing request carries the session's CSRF token (a hidden
//   field) and must come from this origin; sign-in itself is protected by a
//   double-submit token, so nobody can sign a browser into their own account.
// - Sign-in attempts are counted in the database (shared by every process)
//   in a sliding window, per account and per client address, before the
//   password is checked (decision 027); the answer never tells whether an
//   address has an account. Password checks are bounded per process, so a
//   flood of sign-ins cannot starve the thread pool that serves files.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { redirect } from "react-router";
import { readStaffToken, staffCookieHeader } from "#app/features/staff/staff-cookies.server.ts";
import {
  CSRF_FIELD,
  LOGIN_TOKEN_FIELD,
  LOGIN_MESSAGES,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
  accountLockedMessage,
  isPlausibleEmail,
  networkLockedMessage,
  normaliseStaffEmail,
} from "#app/features/staff/auth/staff-auth.ts";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import {
  type LoginLock,
  PASSWORD_CHECKS,
  PASSWORD_CHECKS_BUSY_RETRY_AFTER_S,
  passwordCheckConcurrency,
} from "#app/features/staff/login-limits.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "#app/features/staff/auth/password.server.ts";
import { addressRateLimitKey, hashIp } from "#app/platform/db/ip-hash.server.ts";
import {
  type LoginSubject,
  currentLoginLock,
  recordFailedLogin,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from "#app/features/staff/auth/login-attempts.server.ts";
import {
  type StaffUser,
  createStaffSession,
  deleteStaffSession,
  findStaffByEmail,
  findStaffSession,
  touchStaffSession,
} from "#app/features/staff/staff-db.server.ts";
import { logInfo, logWarn } from "#app/platform/log/log.server.ts";
import type { SignedInStaff, StaffServices } from "#app/features/staff/staff-context.server.ts";

const TOKEN_BYTES = 32;
/** The sign-in form's token lasts as long as a sign-in could reasonably take. */
const LOGIN_TOKEN_MAX_AGE_S = 60 * 60;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  // Compared as bytes: a token of as many characters may still differ in byte
  // length (any character beyond ASCII), which timingSafeEqual refuses by throwing.
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/** A Set-Cookie value that deletes the session cookie. */
export function clearSessionCookie(request: Request): Promise<string> {
  return staffCookieHeader("session", request, "", 0);
}

// ---------------------------------------------------------------------------
// The sign-in form

/** The sign-in form's token: the one in the browser's cookie, or a new one to set. */
export async function loginFormToken(request: Request): Promise<{ token: string; setCookie?: string }> {
  const existing = await readStaffToken("login", request);
  if (existing) return { token: existing };
  const token = newToken();
  return { token, setCookie: await staffCookieHeader("login", request, token, LOGIN_TOKEN_MAX_AGE_S) };
}

export type SignInResult =
  | { status: "signed_in"; setCookie: string[] }
  | {
      status: "refused";
      message: string;
      fieldErrors?: { email?: string; password?: string };
      httpStatus: 400 | 401 | 403 | 429;
      /** With 429: when to try again (the Retry-After header). */
      retryAfterSeconds?: number;
    };

/**
 * The password checks of this process (scrypt on libuv's pool): a few at
 * once (fewer than the cores, so pages keep one), a short line, the rest refused.
 */
export const passwordChecks = createBoundedQueue({
  concurrency: passwordCheckConcurrency(availableParallelism()),
  maxWaiting: PASSWORD_CHECKS.maxWaiting,
});

function loginSubject(email: string, ip: string | null, ipHashSalt: string | undefined): LoginSubject {
  return {
    accountKey: `login:account:${sha256(email).slice(0, 32)}`,
    addressKey: addressRateLimitKey("login", ip, ipHashSalt),
  };
}

function locked(lock: LoginLock): SignInResult {
  logWarn("staff.login_locked", { scope: lock.scope });
  return {
    status: "refused",
    message:
      lock.scope === "address" ? networkLockedMessage(lock.retryAfterMs) : accountLockedMessage(lock.retryAfterMs),
    httpStatus: 429,
    retryAfterSeconds: Math.ceil(lock.retryAfterMs / 1000),
  };
}

export type PasswordCheck =
  | { status: "valid" }
  /** `lock`: the lock this failure set off; `alerted`: it started a burst, and its e-mail is queued. */
  | { status: "wrong"; lock?: LoginLock; alerted: boolean }
  /** Refused before checking: a lock applies (nothing checked, nothing counted). */
  | { status: "locked"; lock: LoginLock }
  /** Refused before checking: every password check is taken and the line is full. */
  | { status: "busy" };

/**
 * Checks a staff password under the one lock-out policy and in the one
 * bounded queue (decision 027): signing in and confirming one's current
 * password both come here, so a guess counts the same wherever it is made.
 * A locked attempt is answered before it takes a turn or writes anything;
 * within its turn the attempt is counted before the check, in one
 * transaction, so concurrent guesses cannot all slip under the limit. A
 * wrong password counts as a failed sign-in of that account from that
 * address (and may start the burst e-mail); a right one clears them.
 * `account` undefined: an address with no account, checked against a
 * dummy hash in the same time.
 */
export async function checkStaffPassword(
  services: StaffServices,
  input: { email: string; account: StaffUser | undefined; password: string; ip: string | null; now?: Date },
): Promise<PasswordCheck> {
  const { db } = services;
  const { account, password, ip } = input;
  const now = input.now ?? new Date();
  const subject: LoginSubject = {
    ...loginSubject(input.email, ip, services.ipHashSalt),
    ...(account ? { staff: { id: account.id, email: account.email } } : {}),
  };
  const lockedNow = await currentLoginLock(db, subject, now);
  if (lockedNow) return { status: "locked", lock: lockedNow };

  const turn = (services.passwordChecks ?? passwordChecks).tryRun(async () => {
    const reservation = await reserveLoginAttempt(db, subject, now);
    if (reservation.status === "locked") return { reservation, valid: false };
    try {
      const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDummy(password);
      return { reservation, valid };
    } catch (error) {
      await releaseLoginAttempt(db, reservation.attemptId);
      throw error;
    }
  });
  if (!turn) return { status: "busy" };
  const { reservation, valid } = await turn;
  if (reservation.status === "locked") return { status: "locked", lock: reservation.lock };
  if (!account || !valid) {
    const alert = await recordFailedLogin(db, subject, reservation.attemptId, {
      alertsSendable: services.sendingChannels.includes("staff_alert"),
      now,
    });
    if (alert) services.kickOutbox();
    return {
      status: "wrong",
      alerted: alert !== undefined,
      ...(reservation.lockIfFailed ? { lock: reservation.lockIfFailed } : {}),
    };
  }
  await recordSuccessfulLogin(
    db,
    { ...subject, staff: { id: account.id, email: account.email } },
    reservation.attemptId,
    now,
  );
  return { status: "valid" };
}

/**
 * Hashes a new staff password (joining, a reset, a change) in the same
 * bounded queue as the checks: scrypt costs the same either way. Undefined
 * when the line is full.
 */
export async function hashStaffPassword(services: StaffServices, password: string): Promise<string | undefined> {
  return (services.passwordChecks ?? passwordChecks).tryRun(() => hashPassword(password));
}

export async function signIn(
  services: StaffServices,
  request: Request,
  form: FormData,
  ip: string | null,
  now: Date = new Date(),
): Promise<SignInResult> {
  const cookieToken = await readStaffToken("login", request);
  if (!cookieToken || !sameToken(form.get(LOGIN_TOKEN_FIELD), cookieToken) || !sameOrigin(request)) {
    return { status: "refused", message: LOGIN_MESSAGES.formExpired, httpStatus: 403 };
  }

  const rawEmail = form.get("email");
  const password = form.get("password");
  const email = typeof rawEmail === "string" ? normaliseStaffEmail(rawEmail) : "";
  const fieldErrors: { email?: string; password?: string } = {};
  if (!email) fieldErrors.email = LOGIN_MESSAGES.emailRequired;
  else if (!isPlausibleEmail(email)) fieldErrors.email = LOGIN_MESSAGES.emailInvalid;
  if (typeof password !== "string" || password.length === 0) fieldErrors.password = LOGIN_MESSAGES.passwordRequired;
  if (fieldErrors.email || fieldErrors.password || typeof password !== "string") {
    return { status: "refused", message: "Please correct the highlighted fields.", fieldErrors, httpStatus: 400 };
  }

  const { db } = services;
  const staff = await findStaffByEmail(db, email);
  const check = await checkStaffPassword(services, { email, account: staff, password, ip, now });
  if (check.status === "locked") return locked(check.lock);
  if (check.status === "busy") {
    logWarn("staff.login_busy", {});
    return {
      status: "refused",
      message: LOGIN_MESSAGES.busy,
      httpStatus: 429,
      retryAfterSeconds: PASSWORD_CHECKS_BUSY_RETRY_AFTER_S,
    };
  }
  if (check.status === "wrong" || !staff) {
    logWarn("staff.login_failed", { alerted: check.status === "wrong" && check.alerted });
    // The failure that sets off a lock says so, rather than letting the next try find out.
    if (check.status === "wrong" && check.lock) return locked(check.lock);
    return { status: "refused", message: LOGIN_MESSAGES.invalid, httpStatus: 401 };
  }

  const token = newToken();
  await createStaffSession(db, {
    idHash: sha256(token),
    staffId: staff.id,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + Math.min(SESSION_IDLE_MS, SESSION_ABSOLUTE_MS)),
    ipHash: hashIp(ip, services.ipHashSalt),
    userAgent: request.headers.get("User-Agent"),
    now,
  });
  // A session cookie the browser already held (someone else's, planted) is replaced, and its row removed.
  const previous = await readStaffToken("session", request);
  if (previous) await deleteStaffSession(db, sha256(previous));
  logInfo("staff.signed_in", { staffId: staff.id });
  return {
    status: "signed_in",
    setCookie: [
      await staffCookieHeader("session", request, token, SESSION_ABSOLUTE_MS / 1000),
      await staffCookieHeader("login", request, "", 0),
    ],
  };
}

// ---------------------------------------------------------------------------
// Requests inside the staff area

/** The signed-in member of staff for this request, or undefined. Refreshes the session's idle limit. */
export async function currentStaff(
  services: StaffServices,
  request: Request,
  now: Date = new Date(),
): Promise<SignedInStaff | undefined> {
  const token = await readStaffToken("session", request);
  if (!token) return undefined;
  const idHash = sha256(token);
  const found = await findStaffSession(services.db, idHash, now);
  if (!found) return undefined;
  const { session, staff } = found;
  if (now.getTime() - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_EVERY_MS) {
    const absoluteEnd = Date.parse(session.createdAt) + SESSION_ABSOLUTE_MS;
    await touchStaffSession(services.db, idHash, now, new Date(Math.min(absoluteEnd, now.getTime() + SESSION_IDLE_MS)));
  }
  return {
    staffId: staff.id,
    email: staff.email,
    role: staff.role,
    csrfToken: session.csrfToken,
    sessionIdHash: idHash,
  };
}

/**
 * True when the request comes from one of this site's own pages. Browsers
 * send Origin on every POST; Sec-Fetch-Site says "cross-site" for a form
 * another site submits. A request with neither (a script, not a browser) is
 * still stopped by the CSRF token.
 */
export function sameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("Origin");
  if (origin && origin !== new URL(request.url).origin) return false;
  return true;
}

function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

const PLAIN_TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * Lets a request into the staff area, or answers for it: a page asked for
 * without a session goes to the sign-in page (and comes back after); anything
 * else without a session gets 401; a state-changing request from another
 * site or without the session's CSRF token gets 403. Roles are not its
 * business: each route asks for its permission (require-staff.server.ts).
 */
export async function admitStaffRequest(services: StaffServices, request: Request): Promise<SignedInStaff> {
  const staff = await currentStaff(services, request);
  const url = new URL(request.url);
  if (!staff) {
    const hadCookie = (await readStaffToken("session", request)) !== undefined;
    const headers = new Headers(PLAIN_TEXT);
    if (hadCookie) headers.append("Set-Cookie", await clearSessionCookie(request));
    if (isSafeMethod(request.method)) {
      const next = `${url.pathname}${url.search}`;
      headers.delete("Content-Type");
      throw redirect(`/admin/login?next=${encodeURIComponent(next)}`, { headers });
    }
    throw new Response("Sign in to the staff area first.", { status: 401, headers });
  }
  if (!isSafeMethod(request.method)) {
    if (!sameOrigin(request)) {
      logWarn("staff.csrf_refused", { reason: "origin", path: url.pathname });
      throw new Response("This request did not come from the staff area.", { status: 403, headers: PLAIN_TEXT });
    }
    const contentType = request.headers.get("Content-Type") ?? "";
    const form =
      contentType.startsWith("application/x-www-form-urlencoded") || contentType.startsWith("multipart/form-data")
        ? await request
            .clone()
            .formData()
            .catch(() => undefined) // a broken body carries no token
        : undefined;
    if (!form || !sameToken(form.get(CSRF_FIELD), staff.csrfToken)) {
      logWarn("staff.csrf_refused", { reason: "token", path: url.pathname });
      throw new Response("This form has expired. Reload the page and try again.", { status: 403, headers: PLAIN_TEXT });
    }
  }
  // What the role may do is asked by each route's loader and action (requireStaff), never read from the path.
  return staff;
}

/**
 * For the staff forms outside the signed-in area that act on a link's token
 * (joining, a password reset) or send e-mail (a forgotten password): only a
 * post from this site's own page is taken.
 */
export function refuseCrossSitePost(request: Request): void {
  if (sameOrigin(request)) return;
  logWarn("staff.csrf_refused", { reason: "origin", path: new URL(request.url).pathname });
  throw new Response("This request did not come from the staff area.", { status: 403, headers: PLAIN_TEXT });
}

/** Ends the session in the database and in the browser. */
export async function signOut(services: StaffServices, request: Request, staff: SignedInStaff): Promise<string> {
  await deleteStaffSession(services.db, staff.sessionIdHash);
  logInfo("staff.signed_out", { staffId: staff.staffId });
  return clearSessionCookie(request);
}
