// The channel a lead came through, worked out from its stored source when it
// is read (so a change to the rule applies to every lead). The rule, first
// match wins, is written out in decision 036.
import type { LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";

export const LEAD_CHANNELS = [
  "google_ads",
  "paid_search",
  "paid_social",
  "organic_search",
  "social",
  "email",
  "other_campaign",
  "referral",
  "direct",
  "unknown",
] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Readonly<Record<LeadChannel, string>> = {
  google_ads: "Google Ads",
  paid_search: "Other paid search",
  paid_social: "Paid social",
  organic_search: "Search (unpaid)",
  social: "Social media",
  email: "E-mail",
  other_campaign: "Other campaign",
  referral: "Other websites",
  direct: "Direct",
  unknown: "Not recorded",
};

/** utm_medium values that mean a paid click. */
const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid-search", "paid_search", "sem", "cpm", "cpv"]);
const PAID_SOCIAL_MEDIUMS = new Set(["paid_social", "paid-social", "paidsocial", "social_paid", "social-paid"]);
const EMAIL_MEDIUMS = new Set(["email", "e-mail", "e_mail", "newsletter"]);
const SOCIAL_MEDIUMS = new Set(["social", "social-network", "social-media", "social_media", "sm", "social network"]);
const ORGANIC_MEDIUMS = new Set(["organic"]);

/** Search engines, by the second-level name of their host ('google' in www.google.co.za). */
const SEARCH_ENGINES = ["google", "bing", "duckduckgo", "yahoo", "ecosia", "yandex", "baidu", "brave", "startpage"];
/** Social networks and messengers, by a piece of their hosts or a utm_source naming them. */
const SOCIAL_NETWORKS = [
  "facebook",
  "fb",
  "instagram",
  "linkedin",
  "lnkd",
  "twitter",
  "x",
  "t",
  "tiktok",
  "youtube",
  "pinterest",
  "whatsapp",
  "wa",
  "threads",
  "reddit",
];

/** The host's labels ('www.google.co.za' → www, google, co, za). */
function hostLabels(host: string | null): string[] {
  if (!host) return [];
  return host.toLowerCase().split(".");
}

/** Webmail ('mail.google.com', 'outlook.live.com'): a link followed from an e-mail. */
function isWebmailHost(host: string | null): boolean {
  const labels = hostLabels(host);
  return labels.length >= 3 && (labels[0] === "mail" || labels[0] === "outlook" || labels[0] === "webmail");
}

function isSearchEngineHost(host: string | null): boolean {
  const labels = hostLabels(host);
  // 'search.brave.com', 'www.google.co.za', 'duckduckgo.com'; not 'googleusercontent.com'.
  return labels.length >= 2 && labels.slice(0, -1).some((label) => SEARCH_ENGINES.includes(label));
}

function isSocialHost(host: string | null): boolean {
  const labels = hostLabels(host);
  if (labels.length < 2) return false;
  // 't.co', 'x.com', 'l.facebook.com', 'wa.me', 'lnkd.in': the name before the suffix.
  const name = labels[labels.length - 2]!;
  return (
    SOCIAL_NETWORKS.includes(name) ||
    labels.slice(0, -1).some((label) => label.length > 2 && SOCIAL_NETWORKS.includes(label))
  );
}

function isSocialName(source: string | null): boolean {
  if (!source) return false;
  const name = source.toLowerCase().replace(/\.(com|me|co|in|net)$/, "");
  return SOCIAL_NETWORKS.includes(name);
}

function isSearchName(source: string | null): boolean {
  return source !== null && SEARCH_ENGINES.includes(source.toLowerCase());
}

/** The channel of a stored source; null (a lead stored before sources were kept) is 'unknown'. */
export function leadChannel(attribution: LeadAttribution | null): LeadChannel {
  if (!attribution) return "unknown";
  const medium = attribution.utmMedium?.toLowerCase() ?? null;
  const source = attribution.utmSource?.toLowerCase() ?? null;
  const paid = medium !== null && PAID_MEDIUMS.has(medium);

  if (medium !== null && PAID_SOCIAL_MEDIUMS.has(medium)) return "paid_social";
  if (paid && isSocialName(source)) return "paid_social";
  if (attribution.adClick === "google") return "google_ads";
  if (paid && (source === null || source === "google" || source === "adwords")) return "google_ads";
  if (attribution.adClick === "microsoft" || paid) return "paid_search";
  if (medium !== null && EMAIL_MEDIUMS.has(medium)) return "email";
  if (medium !== null && SOCIAL_MEDIUMS.has(medium)) return "social";
  if (medium !== null && ORGANIC_MEDIUMS.has(medium)) return "organic_search";
  if (source !== null || medium !== null || attribution.utmCampaign !== null) {
    if (isSocialName(source)) return "social";
    if (isSearchName(source)) return "organic_search";
    return "other_campaign";
  }
  if (isWebmailHost(attribution.referrerHost)) return "email";
  if (isSearchEngineHost(attribution.referrerHost)) return "organic_search";
  if (isSocialHost(attribution.referrerHost)) return "social";
  if (attribution.referrerHost) return "referral";
  return "direct";
}

export function leadChannelLabel(channel: LeadChannel): string {
  return LEAD_CHANNEL_LABELS[channel];
}
