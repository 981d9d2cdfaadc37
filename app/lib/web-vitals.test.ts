// Web vitals: the spec's thresholds (section 9; INP on Google's 200/500 ms),
// reading the browser's beacon, and summing up what was measured.
import { describe, expect, it } from "vitest";
import {
  BEACON_MAX_ERRORS,
  BEACON_MAX_METRICS,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalName,
  type VitalRating,
  beaconPage,
  formatVital,
  isVitalName,
  percentile,
  rateVital,
  readTelemetryBeacon,
  summariseVitals,
} from "./web-vitals.ts";

const lcp = { name: "LCP", value: 1234.5, id: "v5-1700000000000-1234567890123", navigationType: "navigate" };
const cls = { name: "CLS", value: 0.05, id: "v5-1700000000000-2234567890123", navigationType: "reload" };

describe("thresholds", () => {
  it("are the spec's numbers, with INP on Google's 200/500 ms", () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: [2500, 4000],
      FID: [100, 300],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    });
    expect([...VITAL_NAMES]).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
  });

  const boundaries: [VitalName | "FID", number, VitalRating][] = [
    ["LCP", 0, "good"],
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["FID", 100, "good"],
    ["FID", 101, "needs-improvement"],
    ["FID", 300, "needs-improvement"],
    ["FID", 301, "poor"],
    ["INP", 200, "good"],
    ["INP", 201, "needs-improvement"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0, "good"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.11, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["FCP", 1800, "good"],
    ["FCP", 1801, "needs-improvement"],
    ["FCP", 3000, "needs-improvement"],
    ["FCP", 3001, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 801, "needs-improvement"],
    ["TTFB", 1800, "needs-improvement"],
    ["TTFB", 1801, "poor"],
  ];

  it.each(boundaries)("rates %s %d as %s", (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it("knows the metric names it stores (FID is rated but not collected)", () => {
    for (const name of ["LCP", "INP", "CLS", "FCP", "TTFB"]) expect(isVitalName(name)).toBe(true);
    for (const name of ["FID", "lcp", "", "TBT", 1, null, undefined]) expect(isVitalName(name)).toBe(false);
  });
});

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

describe("percentile", () => {
  it("is undefined for no values", () => {
    expect(percentile([], 0.75)).toBeUndefined();
  });

  it("takes the nearest rank", () => {
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.75)).toBe(8);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(percentile([30, 10, 20], 0)).toBe(10);
    expect(percentile([30, 10, 20], 1)).toBe(30);
  });

  it("sorts numerically and leaves its input alone", () => {
    const values = [100, 9, 1000, 25];
    expect(percentile(values, 0.75)).toBe(100);
    expect(values).toEqual([100, 9, 1000, 25]);
  });
});

describe("summariseVitals", () => {
  it("summarises every metric, even one without samples", () => {
    const summary = summariseVitals([]);
    expect(summary.map((entry) => entry.name)).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
    for (const entry of summary) {
      expect(entry).toEqual({
        name: entry.name,
        samples: 0,
        p75: undefined,
        p75Rating: undefined,
        shares: { good: 0, "needs-improvement": 0, poor: 0 },
      });
    }
  });

  it("gives per metric the sample count, p75 with its rating and the share of each rating", () => {
    const samples = [
      // LCP: 2 good, 1 needs improvement, 1 poor; p75 is the third of four, 3000.
      { name: "LCP", value: 1200 },
      { name: "LCP", value: 2500 },
      { name: "LCP", value: 3000 },
      { name: "LCP", value: 5000 },
      // CLS: three good; p75 0.1 is good.
      { name: "CLS", value: 0 },
      { name: "CLS", value: 0.1 },
      { name: "CLS", value: 0.02 },
      // TTFB: one poor.
      { name: "TTFB", value: 2000 },
      // Not summarised.
      { name: "FID", value: 50 },
      { name: "TBT", value: 50 },
    ];
    const byName = Object.fromEntries(summariseVitals(samples).map((entry) => [entry.name, entry]));

    expect(byName.LCP).toMatchObject({ samples: 4, p75: 3000, p75Rating: "needs-improvement" });
    expect(byName.LCP?.shares.good).toBeCloseTo(0.5);
    expect(byName.LCP?.shares["needs-improvement"]).toBeCloseTo(0.25);
    expect(byName.LCP?.shares.poor).toBeCloseTo(0.25);

    expect(byName.CLS).toMatchObject({ samples: 3, p75: 0.1, p75Rating: "good" });
    expect(byName.CLS?.shares.good).toBeCloseTo(1);
    expect(byName.CLS?.shares.poor).toBe(0);

    expect(byName.TTFB).toMatchObject({
      samples: 1,
      p75: 2000,
      p75Rating: "poor",
      shares: { good: 0, "needs-improvement": 0, poor: 1 },
    });
    expect(byName.INP).toMatchObject({ samples: 0, p75: undefined });
    expect(byName.FCP).toMatchObject({ samples: 0, p75: undefined });
  });

  it("has shares summing to about 1 for any metric with samples", () => {
    const samples = Array.from({ length: 7 }, (_, i) => ({ name: "INP", value: i * 100 }));
    const [inp] = summariseVitals(samples).filter((entry) => entry.name === "INP");
    const { good, "needs-improvement": middling, poor } = inp?.shares ?? { good: 0, "needs-improvement": 0, poor: 0 };
    expect(good + middling + poor).toBeCloseTo(1, 10);
    // 0, 100, 200 good; 300, 400, 500 needs improvement; 600 poor.
    expect(good).toBeCloseTo(3 / 7);
    expect(middling).toBeCloseTo(3 / 7);
    expect(poor).toBeCloseTo(1 / 7);
    // Nearest rank: ceil(0.75 * 7) = 6th of 0..600, which is 500.
    expect(inp).toMatchObject({ samples: 7, p75: 500, p75Rating: "needs-improvement" });
  });
});

describe("formatVital", () => {
  it("shows seconds from 1000 ms, milliseconds below, and CLS as a plain number", () => {
    expect(formatVital("LCP", 1240)).toBe("1.24 s");
    expect(formatVital("LCP", 1000)).toBe("1.00 s");
    expect(formatVital("LCP", 999.6)).toBe("1.00 s");
    expect(formatVital("FCP", 2504.6)).toBe("2.50 s");
    expect(formatVital("INP", 180)).toBe("180 ms");
    expect(formatVital("TTFB", 79.6)).toBe("80 ms");
    expect(formatVital("TTFB", 0)).toBe("0 ms");
    expect(formatVital("CLS", 0.05)).toBe("0.05");
    expect(formatVital("CLS", 0)).toBe("0.00");
    expect(formatVital("CLS", 0.254)).toBe("0.25");
    expect(formatVital("CLS", 1.5)).toBe("1.50");
  });
});
