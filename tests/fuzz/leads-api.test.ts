// POST /api/av/leads under hostile input, against the production server and
// its SQLite file: valid leads carrying hostile text are stored as sent and
// shown inert to staff and sales; everything else is refused with a 4xx that
// names the field, and stores nothing; nothing ever answers 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  CLIENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  LEAD_SOURCES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";
import {
  NON_JSON_TYPES,
  PROTO_KEYS,
  deepJson,
  hostileLongText,
  hostileName,
  hostileText,
  jsonText,
  malformedBody,
  paddedJson,
  validEmail,
  validPhone,
  wrongTypeValue,
} from "./arbitraries.ts";
import {
  type StoredHostile,
  check,
  expectInertInSalesEmails,
  expectInertInStaffInbox,
  fieldErrors,
  withPrototypeKeys,
  withValueAt,
} from "./properties.ts";
import {
  type Answer,
  BACKENDS,
  type FuzzServer,
  cleaned,
  jsonHeaders,
  signInAsStaff,
  startFuzzServer,
} from "./support.ts";
import { Tally } from "./tally.ts";

const ENDPOINT = "POST /api/av/leads";
const PATH = "/api/av/leads";
const BODY_LIMIT = 32 * 1024;
const SOURCES = Object.values(LEAD_SOURCES) as string[];
const KIND_BY_SOURCE: Record<string, string> = {
  [LEAD_SOURCES.callback]: "callback",
  [LEAD_SOURCES.assistant]: "assistant",
  [LEAD_SOURCES.business]: "partner_business",
  [LEAD_SOURCES.client]: "partner_client",
};

// One server per database; the suites below run one after the other.
let tally: Tally;
let server: FuzzServer;
let stored: StoredHostile[] = [];

async function post(
  body: Buffer | string,
  headers: Record<string, string> = jsonHeaders(),
  extra: { chunked?: boolean; method?: string } = {},
): Promise<Answer> {
  const answer = await server.send({ path: PATH, body, headers, ...extra });
  tally.record(ENDPOINT, answer.status);
  return answer;
}

const leadRows = () => server.count("select count(*) as n from leads");

// ---------------------------------------------------------------------------
// Valid leads, hostile text in every free-text field

const isoTimestamp = fc
  .tuple(
    fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
    fc.constantFrom("Z", "+02:00", "-0530"),
  )
  .map(([date, zone]) => date.toISOString().replace("Z", zone));

const optionalHostile = (max: number) => fc.option(hostileText(max), { nil: undefined });

const baseFields = {
  requestedAt: isoTimestamp,
  referrer: optionalHostile(2048),
  vdn: optionalHostile(64),
  preferredTime: optionalHostile(100),
  comments: optionalHostile(5200),
  marketingConsent: fc.option(fc.boolean(), { nil: undefined }),
};

const personFields = {
  name: optionalHostile(100),
  surname: optionalHostile(100),
  fullname: hostileName(100),
};

const callBackLead = fc.record({
  ...baseFields,
  source: fc.constantFrom(LEAD_SOURCES.callback, LEAD_SOURCES.assistant),
  contact: fc
    .record({ ...personFields, tel: fc.option(validPhone, { nil: "" }), email: fc.option(validEmail, { nil: "" }) })
    .filter((contact) => contact.tel !== "" || contact.email !== ""),
});

const applicationContact = {
  ...personFields,
  tel: validPhone,
  email: validEmail,
  eventsPerYear: fc.constantFrom(...EVENT_VOLUMES),
  interestReason: hostileLongText(10, 5000),
  referralSource: fc.option(fc.constantFrom(...REFERRAL_SOURCES), { nil: undefined }),
};

const businessLead = fc.record({
  ...baseFields,
  source: fc.constant(LEAD_SOURCES.business),
  contact: fc.record({
    ...applicationContact,
    // Not trimmed by the API (only checked for 2 characters after trimming): the padding counts.
    company: hostileName(148),
    companyWebsite: fc.constantFrom(
      "",
      "https://www.jacaranda.co.za/",
      "www.example.co.za",
      "http://events.example.com/a?b=<c>&d='e'",
    ),
    industry: fc.constantFrom(...INDUSTRY_TYPES),
  }),
});

