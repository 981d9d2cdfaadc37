// Which pages load React in the browser. Content pages need none: they ship
// HTML, CSS and the small shell enhancer only, and load much faster for it.

export interface RouteHandle {
  /** False for a page that needs no React in the browser. */
  hydrate?: boolean;
  /** 'staff' pages (the staff inbox) show their own header instead of the public site's. */
  chrome?: "site" | "staff";
  /**
   * The plain-DOM script a page without React loads for its interactive parts:
   * lead forms, the catalogue (quote drawer, Add to Quote, search, assistant)
   * or the quote page.
   */
  pageScript?: PageScript;
}

export const PAGE_SCRIPTS = ["lead-forms", "catalogue", "quote-request"] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];

/** The handle of a content page that is never hydrated. */
export const staticPageHandle: RouteHandle = { hydrate: false };

/**
 * A page whose only interactive part is a lead form: no React in the browser,
 * just the form script (the forms also work with no script at all).
 */
export const leadFormPageHandle: RouteHandle = { hydrate: false, pageScript: "lead-forms" };

/** Catalogue pages: server-rendered, with the catalogue script for the quote drawer, Add to Quote and search. */
export const cataloguePageHandle: RouteHandle = { hydrate: false, pageScript: "catalogue" };

/** The quote page: its content is the visitor's stored quote, drawn by the quote page script. */
export const quoteRequestPageHandle: RouteHandle = { hydrate: false, pageScript: "quote-request" };

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

/** The page script a matched route asks for (the deepest route wins), if any. */
export function pageScriptOf(matches: readonly MatchLike[]): PageScript | undefined {
  for (const match of [...matches].reverse()) {
    const script = (match.handle as RouteHandle | undefined)?.pageScript;
    if ((PAGE_SCRIPTS as readonly unknown[]).includes(script)) return script;
  }
  return undefined;
}
