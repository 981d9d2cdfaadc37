// Reading the web-vitals beacon the browser sends as a page goes away (the
// server's half of app/enhance/telemetry.ts). The browser never sees an answer,
// so a bad entry is dropped, not argued with: only well-formed metrics and
// error reports for one of this site's own pages are kept.
import * as z from "zod/mini";
import { storableText } from "#app/platform/forms/storable-text.ts";
import {
  BEACON_MAX_ERRORS,
  BEACON_MAX_METRICS,
  type ClientErrorReport,
  type TelemetryBeacon,
  VITAL_NAMES,
  type VitalName,
  type VitalSample,
} from "#app/platform/telemetry/web-vitals.ts";

const PAGE_MAX = 200;
const MESSAGE_MAX = 300;
/** Anything above this is a measuring error (a tab left open for days), not a page load. */
const VALUE_MAX: Readonly<Record<VitalName, number>> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
};
const NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore"] as const;

/** One of this site's paths ('/hire/speakers'), read without its query or fragment. */
const pageSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\/(?!\/)/)),
    z.transform((value) => value.split(/[?#]/, 1)[0] ?? ""),
  ),
  z.string().check(z.maxLength(PAGE_MAX), z.regex(/^[\w\-./~%]*$/)),
);

const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().check(z.gte(0)),
    // web-vitals ids are printable ASCII ("v5-1700000000000-1234567890123").
    id: z.string().check(z.regex(/^[\x21-\x7e]{1,64}$/)),
    navigationType: z.catch(z.enum(NAVIGATION_TYPES), "navigate"),
  })
  .check(z.refine((metric) => metric.value <= VALUE_MAX[metric.name]));

const errorSchema = z.pipe(
  z.pipe(
    z.object({ message: z.string() }),
    // Whitespace collapsed, cut, then made storable (the cut may split a surrogate pair).
    z.transform(({ message }) => storableText(message.replace(/\s+/g, " ").trim().slice(0, MESSAGE_MAX)).trim()),
  ),
  z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((message): ClientErrorReport => ({ message })),
  ),
);

/** The first `max` entries of a list (none when it is not a list) that `entry` accepts; the others are dropped. */
function wellFormed<Entry>(entry: z.ZodMiniType<Entry>, max: number) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries) =>
      entries.slice(0, max).flatMap((value) => {
        const read = z.safeParse(entry, value);
        return read.success ? [read.data] : [];
      }),
    ),
  );
}

const beaconSchema = z
  .object({
    page: pageSchema,
    metrics: wellFormed<VitalSample>(metricSchema, BEACON_MAX_METRICS),
    errors: wellFormed<ClientErrorReport>(errorSchema, BEACON_MAX_ERRORS),
  })
  .check(z.refine((beacon) => beacon.metrics.length + beacon.errors.length > 0));

/** The path of a page, or undefined when it is not one of this site's paths. */
export function beaconPage(value: unknown): string | undefined {
  const read = z.safeParse(pageSchema, value);
  return read.success ? read.data : undefined;
}

/** A beacon's well-formed entries; undefined when it is no beacon or holds nothing well-formed. */
export function readTelemetryBeacon(body: unknown): TelemetryBeacon | undefined {
  const read = z.safeParse(beaconSchema, body);
  return read.success ? read.data : undefined;
}
