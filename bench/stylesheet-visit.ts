// A browsing customer's five-page visit on a phone, with the stylesheet as the
// site serves it (the whole of it inline in every page, decision 045) against
// critical styles inline plus the stylesheet file, cached after the first page.
//
// Both variants go through a small proxy in front of one production server, so
// they differ only in the HTML: the proxy passes every answer through, and for
// the "critical" variant cuts each page's inline stylesheet to the rules its
// markup uses (beasties, computed once a page before the visits) and links the
// built file (/assets/app-<hash>.css, which the server already sends with a
// year's immutable caching) at the end of the body. HTML is decompressed and
// compressed again the same way in both variants (the server's encodings and
// levels), so the bytes compare fairly.
//
// A visit is a new browser context (its cache lasts the visit; the service
// worker blocked, see visit()) on the hydration part's phone: Lighthouse's
// mobile screen, 4× CPU, slow 4G.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type Browser, type Page, chromium } from "@playwright/test";
import Beasties from "./tools/beasties.ts";
import { emulateSlowPhone, phoneContext } from "./hydration.ts";
import { chromiumPath, chromiumVersion, requireChromium } from "./lighthouse.ts";
import {
  type NavigationFigures,
  type StylesheetVisitResult,
  type VariantName,
  type Visit,
  inlineStylesheetOf,
  withCriticalStylesAndFile,
} from "./stylesheet-visit-report.ts";
import { progress, projectRoot, round, startBenchServer } from "./support.ts";

/** The visit: each page is reached by clicking its link on the one before. */
export const VISIT_PATHS = ["/", "/catalogue", "/catalogue/bundles", "/catalogue/products", "/contact"] as const;

