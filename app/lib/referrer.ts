// Which page a lead came from. Kept apart from the payload shaping so the form
// script can use it without the payload schema.

/** The referrer rule of calls 1 and 2: the given one, else the document's, else the current URL. */
export function resolveReferrer(
  given: string | null | undefined,
  documentReferrer: string | null | undefined,
  currentUrl: string,
): string {
  for (const candidate of [given, documentReferrer]) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return currentUrl;
}
