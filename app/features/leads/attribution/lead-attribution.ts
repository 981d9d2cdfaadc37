// Where a lead came from: the first page of the visit (its UTM parameters, an
// ad click marker, the referring site's host and the page's path), and the form
// that sent it. Read in the browser on the first page of a visit (every page
// runs it, so no zod here: see lead-attribution-schema.ts for the server's
// check) and on the server from a post's Referer when no script ran. For
// reporting only: nothing else ever depends on it (decision 036).

/** The UTM parameters kept, in the order staff see them. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The ad networks whose click marker is noted (that there was one, never its value). */
export const AD_CLICK_NETWORKS = ["google", "microsoft"] as const;
export type AdClickNetwork = (typeof AD_CLICK_NETWORKS)[number];

/** Click markers the ad networks add to the landing page's address. */
const AD_CLICK_PARAMETERS: Readonly<Record<string, AdClickNetwork>> = {
  gclid: "google",
  gbraid: "google",
  wbraid: "google",
  msclkid: "microsoft",
};

export const ATTRIBUTION_LIMITS = {
  /** One UTM value. */
  utm: 150,
  /** The longest host name DNS allows. */
  host: 253,
  landingPage: 300,
} as const;

/** What the first page of a visit tells: kept in sessionStorage, sent with each form. */
export interface VisitSource {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  adClick: AdClickNetwork | null;
  /** The referring site's host ('www.google.com'); never its path or query. */
  referrerHost: string | null;
  /** The first page of the visit on this site: its path only ('/sound-hire-sandton'). */
  landingPage: string | null;
}

/** The forms a lead can arrive through; 'api' is a direct post to the leads API. */
export const LEAD_FORMS = [
  "contact",
  "callback",
  "sidebar",
  "business",
  "client",
  "quote",
  "assistant",
  "api",
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export function isLeadForm(value: string): value is LeadForm {
  return (LEAD_FORMS as readonly string[]).includes(value);
}

/** A lead's source as stored; null on leads stored before sources were kept. */
export interface LeadAttribution extends VisitSource {
  form: LeadForm;
}

export const EMPTY_VISIT_SOURCE: VisitSource = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  adClick: null,
  referrerHost: null,
  landingPage: null,
};

export { VISIT_SOURCE_FIELD, VISIT_SOURCE_STORAGE_KEY } from "#app/features/leads/attribution/visit-source-keys.ts";

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A host without a leading "www." and port, to tell the site's own host apart. */
function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
}

/** Text cut to `max` characters, trimmed; empty reads as null. */
function bounded(value: string | null | undefined, max: number): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are never part of a source
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!text) return null;
  return text.length > max ? text.slice(0, max).trim() : text;
}

/**
 * The referring site's host, or null: for no referrer, one that is not a web
 * address, or this site itself (with or without "www.").
 */
export function referrerHostOf(referrer: string | null | undefined, siteHosts: readonly string[]): string | null {
  if (!referrer) return null;
  const url = parseUrl(referrer);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  const host = url.hostname.toLowerCase();
  if (siteHosts.some((site) => bareHost(site) === bareHost(host))) return null;
  return bounded(host, ATTRIBUTION_LIMITS.host);
}

/** A page's path, no query or fragment, or null for anything that is not a path on this site. */
export function landingPathOf(pageUrl: string): string | null {
  const url = parseUrl(pageUrl, "https://site.invalid");
  if (!url) return null;
  return bounded(url.pathname, ATTRIBUTION_LIMITS.landingPage);
}

/**
 * What a page address and its referrer tell about the visit: the UTM
 * parameters and ad click marker of the address, its path, and the referring
 * host unless it is one of `siteHosts`.
 */
export function visitSourceOf(
  pageUrl: string,
  referrer: string | null | undefined,
  siteHosts: readonly string[],
): VisitSource {
  const url = parseUrl(pageUrl, "https://site.invalid");
  const query = url?.searchParams;
  const utm = (name: (typeof UTM_PARAMETERS)[number]) => bounded(query?.get(name), ATTRIBUTION_LIMITS.utm);
  let adClick: AdClickNetwork | null = null;
  for (const [parameter, network] of Object.entries(AD_CLICK_PARAMETERS)) {
    if (query?.get(parameter)) {
      adClick = network;
      break;
    }
  }
  return {
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    utmTerm: utm("utm_term"),
    utmContent: utm("utm_content"),
    adClick,
    referrerHost: referrerHostOf(referrer, siteHosts),
    landingPage: landingPathOf(pageUrl),
  };
}

/**
 * The visit's source for a form post that brought none (JavaScript off, or
 * storage unavailable): the post's Referer is the page the form is on. Its
 * UTM parameters and path are this page's, and its host is a referrer only
 * when it is another site's.
 */
export function visitSourceFromPost(postReferer: string | null | undefined, siteHosts: readonly string[]): VisitSource {
  if (!postReferer) return EMPTY_VISIT_SOURCE;
  const url = parseUrl(postReferer);
  if (!url) return EMPTY_VISIT_SOURCE;
  const ownPage = siteHosts.some((site) => bareHost(site) === bareHost(url.host));
  if (!ownPage) return { ...EMPTY_VISIT_SOURCE, referrerHost: referrerHostOf(postReferer, siteHosts) };
  return visitSourceOf(postReferer, null, siteHosts);
}
