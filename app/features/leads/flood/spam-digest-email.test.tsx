import { describe, expect, it } from "vitest";
import { expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { SAMPLE_SITE_URL, SAMPLE_SPAM_DIGEST } from "#app/features/staff/emails/samples.ts";
import { renderSpamDigestEmail } from "#app/features/leads/flood/spam-digest-email.tsx";

describe("the flood digest", () => {
  it("says how many of each kind were held, when, and links to them in the inbox", async () => {
    const email = await renderSpamDigestEmail(SAMPLE_SPAM_DIGEST, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Website flood: 312 submissions held as suspected spam");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain("- call-back request: 311\n- quote request: 1");
    expect(email.text).toContain("Received between 2026-11-21T09:30:00.000Z and 2026-11-21T09:31:00.000Z (UTC).");
    const review = `${SAMPLE_SITE_URL}/admin?spam=held`;
    expect(email.text).toContain(`Review the held submissions in the staff inbox: ${review}`);
    expect(linksByText(document).get("Review the held submissions in the staff inbox")).toBe(review);
    expect([...document.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "call-back request: 311",
      "quote request: 1",
    ]);
  });
});