const clientLead = fc.record({
  ...baseFields,
  source: fc.constant(LEAD_SOURCES.client),
  contact: fc.record({
    ...applicationContact,
    company: optionalHostile(150),
    clientType: fc.constantFrom(...CLIENT_TYPES),
  }),
});

const anyValidLead = fc.oneof(callBackLead, businessLead, clientLead) as fc.Arbitrary<
  Record<string, unknown> & { source: string; contact: Record<string, unknown> }
>;

/** Keys a naive merge would turn into prototype pollution, plus plain unknown keys. */
const pollutingExtras = fc.dictionary(
  fc.constantFrom(...PROTO_KEYS, "isAdmin", "status", "id", "kind"),
  fc.oneof(
    fc.constant({ source: LEAD_SOURCES.business, isAdmin: true, status: "won" }),
    fc.constant({ prototype: { polluted: "yes" } }),
    hostileText(20),
  ),
  { maxKeys: 3 },
);

function without<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The lead's own columns hold trimmed text, and null for blank. */
const column = (value: string) => value.trim() || null;

/** The first `length` characters (code points, as the length rules count them). */
function codePoints(text: string, length: number): string {
  return Array.from(text).slice(0, length).join("");
}

/** A stored text field: what the server keeps of what was sent. */
const kept = (value: unknown, trim = false) =>
  typeof value === "string" ? (trim ? cleaned(value).trim() : cleaned(value)) : "";

