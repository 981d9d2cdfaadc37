// Which pages load React in the browser. Content pages need none: they ship
// HTML, CSS and the small shell enhancer only, and load much faster for it.

export interface RouteHandle {
  /** False for a page that needs no React in the browser. */
  hydrate?: boolean;
  /** 'staff' pages (the staff inbox) show their own header instead of the public site's. */
  chrome?: "site" | "staff";
  /** True for a page with lead forms: it loads the small form script that validates and posts them. */
  leadForms?: boolean;
}

/** The handle of a content page that is never hydrated. */
export const staticPageHandle: RouteHandle = { hydrate: false };

/**
 * A page whose only interactive part is a lead form: no React in the browser,
 * just the form script (the forms also work with no script at all).
 */
export const leadFormPageHandle: RouteHandle = { hydrate: false, leadForms: true };

/** Staff pages: plain HTML forms, no React in the browser, and the staff header. */
export const staffPageHandle: RouteHandle = { hydrate: false, chrome: "staff" };

interface MatchLike {
  id: string;
  handle?: unknown;
}

/** A page is hydrated unless every route it matches (the root aside) opts out. */
export function shouldHydrate(matches: readonly MatchLike[]): boolean {
  const pageMatches = matches.filter((match) => match.id !== "root");
  if (pageMatches.length === 0) return true;
  return pageMatches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate !== false);
}

/** True when any matched route asks for the staff area's header instead of the site's. */
export function usesStaffChrome(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === "staff");
}

/** True when a matched route has lead forms that the form script should enhance. */
export function usesLeadForms(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.leadForms === true);
}
