import { describe, expect, it } from "vitest";
import { expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { SAMPLE_SITE_URL, SAMPLE_STAFF_LOGIN_ALERT } from "#app/features/staff/emails/samples.ts";
import { renderStaffLoginAlert } from "#app/features/staff/auth/staff-login-alert-email.tsx";

describe("the failed sign-ins alert", () => {
  it("says how many failures, when and from how many networks, and links to the sign-in page", async () => {
    const email = await renderStaffLoginAlert(SAMPLE_STAFF_LOGIN_ALERT, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Failed sign-ins to your staff account");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain(
      "There were 5 failed attempts to sign in to the staff inbox as thandi@sandtonsoundhire.co.za between 21 Nov 2026, 09:31 and 21 Nov 2026, 09:34 (South African time), from 1 network.",
    );
    expect(email.text).toContain("locked out for 15 minutes");
    expect(email.text).toContain(`Sign in to the staff inbox: ${SAMPLE_SITE_URL}/admin/login`);
    expect(linksByText(document).get("Sign in to the staff inbox")).toBe(`${SAMPLE_SITE_URL}/admin/login`);
    expect((await renderStaffLoginAlert(SAMPLE_STAFF_LOGIN_ALERT)).text).not.toContain("Sign in to");
  });

  it("escapes the address in the HTML", async () => {
    const { html } = await renderStaffLoginAlert({ ...SAMPLE_STAFF_LOGIN_ALERT, email: "a<b>@example.co.za" });
    expect(html).toContain("a&lt;b&gt;@example.co.za");
    expect(html).not.toContain("<b>");
  });
});
