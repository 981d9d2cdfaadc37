// The quotes API under hostile input, what only a quote's token holder may
// do: decide on it (POST /api/quotes/:number/decisions), download it
// (GET /api/quotes/:number/pdf) and have a copy e-mailed; and the drawer's
// estimate PDF. The visitor's text is drawn as text and nothing answers 5xx.
import { beforeAll, describe, expect, inject, it } from "vitest";
import fc from "fast-check";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { deepJson, hostileText, jsonText, wrongTypeValue } from "./arbitraries.ts";
import { check, fieldErrors } from "./properties.ts";
import { BACKENDS, jsonHeaders } from "./support.ts";
import {
  type MadeQuote,
  type QuotesSuite,
  DECIDE,
  DOWNLOAD,
  EMAIL,
  ESTIMATE,
  FINAL,
  PRINTS_AS_TYPED,
  REQUEST_TYPES,
  STATUS_AFTER,
  decodable,
  items,
  kept,
  useQuotesSuite,
  validQuote,
  without,
} from "./quotes-api.test-support.ts";

describe.each(BACKENDS)("the quotes API's token holders under hostile input, on %s", (backend) => {
  const suite = useQuotesSuite(backend, "2-quotes-api-3-token-holders");
  beforeAll(async () => {
    await makeQuotes(suite, 60);
  }, 120_000);

  describe(`${DECIDE} under hostile input`, () => {
    it("records a decision only for the token holder, moves the status as the model says, and never 5xx", async () => {
      await recordsDecisionsForTokenHoldersOnly(suite);
    });
  });

  describe(`${DOWNLOAD} under hostile input`, () => {
    it("gives the PDF to the token holder only, with the visitor's text drawn as text", async () => {
      await givesThePdfToTokenHoldersOnly(suite);
    });
  });

  describe(`${EMAIL} and ${ESTIMATE} under hostile input`, () => {
    it("queue the visitor's copy for the token holder only, one at a time, and never answer 5xx", async () => {
      await queuesCopiesForTokenHoldersOnly(suite);
    });

    it("price the drawer's estimate from the catalogue, or refuse it with 400", async () => {
      await pricesTheDrawersEstimate(suite);
    });
  });

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

/** Quotes for the token holders to decide on and download: valid hostile quotes, made through the API. */
async function makeQuotes(suite: QuotesSuite, count: number): Promise<void> {
  for (const quote of fc.sample(validQuote, { numRuns: count, seed: inject("fuzzSeed") })) {
    const answer = await suite.create(JSON.stringify(without(quote)));
    expect(answer.status, answer.text.slice(0, 300)).toBe(201);
    const created = JSON.parse(answer.text) as { quoteNumber: string; accessToken: string };
    suite.made.push({
      number: created.quoteNumber,
      token: created.accessToken,
      status: "sent",
      name: kept(quote.contact.name),
    });
  }
}

const badNumber = fc.oneof(
  fc.stringMatching(/^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/),
  hostileText(30).map((text) => encodeURIComponent(text.toWellFormed())),
  fc.constantFrom(
    "..%2F..%2Fadmin",
    "%00",
    "Q-000000-AAAA%00",
    "__proto__",
    "constructor",
    "%2e%2e",
    "Q-123456-ABCD'--",
    "%",
    "%zz",
    "%E0%A4%A",
    "%ED%A0%80",
  ),
);
/** What a decision needs besides its type (issue 32): the version decided on; to accept, a signature. */
const onVersionOne = (requestType: unknown) => ({
  quoteVersion: 1,
  ...(requestType === "accept" ? { signedName: "Thandi Mokoena", acceptTerms: true } : {}),
});

/** Decisions by the token holder, by strangers, of bad types, on bad numbers, and garbage. */
function decisionCases(made: MadeQuote[]) {
  const quoteIndex = fc.integer({ min: 0, max: made.length - 1 });
  const decision = fc.oneof(
    // The token holder, any request type.
    fc.record({
      kind: fc.constant("owner" as const),
      index: quoteIndex,
      requestType: fc.constantFrom(...REQUEST_TYPES),
    }),
    // A wrong token: another quote's, garbage, or the wrong type.
    fc.record({
      kind: fc.constant("stranger" as const),
      index: quoteIndex,
      requestType: fc.constantFrom(...REQUEST_TYPES),
      token: fc.oneof(
        wrongTypeValue,
        hostileText(60),
        fc.constant(undefined),
        quoteIndex.map((other) => made[other]?.token),
      ),
    }),
    fc.record({
      kind: fc.constant("badType" as const),
      index: quoteIndex,
      requestType: fc.oneof(
        wrongTypeValue,
        hostileText(20),
        fc.constantFrom(undefined, "ACCEPT", "accept ", "__proto__", "toString"),
      ),
    }),
    fc.record({
      kind: fc.constant("badNumber" as const),
      number: badNumber,
      requestType: fc.constantFrom(...REQUEST_TYPES),
    }),
    fc.record({
      kind: fc.constant("garbage" as const),
      index: quoteIndex,
      body: fc.oneof(jsonText, deepJson, fc.constantFrom("", "[]", "null", '"accept"', "{", "\u0000")),
    }),
  );
  return decision;
}

async function recordsDecisionsForTokenHoldersOnly(suite: QuotesSuite): Promise<void> {
  expect(suite.made.length).toBeGreaterThan(2);
  const decision = decisionCases(suite.made);
  await check(
    fc.asyncProperty(decision, async (input) => {
      const before = (await suite.rows()).decisions;
      const target = "index" in input ? suite.made[input.index] : undefined;
      const number = input.kind === "badNumber" ? input.number : (target?.number ?? "");
      let body: string;
      if (input.kind === "garbage") body = input.body;
      else if (input.kind === "owner")
        body = JSON.stringify({
          ...onVersionOne(input.requestType),
          requestType: input.requestType,
          accessToken: target?.token,
          contact: { name: "<b>x</b>" },
          totalPrice: 0,
        });
      else if (input.kind === "stranger")
        body = JSON.stringify({
          ...onVersionOne(input.requestType),
          requestType: input.requestType,
          accessToken: input.token === target?.token ? `${input.token}x` : input.token,
        });
      else
        body = JSON.stringify(
          without({
            ...(input.kind === "badNumber" ? onVersionOne(input.requestType) : {}),
            requestType: input.requestType,
            accessToken: target?.token,
          }),
        );
      const answer = await suite.send(DECIDE, {
        path: `/api/quotes/${number}/decisions`,
        body,
        headers: jsonHeaders(),
      });
      const label = `${input.kind} ${number}: ${answer.text.slice(0, 200)}`;
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.headers["content-type"], label).toMatch(/^application\/json/);

      let expected: number;
      if (input.kind === "owner" && target) {
        expected = FINAL.includes(target.status) ? 409 : 200;
        if (expected === 200) target.status = STATUS_AFTER[input.requestType](target.status);
      } else if (input.kind === "stranger")
        expected = 404; // a wrong token is answered as an unknown number
      else if (input.kind === "badType") expected = 400;
      else if (input.kind === "badNumber") expected = !decodable(input.number) ? 400 : 404;
      else expected = -1;
      if (expected === -1) expect(answer.status, label).toBeGreaterThanOrEqual(400);
      else expect(answer.status, label).toBe(expected);
      if (input.kind === "badType")
        expect(fieldErrors(answer.text).map((error) => error.field)).toContain("requestType");
      expect((await suite.rows()).decisions, label).toBe(before + (answer.status === 200 ? 1 : 0));
      if (target) {
        const status = (await suite.server.row("select status from quotes where quote_number = ?", target.number)) as {
          status: string;
        };
        expect(status.status, label).toBe(target.status);
      }
    }),
    150,
  );
}

async function givesThePdfToTokenHoldersOnly(suite: QuotesSuite): Promise<void> {
  const request = fc.oneof(
    fc
      .integer({ min: 0, max: suite.made.length - 1 })
      .map((index) => ({ index, token: suite.made[index]?.token ?? "", owner: true })),
    fc
      .tuple(
        fc.integer({ min: 0, max: suite.made.length - 1 }),
        fc.oneof(hostileText(50), fc.constantFrom("", "null", "undefined", "[]")),
      )
      .map(([index, token]) => ({ index, token, owner: false })),
  );
  await check(
    fc.asyncProperty(
      request,
      fc.constantFrom("token", "token[]", "token[a]"),
      async ({ index, token, owner }, parameter) => {
        const quote = suite.made[index];
        if (!quote) return;
        const query = `${encodeURIComponent(parameter)}=${encodeURIComponent(token.toWellFormed())}`;
        const answer = await suite.send(DOWNLOAD, { method: "GET", path: `/api/quotes/${quote.number}/pdf?${query}` });
        expect(answer.status).toBeLessThan(500);
        if (!owner || parameter !== "token") {
          expect(answer.status, `${parameter}=${token}`).toBe(
            token === quote.token && parameter === "token" ? 200 : 404,
          );
          return;
        }
        expect(answer.status).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/pdf");
        const text = await pdfText(answer.body);
        expect(text).toContain(quote.number);
        // The embedded Noto Sans draws these letters: such a name prints as typed, wherever it wraps.
        const name = quote.name.normalize("NFC");
        if (PRINTS_AS_TYPED.test(name)) expect(text.replace(/\s/g, "")).toContain(name.replace(/\s/g, ""));
      },
    ),
    100,
  );
  for (const path of [
    "/api/quotes/Q-000000-AAAA/pdf",
    "/api/quotes/%00/pdf",
    "/api/quotes/..%2F..%2Fetc%2Fpasswd/pdf",
    "/api/quotes/__proto__/pdf?token=x",
  ]) {
    const answer = await suite.send(DOWNLOAD, { method: "GET", path });
    expect(answer.status, path).toBe(404);
  }
}

async function queuesCopiesForTokenHoldersOnly(suite: QuotesSuite): Promise<void> {
  const copies = () => suite.server.count("select count(*) as n from outbox where channel = 'customer_email'");
  await check(
    fc.asyncProperty(
      fc.integer({ min: 0, max: suite.made.length - 1 }),
      fc.oneof(
        fc.constant<"owner">("owner"),
        hostileText(60),
        wrongTypeValue,
        jsonText.map((text) => ({ raw: text })),
      ),
      async (index, token) => {
        const quote = suite.made[index];
        if (!quote) return;
        const before = await copies();
        const body =
          token && typeof token === "object" && "raw" in token
            ? String(token.raw)
            : JSON.stringify({ accessToken: token === "owner" ? quote.token : token });
        const answer = await suite.send(EMAIL, {
          path: `/api/quotes/${quote.number}/email`,
          body,
          headers: jsonHeaders(),
        });
        expect(answer.status).toBeLessThan(500);
        if (token === "owner") {
          expect(answer.status).toBe(202);
          // A copy still waiting is not queued again.
          expect(await copies()).toBeLessThanOrEqual(before + 1);
        } else {
          expect([400, 404]).toContain(answer.status);
          expect(await copies()).toBe(before);
        }
      },
    ),
    100,
  );
}

async function pricesTheDrawersEstimate(suite: QuotesSuite): Promise<void> {
  await check(
    fc.asyncProperty(
      fc.oneof(
        items.map((chosen) => ({
          valid: true,
          body: JSON.stringify({ quoteNumber: "Q-261212-K7PX", items: chosen }),
        })),
        fc
          .record({
            quoteNumber: fc.oneof(hostileText(20), wrongTypeValue),
            items: fc.oneof(items, wrongTypeValue),
          })
          .map((body) => ({ valid: false, body: JSON.stringify(body) })),
        fc.oneof(jsonText, deepJson).map((body) => ({ valid: false, body })),
      ),
      async ({ valid, body }) => {
        const before = await suite.rows();
        const answer = await suite.send(ESTIMATE, { path: "/api/quotes/estimate.pdf", body, headers: jsonHeaders() });
        expect(answer.status).toBeLessThan(500);
        if (valid) {
          expect(answer.status).toBe(200);
          expect(answer.headers["content-type"]).toBe("application/pdf");
        } else if (answer.status !== 200) {
          expect([400, 413]).toContain(answer.status);
        }
        // Stored nowhere.
        expect(await suite.rows()).toEqual(before);
      },
    ),
    60,
  );
  expect(suite.server.errorLines()).toEqual([]);
}
