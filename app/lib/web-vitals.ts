// Web vitals: the thresholds the site is judged by, reading the beacon the
// browser sends, and summing up what was measured. Spec section 9 gives the
// good/poor thresholds for LCP, FID, CLS, FCP and TTFB; INP replaced FID as a
// Core Web Vital, so it is measured against Google's 200/500 ms instead.

import { storableText } from "./storable-text.ts";

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
const PAGE_MAX = 200;
const ID_MAX = 64;
const MESSAGE_MAX = 300;
/** Anything above this is a measuring error (a tab left open for days), not a page load. */
const VALUE_MAX: Readonly<Record<VitalName, number>> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
};
const NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"];

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The path of a page, or undefined when it is not one of this site's paths. */
export function beaconPage(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  return path.length <= PAGE_MAX && /^[\w\-./~%]*$/.test(path) ? path : undefined;
}

/**
 * Reads a beacon, keeping only well-formed entries: the browser sends it as
 * the page goes away and never sees an answer, so a bad entry is dropped, not
 * argued with. Undefined when the beacon as a whole is not one.
 */
export function readTelemetryBeacon(body: unknown): TelemetryBeacon | undefined {
  const beacon = record(body);
  const page = beaconPage(beacon?.page);
  if (!beacon || !page) return undefined;
  const metrics: VitalSample[] = [];
  for (const entry of Array.isArray(beacon.metrics) ? beacon.metrics.slice(0, BEACON_MAX_METRICS) : []) {
    const metric = record(entry);
    const name = metric?.name;
    const value = metric?.value;
    const id = metric?.id;
    if (
      !isVitalName(name) ||
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > VALUE_MAX[name]
    )
      continue;
    // web-vitals ids are printable ASCII ("v5-1700000000000-1234567890123"); anything else is not one.
    if (typeof id !== "string" || id.length === 0 || id.length > ID_MAX || !/^[\x21-\x7e]+$/.test(id)) continue;
    const navigationType = NAVIGATION_TYPES.includes(String(metric?.navigationType))
      ? String(metric?.navigationType)
      : "navigate";
    metrics.push({ name, value, id, navigationType });
  }
  const errors: ClientErrorReport[] = [];
  for (const entry of Array.isArray(beacon.errors) ? beacon.errors.slice(0, BEACON_MAX_ERRORS) : []) {
    const message = record(entry)?.message;
    // Made storable after the cut, which may split a surrogate pair.
    const text =
      typeof message === "string" ? storableText(message.replace(/\s+/g, " ").trim().slice(0, MESSAGE_MAX)).trim() : "";
    if (text === "") continue;
    errors.push({ message: text });
  }
  if (metrics.length === 0 && errors.length === 0) return undefined;
  return { page, metrics, errors };
}

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