/** The built stylesheet's address and text. */
function builtStylesheet(): { href: string; text: string } {
  const assets = path.join(projectRoot, "build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^app-[\w-]+\.css$/.test(name));
  if (!file) throw new Error("the build has no app-<hash>.css under build/client/assets");
  return { href: `/assets/${file}`, text: readFileSync(path.join(assets, file), "utf8") };
}

/** The rules of `stylesheet` that the page's markup uses, as beasties finds them. */
async function criticalStylesOf(html: string): Promise<string> {
  const beasties = new Beasties({
    reduceInlineStyles: true,
    pruneSource: false,
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  const reduced = await beasties.process(html);
  const critical = inlineStylesheetOf(reduced);
  if (critical === undefined) throw new Error("beasties left no inline stylesheet");
  return critical;
}

const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const brotli = promisify(zlib.brotliCompress);
// The compression middleware's brotli quality (its default), so re-encoded HTML weighs what the server's does.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

async function decoded(body: Buffer, encoding: string | undefined): Promise<Buffer> {
  if (encoding === "gzip") return gunzip(body);
  if (encoding === "br") return unbrotli(body);
  if (!encoding || encoding === "identity") return body;
  throw new Error(`the proxy cannot read content-encoding ${encoding}`);
}

function encoded(body: Buffer, encoding: string | undefined): Promise<Buffer> | Buffer {
  if (encoding === "gzip") return gzip(body);
  if (encoding === "br") return brotli(body, BROTLI_OPTIONS);
  return body;
}

interface Proxy {
  base: string;
  close(): Promise<void>;
}

/** A proxy to `upstream` that serves HTML as is (`inline`) or rewritten (`critical`). */
async function startProxy(
  upstream: string,
  variant: VariantName,
  criticalOf: (pagePath: string) => string,
  stylesheetHref: string,
): Promise<Proxy> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    const forward = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => void relay(answer, incoming, outgoing).catch((error: unknown) => outgoing.destroy(error as Error)),
    );
    forward.on("error", (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  const relay = async (answer: IncomingMessage, incoming: IncomingMessage, outgoing: ServerResponse) => {
    const isHtml = String(answer.headers["content-type"] ?? "").startsWith("text/html");
    if (!isHtml || answer.statusCode !== 200) {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const encoding = answer.headers["content-encoding"];
    let html = (await decoded(Buffer.concat(chunks), encoding)).toString("utf8");
    const pagePath = new URL(incoming.url ?? "/", upstream).pathname;
    if (variant === "critical") html = withCriticalStylesAndFile(html, criticalOf(pagePath), stylesheetHref);
    const body = await encoded(Buffer.from(html), encoding);
    const { "content-length": _length, "transfer-encoding": _chunked, etag: _etag, ...kept } = answer.headers;
    outgoing.writeHead(200, { ...kept, "content-length": body.length });
    outgoing.end(body);
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The page's own figures once its network has settled after `load`. */
async function navigationFigures(tab: Page, pagePath: string): Promise<NavigationFigures> {
  await tab.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
  const figures = await tab.evaluate(async () => {
    const lcp = await new Promise<number | null>((resolve) => {
      let last: number | null = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      // Buffered entries arrive in the observer's first callback, within a frame or two.
      setTimeout(() => resolve(last), 250);
    });
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      firstContentfulPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      largestContentfulPaintMs: lcp,
      loadEventMs: navigation?.loadEventEnd ?? null,
      htmlBytes: navigation?.transferSize ?? 0,
      resourceBytes: resources.reduce((sum, entry) => sum + entry.transferSize, 0),
    };
  });
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    path: pagePath,
    firstContentfulPaintMs: rounded(figures.firstContentfulPaintMs),
    largestContentfulPaintMs: rounded(figures.largestContentfulPaintMs),
    loadEventMs: rounded(figures.loadEventMs),
    htmlBytes: figures.htmlBytes,
    transferBytes: figures.htmlBytes + figures.resourceBytes,
  };
}

/** Follows the first link to `href` on the page (hidden menus included) and waits for the new page's `load`. */
async function clickThrough(tab: Page, href: string): Promise<void> {
  const selector = `a[href="${href}"]`;
  if ((await tab.locator(selector).count()) === 0)
    throw new Error(`no link to ${href} on ${new URL(tab.url()).pathname}`);
  const arrived = tab.waitForURL((url) => url.pathname === href, { waitUntil: "load", timeout: 120_000 });
  await tab.evaluate((wanted) => document.querySelector<HTMLAnchorElement>(wanted)?.click(), selector);
  await arrived;
}

async function visit(browser: Browser, base: string, variant: VariantName): Promise<Visit> {
  const context = await browser.newContext({
    ...phoneContext(base),
    // The service worker answers navigations and /assets/ itself, where Resource Timing no longer tells the bytes
    // on the wire; it does the same in both variants, so the visit is measured without it.
    serviceWorkers: "block",
  });
  try {
    const tab = await context.newPage();
    await emulateSlowPhone(context, tab);
    const navigations: NavigationFigures[] = [];
    for (const [step, pagePath] of VISIT_PATHS.entries()) {
      if (step === 0) await tab.goto(`${base}${pagePath}`, { waitUntil: "load", timeout: 120_000 });
      else await clickThrough(tab, pagePath);
      navigations.push(await navigationFigures(tab, pagePath));
    }
    return { variant, navigations };
  } finally {
    await context.close();
  }
}

const loadAverage = () => os.loadavg().map((load) => round(load, 2));

/** The critical styles of each page of the visit, from the server's own HTML. */
async function criticalStylesByPage(base: string): Promise<Map<string, string>> {
  const byPage = new Map<string, string>();
  for (const pagePath of VISIT_PATHS) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    byPage.set(pagePath, await criticalStylesOf(html));
  }
  return byPage;
}

/** `visits`: visits a variant, alternating inline and critical. */
export async function runStylesheetVisitBench({ visits: visitsPerVariant = 5 } = {}): Promise<StylesheetVisitResult> {
  requireChromium();
  const stylesheet = builtStylesheet();
  const server = await startBenchServer("stylesheet-visit");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  const proxies: Proxy[] = [];
  try {
    const home = await (await fetch(`${server.base}/`)).text();
    if (inlineStylesheetOf(home)?.trim() !== stylesheet.text.trim())
      throw new Error("the page's inline stylesheet is not the built file's text: is the build current?");
    const critical = await criticalStylesByPage(server.base);
    const criticalOf = (pagePath: string) => {
      const styles = critical.get(pagePath);
      if (styles === undefined) throw new Error(`no critical styles for ${pagePath}`);
      return styles;
    };
    const inline = await startProxy(server.base, "inline", criticalOf, stylesheet.href);
    const rewritten = await startProxy(server.base, "critical", criticalOf, stylesheet.href);
    proxies.push(inline, rewritten);
    // One unmeasured visit each: the server's and the proxy's first answers are slower than any later one.
    await visit(browser, inline.base, "inline");
    await visit(browser, rewritten.base, "critical");
    const before = loadAverage();
    const visits: Visit[] = [];
    for (let run = 1; run <= visitsPerVariant; run++) {
      for (const [variant, proxy] of [
        ["inline", inline],
        ["critical", rewritten],
      ] as const) {
        progress(`stylesheet visit ${run}/${visitsPerVariant}, ${variant}`);
        visits.push(await visit(browser, proxy.base, variant));
      }
    }
    return {
      date: new Date().toISOString(),
      chromium: chromiumVersion(),
      visitsPerVariant,
      loadAverage: { before, after: loadAverage() },
      stylesheet: {
        href: stylesheet.href,
        bytes: Buffer.byteLength(stylesheet.text),
        gzipBytes: zlib.gzipSync(stylesheet.text).length,
      },
      criticalBytes: Object.fromEntries([...critical].map(([pagePath, css]) => [pagePath, Buffer.byteLength(css)])),
      visits,
    };
  } finally {
    for (const proxy of proxies) await proxy.close();
    await browser.close();
    await server.stop();
    server.dispose();
  }
}
