// What the public site may say about a line's availability (decision 044):
// never a number, never another customer's booking. Apart from the rules
// (availability.ts) so the quote summary carries only these words. Pure.

export type PublicAvailability = "available" | "limited";

export const LIMITED_AVAILABILITY_TEXT = "Limited availability on your date";

/**
 * How many units of an item the public check will call available when
 * `free` are free on the tightest day: the largest power of two not above it
 * (0, 1, 2, 4, 8, 16…). Asking for one unit more than that says "limited",
 * so stepping the quantity up one at a time finds the band the free count
 * lies in (4 to 7, say), never the count itself (issue 32; decision 051).
 * Staff see the exact figures on the lead page.
 */
export function publiclyAvailableUnits(free: number): number {
  if (!Number.isFinite(free) || free < 1) return 0;
  return 2 ** Math.floor(Math.log2(free));
}

/** Checks of one item from one client (IPv4 address or IPv6 /64) allowed per window, whatever the quantities. */
export const AVAILABILITY_PROBES_PER_ITEM = 6;
export const AVAILABILITY_PROBE_WINDOW_MS = 60 * 60_000;

/** The answer once a client has checked an item as often as allowed (429). */
export function availabilityProbeMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have checked the availability of these items ${AVAILABILITY_PROBES_PER_ITEM} times in the last hour, the most we answer online. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or ask us and we will check for you.`;
}
