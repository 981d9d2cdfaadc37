import { describe, expect, it } from "vitest";
import {
  ADMIN_HOME,
  CSRF_FIELD,
  LOGIN_TOKEN_FIELD,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  accountLockedMessage,
  isPlausibleEmail,
  networkLockedMessage,
  newPasswordProblem,
  normaliseStaffEmail,
  ADMIN_REDIRECT_MAX,
  safeAdminRedirect,
} from "#app/features/staff/auth/staff-auth.ts";

const EMAIL = "sales@sandtonsoundhire.co.za";

describe("policy figures", () => {
  it("match the specification", () => {
    expect(STAFF_PASSWORD_MIN_LENGTH).toBe(12);
    expect(STAFF_PASSWORD_MAX_LENGTH).toBe(1024);
    expect(SESSION_IDLE_MS).toBeLessThan(SESSION_ABSOLUTE_MS);
  });

  it("name the hidden form fields", () => {
    expect(CSRF_FIELD).toBe("csrf");
    expect(LOGIN_TOKEN_FIELD).toBe("login_token");
  });
});

describe("newPasswordProblem", () => {
  it("accepts a password of 12 to 1024 characters", () => {
    expect(newPasswordProblem("a".repeat(12), EMAIL)).toBeUndefined();
    expect(newPasswordProblem("correct horse battery staple", EMAIL)).toBeUndefined();
    expect(newPasswordProblem("x".repeat(1024), EMAIL)).toBeUndefined();
  });

  it("refuses a password shorter than 12 characters", () => {
    expect(newPasswordProblem("a".repeat(11), EMAIL)).toBe("The password must be at least 12 characters long.");
    expect(newPasswordProblem("", EMAIL)).toBe("The password must be at least 12 characters long.");
  });

  it("refuses a password longer than 1024 characters", () => {
    expect(newPasswordProblem("x".repeat(1025), EMAIL)).toBe("The password must be at most 1024 characters long.");
  });

  it("refuses a password starting or ending with a space", () => {
    const message = "The password must not start or end with a space.";
    expect(newPasswordProblem(" leading-space-pw", EMAIL)).toBe(message);
    expect(newPasswordProblem("trailing-space-pw ", EMAIL)).toBe(message);
    expect(newPasswordProblem("trailing-tab-pw\t", EMAIL)).toBe(message);
    expect(newPasswordProblem("inner spaces are fine", EMAIL)).toBeUndefined();
  });

  it("refuses the e-mail address as the password, in any case", () => {
    const message = "The password must not be the e-mail address.";
    expect(newPasswordProblem(EMAIL, EMAIL)).toBe(message);
    expect(newPasswordProblem("Sales@SandtonSoundHire.co.za", EMAIL)).toBe(message);
    expect(newPasswordProblem(EMAIL, "  SALES@sandtonsoundhire.co.za ")).toBe(message);
  });
});

describe("normaliseStaffEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseStaffEmail("  Thandi@Example.CO.ZA \n")).toBe("thandi@example.co.za");
    expect(normaliseStaffEmail("")).toBe("");
  });
});

describe("isPlausibleEmail", () => {
  it.each(["thandi@example.co.za", "a.b+c@d.io", "x@y.z"])("accepts %j", (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });

  it.each([
    "",
    "thandi",
    "thandi@",
    "@example.co.za",
    "thandi@example",
    "th andi@example.co.za",
    "a@b@c.d",
    "thandi@example.co.za\u0000",
    "th\u0001andi@example.co.za",
  ])("refuses %j", (email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });

  it("refuses an address over 254 characters", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(186)}.co`;
    expect(longest).toHaveLength(254);
    expect(isPlausibleEmail(longest)).toBe(true);
    expect(isPlausibleEmail(`a${longest}`)).toBe(false);
  });
});

describe("lock messages", () => {
  it("rounds the wait up to whole minutes, at least one", () => {
    expect(accountLockedMessage(0)).toBe(
      "Too many failed sign-ins for this e-mail address. For your security it is locked: try again in 1 minute.",
    );
    expect(accountLockedMessage(1)).toContain("try again in 1 minute.");
    expect(accountLockedMessage(60_000)).toContain("try again in 1 minute.");
    expect(accountLockedMessage(60_001)).toContain("try again in 2 minutes.");
    expect(accountLockedMessage(15 * 60_000)).toContain("try again in 15 minutes.");
    expect(accountLockedMessage(14 * 60_000 + 1)).toContain("try again in 15 minutes.");
  });

  it("says the same of a locked network", () => {
    expect(networkLockedMessage(30_000)).toBe(
      "Too many failed sign-ins from your network. Please try again in 1 minute.",
    );
    expect(networkLockedMessage(15 * 60_000)).toBe(
      "Too many failed sign-ins from your network. Please try again in 15 minutes.",
    );
  });
});

describe("safeAdminRedirect", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin/leads/01JD000?tab=history",
    "/admin/leads/x?y=1",
    "/admin?status=open",
    "/admin#top",
  ])("allows %j", (next) => {
    expect(safeAdminRedirect(next)).toBe(next);
  });

  it.each([
    "//evil.com",
    "//evil.com/admin",
    "/admin.evil.com",
    "/administrator",
    "/admin-tools",
    "/\\evil",
    "/admin/\\evil.com",
    "/admin\\evil.com",
    "/admin /x",
    "/admin\n/x",
    "https://evil",
    "https://evil/admin",
    "/admin/login",
    "/admin/login?next=/admin",
    "/admin/logout",
    "/",
    "/quote-request",
    "admin",
    "",
  ])("refuses %j", (next) => {
    expect(safeAdminRedirect(next)).toBe(ADMIN_HOME);
  });

  // Issue 21: each of these made the sign-in's redirect throw (a 500), or
  // left the staff area once the browser resolved the dots.
  it.each([
    ["/admin\u0000", ADMIN_HOME],
    ["/admin/\u0000x", ADMIN_HOME],
    ["/admin/\uD800", ADMIN_HOME],
    ["/admin?x=\uDC00", ADMIN_HOME],
    ["/admin/\u2028x", ADMIN_HOME],
    ["/admin/\u00a0", ADMIN_HOME],
    ["/admin/../../evil", ADMIN_HOME],
    ["/admin/%2e%2e/%2e%2e/evil", ADMIN_HOME],
    ["/admin/%2E%2E/login", ADMIN_HOME],
    [`/admin/${"a".repeat(ADMIN_REDIRECT_MAX)}`, ADMIN_HOME],
    ["/admin/\u4e2d", "/admin/%E4%B8%AD"],
    ["/admin/caf\u00e9?q=\u4e2d#\u00e9", "/admin/caf%C3%A9?q=%E4%B8%AD#%C3%A9"],
    ["/admin/%FF", "/admin/%FF"],
    ["/admin/leads?q=%F0%9F%8E%A4", "/admin/leads?q=%F0%9F%8E%A4"],
  ])("turns the crafted %j into %j, always ASCII", (next, expected) => {
    const target = safeAdminRedirect(next);
    expect(target).toBe(expected);
    expect(target).toMatch(/^[\x21-\x7e]+$/);
    expect(() => new Headers({ Location: target })).not.toThrow();
  });

  it("goes home when there is no target", () => {
    expect(ADMIN_HOME).toBe("/admin");
    expect(safeAdminRedirect(null)).toBe("/admin");
    expect(safeAdminRedirect(undefined)).toBe("/admin");
  });
});
