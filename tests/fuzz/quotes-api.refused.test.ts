// The quotes API under hostile input, refused quotes: each invalid field is a
// 400 that names it, random JSON, malformed bodies and wrong content types a
// 4xx in JSON; nothing refused is stored and nothing answers 5xx.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_QUANTITY, MAX_QUOTE_LINES } from "#app/features/quotes/quote-pricing.ts";

import {
  NON_JSON_TYPES,
  PROTO_KEYS,
  deepJson,
  hostileText,
  jsonText,
  malformedBody,
  wrongTypeValue,
} from "./arbitraries.ts";
import { check, fieldErrors, withValueAt } from "./properties.ts";
import { BACKENDS, jsonHeaders } from "./support.ts";
import {
  type QuotesSuite,
  BODY_LIMIT,
  CREATE,
  PRICED_ITEMS,
  names,
  useQuotesSuite,
  validQuote,
  without,
} from "./quotes-api.test-support.ts";

describe.each(BACKENDS)("the quotes API's refused quotes under hostile input, on %s", (backend) => {
  const suite = useQuotesSuite(backend, "2-quotes-api-2-refused");

  describe(`${CREATE} under hostile input`, () => {
    it("refuses each invalid field with a 400 that names it, and stores nothing", async () => {
      await refusesInvalidFields(suite);
    });

    it("answers random JSON, malformed bodies and wrong content types with a 4xx in JSON, and stores nothing it refused", async () => {
      await refusesBodiesThatAreNotAQuote(suite);
    });
  });

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

const over = (max: number) =>
  fc.integer({ min: max + 1, max: max + 30 }).map((length) => `Zo${"<b>'".repeat(length)}`.slice(0, length));

/** Each field of a quote request with values it must refuse. */
function invalidFieldValues(): [string, fc.Arbitrary<unknown>][] {
  return [
    ["contact", fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.string()), fc.constant(undefined))],
    ["contact.name", fc.oneof(wrongTypeValue, over(100), fc.constantFrom(undefined, "", " ", "Z", "\u0000Z\u0000"))],
    [
      "contact.email",
      fc.oneof(
        wrongTypeValue,
        fc.constantFrom(undefined, "", "a@b", "<script>@x.co.za", "x@y.co.za\r\nBcc: z@w.co", "x@a-.co.za"),
      ),
    ],
    [
      "contact.phone",
      fc.oneof(wrongTypeValue, fc.constantFrom(undefined, "", "082 555", "<script>alert(1)</script>", "0".repeat(31))),
    ],
    [
      "eventDate",
      fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.array(fc.string()),
        fc.constantFrom(
          "2026-02-30",
          "2026-13-01",
          "tomorrow",
          "2026-1-1",
          "21/11/2026",
          "2026-11-21T10:00:00Z",
          "<script>",
        ),
      ),
    ],
    [
      "venue",
      fc.oneof(
        over(150),
        fc.integer(),
        fc.boolean(),
        fc.array(fc.string()),
        fc.dictionary(fc.constantFrom(...PROTO_KEYS), fc.string(), { maxKeys: 1 }),
      ),
    ],
    ["referrer", fc.oneof(over(2048), fc.integer(), fc.boolean(), fc.array(fc.string()))],
    ["marketingConsent", fc.constantFrom("yes", "true", 1, 0, [], {})],
    [
      "items",
      fc.oneof(
        fc.constantFrom(undefined, null, [], "all of it", 5, {}),
        fc.constant(Array.from({ length: MAX_QUOTE_LINES + 1 }, () => PRICED_ITEMS[0])),
      ),
    ],
    ["items.0", fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.string()))],
    ["items.0.type", fc.oneof(wrongTypeValue, fc.constantFrom("Product", "service", "__proto__", "constructor", ""))],
    [
      "items.0.id",
      fc.oneof(wrongTypeValue, hostileText(40), fc.constantFrom("", ...PROTO_KEYS, "toString", "../../etc/passwd")),
    ],
    [
      "items.0.quantity",
      fc.oneof(
        fc.constantFrom(0, -1, 1.5, MAX_QUANTITY + 1, 1e308, -0.0001, "2", null, true, [], {}),
        fc.integer({ min: MAX_QUANTITY + 1 }),
        fc.integer({ max: 0 }),
      ),
    ],
  ];
}

async function refusesInvalidFields(suite: QuotesSuite): Promise<void> {
  const item = fc.constantFrom(...PRICED_ITEMS);
  const mutations = invalidFieldValues();
  const mutated = fc
    .tuple(fc.constantFrom(...mutations), validQuote, item)
    .chain(([[field, values], quote, extra]) => values.map((value) => ({ field, quote, value, extra })));
  await check(
    fc.asyncProperty(mutated, async ({ field, quote, value }) => {
      const body = JSON.stringify(
        withValueAt(
          { ...without(quote), items: quote.items.map((entry) => ({ ...entry })) } as Record<string, unknown>,
          field,
          value,
        ),
      );
      const before = await suite.rows();
      const answer = await suite.create(body);
      const label = `${field} = ${JSON.stringify(value)?.slice(0, 80)}`;
      const expected = Buffer.byteLength(body) > BODY_LIMIT ? 413 : 400;
      expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(expected);
      expect(await suite.rows()).toEqual(before);
      if (expected === 413) return;
      const fields = fieldErrors(answer.text).map((error) => error.field.replace(/\[(\d+)\]/g, ".$1"));
      expect(names(fields, field), `${label}: ${JSON.stringify(fields)}`).toBe(true);
      expect(await suite.rows()).toEqual(before);
    }),
    110,
  );
}

async function refusesBodiesThatAreNotAQuote(suite: QuotesSuite): Promise<void> {
  const sample = JSON.stringify(fc.sample(validQuote, { numRuns: 1, seed: 7 })[0]);
  const variant = fc.oneof(
    jsonText.map((text) => ({ body: Buffer.from(text), headers: jsonHeaders() })),
    deepJson.map((text) => ({ body: Buffer.from(text), headers: jsonHeaders() })),
    malformedBody(sample).map((body) => ({ body, headers: jsonHeaders() })),
    fc.constantFrom(...NON_JSON_TYPES).map((type) => ({
      body: Buffer.from(sample),
      headers: type ? { "Content-Type": type } : ({} as Record<string, string>),
    })),
    fc
      .constantFrom("gzip", "deflate", "x-fuzz")
      .map((encoding) => ({ body: Buffer.from(sample), headers: jsonHeaders({ "Content-Encoding": encoding }) })),
    fc.constant({
      body: Buffer.from(JSON.stringify({ contact: { name: "a".repeat(BODY_LIMIT) } })),
      headers: jsonHeaders(),
    }),
  );
  await check(
    fc.asyncProperty(variant, async ({ body, headers }) => {
      const before = await suite.rows();
      const answer = await suite.create(body, headers);
      const label = `${JSON.stringify(headers)} ${body.toString("latin1").slice(0, 120)}`;
      expect(answer.status, label).toBeLessThan(500);
      if (answer.status === 201) {
        expect((await suite.rows()).quotes, label).toBe(before.quotes + 1);
        return;
      }
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text), label).toMatchObject({ success: false, message: expect.any(String) });
      expect(await suite.rows(), label).toEqual(before);
    }),
    110,
  );
}
