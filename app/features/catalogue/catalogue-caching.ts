// How the pages whose content comes from the catalogue are cached (decision
// 042): rendered per request, kept by the browser for a few seconds, then
// revalidated with an ETag made from the build and the catalogue's revision,
// which the server answers with 304 without rendering while neither changed.
// A saved change must show within a minute on every process, so the refresh
// interval and these ages together stay under a minute.
import { LANDING_SLUGS } from "#app/features/landing/index.ts";

/** The longest refresh interval (CATALOGUE_REFRESH_SECONDS) the server accepts. */
export const MAX_CATALOGUE_REFRESH_SECONDS = 15;
/** How long a browser shows its copy without asking. */
export const CATALOGUE_PAGE_MAX_AGE_SECONDS = 10;
/** After that, how long a browser may show its copy once more while it revalidates in the background. */
export const CATALOGUE_PAGE_STALE_SECONDS = 20;

/**
 * The longest a visitor can see an item as it was before a save: a process
 * serves a catalogue checked at most two refresh intervals ago (see
 * catalogue-snapshot.server.ts), and a browser may then show its copy for the
 * max-age and the stale window.
 */
export function worstCaseSecondsToVisible(refreshSeconds: number): number {
  return 2 * refreshSeconds + CATALOGUE_PAGE_MAX_AGE_SECONDS + CATALOGUE_PAGE_STALE_SECONDS;
}

const AGES = `max-age=${CATALOGUE_PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=${CATALOGUE_PAGE_STALE_SECONDS}`;

/**
 * An HTML page carries its response's CSP nonce, so only the visitor's own
 * browser may keep it; the route data (.data) and the sitemap hold no nonce
 * and a shared cache may keep them too.
 */
export function catalogueCacheControl(answer: "html" | "other"): string {
  return `${answer === "html" ? "private" : "public"}, ${AGES}`;
}

/** The search landing pages show catalogue cards with prices (issue 35, decision 065). */
const LANDING_PAGES: ReadonlySet<string> = new Set(LANDING_SLUGS.map((slug) => `/${slug}`));

/**
 * Paths whose answer is built from the catalogue: the catalogue pages, home,
 * the quote page, the landing pages and the sitemap.
 */
export function servedFromCatalogue(pathname: string): boolean {
  // Client navigation reads the same routes' data at "<path>.data" ("/_root.data" for home).
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return (
    page === "/" ||
    page === "/catalogue" ||
    page.startsWith("/catalogue/") ||
    page === "/quote-request" ||
    LANDING_PAGES.has(page) ||
    page === "/sitemap.xml"
  );
}

/**
 * The validator for a catalogue-built answer: the same build (and settings
 * the pages read) and the same catalogue revision render the same content
 * (apart from the nonce, hence weak).
 */
export function catalogueEtag(renderedWith: string, revision: string): string {
  return `W/"${encodeURIComponent(`${renderedWith}.${revision}`)}"`;
}
