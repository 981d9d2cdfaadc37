import { describe, expect, it } from "vitest";
import {
  type LeadNotification,
  flattenFields,
  isLeadKind,
  leadSubject,
  staffLeadUrl,
  staffWhatsAppReplyLink,
} from "#app/features/leads/notify/lead-notification.ts";
import { toSingleLine } from "#app/platform/format/single-line.ts";

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
});

describe("staffLeadUrl", () => {
  it("puts the lead's id, encoded, under /admin/leads", () => {
    expect(staffLeadUrl("https://www.sandtonsoundhire.co.za/", "a b")).toBe(
      "https://www.sandtonsoundhire.co.za/admin/leads/a%20b",
    );
  });
});

describe("staffWhatsAppReplyLink", () => {
  it("greets a lead with a South African mobile by first name and names the request", () => {
    const link = new URL(staffWhatsAppReplyLink(callback({ fullName: "Jane van der Merwe" })) ?? "");
    expect(link.origin + link.pathname).toBe("https://wa.me/27825550101");
    expect(link.searchParams.get("text")).toBe("Hi Jane, this is Sandton Sound Hire about your call-back request.");
  });

  it("names the quote for a decision, and says 'there' when no name was given", () => {
    const lead = callback({
      kind: "quote",
      fullName: null,
      decision: { quoteNumber: "Q-261121-7KQM", requestType: "accept", status: "accepted", decidedAt: "" },
    });
    expect(new URL(staffWhatsAppReplyLink(lead) ?? "").searchParams.get("text")).toBe(
      "Hi there, this is Sandton Sound Hire about your quote Q-261121-7KQM.",
    );
  });

  it("offers no WhatsApp reply to a landline, a foreign number or no number", () => {
    expect(staffWhatsAppReplyLink(callback({ phone: "011 784 2250" }))).toBeUndefined();
    expect(staffWhatsAppReplyLink(callback({ phone: "+44 20 7946 0958" }))).toBeUndefined();
    expect(staffWhatsAppReplyLink(callback({ phone: null }))).toBeUndefined();
  });
});
