// Prerendered HTML pages, loaded once at start. Each was rendered with a
// placeholder CSP nonce; every response gets a fresh nonce in its place.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface PrerenderedPage {
  /** The page split around each nonce placeholder. */
  parts: string[];
}

export type PrerenderedPages = Map<string, PrerenderedPage>;

export async function loadPrerenderedPages(clientDir: string, placeholder: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relativeDir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relativeDir === "" ? "/" : `/${relativeDir}`;
    const html = await readFile(file, "utf8");
    pages.set(urlPath, { parts: html.split(placeholder) });
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
 * layer decodes it ("/catalogue/bundles/index.htm%6c"). Such files are the raw
 * prerendered pages with their nonce placeholders: they are served only at
 * their page paths. A path that does not decode is the static layer's to
 * refuse (400).
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
