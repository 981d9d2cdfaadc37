// POST /api/vitals under hostile input: the browser's beacon of web vitals and
// script errors. Good entries are stored, bad entries dropped, a body that is
// no beacon at all refused with a 4xx; nothing answers 5xx, and every stored
// row is one a real browser could have sent.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROTO_KEYS, deepJson, hostileText, jsonText, malformedBody, wrongTypeValue } from "./arbitraries.ts";
import { check } from "./properties.ts";
import { type Answer, BACKENDS, type FuzzServer, jsonHeaders, startFuzzServer } from "./support.ts";
import { Tally } from "./tally.ts";

const ENDPOINT = "POST /api/vitals";
const BODY_LIMIT = 8 * 1024;
const NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
const VALUE_MAX: Record<(typeof NAMES)[number], number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
};

// One server per database; the suites below run one after the other.
let tally: Tally;
let server: FuzzServer;

async function post(body: Buffer | string, headers: Record<string, string> = jsonHeaders()): Promise<Answer> {
  const answer = await server.send({ path: "/api/vitals", body, headers });
  tally.record(ENDPOINT, answer.status);
  return answer;
}

const rows = async () => ({
  vitals: await server.count("select count(*) as n from web_vitals"),
  errors: await server.count("select count(*) as n from site_errors where source = 'browser'"),
});

/** Printable ASCII, as web-vitals makes them; each run makes its good ids unique (shrinking replays runs). */
const metricId = fc.stringMatching(/^[!-~]{1,40}$/);

const goodMetric = fc.constantFrom(...NAMES).chain((name) =>
  fc.record({
    name: fc.constant(name),
    value: fc.double({ min: 0, max: VALUE_MAX[name], noNaN: true }),
    id: metricId,
    navigationType: fc.oneof(fc.constantFrom("navigate", "reload", "back-forward"), hostileText(20)),
  }),
);

const badMetric = fc.oneof(
  fc.record({
    name: fc.oneof(fc.constantFrom("FID", "lcp", "__proto__", ""), wrongTypeValue),
    value: fc.constant(1),
    id: metricId,
  }),
  fc.record({
    name: fc.constantFrom(...NAMES),
    value: fc.oneof(
      fc.constantFrom(-1, 1e9, "12", null),
      wrongTypeValue.filter((value) => typeof value !== "number"),
    ),
    id: metricId,
  }),
  fc.record({
    name: fc.constantFrom(...NAMES),
    value: fc.constant(1),
    id: fc.oneof(fc.constantFrom("", "a b", "x".repeat(65), "\u0000", "<script> x", "é", "id\n"), wrongTypeValue),
  }),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.string())),
);

const goodError = hostileText(400)
  .filter((text) => text.replaceAll("\u0000", "").trim() !== "")
  .map((message) => ({ message }));
const badError = fc
  .oneof(fc.constantFrom("", "   ", "\u0000\u0000", "\n\t"), wrongTypeValue)
  .map((message) => ({ message }));

const goodPage = fc.oneof(
  fc.constantFrom(
    "/",
    "/about",
    "/catalogue/product/fog-machine",
    "/blog/pa-system-basics",
    "/%3Cscript%3E",
    "/a/../b",
    "/~x",
  ),
  fc.stringMatching(/^\/[\w\-./~%]{0,60}$/).filter((path) => !path.startsWith("//")),
);
const badPage = fc.oneof(
  fc.constantFrom(
    undefined,
    "",
    "about",
    "//evil.example/x",
    "https://evil.example/",
    "/a b",
    "/<script>",
    `/${"a".repeat(201)}`,
    "/\u0000",
    "javascript:alert(1)",
  ),
  wrongTypeValue,
);

