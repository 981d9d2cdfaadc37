import { describe, expect, it } from "vitest";
import { expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { renderLeadWaitingEmail } from "#app/features/leads/notify/lead-waiting-email.tsx";
import { SAMPLE_LEAD_WAITING_NUDGE, SAMPLE_SITE_URL } from "#app/features/staff/emails/samples.ts";

describe("the nudge about a waiting lead", () => {
  it("names the lead, says how long it waited against the target and links to it in the inbox", async () => {
    const email = await renderLeadWaitingEmail(SAMPLE_LEAD_WAITING_NUDGE, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Waiting 42 min for a reply: Thandi Mokoena");
    const document = expectBrandedLayout(email);
    expect(email.text).toContain(
      "Thandi Mokoena's call-back request arrived on 26 Nov 2026, 10:00 and nobody has answered it yet.",
    );
    expect(email.text).toContain("It has waited 42 min of business hours, past our target of 15 minutes.");
    expect(email.text).toContain("This reminder is sent once per lead.");
    const leadUrl = `${SAMPLE_SITE_URL}/admin/leads/${SAMPLE_LEAD_WAITING_NUDGE.leadId}`;
    expect(linksByText(document).get("Open this lead in the staff inbox")).toBe(leadUrl);
    expect(email.text).toContain(`Open this lead in the staff inbox: ${leadUrl}`);
  });

  it("escapes the visitor's name in the HTML", async () => {
    const { html } = await renderLeadWaitingEmail(
      { ...SAMPLE_LEAD_WAITING_NUDGE, leadName: "<script>x</script>" },
      { siteUrl: SAMPLE_SITE_URL },
    );
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&lt;script&gt;");
  });
});