describe.each(BACKENDS)(`${ENDPOINT} under hostile input, on %s`, (backend) => {
  beforeAll(async () => {
    tally = new Tally(backend);
    stored = [];
    server = await startFuzzServer("leads", backend);
  }, 120_000);

  afterAll(async () => {
    tally.save(inject("fuzzTallyDir"), "1-leads-api");
    await server?.stop();
  });

  it("stores every valid lead, whatever text it carries, as sent and only once", async () => {
    await check(
      fc.asyncProperty(anyValidLead, pollutingExtras, pollutingExtras, async (lead, rootExtras, contactExtras) => {
        const contact = withPrototypeKeys(without(lead.contact), contactExtras);
        const body = withPrototypeKeys({ ...without(lead), contact }, rootExtras);
        const json = JSON.stringify(body);
        const before = await leadRows();
        const answer = await post(json);
        if (Buffer.byteLength(json) > BODY_LIMIT) {
          expect(answer.status).toBe(413);
          expect(await leadRows()).toBe(before);
          return;
        }
        expect(answer.status, answer.text).toBe(201);
        const { id } = JSON.parse(answer.text) as { id: string };
        expect(await leadRows()).toBe(before + 1);

        const row = (await server.row("select * from leads where id = ?", id)) as Record<
          string,
          string | number | null
        >;
        const payload = JSON.parse(String(row.payload)) as Record<string, unknown> & {
          contact: Record<string, unknown>;
        };
        expect(row.kind).toBe(KIND_BY_SOURCE[lead.source]);
        expect(row.source).toBe(lead.source);
        expect(row.status).toBe("new");
        expect(row.full_name).toBe(column(kept(lead.contact.fullname, true)));
        expect(row.email).toBe(column(kept(lead.contact.email, true)));
        expect(row.phone).toBe(column(kept(lead.contact.tel, true)));
        expect(row.referrer).toBe(column(kept(lead.referrer)));
        expect(row.marketing_consent).toBe(lead.marketingConsent === true ? 1 : 0);
        for (const field of ["referrer", "vdn", "preferredTime", "comments"] as const)
          expect(payload[field], field).toBe(kept(lead[field]));
        for (const field of ["name", "surname", "company", "interestReason"] as const) {
          if (field in lead.contact) expect(payload.contact[field], field).toBe(kept(lead.contact[field]));
        }
        // Unknown and prototype keys are dropped, never stored or merged.
        const allowedRoot = ["requestedAt", "referrer", "vdn", "preferredTime", "comments", "source", "contact"];
        expect(Object.keys(payload).filter((key) => !allowedRoot.includes(key))).toEqual([]);
        for (const key of [...PROTO_KEYS, "isAdmin", "status", "id", "kind"]) {
          expect(Object.hasOwn(payload, key), key).toBe(false);
          expect(Object.hasOwn(payload.contact, key), `contact.${key}`).toBe(false);
        }
        stored.push({ leadId: id, shown: [kept(lead.contact.fullname, true), kept(lead.comments)] });
      }),
      90,
    );
  });

  it("refuses each invalid field with a 400 that names it, and stores nothing", async () => {
    // Over the limit (counted in characters, as the rules count) however the server cleans and trims it: no NUL, no space at either end.
    const tooLong = (max: number) =>
      fc
        .integer({ min: max + 1, max: max + 40 })
        .chain((length) =>
          hostileText(Math.max(0, length - 4)).map((text) =>
            codePoints(`Zo${text.replaceAll("\u0000", "x")}${"<x>".repeat(length)}`, length),
          ),
        );
    const anyLead = anyValidLead;
    const applicationLead = fc.oneof(businessLead, clientLead) as fc.Arbitrary<
      Record<string, unknown> & { source: string; contact: Record<string, unknown> }
    >;
    // Each mutation: the field, the leads it applies to, and values that field must refuse.
    const mutations: [string, typeof anyLead, fc.Arbitrary<unknown>][] = [
      [
        "requestedAt",
        anyLead,
        fc.oneof(
          hostileText(30),
          wrongTypeValue,
          fc.constantFrom(undefined, "", "2026-11-21", "21/11/2026 10:00", "yesterday", "2026-11-21T25:00:00Z"),
        ),
      ],
      [
        "source",
        anyLead,
        fc.oneof(
          hostileText(40).filter((text) => !SOURCES.includes(text)),
          wrongTypeValue,
          fc.constantFrom(undefined, "website form", "Website Form "),
        ),
      ],
      [
        "contact",
        anyLead,
        fc.oneof(
          fc.integer(),
          fc.string(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.string()),
          fc.constant(undefined),
        ),
      ],
      [
        "contact.fullname",
        anyLead,
        fc.oneof(
          wrongTypeValue,
          tooLong(100),
          fc.constantFrom(undefined, "", " ", "A", " Z ", "\u0000Z\u0000", "\t\n"),
        ),
      ],
      [
        "contact.email",
        anyLead,
        fc.oneof(
          wrongTypeValue,
          fc.constantFrom(
            "not-an-email",
            "a@b",
            "<script>@x.co.za",
            "a b@c.co.za",
            "x@y.co.za\r\nBcc: z@w.co",
            "' OR 1=1 --@x.co.za",
            "x@a-.co.za",
            `${"a".repeat(250)}@x.co.za`,
          ),
        ),
      ],
      [
        "contact.tel",
        anyLead,
        fc.oneof(
          wrongTypeValue,
          fc.constantFrom(
            "abc",
            "<script>",
            "082 555 0",
            "0".repeat(31),
            "082-555-0101; DROP TABLE leads",
            "+27 82 555 0101\u0001",
          ),
        ),
      ],
      ["contact.name", anyLead, fc.oneof(wrongTypeValue, tooLong(100))],
      ["contact.surname", anyLead, fc.oneof(wrongTypeValue, tooLong(100))],
      ["referrer", anyLead, fc.oneof(wrongTypeValue, tooLong(2048))],
      ["vdn", anyLead, fc.oneof(wrongTypeValue, tooLong(64))],
      ["preferredTime", anyLead, fc.oneof(wrongTypeValue, tooLong(100))],
      ["comments", anyLead, fc.oneof(wrongTypeValue, tooLong(5200))],
      ["marketingConsent", anyLead, fc.constantFrom("yes", "true", 1, 0, null, [], {})],
      [
        "contact.eventsPerYear",
        applicationLead,
        fc.oneof(fc.constantFrom("", "100 events", "__proto__"), wrongTypeValue),
      ],
      [
        "contact.interestReason",
        applicationLead,
        fc.oneof(fc.constantFrom("", "too short", "  <b>x</b>  "), tooLong(5000), wrongTypeValue),
      ],
      ["contact.referralSource", applicationLead, fc.oneof(fc.constantFrom("TV", "constructor"), wrongTypeValue)],
      [
        "contact.company",
        businessLead as typeof anyLead,
        fc.oneof(fc.constantFrom("", "A", "  "), tooLong(150), wrongTypeValue),
      ],
      [
        "contact.industry",
        businessLead as typeof anyLead,
        fc.oneof(fc.constantFrom("", "Plumbing", "toString"), wrongTypeValue),
      ],
      [
        "contact.companyWebsite",
        businessLead as typeof anyLead,
        fc.constantFrom(
          "javascript:alert(1)",
          "JaVaScRiPt:alert(1)",
          "data:text/html,<script>alert(1)</script>",
          "vbscript:msgbox",
          "ftp://files.example.com",
          "not a url",
          "http://localhost",
          "https://user:pass@example.com",
          "https://",
        ),
      ],
      [
        "contact.clientType",
        clientLead as typeof anyLead,
        fc.oneof(fc.constantFrom("", "Alien", "__proto__"), wrongTypeValue),
      ],
    ];
    const mutated = fc.oneof(...mutations.map(([field, leads, values]) => fc.tuple(fc.constant(field), leads, values)));
    await check(
      fc.asyncProperty(mutated, async ([field, lead, value]) => {
        const body = JSON.stringify(withValueAt(without(lead), field, value));
        const before = await leadRows();
        const answer = await post(body);
        // Hostile text at every limit can outgrow the body limit: then the body is never read.
        const expected = Buffer.byteLength(body) > BODY_LIMIT ? 413 : 400;
        expect(answer.status, `${field} = ${JSON.stringify(value)}: ${answer.text}`).toBe(expected);
        expect(await leadRows()).toBe(before);
        if (expected === 413) return;
        const errors = fieldErrors(answer.text);
        expect(
          errors.map((error) => error.field),
          `${field} = ${JSON.stringify(value)}`,
        ).toContain(field);
        for (const error of errors) expect(error.message.length).toBeGreaterThan(0);
        expect(await leadRows()).toBe(before);
      }),
      120,
    );
  });

  it("answers random JSON, deep nesting and prototype keys with a 4xx, and stores nothing", async () => {
    await check(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: jsonText }, { weight: 1, arbitrary: deepJson }),
        async (text) => {
          const before = await leadRows();
          const answer = await post(text);
          expect(answer.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(answer.status, text.slice(0, 200)).toBeLessThan(500);
          expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: expect.any(String) });
          expect(await leadRows()).toBe(before);
        },
      ),
      80,
    );
  });

  it("answers malformed bodies, wrong content types and oversized bodies with a 4xx, storing only what it accepted", async () => {
    const sample = fc.sample(anyValidLead, { numRuns: 1, seed: 42 })[0] ?? {};
    const validJson = JSON.stringify(sample);
    const variant = fc.oneof(
      malformedBody(validJson).map((body) => ({ body, headers: jsonHeaders() })),
      fc.constantFrom(...NON_JSON_TYPES).map((type) => ({
        body: Buffer.from(validJson),
        headers: type ? { "Content-Type": type } : ({} as Record<string, string>),
      })),
      fc
        .constantFrom(
          "application/json; charset=utf-16",
          "application/json; charset=latin1",
          "application/json; charset=x-unknown",
          "APPLICATION/JSON",
          "application/json; charset=UTF-8",
        )
        .map((type) => ({ body: Buffer.from(validJson), headers: { "Content-Type": type } })),
      fc
        .constantFrom("gzip", "deflate", "br", "compress", "x-fuzz")
        .map((encoding) => ({ body: Buffer.from(validJson), headers: jsonHeaders({ "Content-Encoding": encoding }) })),
    );
    await check(
      fc.asyncProperty(variant, async ({ body, headers }) => {
        const before = await leadRows();
        const answer = await post(body, headers);
        const label = `${JSON.stringify(headers)} ${body.toString("latin1").slice(0, 120)}`;
        expect(answer.status, label).toBeLessThan(500);
        if (answer.status === 201) {
          expect(await leadRows(), label).toBe(before + 1);
          return;
        }
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        // The JSON API answers in JSON even when the body never got parsed.
        expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
        expect(JSON.parse(answer.text), label).toMatchObject({ success: false, message: expect.any(String) });
        expect(await leadRows(), label).toBe(before);
      }),
      70,
    );

    // Sizes around the limit: at most the limit is read (and the over-long comment refused), over it is 413.
    const build = (padding: string) => ({ ...sample, comments: padding });
    for (const bytes of [BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 10 * BODY_LIMIT]) {
      const before = await leadRows();
      const answer = await post(paddedJson(bytes, build));
      expect(answer.status, `${bytes} bytes`).toBe(bytes > BODY_LIMIT ? 413 : 400);
      if (answer.status === 400) expect(fieldErrors(answer.text).map((error) => error.field)).toContain("comments");
      const chunked = await post(paddedJson(bytes, build), jsonHeaders(), { chunked: true });
      expect(chunked.status, `${bytes} bytes, chunked`).toBe(bytes > BODY_LIMIT ? 413 : 400);
      expect(await leadRows()).toBe(before);
    }
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const answer = await post(validJson, jsonHeaders(), { method });
      expect(answer.status, method).toBe(405);
    }
  });

  it("stores a retried post once (Idempotency-Key) and refuses malformed keys", async () => {
    const key = fc.stringMatching(/^[A-Za-z0-9:._-]{8,100}$/);
    const badKey = fc.oneof(
      fc.constantFrom(
        "short",
        "a b c d e f g h",
        "x".repeat(101),
        "<script>alert(1)</script>",
        "'; DROP TABLE leads--",
        "key/with/slash",
        "%00%00%00%00%00",
      ),
      fc.stringMatching(/^[!-~]{8,40}$/).filter((text) => !/^[A-Za-z0-9:._-]+$/.test(text)),
    );
    let keyRuns = 0;
    await check(
      fc.asyncProperty(anyValidLead, key, badKey, async (lead, goodKey, wrongKey) => {
        const json = JSON.stringify(without(lead));
        if (Buffer.byteLength(json) > BODY_LIMIT) return;
        const before = await leadRows();
        const refused = await post(json, jsonHeaders({ "Idempotency-Key": wrongKey }));
        expect(refused.status, wrongKey).toBe(400);
        expect(fieldErrors(refused.text).map((error) => error.field)).toContain("Idempotency-Key");
        expect(await leadRows()).toBe(before);

        // A fresh key every run: shrinking replays runs, and a replayed key is (rightly) a replay.
        const key = `${goodKey.slice(0, 90)}.${(keyRuns += 1)}`;
        const first = await post(json, jsonHeaders({ "Idempotency-Key": key }));
        const again = await post(json, jsonHeaders({ "Idempotency-Key": key }));
        expect(first.status).toBe(201);
        expect(again.status).toBe(200);
        expect((JSON.parse(again.text) as { id: string }).id).toBe((JSON.parse(first.text) as { id: string }).id);
        expect(await leadRows()).toBe(before + 1);
      }),
      15,
    );
  });

  it("shows every stored hostile lead as inert text in the staff inbox", async () => {
    expect(stored.length).toBeGreaterThan(0);
    const cookie = await signInAsStaff(server);
    await expectInertInStaffInbox(server, cookie, stored, (status) =>
      tally.record("GET /admin/leads/:id (staff view of fuzzed leads)", status),
    );
  });

  it("sends sales an e-mail per stored lead with the hostile text escaped", async () => {
    await expectInertInSalesEmails(server, stored);
  }, 120_000);

  it("logged no server error", async () => {
    expect(server.errorLines()).toEqual([]);
    expect(await server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});
