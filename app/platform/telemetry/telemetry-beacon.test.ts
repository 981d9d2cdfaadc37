// Reading the browser's web-vitals beacon: only well-formed entries for one of
// the site's own pages are kept; a beacon with nothing valid is not one.
import { describe, expect, it } from "vitest";
import { beaconPage, readTelemetryBeacon } from "#app/platform/telemetry/telemetry-beacon.ts";
import { BEACON_MAX_ERRORS, BEACON_MAX_METRICS, VITAL_NAMES } from "#app/platform/telemetry/web-vitals.ts";

const lcp = { name: "LCP", value: 1234.5, id: "v5-1700000000000-1234567890123", navigationType: "navigate" };
const cls = { name: "CLS", value: 0.05, id: "v5-1700000000000-2234567890123", navigationType: "reload" };

describe("beaconPage", () => {
  it("keeps a site path without its query or fragment", () => {
    expect(beaconPage("/")).toBe("/");
    expect(beaconPage("/hire/speakers")).toBe("/hire/speakers");
    expect(beaconPage("/hire/speakers?utm_source=google&email=a@b.co")).toBe("/hire/speakers");
    expect(beaconPage("/blog/post#comments")).toBe("/blog/post");
    expect(beaconPage("/?q=1")).toBe("/");
    expect(beaconPage("/caf%C3%A9/~x_y-z.html")).toBe("/caf%C3%A9/~x_y-z.html");
  });

  it("refuses what is not one of the site's paths", () => {
    for (const value of [
      "//evil.example/steal",
      "https://www.sandtonsoundhire.co.za/",
      "hire/speakers",
      "",
      "/with space",
      "/<script>",
      "/back\\slash",
      `/${"a".repeat(200)}`,
      42,
      null,
      undefined,
      ["/"],
    ]) {
      expect(beaconPage(value), String(value)).toBeUndefined();
    }
    expect(beaconPage(`/${"a".repeat(199)}`)).toBe(`/${"a".repeat(199)}`);
  });
});