describe.each(BACKENDS)(`${ENDPOINT} under hostile input, on %s`, (backend) => {
  beforeAll(async () => {
    tally = new Tally(backend);
    server = await startFuzzServer("vitals", backend);
  }, 120_000);

  afterAll(async () => {
    tally.save(inject("fuzzTallyDir"), "4-telemetry-api");
    await server?.stop();
  });

  it("stores the good entries of a beacon and drops the rest", async () => {
    const beacon = fc.record({
      page: goodPage,
      metrics: fc.array(
        fc.oneof(
          { weight: 2, arbitrary: goodMetric.map((metric) => ({ metric, good: true })) },
          { weight: 1, arbitrary: badMetric.map((metric) => ({ metric, good: false })) },
        ),
        { maxLength: 10 },
      ),
      errors: fc.array(
        fc.oneof(
          goodError.map((error) => ({ error, good: true })),
          badError.map((error) => ({ error, good: false })),
        ),
        { maxLength: 5 },
      ),
      query: fc.constantFrom("", "?utm=<x>", "#frag"),
      type: fc.constantFrom("application/json", "text/plain", "text/plain;charset=UTF-8"),
      extras: fc.dictionary(fc.constantFrom(...PROTO_KEYS), fc.constant({ polluted: true }), { maxKeys: 2 }),
      // A metric reported again as it grows (CLS, INP): the same id, stored once with the latest value.
      repeatFirst: fc.boolean(),
    });
    let runs = 0;
    await check(
      fc.asyncProperty(beacon, async ({ page, metrics, errors, query, type, extras, repeatFirst }) => {
        runs += 1;
        const sent: { metric: unknown; good: boolean }[] = metrics.map((entry, index) =>
          entry.good
            ? {
                ...entry,
                metric: { ...(entry.metric as object), id: `${(entry.metric as { id: string }).id}~${runs}~${index}` },
              }
            : entry,
        );
        const firstGood = sent.find((entry) => entry.good);
        if (repeatFirst && firstGood)
          sent.unshift({ good: true, metric: { ...(firstGood.metric as object), value: 0 } });
        // Only the first ten metrics of a beacon are read.
        const read = sent.slice(0, 10);
        const body = JSON.stringify({
          ...extras,
          page: `${page}${query}`,
          metrics: sent.map((entry) => entry.metric),
          errors: errors.map((entry) => entry.error),
        });
        const before = await rows();
        const answer = await post(body, { "Content-Type": type });
        const goodMetrics = new Set(
          read.filter((entry) => entry.good).map((entry) => (entry.metric as { id: string }).id),
        ).size;
        const goodErrors = errors.filter((entry) => entry.good).length;
        const after = await rows();
        if (Buffer.byteLength(body) > BODY_LIMIT) {
          expect(answer.status).toBe(413);
          expect(after).toEqual(before);
          return;
        }
        if (goodMetrics + goodErrors === 0) {
          expect(answer.status, body.slice(0, 200)).toBe(400);
          expect(after).toEqual(before);
          return;
        }
        expect(answer.status, body.slice(0, 200)).toBe(204);
        expect(after.vitals - before.vitals, body.slice(0, 200)).toBe(goodMetrics);
        expect(after.errors - before.errors, body.slice(0, 200)).toBe(goodErrors);
      }),
      150,
    );
  });

  it("refuses a beacon without a page of this site, random JSON and malformed bodies with a 4xx, storing nothing", async () => {
    const sample = JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: 1200, id: "v5-sample" }] });
    const variant = fc.oneof(
      fc
        .tuple(badPage, fc.array(goodMetric, { minLength: 1, maxLength: 3 }))
        .map(([page, metrics]) => ({ body: Buffer.from(JSON.stringify({ page, metrics })), headers: jsonHeaders() })),
      jsonText.map((text) => ({ body: Buffer.from(text), headers: jsonHeaders() })),
      deepJson.map((text) => ({ body: Buffer.from(text), headers: { "Content-Type": "text/plain" } })),
      malformedBody(sample).map((body) => ({ body, headers: jsonHeaders() })),
      fc
        .constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "")
        .map((type) => ({
          body: Buffer.from(sample),
          headers: type ? { "Content-Type": type } : ({} as Record<string, string>),
        })),
      fc.constant({
        body: Buffer.from(JSON.stringify({ page: "/", errors: [{ message: "x".repeat(BODY_LIMIT) }] })),
        headers: jsonHeaders(),
      }),
    );
    await check(
      fc.asyncProperty(variant, async ({ body, headers }) => {
        const before = await rows();
        const answer = await post(body, headers);
        const label = `${JSON.stringify(headers)} ${body.toString("latin1").slice(0, 120)}`;
        expect(answer.status, label).toBeLessThan(500);
        if (answer.status === 204) {
          // Only a malformed copy of the sample can still be a beacon; then it stored its one metric at most.
          expect((await rows()).vitals - before.vitals, label).toBeLessThanOrEqual(1);
          return;
        }
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(await rows(), label).toEqual(before);
      }),
      130,
    );
  });

  it("holds only rows a browser could have sent", async () => {
    const vitals = await server.all<{
      name: string;
      value: number;
      page: string;
      metric_id: string;
      navigation_type: string;
    }>("select name, value, page, metric_id, navigation_type from web_vitals");
    expect(vitals.length).toBeGreaterThan(0);
    for (const row of vitals) {
      expect(NAMES).toContain(row.name);
      expect(row.value).toBeGreaterThanOrEqual(0);
      expect(row.value).toBeLessThanOrEqual(VALUE_MAX[row.name as (typeof NAMES)[number]]);
      expect(row.page).toMatch(/^\/(?!\/)[\w\-./~%]{0,199}$/);
      expect(row.metric_id).toMatch(/^[!-~]{1,64}$/);
      expect(["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"]).toContain(
        row.navigation_type,
      );
    }
    const errors = await server.all<{ message: string; page: string }>(
      "select message, page from site_errors where source = 'browser'",
    );
    expect(errors.length).toBeGreaterThan(0);
    for (const row of errors) {
      expect(row.message.length).toBeGreaterThan(0);
      expect(Array.from(row.message).length).toBeLessThanOrEqual(300);
      expect(row.message.includes("\u0000")).toBe(false);
      expect(row.message).not.toMatch(/[\n\r\t]/);
      expect(row.message.isWellFormed()).toBe(true);
    }
  });

  it("logged no server error", async () => {
    expect(server.errorLines()).toEqual([]);
    expect(await server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});
