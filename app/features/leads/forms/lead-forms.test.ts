import { describe, expect, it } from "vitest";
import {
  businessApplicationSchema,
  callBackFormSchema,
  clientApplicationSchema,
  contactFormSchema,
  sidebarCallBackFormSchema,
  fieldNames,
  isTicked,
  isValidEmail,
  normalizeWebsite,
  readFormValues,
  validateForm,
  WEBSITE_MESSAGES,
} from "#app/features/leads/forms/lead-forms.ts";
import { addDays, quoteContactFormSchema } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

const contact = {
  name: "Lerato Mokoena",
  email: "lerato@example.co.za",
  phone: "",
  eventType: "wedding",
  message: "We need sound for 120 guests in Midrand.",
  referrer: "",
  marketingConsent: "",
};

function errorsOf(schema: Parameters<typeof validateForm>[0], values: Record<string, string>) {
  const result = validateForm(schema, values);
  return result.success ? {} : result.fieldErrors;
}

describe("contact form (section 5)", () => {
  it("accepts a complete message with the phone left out", () => {
    expect(validateForm(contactFormSchema(), contact).success).toBe(true);
  });

  it("gives the spec's message for each rule", () => {
    expect(
      errorsOf(contactFormSchema(), { ...contact, name: "L", email: "lerato@", eventType: "", message: "Too short" }),
    ).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      eventType: "Please select an event type",
      message: "Message must be at least 10 characters",
    });
  });

  it("accepts exactly 2 characters of name and 10 of message", () => {
    expect(validateForm(contactFormSchema(), { ...contact, name: "Bo", message: "1234567890" }).success).toBe(true);
  });

  it("takes only the five event types", () => {
    for (const eventType of ["corporate", "wedding", "dj", "school", "other"]) {
      expect(validateForm(contactFormSchema(), { ...contact, eventType }).success).toBe(true);
    }
    expect(errorsOf(contactFormSchema(), { ...contact, eventType: "rave" }).eventType).toBe(
      "Please select an event type",
    );
  });

  it("refuses over-long text with a message naming the field and the limit", () => {
    expect(errorsOf(contactFormSchema(), { ...contact, message: "x".repeat(5001) }).message).toBe(
      "Message must be 5000 characters or fewer",
    );
  });

  it("shortens an over-long hidden referrer to 2,048 characters instead of refusing the form", () => {
    const referrer = `https://www.sandtonsoundhire.co.za/?q=${"a".repeat(12_000)}`;
    const result = validateForm(contactFormSchema(), { ...contact, referrer });
    expect(result.success && result.data.referrer).toBe(referrer.slice(0, 2048));
  });
});

describe("call-back forms (section 5)", () => {
  const callBack = {
    name: "Sipho Nkosi",
    phone: "082 555 0101",
    email: "",
    message: "",
    preferredTime: "",
    referrer: "",
    marketingConsent: "",
  };

  it("accepts the page form without e-mail or message", () => {
    expect(validateForm(callBackFormSchema(), callBack).success).toBe(true);
  });

  it("names each broken rule", () => {
    expect(errorsOf(callBackFormSchema(), { ...callBack, name: "S", phone: "082 555", email: "sipho@" })).toEqual({
      name: "Name is required",
      phone: "Valid phone number is required",
      email: "Valid email is required",
    });
  });

  it("requires a valid e-mail on the sidebar form", () => {
    expect(errorsOf(sidebarCallBackFormSchema(), callBack)).toEqual({ email: "Valid email is required" });
    expect(validateForm(sidebarCallBackFormSchema(), { ...callBack, email: "sipho@example.com" }).success).toBe(true);
  });

  it("needs 10 characters of phone, and no letters", () => {
    expect(validateForm(callBackFormSchema(), { ...callBack, phone: "0825550101" }).success).toBe(true);
    expect(errorsOf(callBackFormSchema(), { ...callBack, phone: "082555010" }).phone).toBe(
      "Valid phone number is required",
    );
    expect(errorsOf(callBackFormSchema(), { ...callBack, phone: "call me maybe" }).phone).toBe(
      "Valid phone number is required",
    );
    expect(validateForm(callBackFormSchema(), { ...callBack, phone: "+27 82 555 0101" }).success).toBe(true);
  });

  it("only takes a preferred time from the list", () => {
    expect(validateForm(callBackFormSchema(), { ...callBack, preferredTime: "Morning (8 AM to 12 PM)" }).success).toBe(
      true,
    );
    expect(errorsOf(callBackFormSchema(), { ...callBack, preferredTime: "midnight" }).preferredTime).toBeDefined();
  });
});

