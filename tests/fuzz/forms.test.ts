// Every public form under hostile input, through both doors: the page's route
// action (a post without JavaScript, answered with the page) and the form
// endpoint the form script posts to (POST /api/forms/:form, answered with
// JSON); plus the blog sign-up, the unsubscribe link and posts to pages that take none. Valid posts
// are stored as typed and shown inert to staff and sales; invalid ones come
// back with the field's own message beside it and the typed text escaped;
// nothing answers 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  CLIENT_TYPES,
  EVENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  PREFERRED_TIMES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { leadFormDefinition } from "#app/features/leads/forms/lead-form-definitions.ts";
import { validateSubmission } from "#app/platform/forms/form-submission.ts";
import { storedFormPayload } from "#app/features/leads/forms/lead-payload.ts";
import {
  PROTO_KEYS,
  hostileLongText,
  hostileName,
  hostilePiece,
  hostileText,
  validEmail,
  validPhone,
} from "./arbitraries.ts";
import { type StoredHostile, check, expectInertInSalesEmails, expectInertInStaffInbox } from "./properties.ts";
import {
  type Answer,
  BACKENDS,
  type FuzzServer,
  cleaned,
  collapse,
  injectedMarkup,
  multipart,
  parseHtml,
  signInAsStaff,
  startFuzzServer,
  urlencoded,
} from "./support.ts";
import { type FieldKind, fieldLimits, schemaFieldValue } from "./schema-values.ts";
import { Tally } from "./tally.ts";

const PAGE_POST_LIMIT = 64 * 1024;

// One server per database; the suites below run one after the other.
let tally: Tally;
let server: FuzzServer;
let stored: StoredHostile[] = [];

const leadRows = () => server.count("select count(*) as n from leads");

// ---------------------------------------------------------------------------
// The forms: fields, valid values, invalid values with the spec's message, and what a valid post stores

type FormName = "contact" | "callback" | "sidebar" | "business" | "client";
type Fields = Record<string, string>;

/** An invalid value and the message the field must show (undefined: any message naming the rule). */
type Invalid = [fc.Arbitrary<string>, string | undefined];

