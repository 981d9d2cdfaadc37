// The rules that keep floods of submissions from shutting the sales pipeline
// (decision 025). Pure: the server counts hits in the database and asks these
// functions what a count means.
//
// - A client is one IPv4 address or one IPv6 /64 (a single host or home
//   network is handed a whole /64, so counting its addresses one by one would
//   give it 2^64 allowances).
// - Each kind of submission has its own per-client limit and its own
//   site-wide flood threshold: a flood of call-backs never refuses a quote.
// - Past a kind's flood threshold nothing is refused: the submission is stored
//   and marked as suspected spam, and sales hear of those in one digest per
//   interval instead of one e-mail each.

/** Every kind of submission that is counted, each against its own limits. */
export const SUBMISSION_KINDS = [
  "callback",
  "contact",
  "partner_business",
  "partner_client",
  "assistant",
  "quote",
  "subscriber",
  "privacy_request",
  "quote_decision",
  "quote_lookup",
  "availability_check",
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** What the operator sets (LEADS_RATE_LIMIT_PER_IP, LEADS_FLOOD_THRESHOLD). */
export interface LimitSettings {
  /** Submissions of one kind allowed per client in PER_CLIENT_WINDOW_MS. */
  perClient: number;
  /** Submissions of one kind across the site per FLOOD_WINDOW_MS before they are held as suspected spam. */
  floodThreshold: number;
}

export const PER_CLIENT_WINDOW_MS = 10 * 60_000;
export const FLOOD_WINDOW_MS = 60_000;

export interface KindLimits {
  /** Refused (429) past this many from one client in PER_CLIENT_WINDOW_MS. */
  perClient: number;
  /** Marked as suspected spam past this many across the site in FLOOD_WINDOW_MS; null: never (nothing is stored). */
  floodThreshold: number | null;
}

/**
 * The limits of each kind. Leads take the configured numbers. A visitor
 * decides on a quote a few times and downloads it now and then, so those two
 * allow more per client; they store no lead, so no flood marking applies (a
 * decision needs the quote's token, a lookup stores nothing).
 */
export function limitTable(settings: LimitSettings): Readonly<Record<SubmissionKind, KindLimits>> {
  const lead: KindLimits = { perClient: settings.perClient, floodThreshold: settings.floodThreshold };
  return {
    callback: lead,
    contact: lead,
    partner_business: lead,
    partner_client: lead,
    assistant: lead,
    quote: lead,
    subscriber: lead,
    privacy_request: lead,
    quote_decision: { perClient: settings.perClient * 3, floodThreshold: null },
    quote_lookup: { perClient: settings.perClient * 6, floodThreshold: null },
    // The quote page asks again as dates and lines change; it stores nothing (decision 044).
    availability_check: { perClient: settings.perClient * 6, floodThreshold: null },
  };
}

/**
 * "Email My Quote" sends the quote to the address typed on the quote form,
 * which nobody has confirmed: capped per quote and per recipient address,
 * whoever asks and from however many clients (issue 32). Counted in the
 * database, so every app process shares them; a copy still waiting in the
 * outbox is not sent twice and does not count.
 */
export const QUOTE_EMAIL_CAPS = [
  { name: "hour", windowMs: 60 * 60_000, limit: 3 },
  { name: "day", windowMs: 24 * 60 * 60_000, limit: 5 },
] as const;

/** What the visitor reads once a cap is reached, with when they may ask again (rounded up). */
export function quoteEmailCapMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes <= 90 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.ceil(minutes / 60)} hours`;
  const [hourly, daily] = QUOTE_EMAIL_CAPS;
  return `We have already e-mailed this quote as often as we can for now (${hourly.limit} times an hour, ${daily.limit} a day, to one address). Please try again in ${wait}, or use Download Quote to save it.`;
}

/** Whether a submission counted as the `count`th of its kind in the flood window is held as suspected spam. */
export function isPastFloodThreshold(count: number, threshold: number | null): boolean {
  return threshold !== null && count > threshold;
}

const IPV4_OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const IPV6_GROUP = /^[0-9a-f]{1,4}$/;

function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

/** The eight 16-bit groups of an IPv6 address (lower case), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // An embedded IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") is two groups.
  const v4 = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    if (!isIpv4(v4[1])) return null;
    const [a, b, c, d] = v4[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const [head = "", tail] = halves;
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  if (![...headGroups, ...tailGroups].every((group) => IPV6_GROUP.test(group))) return null;
  return [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** 4 or 6 for an address of that version, 0 for anything else (node:net's isIP, without I/O imports). */
function ipVersion(text: string): 0 | 4 | 6 {
  if (isIpv4(text)) return 4;
  return text.includes(":") && ipv6Groups(text) ? 6 : 0;
}

/**
 * The client a request is counted as: an IPv4 address as it is (also when
 * written as "::ffff:1.2.3.4"), an IPv6 address as its /64 ("2001:db8:0:1::/64").
 * A zone ("fe80::1%eth0") is dropped. Anything that is not an address is
 * counted under "unknown".
 */
export function clientKeyOf(ip: string | null | undefined): string {
  const address = (ip ?? "").trim().toLowerCase().replace(/%.*$/, "");
  if (isIpv4(address)) return address;
  const groups = address.includes(":") ? ipv6Groups(address) : null;
  if (!groups) return "unknown";
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it is.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${[g0, g1, g2, g3].map((group) => group.toString(16)).join(":")}::/64`;
}

/** Names Express's `trust proxy` accepts for whole address ranges. */
const TRUST_PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"] as const;

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, comma-separated:
 * addresses ("10.0.0.5"), subnets ("10.0.0.0/8", "fd00::/8") or Express's
 * range names (loopback, linklocal, uniquelocal). Unset or "none": no proxy is
 * trusted and the client is the connection's peer. Returns the list for
 * Express, or an error naming the first entry that is none of these.
 */
export function parseTrustProxy(
  value: string | undefined,
): { ok: true; proxies: string[] } | { ok: false; error: string } {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0]?.toLowerCase() === "none")) {
    return { ok: true, proxies: [] };
  }
  for (const entry of entries) {
    if ((TRUST_PROXY_RANGES as readonly string[]).includes(entry)) continue;
    const [address = "", prefix, ...rest] = entry.split("/");
    const version = ipVersion(address.toLowerCase());
    const prefixOk =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)) ||
      (version === 4 && isIpv4(prefix));
    if (version === 0 || !prefixOk || rest.length > 0) {
      return {
        ok: false,
        error: `"${entry}" is not a proxy address, subnet, or one of ${TRUST_PROXY_RANGES.join(", ")}`,
      };
    }
  }
  return { ok: true, proxies: entries };
}
