import { describe, expect, it } from "vitest";
import { expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { renderQuoteExpiringEmail } from "#app/features/leads/notify/quote-expiring-email.tsx";
import { SAMPLE_QUOTE_EXPIRING_NUDGE, SAMPLE_SITE_URL } from "#app/features/staff/emails/samples.ts";

describe("the customer's expiry reminder", () => {
  it("says until when the prices hold, links to the live quote and to stopping reminders", async () => {
    const links = {
      quote: `${SAMPLE_SITE_URL}/q/live-token`,
      unsubscribe: `${SAMPLE_SITE_URL}/unsubscribe?token=opt-out`,
    };
    const email = await renderQuoteExpiringEmail(SAMPLE_QUOTE_EXPIRING_NUDGE, links, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Your quote Q-261121-7KQM is valid until Saturday, 5 December 2026");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain(
      "The prices on your quote Q-261121-7KQM from Sandton Sound Hire hold until the end of Saturday, 5 December 2026.",
    );
    expect(email.text).toContain("This is the only reminder we send about this quote.");
    expect(linksByText(document).get("Open your quote")).toBe(links.quote);
    expect(linksByText(document).get("Stop reminder e-mails")).toBe(links.unsubscribe);
    // Nothing the customer typed: the address was never confirmed.
    expect(email.text).not.toContain("naledi");
  });
});
