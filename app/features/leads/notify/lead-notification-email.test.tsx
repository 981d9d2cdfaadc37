import { describe, expect, it } from "vitest";
import { expectBrandedLayout, linksByText, visibleText } from "#app/platform/mail/email-test-support.ts";
import { renderLeadEmail } from "#app/features/leads/notify/lead-notification-email.tsx";
import {
  SAMPLE_SITE_URL,
  sampleCallbackLead,
  sampleDecisionLead,
  sampleEmailQuote,
  sampleQuoteLead,
} from "#app/features/staff/emails/samples.ts";

describe("the sales notification of a lead", () => {
  it("lists who, from where and every submitted field, in both parts", async () => {
    const email = await renderLeadEmail(sampleCallbackLead());
    expect(email.subject).toBe("New call-back request: Lerato Dlamini");
    const document = expectBrandedLayout(email);
    expect(document.querySelector("h1")?.textContent).toBe("New call-back request");
    expect(email.text.startsWith("New call-back request\n\nName: Lerato Dlamini\nEmail: lerato@example.co.za\n")).toBe(
      true,
    );
    for (const line of [
      "Phone: 082 555 0101",
      "Source: Website Form",
      "Marketing consent: no",
      "Lead id: 0190f3c2-0000-7000-8000-000000000001",
      "preferredTime: As soon as possible",
      "contact.surname: Dlamini",
      "vdn: sales",
      // A multi-line value stays under its label.
      "comments: Year-end function for 120 guests in Bryanston.\n  We need speeches and a DJ set.",
    ]) {
      expect(email.text).toContain(line);
    }
    const seen = visibleText(document);
    for (const fragment of ["preferredTime", "As soon as possible", "contact.surname", "Year-end function"]) {
      expect(seen).toContain(fragment);
    }
    const links = linksByText(document);
    expect(links.get("lerato@example.co.za")).toBe("mailto:lerato@example.co.za");
    expect(links.get("082 555 0101")).toBe("tel:0825550101");
    const labels = [...document.querySelectorAll("th[scope=row]")].map((cell) => cell.textContent);
    expect(labels).toContain("Name");
    expect(labels).toContain("comments");
  });

  it("says (empty) for fields left blank", async () => {
    const { text } = await renderLeadEmail(sampleCallbackLead({ referrer: null }));
    expect(text).toContain("Referrer: (empty)");
  });

  it("links to the lead in the staff inbox when the site's address is known", async () => {
    const lead = sampleCallbackLead();
    const email = await renderLeadEmail(lead, { siteUrl: SAMPLE_SITE_URL });
    const url = `${SAMPLE_SITE_URL}/admin/leads/${lead.leadId}`;
    expect(email.text).toContain(`Open this lead in the staff inbox: ${url}`);
    expect(linksByText(expectBrandedLayout(email)).get("Open this lead in the staff inbox")).toBe(url);
    expect((await renderLeadEmail(lead)).text).not.toContain("staff inbox");
  });

  it("offers a WhatsApp reply to a South African mobile, greeting the lead and naming the request", async () => {
    const email = await renderLeadEmail(sampleCallbackLead());
    const link = linksByText(expectBrandedLayout(email)).get("Reply on WhatsApp") ?? "";
    expect(link).toBe(
      "https://wa.me/27825550101?text=Hi%20Lerato%2C%20this%20is%20Sandton%20Sound%20Hire%20about%20your%20call-back%20request.",
    );
    expect(email.text).toContain(`Reply on WhatsApp: ${link}`);
    const landline = await renderLeadEmail(sampleCallbackLead({ phone: "011 784 2250" }));
    expect(landline.text).not.toContain("WhatsApp");
    expect(landline.html).not.toContain("wa.me");
  });

  it("escapes every visitor value in the HTML part and keeps it as typed in the text part", async () => {
    const evil = `<img src=x onerror="alert(1)">&'`;
    const email = await renderLeadEmail(
      sampleCallbackLead({
        fullName: `Jane <b>Smith</b>`,
        email: `"><script>x</script>@example.com`,
        phone: `<b>1</b>`,
        referrer: `javascript:alert("x")`,
        source: evil,
        payload: { [`<key>`]: evil, nested: { comments: `line one\n<i>line two</i>` } },
      }),
    );
    const { html, text } = email;
    expect(email.subject).toBe("New call-back request: Jane <b>Smith</b>");
    for (const markup of ["<img", "<script>", "<b>", "<i>", "<key>", 'href="javascript']) {
      expect(html).not.toContain(markup);
    }
    expect(html).toContain("Jane &lt;b&gt;Smith&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#x27;");
    const document = expectBrandedLayout(email);
    expect(document.querySelectorAll("script, img, b, i")).toHaveLength(0);
    expect(document.title).toBe("New call-back request: Jane <b>Smith</b>");
    expect(visibleText(document)).toContain("line one <i>line two</i>");
    expect(html).toContain("line one<br/>\n&lt;i&gt;line two&lt;/i&gt;");
    expect(text).toContain("nested.comments: line one\n  <i>line two</i>");
    expect(text).toContain(`Source: ${evil}`);
  });
  it("keeps in the text part what a visitor typed, zero-width and non-breaking spaces included", async () => {
    const typed = "Nomsa\u200bZulu\u00a0& <Co>";
    const { text } = await renderLeadEmail(sampleCallbackLead({ fullName: typed }));
    expect(text).toContain(`Name: ${typed}\n`);
  });
});

