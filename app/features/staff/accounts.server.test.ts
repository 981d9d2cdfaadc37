import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newPasswordProblem } from "#app/features/staff/auth/staff-auth.ts";
import { verifyPassword } from "#app/features/staff/auth/password.server.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { countStaffUsers, createStaffSession, findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { ensureBootstrapStaff, saveStaffAccount } from "#app/features/staff/accounts.server.ts";

const EMAIL = "anna@sandtonsoundhire.co.za";
const PASSWORD = "Mixing-desk-2026";
const OTHER_PASSWORD = "Subwoofer-stack-99";

let dir: string;
let database: AppDatabase;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-accounts-test-"));
  database = await openDatabase({ databaseFile: join(dir, "site.db") });
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("saveStaffAccount", () => {
  it("creates an account under the normalised address with a hashed password", async () => {
    const result = await saveStaffAccount(database.db, { email: "  Anna@SandtonSoundHire.co.za ", password: PASSWORD });
    expect(result).toEqual({ status: "created", email: EMAIL });
    const staff = await findStaffByEmail(database.db, EMAIL);
    expect(staff?.passwordHash).toMatch(/^scrypt\$/);
    expect(staff?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, staff?.passwordHash ?? "")).toBe(true);
  });

  it("leaves an existing account as it is", async () => {
    await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD });
    const before = await findStaffByEmail(database.db, EMAIL);
    expect(await saveStaffAccount(database.db, { email: EMAIL.toUpperCase(), password: OTHER_PASSWORD })).toEqual({
      status: "exists",
      email: EMAIL,
    });
    expect(await findStaffByEmail(database.db, EMAIL)).toEqual(before);
    expect(await countStaffUsers(database.db)).toBe(1);
  });

  it("with reset, sets a new password and ends the account's sessions", async () => {
    await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD });
    const staff = await findStaffByEmail(database.db, EMAIL);
    if (!staff) throw new Error("no account");
    await createStaffSession(database.db, {
      idHash: "session-hash",
      staffId: staff.id,
      csrfToken: "csrf",
      expiresAt: new Date(Date.now() + 60 * 60_000),
      now: new Date(),
    });

    expect(await saveStaffAccount(database.db, { email: EMAIL, password: OTHER_PASSWORD, reset: true })).toEqual({
      status: "password_changed",
      email: EMAIL,
    });
    const changed = await findStaffByEmail(database.db, EMAIL);
    expect(await verifyPassword(OTHER_PASSWORD, changed?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword(PASSWORD, changed?.passwordHash ?? "")).toBe(false);
    expect(await database.db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
  });

  it("with reset, creates nothing for an unknown address", async () => {
    expect(await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD, reset: true })).toEqual({
      status: "missing",
      email: EMAIL,
    });
    expect(await countStaffUsers(database.db)).toBe(0);
  });

  it("refuses an address that is not one", async () => {
    expect(await saveStaffAccount(database.db, { email: "anna at example", password: PASSWORD })).toEqual({
      status: "invalid",
      message: '"anna at example" is not an e-mail address.',
    });
    expect(await saveStaffAccount(database.db, { email: "", password: PASSWORD })).toEqual({
      status: "invalid",
      message: '"" is not an e-mail address.',
    });
    expect(await countStaffUsers(database.db)).toBe(0);
  });

  it("refuses a password the policy does not allow", async () => {
    for (const password of ["short-pw", " leading-space-pw", EMAIL.toUpperCase(), "x".repeat(1025)]) {
      const problem = newPasswordProblem(password, EMAIL);
      expect(problem, password).toBeDefined();
      expect(await saveStaffAccount(database.db, { email: EMAIL, password })).toEqual({
        status: "invalid",
        message: problem,
      });
      expect(await saveStaffAccount(database.db, { email: EMAIL, password, reset: true })).toEqual({
        status: "invalid",
        message: problem,
      });
    }
    expect(await countStaffUsers(database.db)).toBe(0);
  });
});

describe("ensureBootstrapStaff", () => {
  it("creates the account when there is none", async () => {
    expect(await ensureBootstrapStaff(database.db, EMAIL, PASSWORD)).toEqual({ status: "created", email: EMAIL });
    expect(await verifyPassword(PASSWORD, (await findStaffByEmail(database.db, EMAIL))?.passwordHash ?? "")).toBe(true);
  });

  it("does nothing once any account exists, and never changes a password", async () => {
    await saveStaffAccount(database.db, { email: EMAIL, password: PASSWORD });
    const before = await findStaffByEmail(database.db, EMAIL);
    expect(await ensureBootstrapStaff(database.db, EMAIL, OTHER_PASSWORD)).toBeUndefined();
    expect(await ensureBootstrapStaff(database.db, "ben@sandtonsoundhire.co.za", OTHER_PASSWORD)).toBeUndefined();
    expect(await findStaffByEmail(database.db, EMAIL)).toEqual(before);
    expect(await countStaffUsers(database.db)).toBe(1);
  });

  it("does nothing without both an address and a password", async () => {
    expect(await ensureBootstrapStaff(database.db, undefined, undefined)).toBeUndefined();
    expect(await ensureBootstrapStaff(database.db, EMAIL, undefined)).toBeUndefined();
    expect(await ensureBootstrapStaff(database.db, undefined, PASSWORD)).toBeUndefined();
    expect(await ensureBootstrapStaff(database.db, "", PASSWORD)).toBeUndefined();
    expect(await ensureBootstrapStaff(database.db, EMAIL, "")).toBeUndefined();
    expect(await countStaffUsers(database.db)).toBe(0);
  });

  it("reports input the policy refuses, creating nothing", async () => {
    expect(await ensureBootstrapStaff(database.db, EMAIL, "too-short")).toEqual({
      status: "invalid",
      message: newPasswordProblem("too-short", EMAIL),
    });
    expect(await countStaffUsers(database.db)).toBe(0);
  });
});
