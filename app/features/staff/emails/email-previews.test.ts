import { describe, expect, it } from "vitest";
import { EMAIL_PREVIEWS } from "#app/features/staff/emails/email-preview-list.server.ts";
import { expectBrandedLayout } from "#app/platform/mail/email-test-support.ts";
import { SAMPLE_SITE_URL } from "#app/features/staff/emails/samples.ts";

describe("the e-mail previews", () => {
  it("cover every e-mail the site sends, once each", () => {
    expect(EMAIL_PREVIEWS.map((preview) => preview.id)).toEqual([
      "lead",
      "quote-lead",
      "quote-decision",
      "customer-quote",
      "revised-quote",
      "confirm-subscription",
      "confirm-privacy",
      "spam-digest",
      "lead-waiting",
      "quote-expiring",
      "staff-login-alert",
      "staff-invitation",
      "staff-password-reset",
    ]);
  });

  it("render each one on the branded layout, linking to the site they are previewed on", async () => {
    for (const preview of EMAIL_PREVIEWS) {
      const email = await preview.render(SAMPLE_SITE_URL);
      expect(email.subject, preview.id).not.toBe("");
      expectBrandedLayout(email);
      expect(email.text, preview.id).toContain("www.sandtonsoundhire.co.za");
    }
    const local = await EMAIL_PREVIEWS[3]?.render("http://localhost:3000");
    expect(local?.text).toContain("http://localhost:3000/api/quotes/Q-261121-7KQM/pdf?token=sample-token");
  });
});
