import { describe, expect, it } from "vitest";
import { isStaffLoginAlert, renderStaffLoginAlert, type StaffLoginAlert } from "./staff-login-alert.ts";

const ALERT: StaffLoginAlert = {
  kind: "failed_sign_ins",
  email: "thandi@sandtonsoundhire.co.za",
  failures: 5,
  networks: 1,
  firstAt: "2026-11-21T07:31:00.000Z",
  lastAt: "2026-11-21T07:34:00.000Z",
};

describe("renderStaffLoginAlert", () => {
  it("says how many failures, when (South African time) and from how many networks, and what to do", () => {
    const { subject, text, html } = renderStaffLoginAlert(ALERT, { siteUrl: "https://www.sandtonsoundhire.co.za" });
    expect(subject).toBe("Failed sign-ins to your staff account");
    expect(text).toContain(
      "There were 5 failed attempts to sign in to the staff inbox as thandi@sandtonsoundhire.co.za between 21 Nov 2026, 09:31 and 21 Nov 2026, 09:34 (South African time), from 1 network.",
    );
    expect(text).toContain("locked out for 15 minutes");
    expect(text).toContain("ask the website administrator to set a new one");
    expect(text).toContain("Sign in: https://www.sandtonsoundhire.co.za/admin/login");
    expect(html).toContain('<a href="https://www.sandtonsoundhire.co.za/admin/login">');
    expect(renderStaffLoginAlert({ ...ALERT, networks: 3 }).text).toContain("from 3 different networks.");
    expect(renderStaffLoginAlert(ALERT).text).not.toContain("Sign in:");
  });

  it("escapes the address in the HTML", () => {
    const { html } = renderStaffLoginAlert({ ...ALERT, email: "a<b>@example.co.za" });
    expect(html).toContain("a&lt;b&gt;@example.co.za");
    expect(html).not.toContain("<b>");
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
