// Web vitals: the thresholds the site is judged by, what the browser's beacon
// carries (the server reads it with telemetry-beacon.ts), and summing up what
// was measured. Spec section 9 gives the good/poor thresholds for LCP, FID,
// CLS, FCP and TTFB; INP replaced FID as a Core Web Vital, so it is measured
// against Google's 200/500 ms instead.

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export type VitalRating = "good" | "needs-improvement" | "poor";

/** [good up to, poor above]: milliseconds, except CLS (unitless). */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName | "FID", readonly [number, number]>> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function isVitalName(value: unknown): value is VitalName {
  return typeof value === "string" && (VITAL_NAMES as readonly string[]).includes(value);
}

/** Good at or below the first threshold, poor above the second, otherwise needs improvement. */
export function rateVital(name: VitalName | "FID", value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  if (value > poor) return "poor";
  return "needs-improvement";
}

export interface VitalSample {
  name: VitalName;
  value: number;
  /** web-vitals' id of the page load, so a metric reported twice is stored once. */
  id: string;
  navigationType: string;
}

export interface ClientErrorReport {
  message: string;
}

export interface TelemetryBeacon {
  /** The page's path, without query or fragment. */
  page: string;
  metrics: VitalSample[];
  errors: ClientErrorReport[];
}

/** Per beacon: one page load reports five metrics, a few errors at most. */
export const BEACON_MAX_METRICS = 10;
export const BEACON_MAX_ERRORS = 5;

/** The nearest-rank percentile (p in 0..1) of the values; undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1];
}

export interface VitalSummary {
  name: VitalName;
  samples: number;
  /** The 75th percentile: what Google judges a site by. */
  p75?: number;
  p75Rating?: VitalRating;
  /** Share of samples (0..1) in each rating. */
  shares: Record<VitalRating, number>;
}

/** Per metric: sample count, p75 and its rating, and the share of each rating. */
export function summariseVitals(samples: readonly { name: string; value: number }[]): VitalSummary[] {
  return VITAL_NAMES.map((name) => {
    const values = samples.filter((sample) => sample.name === name).map((sample) => sample.value);
    const shares: Record<VitalRating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
    for (const value of values) shares[rateVital(name, value)] += 1 / values.length;
    const p75 = percentile(values, 0.75);
    return {
      name,
      samples: values.length,
      p75,
      p75Rating: p75 === undefined ? undefined : rateVital(name, p75),
      shares,
    };
  });
}

/** "1.24 s", "180 ms" or, for CLS, "0.05". */
export function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  const ms = Math.round(value);
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`;
}