describe("partner applications (section 5)", () => {
  const business = {
    companyName: "Jacaranda Events",
    companyWebsite: "",
    industryType: "Event Planner",
    contactName: "Thandi van der Merwe",
    contactEmail: "thandi@jacaranda.co.za",
    contactPhone: "011 555 0199",
    referralSource: "",
    interestReason: "We plan 30 weddings a year in Pretoria.",
    eventsPerYear: "13+ events per year",
    referrer: "",
    marketingConsent: "",
  };

  it("reads a website as the address it is stored as, and counts its limit on that address (issue 32)", () => {
    const read = (companyWebsite: string) => validateForm(businessApplicationSchema(), { ...business, companyWebsite });
    const typed = read("www.jacaranda.co.za");
    expect(typed.success && typed.data.companyWebsite).toBe("https://www.jacaranda.co.za/");
    // 69 characters typed, 319 as a web address (each é is %C3%A9): refused where it is typed, never further down.
    expect(read(`https://acme.co.za/${"é".repeat(50)}`)).toEqual({
      success: false,
      fieldErrors: { companyWebsite: WEBSITE_MESSAGES.tooLong },
    });
    // 300 characters typed without a scheme are 308 once stored.
    expect(read(`www.acme.co.za/${"a".repeat(285)}`).success).toBe(false);
    const longest = read(`https://acme.co.za/${"a".repeat(281)}`);
    expect(longest.success && longest.data.companyWebsite.length).toBe(300);
  });

  it("accepts a business application and every spec message on an empty one", () => {
    expect(validateForm(businessApplicationSchema(), business).success).toBe(true);
    expect(
      errorsOf(businessApplicationSchema(), {
        ...business,
        companyName: "",
        companyWebsite: "not a site",
        industryType: "",
        contactName: "",
        contactEmail: "",
        contactPhone: "",
        interestReason: "",
        eventsPerYear: "",
      }),
    ).toEqual({
      companyName: "Company name is required",
      companyWebsite: "Please enter a valid URL",
      industryType: "Please select an industry type",
      contactName: "Contact name is required",
      contactEmail: "Valid email is required",
      contactPhone: "Valid phone number is required",
      interestReason: "Please tell us why you are interested in partnering with us",
      eventsPerYear: "Please select an option",
    });
  });

  it("accepts a client application and every spec message on an empty one", () => {
    const client = {
      clientType: "DJ",
      companyName: "",
      contactName: "Kabelo Molefe",
      contactEmail: "kabelo@example.com",
      contactPhone: "072 555 0123",
      eventsPerYear: "7-12 events per year",
      interestReason: "I play ten weddings a year around Soweto.",
      referralSource: "Event",
      referrer: "",
      marketingConsent: "on",
    };
    expect(validateForm(clientApplicationSchema(), client).success).toBe(true);
    expect(
      errorsOf(clientApplicationSchema(), {
        ...client,
        clientType: "",
        contactName: "K",
        contactEmail: "kabelo",
        contactPhone: "072",
        eventsPerYear: "",
        interestReason: "short",
      }),
    ).toEqual({
      clientType: "Please select a client type",
      contactName: "Full name is required",
      contactEmail: "Valid email is required",
      contactPhone: "Valid phone number is required",
      eventsPerYear: "Please select an option",
      interestReason: "Please tell us why you are interested in becoming a client partner",
    });
  });
});

describe("isValidEmail", () => {
  it("refuses a domain label that ends with a hyphen, which cannot exist", () => {
    expect(isValidEmail("thandi@jacaranda-events.co.za")).toBe(true);
    expect(isValidEmail("o'brien+quotes@example.co.za")).toBe(true);
    expect(isValidEmail("thandi@jacaranda-.co.za")).toBe(false);
    expect(isValidEmail("thandi@a.b-.co.za")).toBe(false);
  });

  it("accepts an internationalised domain in its ASCII form only when it decodes", () => {
    expect(isValidEmail("info@xn--tda.co.za")).toBe(true);
    expect(isValidEmail("info@XN--80AK6AA92E.com")).toBe(true);
    expect(isValidEmail("info@xn--abc.co.za")).toBe(false);
    expect(isValidEmail("info@xn--.co.za")).toBe(false);
    expect(isValidEmail("info@mail.xn--zz.com")).toBe(false);
  });

  it("refuses an address no mail server takes, so a visitor we store is one we can write back to", () => {
    const domain = `@${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.co.za`;
    expect(isValidEmail(`${"x".repeat(64)}@example.co.za`)).toBe(true);
    expect(isValidEmail(`${"x".repeat(65)}@example.co.za`)).toBe(false);
    expect(isValidEmail(`thandi@${"a".repeat(63)}.co.za`)).toBe(true);
    expect(isValidEmail(`thandi@${"a".repeat(64)}.co.za`)).toBe(false);
    // smtp-server refused a 254-character address the form had accepted: the quote was stored, its e-mail never sent.
    const longest = `${"x".repeat(253 - domain.length)}${domain}`;
    expect(longest).toHaveLength(253);
    expect(validateForm(contactFormSchema(), { ...contact, email: longest }).success).toBe(true);
    expect(errorsOf(contactFormSchema(), { ...contact, email: `x${longest}` }).email).toBeDefined();
  });
});

