// Staff accounts, sessions and rate-limit peeking in the data layer, on SQLite and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { addLeadNote, listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import {
  countStaffUsers,
  createStaffSession,
  createStaffUser,
  deleteStaffSession,
  deleteStaffUser,
  findStaffByEmail,
  findStaffSession,
  listStaffEmails,
  pruneStaffSessions,
  setStaffPassword,
  touchStaffSession,
} from "#app/features/staff/staff-db.server.ts";
import {
  T0,
  MINUTE,
  HOUR,
  at,
  ANNA,
  BEN,
  backends,
  staffAdminData,
} from "#app/features/staff/accounts/staff-admin-db.test-support.ts";

describe.each(backends)("staff data on $name: staff accounts", (backend) => {
  const data = staffAdminData(backend);
  const { addLead, addStaff, addSession, sessionHashes } = data;
  it("creates an account once per address", async () => {
    expect(await countStaffUsers(data.database.db)).toBe(0);
    const first = await createStaffUser(data.database.db, { email: ANNA, passwordHash: "hash-1", now: T0 });
    expect(first).toEqual({ created: true, id: expect.any(String) as unknown as string });
    const again = await createStaffUser(data.database.db, { email: ANNA, passwordHash: "hash-2", now: at(MINUTE) });
    expect(again).toEqual({ created: false });
    expect(await countStaffUsers(data.database.db)).toBe(1);
    expect(await findStaffByEmail(data.database.db, ANNA)).toEqual({
      id: first.id,
      email: ANNA,
      passwordHash: "hash-1",
      createdAt: T0.toISOString(),
      passwordChangedAt: T0.toISOString(),
      lastLoginAt: null,
      role: "owner",
    });
    expect(await findStaffByEmail(data.database.db, BEN)).toBeUndefined();
  });

  it("counts and lists the accounts", async () => {
    await addStaff(BEN);
    await addStaff(ANNA);
    expect(await countStaffUsers(data.database.db)).toBe(2);
    expect(await listStaffEmails(data.database.db)).toEqual([ANNA, BEN]);
  });

  it("sets a new password and signs that account out everywhere, and only that one", async () => {
    const anna = await addStaff(ANNA);
    const ben = await addStaff(BEN);
    await addSession(anna, "anna-1");
    await addSession(anna, "anna-2");
    await addSession(ben, "ben-1");

    expect(await setStaffPassword(data.database.db, ANNA, "new-hash", at(HOUR))).toBe(true);
    expect(await findStaffByEmail(data.database.db, ANNA)).toMatchObject({
      passwordHash: "new-hash",
      passwordChangedAt: at(HOUR).toISOString(),
      createdAt: T0.toISOString(),
    });
    expect(await sessionHashes()).toEqual(["ben-1"]);
    expect((await findStaffByEmail(data.database.db, BEN))?.passwordHash).toBe(`hash-of-${BEN}`);
  });

  it("does not set a password for an unknown address", async () => {
    await addStaff(ANNA);
    expect(await setStaffPassword(data.database.db, BEN, "new-hash", at(HOUR))).toBe(false);
    expect(await countStaffUsers(data.database.db)).toBe(1);
  });

  it("deletes an account with its sessions, keeping the history it wrote", async () => {
    const anna = await addStaff(ANNA);
    const ben = await addStaff(BEN);
    await addSession(anna, "anna-1");
    await addSession(ben, "ben-1");
    const leadId = await addLead();
    await addLeadNote(data.database.db, { leadId, note: "Called, no answer", staffEmail: ANNA, now: T0 });

    expect(await deleteStaffUser(data.database.db, ANNA)).toBe(true);
    expect(await countStaffUsers(data.database.db)).toBe(1);
    expect(await findStaffByEmail(data.database.db, ANNA)).toBeUndefined();
    expect(await sessionHashes()).toEqual(["ben-1"]);
    expect((await listLeadEvents(data.database.db, leadId)).map((event) => event.staffEmail)).toEqual([ANNA]);

    expect(await deleteStaffUser(data.database.db, ANNA)).toBe(false);
    expect(await countStaffUsers(data.database.db)).toBe(1);
  });
});

