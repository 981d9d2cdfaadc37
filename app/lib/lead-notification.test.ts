import { describe, expect, it } from "vitest";
import {
  type LeadNotification,
  flattenFields,
  isLeadKind,
  leadSubject,
  renderLeadEmail,
  staffLeadUrl,
  toSingleLine,
} from "./lead-notification.ts";

function callback(overrides: Partial<LeadNotification> = {}): LeadNotification {
  return {
    leadId: "0190f3c2-0000-7000-8000-000000000001",
    kind: "callback",
    source: "Website Form",
    createdAt: "2026-03-01T10:00:00.000Z",
    fullName: "Jane Smith",
    email: "jane@example.co.za",
    phone: "082 555 0101",
    referrer: "https://www.example.co.za/services",
    marketingConsent: false,
    payload: {
      requestedAt: "2026-03-01T10:00:00.000Z",
      referrer: "https://www.example.co.za/services",
      vdn: "sales",
      preferredTime: "As soon as possible",
      comments: "",
      source: "Website Form",
      contact: {
        name: "Jane",
        surname: "Smith",
        fullname: "Jane Smith",
        tel: "082 555 0101",
        email: "jane@example.co.za",
      },
    },
    ...overrides,
  };
}

describe("isLeadKind", () => {
  it("accepts the known kinds only", () => {
    expect(isLeadKind("partner_business")).toBe(true);
    expect(isLeadKind("spam")).toBe(false);
  });
});

describe("leadSubject", () => {
  it("names the kind and the person", () => {
    expect(leadSubject(callback())).toBe("New call-back request: Jane Smith");
    expect(leadSubject(callback({ kind: "partner_client", fullName: "Thabo M" }))).toBe(
      "New client partner application: Thabo M",
    );
  });

  it("falls back to the e-mail address, then the phone", () => {
    expect(leadSubject(callback({ kind: "subscriber", fullName: null }))).toBe(
      "New newsletter subscriber: jane@example.co.za",
    );
    expect(leadSubject(callback({ fullName: " ", email: null }))).toBe("New call-back request: 082 555 0101");
    expect(leadSubject(callback({ fullName: null, email: null, phone: null }))).toBe(
      "New call-back request: (no name given)",
    );
  });

  it("cannot be given extra header lines by a visitor", () => {
    const subject = leadSubject(callback({ fullName: "Jane\r\nBcc: victim@example.com" }));
    expect(subject).toBe("New call-back request: Jane Bcc: victim@example.com");
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("toSingleLine", () => {
  it("truncates long values with an ellipsis", () => {
    expect(toSingleLine("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("flattenFields", () => {
  it("flattens nested objects and lists to paths", () => {
    expect(
      flattenFields({
        name: "Jane",
        contact: { tel: "0825550101", company: null },
        items: [{ id: "mic", quantity: 2 }],
        tags: [],
        ok: true,
      }),
    ).toEqual([
      { label: "name", value: "Jane" },
      { label: "contact.tel", value: "0825550101" },
      { label: "contact.company", value: "" },
      { label: "items[0].id", value: "mic" },
      { label: "items[0].quantity", value: "2" },
      { label: "tags", value: "" },
      { label: "ok", value: "yes" },
    ]);
  });
});

describe("renderLeadEmail", () => {
  it("lists every submitted field in both parts", () => {
    const { subject, text, html } = renderLeadEmail(callback());
    expect(subject).toBe("New call-back request: Jane Smith");
    for (const fragment of ["preferredTime", "As soon as possible", "contact.surname", "vdn", "sales"]) {
      expect(text).toContain(fragment);
      expect(html).toContain(fragment);
    }
    expect(text).toContain("Name: Jane Smith");
    expect(text).toContain("comments: (empty)");
    expect(html).toContain('<a href="mailto:jane@example.co.za">jane@example.co.za</a>');
    expect(html).toContain('<a href="tel:0825550101">082 555 0101</a>');
  });

  it("links to the lead in the staff inbox when the site's address is known", () => {
    const lead = callback();
    const { text, html } = renderLeadEmail(lead, { siteUrl: "https://www.sandtonsoundhire.co.za" });
    const url = `https://www.sandtonsoundhire.co.za/admin/leads/${lead.leadId}`;
    expect(text).toContain(`Open this lead in the staff inbox: ${url}`);
    expect(html).toContain(`<a href="${url}">Open this lead in the staff inbox</a>`);
    expect(renderLeadEmail(lead).text).not.toContain("staff inbox");
    expect(staffLeadUrl("https://www.sandtonsoundhire.co.za/", "a b")).toBe(
      "https://www.sandtonsoundhire.co.za/admin/leads/a%20b",
    );
  });

  it("escapes every visitor value in the HTML part", () => {
    const evil = `<img src=x onerror="alert(1)">&'`;
    const lead = callback({
      fullName: evil,
      email: `"><script>x</script>@example.com`,
      phone: `<b>1</b>`,
      referrer: `javascript:alert("x")`,
      source: evil,
      payload: { [`<key>`]: evil, nested: { comments: `line one\n<i>line two</i>` } },
    });
    const { html, text } = renderLeadEmail(lead);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>1</b>");
    expect(html).not.toContain("<i>");
    expect(html).not.toContain("<key>");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;");
    expect(html).toContain("line one<br>\n&lt;i&gt;line two&lt;/i&gt;");
    // The plain-text part carries the values as typed, with continuation lines indented.
    expect(text).toContain("nested.comments: line one\n  <i>line two</i>");
  });
});

describe("decisions on a quote", () => {
  const quoteLead = (requestType: "discount" | "accept" | "decline" | "undecided") =>
    callback({
      kind: "quote",
      source: "Quote Request",
      fullName: "Thandi <b>M</b>",
      payload: { quoteNumber: "Q-261121-7KQM", status: "accepted" },
      decision: {
        quoteNumber: "Q-261121-7KQM",
        requestType,
        status: "accepted",
        decidedAt: "2026-11-21T10:00:00.000Z",
      },
    });

  it("names the decision and the quote in the subject", () => {
    expect(leadSubject(quoteLead("accept"))).toBe("Quote Q-261121-7KQM accepted: Thandi <b>M</b>");
    expect(leadSubject(quoteLead("decline"))).toBe("Quote Q-261121-7KQM declined: Thandi <b>M</b>");
    expect(leadSubject(quoteLead("discount"))).toBe("Discount requested on quote Q-261121-7KQM: Thandi <b>M</b>");
    expect(leadSubject(quoteLead("undecided"))).toBe("Quote Q-261121-7KQM: client undecided: Thandi <b>M</b>");
    expect(leadSubject(callback({ kind: "quote", source: "Quote Request" }))).toBe("New quote request: Jane Smith");
  });

  it("leads the e-mail with a line about the decision", () => {
    const { text, html } = renderLeadEmail(quoteLead("accept"));
    expect(
      text.startsWith(
        "Decision on quote Q-261121-7KQM\n\nDecision: The client accepted this quote.\nQuote: Q-261121-7KQM\nQuote status: accepted",
      ),
    ).toBe(true);
    expect(html).toContain("The client accepted this quote.");
    expect(html).toContain("Thandi &lt;b&gt;M&lt;/b&gt;");
    expect(html).not.toContain("<b>M</b>");
  });
});
