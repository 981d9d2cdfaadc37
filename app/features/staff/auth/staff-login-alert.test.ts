import { describe, expect, it } from "vitest";
import {
  isStaffLoginAlert,
  type StaffLoginAlert,
  staffLoginAlertParagraphs,
} from "#app/features/staff/auth/staff-login-alert.ts";

const ALERT: StaffLoginAlert = {
  kind: "failed_sign_ins",
  email: "thandi@sandtonsoundhire.co.za",
  failures: 5,
  networks: 1,
  firstAt: "2026-11-21T07:31:00.000Z",
  lastAt: "2026-11-21T07:34:00.000Z",
};

describe("staffLoginAlertParagraphs", () => {
  it("says how many failures, when (South African time) and from how many networks, and what to do", () => {
    const [what, lockout, advice] = staffLoginAlertParagraphs(ALERT);
    expect(what).toBe(
      "There were 5 failed attempts to sign in to the staff inbox as thandi@sandtonsoundhire.co.za between 21 Nov 2026, 09:31 and 21 Nov 2026, 09:34 (South African time), from 1 network.",
    );
    expect(lockout).toContain("locked out for 15 minutes");
    expect(advice).toContain(`choose a new one with "Forgot your password?" on the sign-in page`);
    expect(staffLoginAlertParagraphs({ ...ALERT, networks: 3 })[0]).toContain("from 3 different networks.");
  });
});

describe("isStaffLoginAlert", () => {
  it("knows an alert from a lead notification or anything else", () => {
    expect(isStaffLoginAlert(ALERT)).toBe(true);
    expect(isStaffLoginAlert({ ...ALERT, failures: "5" })).toBe(false);
    expect(isStaffLoginAlert({ leadId: "x", kind: "contact" })).toBe(false);
    expect(isStaffLoginAlert(null)).toBe(false);
  });
});
