// The public lead forms as the hostile-input suite sees them: each form's
// fields, valid values, invalid values with the message the field must show,
// and what a valid post stores.
import fc from "fast-check";
import {
  CLIENT_TYPES,
  EVENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  PREFERRED_TIMES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";
import { PROTO_KEYS, hostileLongText, hostileName, hostileText, validEmail, validPhone } from "./arbitraries.ts";
import { cleaned } from "./support.ts";
import type { FieldKind } from "./schema-values.ts";

export type FormName = "contact" | "callback" | "sidebar" | "business" | "client";
export type Fields = Record<string, string>;

/** An invalid value and the message the field must show (undefined: any message naming the rule). */
type Invalid = [fc.Arbitrary<string>, string | undefined];

export interface FormSpec {
  form: FormName;
  /** Where the form posts without JavaScript, and what else it sends. */
  page: string;
  extra: [string, string][];
  kind: string;
  valid: fc.Arbitrary<Fields>;
  invalid: Record<string, Invalid[]>;
  /** The form's text inputs and text areas, whose typed value comes back after an invalid post. */
  echoed: string[];
  /** Each field the visitor fills: what kind of field it is, and a choice's options (the schema's own lists). */
  fields: Record<string, [FieldKind, (readonly string[])?]>;
  /** Posts that once failed (issue 32), tried first: a valid post and the fields changed in it. */
  regressions?: Fields[];
  /** What a valid post stores: the lead's name, e-mail, phone, comments and source. */
  stores(fields: Fields): {
    fullName: string;
    email: string;
    phone: string;
    comments: string;
    source: string;
    preferredTime?: string;
    contact?: Record<string, string>;
  };
}

/** Form text as the server keeps it: storable, line ends as \n, trimmed. */
export const kept = (value: string | undefined) =>
  cleaned(value ?? "")
    .replace(/\r\n?/g, "\n")
    .trim();
const fullName = (value: string | undefined) => kept(value).replace(/\s+/g, " ");
const over = (max: number) =>
  fc.integer({ min: max + 1, max: max + 30 }).map((length) => `Zo${"<b>'".repeat(length)}`.slice(0, length));
export const shortText = fc.constantFrom("", " ", "Z", "\u0000Z\u0000", "<", " \t\n ");
export const badEmail = fc.constantFrom(
  "not-an-email",
  "a@b",
  "<script>@x.co.za",
  "x@a-.co.za",
  "x@y.co.za\r\nBcc: z@w.co",
  "' OR 1=1 --@x.co.za",
);
export const badPhone = fc.constantFrom(
  "abc",
  "<script>alert(1)</script>",
  "082-555-0101; DROP TABLE leads",
  "+27 82 555 0101\u0001",
  "082 555 0101 ext. 4",
);
const longPhone = fc.constantFrom("0".repeat(31), "+27 (0)82 555 0101 - 082 555 0102");
// Text that is still something once stored: a field of NULs alone is blank,
// and a blank choice is "not chosen", which optional choices accept.
export const notAnOption = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, "toString", "OTHER", "<script>"),
  hostileText(20).filter((text) => cleaned(text).trim() !== ""),
);
const websites = ["", "https://www.jacaranda.co.za/", "www.example.co.za", "http://events.example.com/a?b=<c>&d='e'"];
const normalisedWebsite = (value: string) =>
  value ? new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`).href : "";
export const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: "" });

const callBackInvalid = (emailRequired: boolean): Record<string, Invalid[]> => ({
  name: [
    [shortText, "Name is required"],
    [over(100), "Name must be 100 characters or fewer"],
  ],
  phone: [
    [fc.oneof(fc.constantFrom("", "082 555", "<b>"), badPhone), "Valid phone number is required"],
    [longPhone, "Phone number must be 30 characters or fewer"],
  ],
  email: [[emailRequired ? fc.oneof(badEmail, fc.constant("")) : badEmail, "Valid email is required"]],
  preferredTime: [[notAnOption, "Please choose a time from the list"]],
  message: [[over(5000), "Message must be 5000 characters or fewer"]],
});

const callBackFields: FormSpec["fields"] = {
  name: ["text"],
  phone: ["phone"],
  email: ["email"],
  message: ["text"],
  preferredTime: ["choice", PREFERRED_TIMES],
  marketingConsent: ["checkbox"],
};

const callBackStores = (fields: Fields) => ({
  fullName: fullName(fields.name),
  email: kept(fields.email),
  phone: kept(fields.phone),
  comments: kept(fields.message),
  source: "Website Form",
  preferredTime: kept(fields.preferredTime) || "As soon as possible",
});

export const FORMS: FormSpec[] = [
  {
    form: "contact",
    page: "/contact",
    extra: [],
    kind: "contact",
    valid: fc.record({
      name: hostileName(100),
      email: validEmail,
      phone: optional(validPhone),
      eventType: fc.constantFrom(...EVENT_TYPES),
      message: hostileLongText(10, 5000),
      marketingConsent: fc.constantFrom("", "on"),
    }),
    invalid: {
      name: [
        [shortText, "Name must be at least 2 characters"],
        [over(100), "Name must be 100 characters or fewer"],
      ],
      email: [[fc.oneof(badEmail, fc.constant("")), "Please enter a valid email address"]],
      phone: [
        [badPhone, "Please enter a valid phone number"],
        [longPhone, "Phone number must be 30 characters or fewer"],
      ],
      eventType: [[fc.oneof(notAnOption, fc.constantFrom("", "Wedding")), "Please select an event type"]],
      message: [
        [
          fc.constantFrom("", "too short", "  <b>x</b>  ", "\u0000".repeat(12)),
          "Message must be at least 10 characters",
        ],
        [over(5000), "Message must be 5000 characters or fewer"],
      ],
    },
    echoed: ["name", "email", "phone", "message"],
    fields: {
      name: ["text"],
      email: ["email"],
      phone: ["phone"],
      eventType: ["choice", EVENT_TYPES],
      message: ["text"],
      marketingConsent: ["checkbox"],
    },
    // Issue 32: an optional phone of five digits was accepted by the form and refused by a second check (500).
    regressions: [{ phone: "12345" }],
    stores: (fields) => ({
      fullName: fullName(fields.name),
      email: kept(fields.email),
      phone: kept(fields.phone),
      comments: `Event Type: ${fields.eventType}\n\n${kept(fields.message)}`,
      source: "Website Form",
    }),
  },
  {
    form: "callback",
    page: "/call-me-back",
    extra: [],
    kind: "callback",
    valid: fc.record({
      name: hostileName(100),
      phone: validPhone,
      email: optional(validEmail),
      message: optional(hostileText(5000)),
      preferredTime: fc.constantFrom("", ...PREFERRED_TIMES),
      marketingConsent: fc.constantFrom("", "on"),
    }),
    invalid: callBackInvalid(false),
    echoed: ["name", "phone", "email", "message"],
    fields: callBackFields,
    stores: callBackStores,
  },
  {
    form: "sidebar",
    page: "/call-me-back",
    extra: [["form", "sidebar"]],
    kind: "callback",
    valid: fc.record({
      name: hostileName(100),
      phone: validPhone,
      email: validEmail,
      message: optional(hostileText(5000)),
      preferredTime: fc.constantFrom("", ...PREFERRED_TIMES),
      marketingConsent: fc.constantFrom("", "on"),
    }),
    invalid: callBackInvalid(true),
    echoed: ["name", "phone", "email", "message"],
    fields: callBackFields,
    stores: callBackStores,
  },
  {
    form: "business",
    page: "/partners/apply/business",
    extra: [],
    kind: "partner_business",
    valid: fc.record({
      companyName: hostileName(150),
      companyWebsite: fc.constantFrom(...websites),
      industryType: fc.constantFrom(...INDUSTRY_TYPES),
      contactName: hostileName(100),
      contactEmail: validEmail,
      contactPhone: validPhone,
      referralSource: fc.constantFrom("", ...REFERRAL_SOURCES),
      interestReason: hostileLongText(10, 5000),
      eventsPerYear: fc.constantFrom(...EVENT_VOLUMES),
      marketingConsent: fc.constantFrom("", "on"),
    }),
    invalid: {
      companyName: [
        [shortText, "Company name is required"],
        [over(150), "Company name must be 150 characters or fewer"],
      ],
      companyWebsite: [
        [
          fc.constantFrom(
            "javascript:alert(1)",
            "JaVaScRiPt:alert(1)",
            "data:text/html,<script>alert(1)</script>",
            "vbscript:msgbox",
            "ftp://files.example.com",
            "not a url",
            "http://localhost",
            "https://user:pass@example.com",
          ),
          "Please enter a valid URL",
        ],
      ],
      industryType: [[fc.oneof(notAnOption, fc.constant("")), "Please select an industry type"]],
      contactName: [[shortText, "Contact name is required"]],
      contactEmail: [[fc.oneof(badEmail, fc.constant("")), "Valid email is required"]],
      contactPhone: [[fc.constantFrom("", "082 555", "<b>"), "Valid phone number is required"]],
      referralSource: [[notAnOption, "Please choose an option from the list"]],
      interestReason: [
        [
          fc.constantFrom("", "too short", "  <b>x</b>  "),
          "Please tell us why you are interested in partnering with us",
        ],
      ],
      eventsPerYear: [[fc.oneof(notAnOption, fc.constant("")), "Please select an option"]],
    },
    echoed: ["companyName", "companyWebsite", "contactName", "contactEmail", "contactPhone", "interestReason"],
    fields: {
      companyName: ["text"],
      companyWebsite: ["website"],
      industryType: ["choice", INDUSTRY_TYPES],
      contactName: ["text"],
      contactEmail: ["email"],
      contactPhone: ["phone"],
      referralSource: ["choice", REFERRAL_SOURCES],
      interestReason: ["text"],
      eventsPerYear: ["choice", EVENT_VOLUMES],
      marketingConsent: ["checkbox"],
    },
    // Issue 32: 69 characters typed, over 300 once encoded as a web address, refused after the form accepted it (500).
    regressions: [{ companyWebsite: `https://acme.co.za/${"é".repeat(50)}` }],
    stores: (fields) => ({
      fullName: fullName(fields.contactName),
      email: kept(fields.contactEmail),
      phone: kept(fields.contactPhone),
      comments: `Partner Application - ${kept(fields.interestReason)}`,
      source: "Business Partner Application",
      contact: {
        company: kept(fields.companyName),
        companyWebsite: normalisedWebsite(kept(fields.companyWebsite)),
        industry: fields.industryType ?? "",
      },
    }),
  },
  {
    form: "client",
    page: "/partners/apply/client",
    extra: [],
    kind: "partner_client",
    valid: fc.record({
      clientType: fc.constantFrom(...CLIENT_TYPES),
      companyName: optional(hostileText(150)),
      contactName: hostileName(100),
      contactEmail: validEmail,
      contactPhone: validPhone,
      eventsPerYear: fc.constantFrom(...EVENT_VOLUMES),
      interestReason: hostileLongText(10, 5000),
      referralSource: fc.constantFrom("", ...REFERRAL_SOURCES),
      marketingConsent: fc.constantFrom("", "on"),
    }),
    invalid: {
      clientType: [[fc.oneof(notAnOption, fc.constant("")), "Please select a client type"]],
      companyName: [[over(150), "Company name must be 150 characters or fewer"]],
      contactName: [[shortText, "Full name is required"]],
      contactEmail: [[fc.oneof(badEmail, fc.constant("")), "Valid email is required"]],
      contactPhone: [[fc.constantFrom("", "082 555", "<b>"), "Valid phone number is required"]],
      eventsPerYear: [[fc.oneof(notAnOption, fc.constant("")), "Please select an option"]],
      interestReason: [
        [
          fc.constantFrom("", "too short", "  <b>x</b>  "),
          "Please tell us why you are interested in becoming a client partner",
        ],
      ],
      referralSource: [[notAnOption, "Please choose an option from the list"]],
    },
    echoed: ["companyName", "contactName", "contactEmail", "contactPhone", "interestReason"],
    fields: {
      clientType: ["choice", CLIENT_TYPES],
      companyName: ["text"],
      contactName: ["text"],
      contactEmail: ["email"],
      contactPhone: ["phone"],
      eventsPerYear: ["choice", EVENT_VOLUMES],
      interestReason: ["text"],
      referralSource: ["choice", REFERRAL_SOURCES],
      marketingConsent: ["checkbox"],
    },
    stores: (fields) => ({
      fullName: fullName(fields.contactName),
      email: kept(fields.contactEmail),
      phone: kept(fields.contactPhone),
      comments: `Partner Application - ${kept(fields.interestReason)}`,
      source: "Client Partner Application",
      contact: { company: kept(fields.companyName), clientType: fields.clientType ?? "" },
    }),
  },
];
