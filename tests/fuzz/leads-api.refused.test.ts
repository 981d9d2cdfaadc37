// POST /api/av/leads under hostile input, refused posts: each invalid field
// is a 400 that names it; random JSON, deep nesting, prototype keys,
// malformed bodies, wrong content types and oversized bodies a 4xx; nothing
// refused is stored and nothing answers 5xx.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NON_JSON_TYPES,
  deepJson,
  hostileText,
  jsonText,
  malformedBody,
  paddedJson,
  wrongTypeValue,
} from "./arbitraries.ts";
import { check, fieldErrors, withValueAt } from "./properties.ts";
import { BACKENDS, jsonHeaders } from "./support.ts";
import {
  type LeadsSuite,
  anyValidLead,
  BODY_LIMIT,
  businessLead,
  clientLead,
  codePoints,
  ENDPOINT,
  SOURCES,
  useLeadsSuite,
  without,
} from "./leads-api.test-support.ts";

describe.each(BACKENDS)(`${ENDPOINT} under hostile input, refused posts, on %s`, (backend) => {
  const suite = useLeadsSuite(backend, "1-leads-api-2-refused");

  it("refuses each invalid field with a 400 that names it, and stores nothing", async () => {
    await refusesInvalidFields(suite);
  });

  it("answers random JSON, deep nesting and prototype keys with a 4xx, and stores nothing", async () => {
    await check(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: jsonText }, { weight: 1, arbitrary: deepJson }),
        async (text) => {
          const before = await suite.leadRows();
          const answer = await suite.post(text);
          expect(answer.status, text.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(answer.status, text.slice(0, 200)).toBeLessThan(500);
          expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: expect.any(String) });
          expect(await suite.leadRows()).toBe(before);
        },
      ),
      80,
    );
  });

  it("answers malformed bodies, wrong content types and oversized bodies with a 4xx, storing only what it accepted", async () => {
    await refusesMalformedBodies(suite);
  });

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

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

/** Each mutation: the field, the leads it applies to, and values that field must refuse. */
const INVALID_FIELDS: [string, typeof anyLead, fc.Arbitrary<unknown>][] = [
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
    fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.constant(undefined)),
  ],
  [
    "contact.fullname",
    anyLead,
    fc.oneof(wrongTypeValue, tooLong(100), fc.constantFrom(undefined, "", " ", "A", " Z ", "\u0000Z\u0000", "\t\n")),
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
  ["contact.eventsPerYear", applicationLead, fc.oneof(fc.constantFrom("", "100 events", "__proto__"), wrongTypeValue)],
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

async function refusesInvalidFields(suite: LeadsSuite): Promise<void> {
  const mutations = INVALID_FIELDS;
  const mutated = fc.oneof(...mutations.map(([field, leads, values]) => fc.tuple(fc.constant(field), leads, values)));
  await check(
    fc.asyncProperty(mutated, async ([field, lead, value]) => {
      const body = JSON.stringify(withValueAt(without(lead), field, value));
      const before = await suite.leadRows();
      const answer = await suite.post(body);
      // Hostile text at every limit can outgrow the body limit: then the body is never read.
      const expected = Buffer.byteLength(body) > BODY_LIMIT ? 413 : 400;
      expect(answer.status, `${field} = ${JSON.stringify(value)}: ${answer.text}`).toBe(expected);
      expect(await suite.leadRows()).toBe(before);
      if (expected === 413) return;
      const errors = fieldErrors(answer.text);
      expect(
        errors.map((error) => error.field),
        `${field} = ${JSON.stringify(value)}`,
      ).toContain(field);
      for (const error of errors) expect(error.message.length).toBeGreaterThan(0);
      expect(await suite.leadRows()).toBe(before);
    }),
    120,
  );
}

async function refusesMalformedBodies(suite: LeadsSuite): Promise<void> {
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
      const before = await suite.leadRows();
      const answer = await suite.post(body, headers);
      const label = `${JSON.stringify(headers)} ${body.toString("latin1").slice(0, 120)}`;
      expect(answer.status, label).toBeLessThan(500);
      if (answer.status === 201) {
        expect(await suite.leadRows(), label).toBe(before + 1);
        return;
      }
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      // The JSON API answers in JSON even when the body never got parsed.
      expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text), label).toMatchObject({ success: false, message: expect.any(String) });
      expect(await suite.leadRows(), label).toBe(before);
    }),
    70,
  );

  // Sizes around the limit: at most the limit is read (and the over-long comment refused), over it is 413.
  const build = (padding: string) => ({ ...sample, comments: padding });
  for (const bytes of [BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 10 * BODY_LIMIT]) {
    const before = await suite.leadRows();
    const answer = await suite.post(paddedJson(bytes, build));
    expect(answer.status, `${bytes} bytes`).toBe(bytes > BODY_LIMIT ? 413 : 400);
    if (answer.status === 400) expect(fieldErrors(answer.text).map((error) => error.field)).toContain("comments");
    const chunked = await suite.post(paddedJson(bytes, build), jsonHeaders(), { chunked: true });
    expect(chunked.status, `${bytes} bytes, chunked`).toBe(bytes > BODY_LIMIT ? 413 : 400);
    expect(await suite.leadRows()).toBe(before);
  }
  for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
    const answer = await suite.post(validJson, jsonHeaders(), { method });
    expect(answer.status, method).toBe(405);
  }
}
