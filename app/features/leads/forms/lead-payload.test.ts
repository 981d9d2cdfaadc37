import { describe, expect, it } from "vitest";
import {
  businessApplicationPayload,
  callBackPayload,
  clientApplicationPayload,
  contactComments,
  contactPayload,
  splitFullName,
  validateLeadPayload,
} from "#app/features/leads/forms/lead-payload.ts";

const now = new Date("2026-11-21T08:30:00.000Z");
const context = { now, referrer: "https://www.sandtonsoundhire.co.za/mixer-hire" };

describe("splitFullName", () => {
  it("splits on the first space", () => {
    expect(splitFullName("Thandi van der Merwe")).toEqual({
      name: "Thandi",
      surname: "van der Merwe",
      fullname: "Thandi van der Merwe",
    });
    expect(splitFullName("Sipho")).toEqual({ name: "Sipho", surname: "", fullname: "Sipho" });
    expect(splitFullName("  Sipho   Nkosi ")).toEqual({ name: "Sipho", surname: "Nkosi", fullname: "Sipho Nkosi" });
  });
});

describe("callBackPayload (sections 5 and 7.1)", () => {
  it("shapes a call-back with the defaults of section 5", () => {
    expect(
      callBackPayload(
        {
          name: "Sipho Nkosi",
          phone: "082 555 0101",
          email: "",
          message: "",
          preferredTime: "",
          referrer: "",
          marketingConsent: "",
        },
        context,
      ),
    ).toEqual({
      requestedAt: "2026-11-21T08:30:00.000Z",
      referrer: "https://www.sandtonsoundhire.co.za/mixer-hire",
      vdn: "SSH-WEB-SALES",
      preferredTime: "As soon as possible",
      comments: "",
      source: "Website Form",
      contact: { name: "Sipho", surname: "Nkosi", fullname: "Sipho Nkosi", tel: "082 555 0101", email: "" },
    });
  });

  it("keeps a chosen time and the message", () => {
    const payload = callBackPayload(
      {
        name: "Sipho",
        phone: "0825550101",
        email: "s@example.com",
        message: "About a school concert",
        preferredTime: "Afternoon (12 PM to 6 PM)",
        referrer: "",
        marketingConsent: "",
      },
      context,
    );
    expect(payload.preferredTime).toBe("Afternoon (12 PM to 6 PM)");
    expect(payload.comments).toBe("About a school concert");
    expect(payload.contact.email).toBe("s@example.com");
  });
});

describe("contactPayload", () => {
  it("sends 'Event Type: {type}', a blank line, then the message", () => {
    expect(contactComments("wedding", "120 guests in Midrand")).toBe("Event Type: wedding\n\n120 guests in Midrand");
    const payload = contactPayload(
      {
        name: "Lerato Mokoena",
        email: "lerato@example.co.za",
        phone: "",
        eventType: "corporate",
        message: "Year-end function for 200",
        referrer: "",
        marketingConsent: "",
      },
      context,
    );
    expect(payload.comments).toBe("Event Type: corporate\n\nYear-end function for 200");
    expect(payload.contact).toEqual({
      name: "Lerato",
      surname: "Mokoena",
      fullname: "Lerato Mokoena",
      tel: "",
      email: "lerato@example.co.za",
    });
    expect(payload.source).toBe("Website Form");
  });
});

describe("partner application payloads (section 3)", () => {
  it("shapes a business application", () => {
    const payload = businessApplicationPayload(
      {
        companyName: "Jacaranda Events",
        // As the form's schema reads "www.jacaranda.co.za".
        companyWebsite: "https://www.jacaranda.co.za/",
        industryType: "Event Planner",
        contactName: "Thandi van der Merwe",
        contactEmail: "thandi@jacaranda.co.za",
        contactPhone: "011 555 0199",
        referralSource: "Google Search",
        interestReason: "We plan 30 weddings a year.",
        eventsPerYear: "13+ events per year",
        referrer: "",
        marketingConsent: "",
      },
      context,
    );
    expect(payload).toEqual({
      requestedAt: "2026-11-21T08:30:00.000Z",
      referrer: context.referrer,
      vdn: "SSH-WEB-SALES",
      preferredTime: "As soon as possible",
      comments: "Partner Application - We plan 30 weddings a year.",
      source: "Business Partner Application",
      contact: {
        name: "Thandi",
        surname: "van der Merwe",
        fullname: "Thandi van der Merwe",
        tel: "011 555 0199",
        email: "thandi@jacaranda.co.za",
        company: "Jacaranda Events",
        companyWebsite: "https://www.jacaranda.co.za/",
        industry: "Event Planner",
        clientType: "",
        eventsPerYear: "13+ events per year",
        interestReason: "We plan 30 weddings a year.",
        referralSource: "Google Search",
      },
    });
  });

  it("shapes a client application", () => {
    const payload = clientApplicationPayload(
      {
        clientType: "Band/Musician",
        companyName: "",
        contactName: "Kabelo Molefe",
        contactEmail: "kabelo@example.com",
        contactPhone: "072 555 0123",
        eventsPerYear: "4-6 events per year",
        interestReason: "We gig monthly in Maboneng.",
        referralSource: "",
        referrer: "",
        marketingConsent: "",
      },
      context,
    );
    expect(payload.source).toBe("Client Partner Application");
    expect(payload.comments).toBe("Partner Application - We gig monthly in Maboneng.");
    expect(payload.contact).toMatchObject({
      name: "Kabelo",
      surname: "Molefe",
      clientType: "Band/Musician",
      industry: "",
      company: "",
    });
  });
});