describe.each(backends)("staff data on $name: staff sessions", (backend) => {
  const data = staffAdminData(backend);
  const { addStaff, addSession, sessionHashes } = data;
  it("stores a session, records the sign-in and finds it until it expires", async () => {
    const anna = await addStaff(ANNA);
    await createStaffSession(data.database.db, {
      idHash: "hash-a",
      staffId: anna,
      csrfToken: "csrf-a",
      expiresAt: at(2 * HOUR),
      ipHash: "ip-hash",
      userAgent: "U".repeat(600),
      now: T0,
    });
    expect((await findStaffByEmail(data.database.db, ANNA))?.lastLoginAt).toBe(T0.toISOString());
    const row = await data.database.db.selectFrom("staff_sessions").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ip_hash: "ip-hash", user_agent: "U".repeat(512) });

    const found = await findStaffSession(data.database.db, "hash-a", at(HOUR));
    expect(found?.session).toEqual({
      idHash: "hash-a",
      staffId: anna,
      csrfToken: "csrf-a",
      createdAt: T0.toISOString(),
      lastSeenAt: T0.toISOString(),
      expiresAt: at(2 * HOUR).toISOString(),
    });
    expect(found?.staff).toMatchObject({ id: anna, email: ANNA });

    expect(await findStaffSession(data.database.db, "hash-a", at(2 * HOUR - 1))).toBeDefined();
    expect(await findStaffSession(data.database.db, "hash-a", at(2 * HOUR))).toBeUndefined();
    expect(await findStaffSession(data.database.db, "hash-a", at(3 * HOUR))).toBeUndefined();
    expect(await findStaffSession(data.database.db, "unknown", at(HOUR))).toBeUndefined();
  });

  it("moves a session's expiry when it is used", async () => {
    const anna = await addStaff(ANNA);
    await addSession(anna, "hash-a", at(2 * HOUR));
    await touchStaffSession(data.database.db, "hash-a", at(90 * MINUTE), at(3.5 * HOUR));
    const found = await findStaffSession(data.database.db, "hash-a", at(3 * HOUR));
    expect(found?.session).toMatchObject({
      createdAt: T0.toISOString(),
      lastSeenAt: at(90 * MINUTE).toISOString(),
      expiresAt: at(3.5 * HOUR).toISOString(),
    });
  });

  it("deletes one session", async () => {
    const anna = await addStaff(ANNA);
    await addSession(anna, "hash-a");
    await addSession(anna, "hash-b");
    await deleteStaffSession(data.database.db, "hash-a");
    expect(await findStaffSession(data.database.db, "hash-a", T0)).toBeUndefined();
    expect(await sessionHashes()).toEqual(["hash-b"]);
    await deleteStaffSession(data.database.db, "hash-a");
    expect(await sessionHashes()).toEqual(["hash-b"]);
  });

  it("prunes the sessions that have expired", async () => {
    const anna = await addStaff(ANNA);
    await addSession(anna, "hash-1", at(HOUR));
    await addSession(anna, "hash-2", at(2 * HOUR));
    await addSession(anna, "hash-3", at(3 * HOUR));
    expect(await pruneStaffSessions(data.database.db, at(30 * MINUTE))).toBe(0);
    expect(await pruneStaffSessions(data.database.db, at(2 * HOUR))).toBe(2);
    expect(await sessionHashes()).toEqual(["hash-3"]);
  });
});

describe.each(backends)("staff data on $name: rate limits", (backend) => {
  const data = staffAdminData(backend);
  const WINDOW = 15 * MINUTE;
  // 09:30 is the start of a 15-minute window.
  const windowEnd = at(WINDOW);

  it("peeks without counting", async () => {
    expect(await peekRateLimit(data.database.db, "login:a", WINDOW, at(5 * MINUTE))).toEqual({
      count: 0,
      retryAfterMs: 10 * MINUTE,
    });
    await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(MINUTE));
    await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(2 * MINUTE));
    const peeked = await peekRateLimit(data.database.db, "login:a", WINDOW, at(5 * MINUTE));
    expect(peeked).toEqual({ count: 2, retryAfterMs: windowEnd.getTime() - at(5 * MINUTE).getTime() });
    expect(await peekRateLimit(data.database.db, "login:a", WINDOW, at(5 * MINUTE))).toEqual(peeked);
    expect((await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(6 * MINUTE))).count).toBe(3);
  });

  it("peeks at the current window only", async () => {
    await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(MINUTE));
    expect((await peekRateLimit(data.database.db, "login:a", WINDOW, at(WINDOW))).count).toBe(0);
    expect((await peekRateLimit(data.database.db, "login:b", WINDOW, at(MINUTE))).count).toBe(0);
  });

  it("clears every window of one key and nothing else", async () => {
    await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(MINUTE));
    await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(WINDOW + MINUTE));
    await hitRateLimit(data.database.db, "login:b", WINDOW, 5, at(MINUTE));
    await clearRateLimit(data.database.db, "login:a");
    expect((await peekRateLimit(data.database.db, "login:a", WINDOW, at(MINUTE))).count).toBe(0);
    expect((await peekRateLimit(data.database.db, "login:a", WINDOW, at(WINDOW + MINUTE))).count).toBe(0);
    expect((await peekRateLimit(data.database.db, "login:b", WINDOW, at(MINUTE))).count).toBe(1);
    await clearRateLimit(data.database.db, "login:never-used");
    expect((await hitRateLimit(data.database.db, "login:a", WINDOW, 5, at(MINUTE))).count).toBe(1);
  });

  it("refuses a window that is not positive", async () => {
    await expect(peekRateLimit(data.database.db, "login:a", 0, T0)).rejects.toThrow(RangeError);
    await expect(peekRateLimit(data.database.db, "login:a", Number.NaN, T0)).rejects.toThrow(RangeError);
  });
});
