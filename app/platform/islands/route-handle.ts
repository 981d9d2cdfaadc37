// What a route tells the layout through its handle. No page hydrates as a
// whole: React runs in the browser only inside islands (app/islands/), which
// a page holds or not, so a route says nothing about scripts.

export interface RouteHandle {
  /** 'staff' pages (the staff inbox) show their own header instead of the public site's. */
  chrome?: "site" | "staff";
  /**
   * The page's text changes with the moment it is read (a blog page's "3 days
   * ago"): its ETag is taken from the rendered text (app/entry.server.tsx).
   */
  revalidatedByContent?: boolean;
}

/** A page of the public site. */
export const sitePageHandle: RouteHandle = { chrome: "site" };

/** A blog page: rendered on each request, revalidated by its text (decision 047). */
export const blogPageHandle: RouteHandle = { chrome: "site", revalidatedByContent: true };

/** Staff pages: plain HTML forms and the staff header. */
export const staffPageHandle: RouteHandle = { chrome: "staff" };

interface MatchLike {
  id: string;
  handle?: unknown;
}

/** True when any matched route asks for the staff area's header instead of the site's. */
export function usesStaffChrome(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === "staff");
}

/**
 * A route's `headers` for forms whose action may answer 429: the loader's
 * headers, and the action's Retry-After, which React Router would otherwise drop.
 */
export function withRetryAfter({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