describe("the sales notification of a quote request", () => {
  it("shows the quote, with the customer, and still every submitted field", async () => {
    const email = await renderLeadEmail(sampleQuoteLead(), { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("New quote request: Zoë Nkosi-Müller");
    const document = expectBrandedLayout(email);
    for (const line of [
      "Quote number: Q-261121-7KQM",
      "Event date: Saturday, 12 December 2026",
      "Venue: Summer Place, Hyde Park",
      "Name: Zoë Nkosi-Müller",
      "- Premium 12-Inch Powered Speaker: 2 x R375.00 = R750.00",
      "- Speaker Power Duo: 1 x R1,125.00 (15% off) = R956.25",
      "- On-Site Sound Engineer: 1 × 4 hr x R2,500.00/hr = R10,000.00",
      "  1 person × 4 hours",
      "Subtotal (excl. VAT): R11,706.25",
      "VAT (15%): R1,755.94",
      "Total (incl. VAT): R13,462.19",
      "quoteNumber: Q-261121-7KQM",
      "totalCents: 1346219",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(document.querySelectorAll("th[scope=col]")).toHaveLength(5);
    expect(visibleText(document)).toContain("Zoë Nkosi-Müller");
    expect(linksByText(document).get("Reply on WhatsApp")).toContain("your%20quote%20request.");
  });

  it("leads a decision with a line about it and leaves the quote table out", async () => {
    const email = await renderLeadEmail(sampleDecisionLead());
    expect(email.subject).toBe("Quote Q-261121-7KQM accepted: Zoë Nkosi-Müller");
    expect(
      email.text.startsWith(
        "Decision on quote Q-261121-7KQM\n\nDecision: The client accepted this quote.\nQuote: Q-261121-7KQM\nQuote status: accepted",
      ),
    ).toBe(true);
    expect(email.text).not.toContain("Unit price");
    expect(expectBrandedLayout(email).querySelectorAll("th[scope=col]")).toHaveLength(0);
  });

  it("renders whatever rows the quote statement gives, details on lines included", async () => {
    const quote = sampleEmailQuote({ contact: { name: "محمد <b>x</b>", email: "m@example.co.za", phone: "" } });
    const email = await renderLeadEmail(sampleQuoteLead(quote));
    expect(email.text).toContain("Name: محمد <b>x</b>");
    expect(email.html).toContain("محمد &lt;b&gt;x&lt;/b&gt;");
  });
});
