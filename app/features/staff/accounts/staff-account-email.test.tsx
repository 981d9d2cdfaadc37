import { describe, expect, it } from "vitest";
import { passwordResetLink, staffInvitationLink } from "#app/features/staff/accounts/staff-account-email-view.ts";
import { expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { SAMPLE_PASSWORD_RESET, SAMPLE_SITE_URL, SAMPLE_STAFF_INVITATION } from "#app/features/staff/emails/samples.ts";
import {
  renderPasswordResetEmail,
  renderStaffInvitationEmail,
} from "#app/features/staff/accounts/staff-account-email.tsx";

describe("the staff invitation", () => {
  it("says who invited whom, with which role, links to joining and says until when the link works", async () => {
    const link = staffInvitationLink(SAMPLE_SITE_URL, "abc_DEF-123");
    const email = await renderStaffInvitationEmail({ ...SAMPLE_STAFF_INVITATION, link }, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("You are invited to the Sandton Sound Hire staff area");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain(
      "thandi@sandtonsoundhire.co.za has invited you (lerato@sandtonsoundhire.co.za) to the Sandton Sound Hire staff area as Sales: leads, quotes and the dashboard.",
    );
    expect(email.text).toContain("The link works once, until 28 Nov 2026, 10:00 (South African time).");
    expect(linksByText(document).get("Choose your password")).toBe(
      "https://www.sandtonsoundhire.co.za/admin/invitation/abc_DEF-123",
    );
  });
});

describe("the password reset e-mail", () => {
  it("links to choosing a new password for an hour and says what happens if it was not asked for", async () => {
    const link = passwordResetLink(SAMPLE_SITE_URL, "tok");
    const email = await renderPasswordResetEmail({ ...SAMPLE_PASSWORD_RESET, link }, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Reset your staff password");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain("reset the password of the staff account thandi@sandtonsoundhire.co.za");
    expect(email.text).toContain("until 21 Nov 2026, 10:15 (South African time)");
    expect(email.text).toContain("If you did not ask, ignore this e-mail: your password stays as it is.");
    expect(linksByText(document).get("Choose a new password")).toBe(`${SAMPLE_SITE_URL}/admin/reset-password/tok`);
  });
});
