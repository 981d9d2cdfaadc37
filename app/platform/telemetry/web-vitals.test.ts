// Web vitals: the spec's thresholds (section 9; INP on Google's 200/500 ms)
// and summing up what was measured (reading the beacon: telemetry-beacon.test.ts).
import { describe, expect, it } from "vitest";
import {
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalName,
  type VitalRating,
  formatVital,
  isVitalName,
  percentile,
  rateVital,
  summariseVitals,
} from "#app/platform/telemetry/web-vitals.ts";

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
