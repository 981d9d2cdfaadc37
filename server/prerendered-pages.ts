// Pages rendered once per process, when it starts, with this installation's
// settings (SITE_URL, GTM_ID, the retention periods…): the content pages, their
// .data for client navigation, robots.txt and the feed (decision 063). Nothing
// of them is baked into the build, so one build serves any host. Each HTML page
// was rendered with a placeholder CSP nonce; every response gets a fresh nonce
// in its place.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentEtag } from "#app/platform/http/etag.server.ts";

export interface PrerenderedPage {
  /** The body split around each nonce placeholder (one part when it has none). */
  parts: string[];
  contentType: string;
  cacheControl: string;
  /** Weak: taken from the body before the nonce goes in, so it stands while the page does (a revisit is a 304). */
  etag: string;
}

export type PrerenderedPages = Map<string, PrerenderedPage>;

/** Renders one path as the site answers it (in process: no socket, no middleware). */
export type RenderPath = (urlPath: string) => Promise<Response>;

/** An HTML page with its nonce filled in per response: kept by the browser, checked on each visit. */
const PAGE_CACHE_CONTROL = "private, no-cache";
/** A page's data and the plain files carry no nonce: any cache may keep them for an hour. */
const FILE_CACHE_CONTROL = "public, max-age=3600";

function keptPage(body: string, placeholder: string, contentType: string, cacheControl: string): PrerenderedPage {
  return { parts: body.split(placeholder), contentType, cacheControl, etag: contentEtag(body) };
}

/** Whether a path is a page (HTML, with a .data twin for client navigation) rather than a file such as robots.txt. */
function isPagePath(urlPath: string): boolean {
  return !/\.(?:txt|xml)$/.test(urlPath);
}

/**
 * Renders every path, and each page's .data, once. A path that does not
 * render stops the start: a site missing its privacy notice must not serve.
 */
export async function renderPrerenderedPages(
  paths: readonly string[],
  render: RenderPath,
  placeholder: string,
): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  const keep = async (urlPath: string, cacheControl: string) => {
    const response = await render(urlPath);
    if (response.status !== 200) throw new Error(`${urlPath} rendered ${response.status} at start, not 200`);
    const body = await response.text();
    const contentType = response.headers.get("Content-Type") ?? "application/octet-stream";
    pages.set(urlPath, keptPage(body, placeholder, contentType, cacheControl));
  };
  for (const urlPath of paths) {
    if (!isPagePath(urlPath)) {
      await keep(urlPath, FILE_CACHE_CONTROL);
      continue;
    }
    await keep(urlPath, PAGE_CACHE_CONTROL);
    await keep(`${urlPath}.data`, FILE_CACHE_CONTROL);
  }
  return pages;
}

/**
 * Static HTML pages placed in the client folder (`<path>/index.html`), served
 * like the rendered ones. The build leaves none there; the benchmarks put
 * their baseline page there, so it crosses the same layers as the site's.
 */
export async function loadStaticPages(clientDir: string, placeholder: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relativeDir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    // The hashed assets are never pages.
    if (relativeDir === "assets" || relativeDir.startsWith("assets/")) continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    pages.set(
      relativeDir === "" ? "/" : `/${relativeDir}`,
      keptPage(html, placeholder, "text/html; charset=utf-8", PAGE_CACHE_CONTROL),
    );
  }
  return pages;
}

/** The page for a request path; a trailing slash is ignored. */
export function findPrerenderedPage(pages: PrerenderedPages, requestPath: string): PrerenderedPage | undefined {
  const normalised = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
  return pages.get(normalised || "/");
}

export function renderPrerenderedPage(page: PrerenderedPage, nonce: string): string {
  return page.parts.join(nonce);
}

/**
 * Whether a path names an HTML file once percent-decoded, as the static file
 * layer decodes it ("/catalogue/bundles/index.htm%6c"). Such files would be
 * raw pages with their nonce placeholders: pages are served only at their
 * page paths. A path that does not decode is the static layer's to refuse
 * (400).
 */
export function namesHtmlFile(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  return /\.html?$/i.test(decoded);
}
