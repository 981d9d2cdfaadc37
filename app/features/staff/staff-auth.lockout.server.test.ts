// Staff sign-in lockouts against a real SQLite database: per address, per network,
// the busy password queue, the e-mail about failures and the account page's check.
import { describe, expect, it } from "vitest";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from "#app/features/staff/login-limits.ts";
import { accountLockedMessage, networkLockedMessage } from "#app/features/staff/auth/staff-auth.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { checkStaffPassword, hashStaffPassword } from "#app/features/staff/staff-auth.server.ts";
import {
  EMAIL,
  PASSWORD,
  IP,
  T0,
  MINUTE,
  at,
  INVALID,
  database,
  services,
  setUpStaffAuthDatabase,
  logged,
  attempt,
  sessionRows,
  loginAttemptRows,
  lockedOut,
  replaceServices,
} from "#app/features/staff/staff-auth.test-support.ts";

setUpStaffAuthDatabase();

describe("signIn: lockouts", { timeout: 30_000 }, () => {
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
    replaceServices({ ...services, passwordChecks: createBoundedQueue({ concurrency: 2, maxWaiting: 100 }) });
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
});

describe("signIn: a busy password queue and the e-mail about failures", { timeout: 30_000 }, () => {
  it("answers 429 with Retry-After when every password check is taken, and counts nothing", async () => {
    const full = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    const holding = full.tryRun(() => new Promise<void>(() => {}));
    expect(holding).toBeInstanceOf(Promise);
    replaceServices({ ...services, passwordChecks: full });
    expect(await attempt(EMAIL, PASSWORD)).toEqual({
      status: "refused",
      message: "Too many sign-ins are being checked at this moment. Please wait a few seconds and try again.",
      httpStatus: 429,
      retryAfterSeconds: 5,
    });
    expect(await loginAttemptRows()).toEqual([]);
    expect(await sessionRows()).toEqual([]);
    replaceServices({ ...services, passwordChecks: undefined });
    expect((await attempt(EMAIL, PASSWORD)).status).toBe("signed_in");
  });

  it("e-mails the staff member once for a burst of failures, when e-mail can be sent", async () => {
    let kicks = 0;
    replaceServices({ ...services, sendingChannels: ["email", "staff_alert"], kickOutbox: () => (kicks += 1) });
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
    replaceServices({ ...services, passwordChecks: full });
    expect(await check("a guess")).toEqual({ status: "busy" });
    expect(await hashStaffPassword(services, "A new password for the office")).toBeUndefined();
    expect(await loginAttemptRows()).toEqual([]);
  });

  it("hashes a new password in the queue when a turn is free", async () => {
    const hash = await hashStaffPassword(services, "A new password for the office");
    expect(hash).toMatch(/^scrypt\$/);
  });
});