describe("normalizeWebsite", () => {
  it("accepts what people type and refuses what is not a web address", () => {
    expect(normalizeWebsite("www.jacaranda.co.za")).toBe("https://www.jacaranda.co.za/");
    expect(normalizeWebsite("http://example.com/about")).toBe("http://example.com/about");
    expect(normalizeWebsite("javascript:alert(1)")).toBeUndefined();
    expect(normalizeWebsite("localhost")).toBeUndefined();
    expect(normalizeWebsite("not a site")).toBeUndefined();
    expect(normalizeWebsite("ftp://files.example.com")).toBeUndefined();
  });
});

describe("readFormValues", () => {
  it("trims strings, normalises line endings and reads anything else as empty", () => {
    const form = new FormData();
    form.set("name", "  Lerato  ");
    form.set("message", "Line one\r\nLine two ");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(readFormValues(form, ["name", "message", "file", "missing"])).toEqual({
      name: "Lerato",
      message: "Line one\nLine two",
      file: "",
      missing: "",
    });
  });

  it("drops NUL characters, which no database stores, before trimming", () => {
    const form = new FormData();
    form.set("name", "\u0000 Lerato\u0000 ");
    form.set("message", "\u0000".repeat(12));
    expect(readFormValues(form, ["name", "message"])).toEqual({ name: "Lerato", message: "" });
  });

  it("ignores inherited keys such as __proto__", () => {
    const values = readFormValues(JSON.parse('{"__proto__": {"x": 1}, "name": 5}') as Record<string, unknown>, [
      "name",
      "__proto__",
    ]);
    expect(values.name).toBe("");
    // fromEntries defines "__proto__" as a plain own key: the prototype is untouched.
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(values, "__proto__")?.value).toBe("");
  });

  it("builds each schema once, on first use, and keeps it", () => {
    for (const schema of [
      contactFormSchema,
      callBackFormSchema,
      sidebarCallBackFormSchema,
      businessApplicationSchema,
      clientApplicationSchema,
      quoteContactFormSchema,
    ]) {
      expect(schema()).toBe(schema());
    }
    expect(sidebarCallBackFormSchema()).not.toBe(callBackFormSchema());
  });

  it("lists a schema's fields", () => {
    expect(fieldNames(contactFormSchema())).toEqual([
      "name",
      "email",
      "phone",
      "eventType",
      "message",
      "referrer",
      "marketingConsent",
    ]);
  });

  it("reads a checkbox", () => {
    expect(isTicked("on")).toBe(true);
    expect(isTicked("")).toBe(false);
    expect(isTicked(undefined)).toBe(false);
  });
});

describe("quote contact form (section 5)", () => {
  const quote = {
    name: "Ayanda Khumalo",
    email: "ayanda@example.co.za",
    phone: "082 555 0142",
    eventDate: "",
    venue: "",
    marketingConsent: "",
  };

  it("accepts name, e-mail and phone, with date and venue optional", () => {
    expect(validateForm(quoteContactFormSchema(), quote).success).toBe(true);
    expect(
      validateForm(quoteContactFormSchema(), {
        ...quote,
        eventDate: addDays(johannesburgDate(new Date()), 14),
        venue: "Midrand",
      }).success,
    ).toBe(true);
  });

  it("uses the spec's three messages", () => {
    expect(errorsOf(quoteContactFormSchema(), { ...quote, name: "A", email: "ayanda", phone: "082 555" })).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("refuses dates that do not exist", () => {
    expect(errorsOf(quoteContactFormSchema(), { ...quote, eventDate: "2026-02-30" }).eventDate).toBe(
      "Please enter a valid date",
    );
    expect(errorsOf(quoteContactFormSchema(), { ...quote, eventDate: "12/12/2026" }).eventDate).toBe(
      "Please enter a valid date",
    );
  });
});