describe("validateLeadPayload (the API's schema)", () => {
  const valid = {
    requestedAt: "2026-11-21T08:30:00.000Z",
    referrer: "https://www.google.com/",
    vdn: "SSH-WEB-SALES",
    preferredTime: "As soon as possible",
    comments: "",
    source: "Website Form",
    contact: { name: "Sipho", surname: "Nkosi", fullname: "Sipho Nkosi", tel: "082 555 0101", email: "" },
  };

  it("accepts the payload of section 7.1 and fills optional fields", () => {
    const result = validateLeadPayload(valid);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.marketingConsent).toBe(false);
      expect(result.data.contact.company).toBe("");
    }
  });

  it("names each field that breaks a rule", () => {
    const result = validateLeadPayload({
      ...valid,
      requestedAt: "yesterday",
      source: "Fax",
      contact: { ...valid.contact, fullname: "S", email: "nope" },
    });
    expect(result).toEqual({
      success: false,
      errors: [
        { field: "requestedAt", message: "requestedAt must be an ISO timestamp" },
        {
          field: "source",
          message:
            "source must be one of: Website Form, Business Partner Application, Client Partner Application, Equipment Assistant",
        },
        { field: "contact.fullname", message: "Name is required" },
        { field: "contact.email", message: "Valid email is required" },
      ],
    });
  });

  it("drops NUL characters and unpaired surrogates before checking, as the forms do", () => {
    const result = validateLeadPayload({
      ...valid,
      comments: "Two mics\u0000 \ud800",
      contact: { ...valid.contact, name: "Si\u0000pho" },
    });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.data.comments).toBe("Two mics \ufffd");
      expect(result.data.contact.name).toBe("Sipho");
    }
    expect(validateLeadPayload({ ...valid, contact: { ...valid.contact, fullname: "\u0000S\u0000" } })).toEqual({
      success: false,
      errors: [{ field: "contact.fullname", message: "Name is required" }],
    });
  });

  it("needs a phone number or an e-mail address for a website lead", () => {
    expect(validateLeadPayload({ ...valid, contact: { ...valid.contact, tel: "" } })).toEqual({
      success: false,
      errors: [{ field: "contact.tel", message: "Valid phone number is required" }],
    });
    expect(
      validateLeadPayload({ ...valid, contact: { ...valid.contact, tel: "", email: "s@example.com" } }).success,
    ).toBe(true);
  });

  it("checks an application's own fields", () => {
    const result = validateLeadPayload({
      ...valid,
      source: "Business Partner Application",
      contact: { ...valid.contact, email: "s@example.com" },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual([
        { field: "contact.eventsPerYear", message: "Please select an option" },
        { field: "contact.company", message: "Company name is required" },
        { field: "contact.industry", message: "Please select an industry type" },
        { field: "contact.interestReason", message: "Please tell us why you are interested in partnering with us" },
      ]);
    }
  });

  it("refuses wrong types and non-objects without throwing", () => {
    expect(validateLeadPayload(null).success).toBe(false);
    expect(validateLeadPayload([valid]).success).toBe(false);
    expect(validateLeadPayload("lead").success).toBe(false);
    const wrongTypes = validateLeadPayload({
      ...valid,
      contact: { ...valid.contact, tel: 821234567 },
      marketingConsent: "yes",
    });
    expect(wrongTypes.success).toBe(false);
    if (!wrongTypes.success)
      expect(wrongTypes.errors.map((error) => error.field)).toEqual(["contact.tel", "marketingConsent"]);
  });

  it("drops unknown keys, prototype keys included", () => {
    const result = validateLeadPayload(JSON.parse(JSON.stringify({ ...valid, admin: true })) as unknown);
    expect(result.success && "admin" in result.data).toBe(false);
    const polluted = validateLeadPayload(
      JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(valid).slice(1)}`) as unknown,
    );
    expect(polluted.success).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
