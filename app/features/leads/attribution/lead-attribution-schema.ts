// The check a visit's source passes on the server, wherever it arrives: in the
// leads API's payload, in a lead form's post and in a new quote's body. A
// source is for reporting only, so nothing in it refuses a lead: each field
// that is not what it should be reads as not given, and a longer one is cut.
import * as z from "zod/mini";
import {
  AD_CLICK_NETWORKS,
  ATTRIBUTION_LIMITS,
  EMPTY_VISIT_SOURCE,
  type VisitSource,
  landingPathOf,
} from "#app/features/leads/attribution/lead-attribution.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";

function cut(max: number) {
  return (value: string) => {
    const text = storableText(value).trim();
    return text === "" ? null : text.slice(0, max).trim();
  };
}

/** Text bounded to `max`; anything else (missing, a number, an object) reads as null. */
const boundedText = (max: number) =>
  z.catch(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => (value ? cut(max)(value) : null)),
    ),
    null,
  );

const host = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => {
      const text = value?.trim().toLowerCase() ?? "";
      return text.length <= ATTRIBUTION_LIMITS.host && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(text) ? text : null;
    }),
  ),
  null,
);

/** A path on this site ('/contact'); a full address is read for its path, anything else is dropped. */
const landingPage = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => (value && value.trim().startsWith("/") ? landingPathOf(value.trim()) : null)),
  ),
  null,
);

const adClick = z.catch(
  z.pipe(
    z.nullish(z.string()),
    z.transform((value) => AD_CLICK_NETWORKS.find((network) => network === value) ?? null),
  ),
  null,
);

export const visitSourceSchema = z.object({
  utmSource: boundedText(ATTRIBUTION_LIMITS.utm),
  utmMedium: boundedText(ATTRIBUTION_LIMITS.utm),
  utmCampaign: boundedText(ATTRIBUTION_LIMITS.utm),
  utmTerm: boundedText(ATTRIBUTION_LIMITS.utm),
  utmContent: boundedText(ATTRIBUTION_LIMITS.utm),
  adClick,
  referrerHost: host,
  landingPage,
});

/**
 * A visit's source as sent (an object, or its JSON text from a form field), or
 * null when none came or it is not an object.
 */
export const optionalVisitSourceSchema = z.catch(
  z.pipe(
    z.pipe(
      z.nullish(z.unknown()),
      z.transform((value): unknown => {
        if (typeof value !== "string") return value;
        try {
          return JSON.parse(value) as unknown;
        } catch {
          return null;
        }
      }),
    ),
    z.nullable(visitSourceSchema),
  ),
  null,
);

/** A posted visit source, checked; null when none came or it held nothing. */
export function readVisitSource(value: unknown): VisitSource | null {
  const result = z.safeParse(optionalVisitSourceSchema, value);
  if (!result.success || !result.data) return null;
  const source: VisitSource = { ...EMPTY_VISIT_SOURCE, ...result.data };
  return Object.values(source).some((item) => item !== null) ? source : null;
}
