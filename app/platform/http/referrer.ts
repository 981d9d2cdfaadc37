// Which page a lead came from. Kept apart from the payload shaping so the form
// script can use it without the payload schema.

/** The longest referrer a lead keeps; a longer one (a Referer header with a huge query) is cut to this. */
export const REFERRER_MAX = 2048;

/**
 * A referrer cut to REFERRER_MAX characters, never through a surrogate pair.
 * Where a lead came from is a hint for sales: a long one is shortened, never
 * a reason to refuse the lead.
 */
export function truncateReferrer(referrer: string): string {
  if (referrer.length <= REFERRER_MAX) return referrer;
  const cut = referrer.slice(0, REFERRER_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The referrer rule of calls 1 and 2: the given one, else the document's, else the current URL; at most REFERRER_MAX characters. */
export function resolveReferrer(
  given: string | null | undefined,
  documentReferrer: string | null | undefined,
  currentUrl: string,
): string {
  for (const candidate of [given, documentReferrer]) {
    const trimmed = candidate?.trim();
    if (trimmed) return truncateReferrer(trimmed);
  }
  return truncateReferrer(currentUrl);
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