interface FormSpec {
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
const kept = (value: string | undefined) =>
  cleaned(value ?? "")
    .replace(/\r\n?/g, "\n")
    .trim();
const fullName = (value: string | undefined) => kept(value).replace(/\s+/g, " ");
const over = (max: number) =>
  fc.integer({ min: max + 1, max: max + 30 }).map((length) => `Zo${"<b>'".repeat(length)}`.slice(0, length));
const shortText = fc.constantFrom("", " ", "Z", "\u0000Z\u0000", "<", " \t\n ");
const badEmail = fc.constantFrom(
  "not-an-email",
  "a@b",
  "<script>@x.co.za",
  "x@a-.co.za",
  "x@y.co.za\r\nBcc: z@w.co",
  "' OR 1=1 --@x.co.za",
);
const badPhone = fc.constantFrom(
  "abc",
  "<script>alert(1)</script>",
  "082-555-0101; DROP TABLE leads",
  "+27 82 555 0101\u0001",
  "082 555 0101 ext. 4",
);
const longPhone = fc.constantFrom("0".repeat(31), "+27 (0)82 555 0101 - 082 555 0102");
// Text that is still something once stored: a field of NULs alone is blank,
// and a blank choice is "not chosen", which optional choices accept.
const notAnOption = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, "toString", "OTHER", "<script>"),
  hostileText(20).filter((text) => cleaned(text).trim() !== ""),
);
const websites = ["", "https://www.jacaranda.co.za/", "www.example.co.za", "http://events.example.com/a?b=<c>&d='e'"];
const normalisedWebsite = (value: string) =>
  value ? new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`).href : "";
const optional = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: "" });

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

const FORMS: FormSpec[] = [
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

// ---------------------------------------------------------------------------
// Posting

type Door = "page" | "endpoint";
type Encoding = "urlencoded" | "multipart";

function encode(
  pairs: [string, string][],
  encoding: Encoding,
): { body: Buffer | string; headers: Record<string, string> } {
  return encoding === "urlencoded" ? urlencoded(pairs) : multipart(pairs.map(([name, value]) => ({ name, value })));
}

function endpointLabel(spec: FormSpec, door: Door): string {
  return door === "page"
    ? `POST ${spec.page}${spec.form === "sidebar" ? " (sidebar form)" : ""}`
    : `POST /api/forms/${spec.form}`;
}

async function postForm(
  spec: FormSpec,
  door: Door,
  pairs: [string, string][],
  encoding: Encoding,
  extraHeaders: Record<string, string> = {},
): Promise<Answer & { bytes: number }> {
  const all: [string, string][] = door === "page" ? [...spec.extra, ...pairs] : pairs;
  const { body, headers } = encode(all, encoding);
  const path = door === "page" ? spec.page : `/api/forms/${spec.form}`;
  const answer = await server.send({ path, body, headers: { ...headers, ...extraHeaders } });
  tally.record(endpointLabel(spec, door), answer.status);
  return { ...answer, bytes: Buffer.byteLength(body) };
}

const door = fc.constantFrom<Door>("page", "endpoint");
const encoding = fc.constantFrom<Encoding>("urlencoded", "multipart");

/** The control a field renders as, inside the lead form on the page. */
function control(document: Document, name: string): Element | null {
  return document.querySelector(`main [data-island] form [name="${name}"]`);
}

function describedText(document: Document, element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join(" ");
}

describe.each(BACKENDS)("the public forms under hostile input, on %s", (backend) => {
  beforeAll(async () => {
    tally = new Tally(backend);
    stored = [];
    server = await startFuzzServer("forms", backend);
  }, 120_000);

  afterAll(async () => {
    tally.save(inject("fuzzTallyDir"), "3-forms");
    await server?.stop();
  });

  describe.each(FORMS)("the $form form under hostile input", (spec) => {
    it("stores a valid post as typed, from either door and in either encoding", async () => {
      await check(
        fc.asyncProperty(spec.valid, door, encoding, async (fields, via, encodedAs) => {
          const before = await leadRows();
          const answer = await postForm(spec, via, Object.entries(fields), encodedAs);
          if (answer.bytes > PAGE_POST_LIMIT) {
            expect(answer.status).toBe(413);
            expect(await leadRows()).toBe(before);
            return;
          }
          expect(answer.status, answer.text.slice(0, 300)).toBe(200);
          expect(await leadRows()).toBe(before + 1);
          let leadId: string;
          if (via === "endpoint") {
            const result = JSON.parse(answer.text) as { status: string; leadId: string };
            expect(result.status).toBe("success");
            leadId = result.leadId;
          } else {
            expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
            leadId = (
              (await server.row("select id from leads order by created_at desc, id desc limit 1")) as { id: string }
            ).id;
          }
          const row = (await server.row("select * from leads where id = ?", leadId)) as Record<
            string,
            string | number | null
          >;
          const payload = JSON.parse(String(row.payload)) as {
            comments: string;
            preferredTime: string;
            source: string;
            contact: Record<string, string>;
          };
          const expected = spec.stores(fields);
          expect(row.kind).toBe(spec.kind);
          expect(row.full_name).toBe(expected.fullName);
          expect(row.email ?? "").toBe(expected.email);
          expect(row.phone ?? "").toBe(expected.phone);
          expect(row.marketing_consent).toBe(fields.marketingConsent === "on" ? 1 : 0);
          expect(payload.source).toBe(expected.source);
          expect(payload.comments).toBe(expected.comments);
          expect(payload.contact.fullname).toBe(expected.fullName);
          if (expected.preferredTime) expect(payload.preferredTime).toBe(expected.preferredTime);
          for (const [key, value] of Object.entries(expected.contact ?? {}))
            expect(payload.contact[key], key).toBe(value);
          stored.push({ leadId, shown: [expected.fullName, expected.comments] });
        }),
        60,
      );
    });

    it("answers an invalid field with its own message beside it, the typed text escaped, and stores nothing", async () => {
      const cases = Object.entries(spec.invalid).flatMap(([field, options]) =>
        options.map(([values, message]) => fc.tuple(fc.constant(field), values, fc.constant(message))),
      );
      await check(
        fc.asyncProperty(
          spec.valid,
          fc.oneof(...cases),
          door,
          encoding,
          async (fields, [field, value, message], via, encodedAs) => {
            const before = await leadRows();
            const posted: Fields = { ...fields, [field]: value };
            const answer = await postForm(spec, via, Object.entries(posted), encodedAs);
            expect(await leadRows()).toBe(before);
            if (answer.bytes > PAGE_POST_LIMIT) {
              expect(answer.status).toBe(413);
              return;
            }
            const label = `${field} = ${JSON.stringify(value).slice(0, 80)} via ${via}`;
            expect(answer.status, label).toBe(400);
            if (via === "endpoint") {
              const result = JSON.parse(answer.text) as { status: string; fieldErrors: Record<string, string> };
              expect(result.status, label).toBe("invalid");
              if (message) expect(result.fieldErrors[field], label).toBe(message);
              else expect(result.fieldErrors[field], label).toEqual(expect.any(String));
              return;
            }
            const document = parseHtml(answer.text);
            expect(injectedMarkup(document), label).toBeUndefined();
            const element = control(document, field);
            expect(element, label).not.toBeNull();
            if (!element) return;
            expect(element.getAttribute("aria-invalid"), label).toBe("true");
            const shown = describedText(document, element);
            if (message) expect(shown, label).toContain(message);
            else expect(shown.trim().length, label).toBeGreaterThan(0);
            // What the visitor typed comes back, as text.
            for (const name of spec.echoed) {
              const input = control(document, name);
              if (!input) continue;
              const echoed =
                input.tagName === "TEXTAREA" ? (input.textContent ?? "") : (input.getAttribute("value") ?? "");
              expect(echoed.replace(/\r\n?/g, "\n"), `${label}: ${name}`).toBe(kept(posted[name]));
            }
          },
        ),
        120,
      );
    });

    it("stores every post its schema accepts as the schema read it, and answers every post it refuses with the schema's field messages, never a 5xx", async () => {
      // The form's one rule (issue 32): its schema, run here on the same fields, decides; the server must agree.
      const definition = leadFormDefinition(spec.form);
      const schema = definition.schema();
      const names = Object.keys(spec.fields);
      const change = fc.constantFrom(...names).chain((name) => {
        const [kind, options] = spec.fields[name] ?? ["text"];
        return schemaFieldValue(kind, fieldLimits(schema.shape[name as keyof typeof schema.shape]), options).map(
          (value) => [name, value] as const,
        );
      });
      const changes = fc
        .array(change, { minLength: 1, maxLength: 3 })
        .map((pairs) => Object.fromEntries(pairs) as Fields);
      const examples = (spec.regressions ?? []).flatMap((changed) =>
        (["page", "endpoint"] as const).map(
          (via) => [fc.sample(spec.valid, { numRuns: 1, seed: 7 })[0] ?? {}, changed, via, "urlencoded"] as const,
        ),
      ) as [Fields, Fields, Door, Encoding][];
      await check(
        fc.asyncProperty(spec.valid, changes, door, encoding, async (fields, changed, via, encodedAs) => {
          const posted: Fields = { ...fields, ...changed };
          const pairs = Object.entries(posted);
          const verdict = validateSubmission(new URLSearchParams(pairs), schema);
          const before = await leadRows();
          const answer = await postForm(spec, via, pairs, encodedAs);
          const label = `${JSON.stringify(changed).slice(0, 160)} via ${via} (${encodedAs})`;
          expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
          if (answer.bytes > PAGE_POST_LIMIT) {
            expect(answer.status, label).toBe(413);
            expect(await leadRows(), label).toBe(before);
            return;
          }
          if (!verdict.success) {
            expect(answer.status, label).toBe(400);
            expect(await leadRows(), label).toBe(before);
            if (via === "endpoint") {
              const result = JSON.parse(answer.text) as { status: string; fieldErrors: Record<string, string> };
              expect(result.status, label).toBe("invalid");
              expect(result.fieldErrors, label).toEqual(verdict.fieldErrors);
              return;
            }
            const document = parseHtml(answer.text);
            for (const [field, message] of Object.entries(verdict.fieldErrors)) {
              const element = control(document, field);
              expect(element, `${label}: ${field}`).not.toBeNull();
              if (!element) continue;
              expect(element.getAttribute("aria-invalid"), `${label}: ${field}`).toBe("true");
              expect(describedText(document, element), `${label}: ${field}`).toContain(message);
            }
            return;
          }
          // Accepted: stored, and stored as the schema read it.
          expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(200);
          expect(await leadRows(), label).toBe(before + 1);
          const leadId =
            via === "endpoint"
              ? (JSON.parse(answer.text) as { leadId: string }).leadId
              : ((await server.row("select id from leads order by created_at desc, id desc limit 1")) as { id: string })
                  .id;
          const row = (await server.row("select * from leads where id = ?", leadId)) as Record<string, unknown>;
          const payload = JSON.parse(String(row.payload)) as Record<string, unknown>;
          const expected = storedFormPayload(
            definition.shape(verdict.data, { now: new Date(), referrer: "" }),
            posted.marketingConsent === "on",
          );
          expect(row.kind, label).toBe(spec.kind);
          expect(row.full_name ?? "", label).toBe(expected.contact.fullname);
          expect(row.email ?? "", label).toBe(expected.contact.email);
          expect(row.phone ?? "", label).toBe(expected.contact.tel);
          expect(payload.contact, label).toEqual(expected.contact);
          expect(payload.comments, label).toBe(expected.comments);
          expect(payload.preferredTime, label).toBe(expected.preferredTime);
          expect(payload.source, label).toBe(expected.source);
          stored.push({ leadId, shown: [expected.contact.fullname, expected.comments] });
        }),
        60,
        examples,
      );
    });

    it("answers garbage, duplicates, files, prototype keys and a filled honeypot without a 5xx, storing at most what it accepted", async () => {
      const names = fc.oneof(
        fc.constantFrom(
          ...PROTO_KEYS,
          "fax_number",
          "submissionKey",
          "referrer",
          "form",
          "name",
          "email",
          "__proto__[isAdmin]",
          "constructor[prototype][x]",
          "name[]",
        ),
        hostileText(12),
      );
      const garbage = fc.oneof(
        // Random fields.
        fc.array(fc.tuple(names, hostileText(200)), { maxLength: 12 }).map((pairs) => ({ pairs, note: "random" })),
        // A valid post with hostile duplicates after it: the first value is the one read.
        fc
          .tuple(
            spec.valid,
            fc.array(fc.tuple(fc.constantFrom(...Object.keys(spec.invalid)), hostileText(60)), {
              minLength: 1,
              maxLength: 4,
            }),
          )
          .map(([fields, duplicates]) => ({
            pairs: [...Object.entries(fields), ...duplicates],
            note: "duplicates",
            fields,
          })),
        // A filled honeypot: the answer a person gets, nothing stored.
        fc
          .tuple(
            spec.valid,
            hostilePiece.filter((text) => text.trim() !== ""),
          )
          .map(([fields, trap]) => ({
            pairs: [...Object.entries(fields), ["fax_number", trap] as [string, string]],
            note: "honeypot",
          })),
      );
      await check(
        fc.asyncProperty(garbage, door, encoding, async (input, via, encodedAs) => {
          const before = await leadRows();
          const answer = await postForm(spec, via, input.pairs as [string, string][], encodedAs);
          const label = `${input.note} via ${via}`;
          expect(answer.status, label).toBeLessThan(500);
          const grown = (await leadRows()) - before;
          if (input.note === "honeypot") {
            expect(answer.status, label).toBe(answer.bytes > PAGE_POST_LIMIT ? 413 : 200);
            expect(grown, label).toBe(0);
          } else if (
            input.note === "duplicates" &&
            answer.bytes <= PAGE_POST_LIMIT &&
            "fields" in input &&
            input.fields
          ) {
            expect(answer.status, label).toBe(200);
            expect(grown, label).toBe(1);
            const row = (await server.row("select full_name from leads order by created_at desc, id desc limit 1")) as {
              full_name: string;
            };
            expect(row.full_name, label).toBe(spec.stores(input.fields).fullName);
          } else {
            expect(grown, label).toBe(answer.status === 200 ? grown : 0);
            expect(grown, label).toBeLessThanOrEqual(1);
          }
          if (via === "page" && (answer.headers["content-type"] ?? "").includes("html"))
            expect(injectedMarkup(parseHtml(answer.text)), label).toBeUndefined();
        }),
        80,
      );
    });

    it("refuses bodies that are not a form, too big or of no declared length, and stores nothing", async () => {
      const sample = Object.entries(fc.sample(spec.valid, { numRuns: 1, seed: 3 })[0] ?? {});
      const form = urlencoded(sample);
      // Every field sent as a file: a form with no text in it.
      const files = multipart(sample.map(([name, value]) => ({ name, value, filename: `${name}.txt` })));
      const variants: {
        body: Buffer | string;
        headers: Record<string, string>;
        chunked?: boolean;
        expect: number[];
      }[] = [
        {
          body: JSON.stringify(Object.fromEntries(sample)),
          headers: { "Content-Type": "application/json" },
          expect: [400, 415],
        },
        { body: form.body, headers: { "Content-Type": "text/plain" }, expect: [400, 415] },
        { body: form.body, headers: {}, expect: [400, 415] },
        {
          body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nZo',
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          expect: [400],
        },
        { body: "garbage", headers: { "Content-Type": "multipart/form-data" }, expect: [400] },
        { body: "garbage", headers: { "Content-Type": "multipart/form-data; boundary=" }, expect: [400] },
        { body: "name=%zz&email=%E0%A4%A&message=%", headers: form.headers, expect: [400] },
        { body: "&&&===&&&", headers: form.headers, expect: [400] },
        { body: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x26]), headers: form.headers, expect: [400] },
        { body: "a=1&".repeat(PAGE_POST_LIMIT / 4 - 1), headers: form.headers, expect: [400] },
        {
          body: urlencoded([...sample, ["message", "x".repeat(PAGE_POST_LIMIT)]]).body,
          headers: form.headers,
          expect: [413],
        },
        { body: form.body, headers: form.headers, chunked: true, expect: [411] },
        { body: files.body, headers: files.headers, expect: [400] },
      ];
      for (const via of ["page", "endpoint"] as const) {
        for (const variant of variants) {
          const before = await leadRows();
          const headers = variant.headers;
          const answer = await server.send({
            path: via === "page" ? spec.page : `/api/forms/${spec.form}`,
            body: variant.body,
            headers,
            chunked: variant.chunked,
          });
          tally.record(endpointLabel(spec, via), answer.status);
          const label = `${via} ${JSON.stringify(headers)} ${String(variant.body).slice(0, 60)}`;
          expect(variant.expect, `${label}: ${answer.status}`).toContain(answer.status);
          expect(await leadRows(), label).toBe(before);
        }
      }
    });
  });

  describe("POST /blog/subscribe under hostile input", () => {
    const ENDPOINT = "POST /blog/subscribe";
    const subscribers = () => server.count("select count(*) as n from leads where kind = 'subscriber'");
    const known = new Set<string>();

    it("subscribes each valid address once, refuses anything else with the field's message, and echoes it escaped", async () => {
      const email = fc.oneof(
        validEmail.map((address) => ({ address, valid: true, repeat: -1 })),
        // An address signed up before, in capitals: the same subscriber.
        fc.nat().map((repeat) => ({ address: "", valid: true, repeat })),
        fc
          .oneof(
            hostileText(80),
            fc.constantFrom(
              "",
              "not-an-email",
              "a@b",
              "x@a-.co.za",
              "<script>@x.co.za",
              `${"a".repeat(250)}@x.co.za`,
              "a@b.co.za\r\nBcc: c@d.co.za",
            ),
          )
          .map((address) => ({ address, valid: false, repeat: -1 })),
      );
      await check(
        fc.asyncProperty(email, encoding, fc.constantFrom("", "  ", "\t"), async (input, encodedAs, pad) => {
          const earlier = [...known];
          const { valid } = input;
          const address =
            input.repeat >= 0
              ? (earlier[input.repeat % Math.max(1, earlier.length)] ?? "first.repeat@example.co.za").toUpperCase()
              : input.address;
          const before = await subscribers();
          const { body, headers } = encode([["email", `${pad}${address}${pad}`]], encodedAs);
          const answer = await server.send({ path: "/blog/subscribe", body, headers });
          tally.record(ENDPOINT, answer.status);
          const document = parseHtml(answer.text);
          expect(injectedMarkup(document)).toBeUndefined();
          const normalised = address.trim().toLowerCase();
          if (!valid) {
            expect(answer.status, address).toBe(400);
            expect(collapse(document.body.textContent ?? "")).toContain("Please enter a valid email address");
            const input = document.querySelector('main [name="email"]');
            // As the HTML parser reads it back: NUL as U+FFFD, line ends as \n.
            const typed = `${pad}${address}${pad}`
              .trim()
              .toWellFormed()
              .replaceAll("\u0000", "\uFFFD")
              .replace(/\r\n?/g, "\n");
            expect(input?.getAttribute("value") ?? "", address).toBe(typed);
            expect(await subscribers()).toBe(before);
            return;
          }
          expect(answer.status, address).toBe(200);
          expect(await subscribers(), address).toBe(before + (known.has(normalised) ? 0 : 1));
          known.add(normalised);
        }),
        150,
      );
    });
  });

  describe("the privacy request on /privacy under hostile input", () => {
    const requests = () => server.count("select count(*) as n from leads where kind = 'privacy_request'");
    const unconfirmed = () =>
      server.count("select count(*) as n from leads where kind = 'privacy_request' and confirmed_at is null");

    it("stores each valid request once, unconfirmed, and refuses anything else with a field's message", async () => {
      const valid = fc.record({
        requestType: fc.constantFrom("access", "correction", "deletion"),
        name: hostileName(100),
        email: validEmail,
        phone: optional(validPhone),
        details: optional(hostileText(500)),
      });
      const invalid = fc.oneof(
        valid.chain((fields) => notAnOption.map((requestType) => ({ ...fields, requestType }))),
        valid.chain((fields) => fc.oneof(badEmail, fc.constant("")).map((email) => ({ ...fields, email }))),
        valid.chain((fields) => shortText.map((name) => ({ ...fields, name }))),
        valid.chain((fields) => badPhone.map((phone) => ({ ...fields, phone }))),
      );
      const post = fc.oneof(
        valid.map((fields) => ({ fields, ok: true })),
        invalid.map((fields) => ({ fields, ok: false })),
      );
      await check(
        fc.asyncProperty(
          post,
          encoding,
          fc.constantFrom("page", "endpoint"),
          async ({ fields, ok }, encodedAs, via) => {
            const [before, waiting] = [await requests(), await unconfirmed()];
            const { body, headers } = encode(Object.entries(fields), encodedAs);
            const answer = await server.send({
              path: via === "page" ? "/privacy" : "/api/forms/privacy",
              body,
              headers,
            });
            tally.record(`POST ${via === "page" ? "/privacy" : "/api/forms/privacy"}`, answer.status);
            if (via === "page") expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
            if (!ok) {
              expect(answer.status, JSON.stringify(fields)).toBe(400);
              expect(await requests()).toBe(before);
              return;
            }
            expect(answer.status, JSON.stringify(fields)).toBe(200);
            expect(await requests()).toBe(before + 1);
            // Nothing counts before the e-mail link is followed.
            expect(await unconfirmed()).toBe(waiting + 1);
          },
        ),
        120,
      );
    });
  });

  describe("the unsubscribe link on /unsubscribe under hostile input", () => {
    const optOuts = () => server.count("select count(*) as n from email_opt_outs");

    it("refuses any token it did not sign, by link, form or one-click post, without a 5xx or a stored opt-out", async () => {
      const token = fc.oneof(
        hostileText(120),
        fc.constantFrom(...PROTO_KEYS),
        // The token's shape, with a signature that is not ours.
        fc.stringMatching(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/),
      );
      await check(
        fc.asyncProperty(
          token,
          fc.constantFrom("link", "form", "one-click"),
          encoding,
          async (value, door, encodedAs) => {
            const before = await optOuts();
            // URLSearchParams, not encodeURIComponent: a lone surrogate becomes U+FFFD instead of throwing.
            const query = `/unsubscribe?${new URLSearchParams({ token: value }).toString()}`;
            const answer =
              door === "link"
                ? await server.send({ method: "GET", path: query })
                : await server.send({
                    path: door === "form" ? "/unsubscribe" : query,
                    ...encode(door === "form" ? [["token", value]] : [["List-Unsubscribe", "One-Click"]], encodedAs),
                  });
            tally.record(`${door === "link" ? "GET" : "POST"} /unsubscribe`, answer.status);
            expect(answer.status, value).toBe(400);
            expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
            expect(await optOuts()).toBe(before);
          },
        ),
        60,
      );
    });
  });

  describe("posts to pages that take none, and to unknown form names", () => {
    it("answer with a 4xx, never a 5xx, and store nothing", async () => {
      const paths = [
        "/",
        "/about",
        "/services",
        "/catalogue",
        "/catalogue/products",
        "/quote-request",
        "/blog",
        "/blog/rss.xml",
        "/paia-manual",
        "/robots.txt",
        "/sitemap.xml",
        "/offline",
        "/server-error",
        `/${LANDING_SLUGS[0]}`,
        "/contact.data",
        "/call-me-back.data",
        "/no-such-page",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/api/forms/unknown",
        "/api/forms/__proto__",
        "/api/forms/constructor",
        "/api/forms/toString",
        "/api/forms/%00",
        "/admin",
        "/admin/leads/1",
        "/admin/logout",
        "/admin/dashboard",
        "/admin/leads.csv",
      ];
      const pairs = fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...PROTO_KEYS, "name", "email", "intent", "csrf", "status"), hostileText(10)),
          hostileText(80),
        ),
        { maxLength: 8 },
      );
      await check(
        fc.asyncProperty(fc.constantFrom(...paths), pairs, encoding, async (path, fields, encodedAs) => {
          const before = await leadRows();
          const { body, headers } = encode(fields, encodedAs);
          const answer = await server.send({ path, body, headers });
          tally.record("POST (pages without a form, unknown forms, staff pages)", answer.status);
          expect(answer.status, path).toBeGreaterThanOrEqual(400);
          expect(answer.status, path).toBeLessThan(500);
          expect(await leadRows(), path).toBe(before);
        }),
        80,
      );
    });
  });

  describe("forms under hostile input: where staff and sales read them", () => {
    it("shows every stored hostile form post as inert text in the staff inbox", async () => {
      expect(stored.length).toBeGreaterThan(0);
      const cookie = await signInAsStaff(server);
      await expectInertInStaffInbox(server, cookie, stored, (status) =>
        tally.record("GET /admin/leads/:id (staff view of fuzzed leads)", status),
      );
    });

    it("sends sales an e-mail per stored post with the hostile text escaped", async () => {
      await expectInertInSalesEmails(server, stored);
    }, 120_000);

    it("logged no server error", async () => {
      expect(server.errorLines()).toEqual([]);
      expect(await server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
    });
  });
});