describe("readTelemetryBeacon", () => {
  it("reads a well-formed beacon", () => {
    expect(
      readTelemetryBeacon({
        page: "/mixer-hire-gauteng?utm_campaign=x#top",
        metrics: [lcp, cls],
        errors: [{ message: "TypeError: x is undefined" }],
      }),
    ).toEqual({
      page: "/mixer-hire-gauteng",
      metrics: [
        { name: "LCP", value: 1234.5, id: lcp.id, navigationType: "navigate" },
        { name: "CLS", value: 0.05, id: cls.id, navigationType: "reload" },
      ],
      errors: [{ message: "TypeError: x is undefined" }],
    });
  });

  it("refuses anything that is not a beacon", () => {
    for (const body of [undefined, null, "beacon", 42, true, [], [{ page: "/", metrics: [lcp] }]]) {
      expect(readTelemetryBeacon(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it("refuses a beacon for a page that is not a site path", () => {
    expect(readTelemetryBeacon({ page: "//evil.example/", metrics: [lcp] })).toBeUndefined();
    expect(readTelemetryBeacon({ page: "https://evil.example/", metrics: [lcp] })).toBeUndefined();
    expect(readTelemetryBeacon({ metrics: [lcp] })).toBeUndefined();
    expect(readTelemetryBeacon({ page: "/", metrics: [lcp] })?.page).toBe("/");
  });

  it("refuses a beacon with nothing valid in it", () => {
    expect(readTelemetryBeacon({ page: "/" })).toBeUndefined();
    expect(readTelemetryBeacon({ page: "/", metrics: [], errors: [] })).toBeUndefined();
    expect(readTelemetryBeacon({ page: "/", metrics: "LCP", errors: { message: "x" } })).toBeUndefined();
    expect(
      readTelemetryBeacon({
        page: "/",
        metrics: [
          { ...lcp, name: "FID" },
          { ...lcp, value: -1 },
        ],
        errors: [{ message: "  \n " }],
      }),
    ).toBeUndefined();
  });

  it("drops ids a browser never makes and messages with no text once NUL characters are gone", () => {
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: [{ ...lcp, id: "v5 1" }, { ...lcp, id: "v5-\u0000" }, { ...lcp, id: "v5-é" }, lcp],
      errors: [{ message: "\u0000\u0000" }, { message: "Type\u0000Error \ud800" }],
    });
    expect(beacon?.metrics.map((metric) => metric.id)).toEqual([lcp.id]);
    expect(beacon?.errors).toEqual([{ message: "TypeError \ufffd" }]);
  });

  it("keeps only the metrics it knows, FID not among them", () => {
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: [
        { ...lcp, name: "FID", value: 12 },
        { ...lcp, name: "lcp" },
        { ...lcp, name: "TBT" },
        ...VITAL_NAMES.map((name, i) => ({ name, value: 0.01, id: `id-${i}`, navigationType: "navigate" })),
      ],
    });
    expect(beacon?.metrics.map((metric) => metric.name)).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
  });

  it("drops negative, non-finite, non-numeric and implausibly large values", () => {
    // Eight bad entries and two good ones: the beacon's first ten entries.
    const values: unknown[] = [
      -1,
      -0.0001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      "1200",
      null,
      120_001,
    ];
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: [
        ...values.map((value, i) => ({ ...lcp, id: `bad-${i}`, value })),
        { ...lcp, id: "zero", value: 0 },
        { ...lcp, id: "max", value: 120_000 },
      ],
    });
    expect(beacon?.metrics.map((metric) => [metric.id, metric.value])).toEqual([
      ["zero", 0],
      ["max", 120_000],
    ]);
  });

  it("caps each metric at its own plausible maximum", () => {
    const entries = [
      { name: "LCP", ok: 120_000, over: 120_000.5 },
      { name: "INP", ok: 60_000, over: 60_001 },
      { name: "CLS", ok: 100, over: 100.01 },
      { name: "FCP", ok: 120_000, over: 120_001 },
      { name: "TTFB", ok: 120_000, over: 120_001 },
    ];
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: entries.flatMap(({ name, ok, over }) => [
        { name, value: ok, id: `${name}-ok`, navigationType: "navigate" },
        { name, value: over, id: `${name}-over`, navigationType: "navigate" },
      ]),
    });
    expect(beacon?.metrics.map((metric) => metric.id)).toEqual(["LCP-ok", "INP-ok", "CLS-ok", "FCP-ok", "TTFB-ok"]);
  });

  it("wants an id of 1 to 64 characters", () => {
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: [
        { ...lcp, id: "" },
        { ...lcp, id: "x".repeat(65) },
        { ...lcp, id: 12345 },
        { ...lcp, id: undefined },
        { ...lcp, id: "x" },
        { ...lcp, id: "y".repeat(64) },
      ],
    });
    expect(beacon?.metrics.map((metric) => metric.id)).toEqual(["x", "y".repeat(64)]);
  });

  it("reads the navigation type, taking an unknown one as a plain navigation", () => {
    const types = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"];
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: [...types, "teleport", undefined, 3, "RELOAD"].map((navigationType, i) => ({
        ...lcp,
        id: `n${i}`,
        navigationType,
      })),
    });
    expect(beacon?.metrics.map((metric) => metric.navigationType)).toEqual([
      ...types,
      "navigate",
      "navigate",
      "navigate",
      "navigate",
    ]);
  });

  it("skips malformed metric entries", () => {
    const beacon = readTelemetryBeacon({ page: "/", metrics: [null, "LCP", 3, [lcp], { ...lcp }] });
    expect(beacon?.metrics).toHaveLength(1);
  });

  it(`reads at most ${BEACON_MAX_METRICS} metrics and ${BEACON_MAX_ERRORS} errors`, () => {
    expect(BEACON_MAX_METRICS).toBe(10);
    expect(BEACON_MAX_ERRORS).toBe(5);
    const beacon = readTelemetryBeacon({
      page: "/",
      metrics: Array.from({ length: 25 }, (_, i) => ({ ...lcp, id: `m${i}` })),
      errors: Array.from({ length: 12 }, (_, i) => ({ message: `Error ${i}` })),
    });
    expect(beacon?.metrics.map((metric) => metric.id)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
    expect(beacon?.errors.map((error) => error.message)).toEqual([
      "Error 0",
      "Error 1",
      "Error 2",
      "Error 3",
      "Error 4",
    ]);
  });

  it("collapses whitespace in error messages and cuts them at 300 characters", () => {
    const beacon = readTelemetryBeacon({
      page: "/",
      errors: [
        { message: "  TypeError:\n\tcannot read\r\n  properties   of undefined  " },
        { message: "x".repeat(1000) },
        { message: `${"a\n".repeat(149)}b \t c` },
        { message: "" },
        { message: " \n\t " },
        { message: 42 },
        { text: "no message" },
        "plain string",
        null,
      ],
    });
    expect(beacon).toEqual({
      page: "/",
      metrics: [],
      errors: [
        { message: "TypeError: cannot read properties of undefined" },
        { message: "x".repeat(300) },
        // Collapsed first ("a a … b c", 301 characters), then cut, with no space left at the end.
        { message: `${"a ".repeat(149)}b c`.slice(0, 300).trimEnd() },
      ],
    });
  });

  it("keeps a beacon with errors but no metrics, or metrics but no errors", () => {
    expect(readTelemetryBeacon({ page: "/quote", errors: [{ message: "boom" }] })).toEqual({
      page: "/quote",
      metrics: [],
      errors: [{ message: "boom" }],
    });
    expect(readTelemetryBeacon({ page: "/quote", metrics: [cls], errors: "nope" })).toEqual({
      page: "/quote",
      metrics: [{ name: "CLS", value: 0.05, id: cls.id, navigationType: "reload" }],
      errors: [],
    });
  });
});
