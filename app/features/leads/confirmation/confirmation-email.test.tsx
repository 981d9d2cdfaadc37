import { describe, expect, it } from "vitest";
import { confirmationLink } from "#app/features/leads/confirmation/confirmation-email-view.ts";
import { renderConfirmationEmail } from "#app/features/leads/confirmation/confirmation-email.tsx";
import { expectBrandedLayout, linksByText, visibleText } from "#app/platform/mail/email-test-support.ts";
import { SAMPLE_SITE_URL } from "#app/features/staff/emails/samples.ts";

const link = confirmationLink(SAMPLE_SITE_URL, "a.b-c");
const expiresAt = new Date("2026-11-24T08:00:00.000Z");

describe("the confirmation e-mail", () => {
  it("asks to confirm a subscription with a button, the expiry in South African time and what to do if it wasn't you", async () => {
    const email = await renderConfirmationEmail("subscribe", link, expiresAt, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Please confirm your subscription to the Sandton Sound Hire blog");
    const document = expectBrandedLayout(email);
    expect(linksByText(document).get("Confirm my subscription")).toBe(link);
    expect(email.text).toContain(`Confirm my subscription: ${link}`);
    expect(email.text).toContain("The link works until 24 November 2026 at 10:00 (South African time).");
    expect(email.text).toContain("without confirmation you won't hear from us again");
    // Spelled out in the HTML for clients that drop the button; once only in the text.
    expect(visibleText(document)).toContain(`Or open this address: ${link}`);
    expect(email.text.split(link)).toHaveLength(2);
  });

  it("asks to confirm a privacy request", async () => {
    const email = await renderConfirmationEmail("privacy", link, expiresAt);
    expect(email.subject).toBe("Please confirm your privacy request to Sandton Sound Hire");
    expect(email.text).toContain(`Confirm my request: ${link}`);
    expect(email.text).toContain("nothing happens without confirmation, and the request is deleted.");
  });
});
