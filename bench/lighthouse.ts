// Lighthouse with its mobile preset (the default config: emulated mid-range
// phone, simulated slow 4G) on one page of each kind, five runs a page, each
// in a fresh Chromium profile so every run is a first visit with a cold cache.
// The median of every figure over the runs is reported against the budgets.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogPostSlugs } from "../app/content/blog/post-slugs.ts";
import { bundles, personnel, products } from "../app/content/catalogue.ts";
import { QUOTE_ITEMS_KEY, SHOW_PRICES_KEY, serializeQuoteItems, toQuoteItem } from "../app/lib/quote.ts";
import { kib, marked, table } from "./report.ts";
import { gzippedSize, median, progress, round, startBenchServer } from "./support.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LANDING_PATH = "/sound-hire-gauteng";

export const LIGHTHOUSE_BUDGETS = {
  score: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  jsBytes: 90 * 1024,
  cssBytes: 20 * 1024,
  landingHtmlBytes: 30 * 1024,
} as const;

export interface BenchPage {
  kind: string;
  path: string;
  /** Local storage set for the origin before the page loads. */
  localStorage?: Record<string, string>;
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`no ${what} in the content to benchmark`);
  return item;
}

/** The benchmarked pages, or those of them whose paths are in `only` (all when it is empty). */
export function benchPages(only: readonly string[] = []): BenchPage[] {
  const chosen = pages().filter((page) => only.length === 0 || only.includes(page.path));
  if (chosen.length === 0) throw new Error(`none of ${only.join(", ")} is a benchmarked page`);
  return chosen;
}

function pages(): BenchPage[] {
  const product = first(products, "product");
  const quote = [
    toQuoteItem("product", product),
    toQuoteItem("bundle", first(bundles, "bundle")),
    toQuoteItem("personnel", first(personnel, "personnel")),
  ];
  return [
    { kind: "home", path: "/" },
    { kind: "service", path: "/services/weddings" },
    { kind: "contact", path: "/contact" },
    { kind: "catalogue", path: "/catalogue" },
    { kind: "catalogue section", path: "/catalogue/bundles" },
    { kind: "product", path: `/catalogue/product/${product.id}` },
    {
      kind: `quote request (${quote.length} items)`,
      path: "/quote-request",
      localStorage: { [QUOTE_ITEMS_KEY]: serializeQuoteItems(quote), [SHOW_PRICES_KEY]: "true" },
    },
    { kind: "blog", path: "/blog" },
    { kind: "blog post", path: `/blog/${first(blogPostSlugs(), "blog post")}` },
    { kind: "landing", path: LANDING_PATH },
    { kind: "partner application", path: "/partners/apply/business" },
  ];
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transfer sizes (compressed as served, with headers) of all scripts, style sheets and the document. */
  jsBytes: number;
  cssBytes: number;
  documentBytes: number;
  totalBytes: number;
  requests: number;
}

export interface LighthousePageResult {
  kind: string;
  path: string;
  /** The gzip-compressed HTML body as our server sends it, without headers. */
  htmlGzipBytes: number;
  runs: LighthouseFigures[];
  /** Failed runs tried again (they are not among `runs`). */
  retries: number;
  median: LighthouseFigures;
  budgetsMet: Record<string, boolean>;
}

export interface LighthouseResult {
  date: string;
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  budgets: typeof LIGHTHOUSE_BUDGETS;
  pages: LighthousePageResult[];
}

/** A minimal DevTools protocol session on one page target: commands, and waiting for one event. */
async function devtoolsSession(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((candidate) => candidate.type === "page");
  if (!target) throw new Error("Chromium has no page to set local storage in");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("could not connect to Chromium's DevTools socket"));
  });
  let lastId = 0;
  const waiting = new Map<number | string, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      result?: unknown;
      error?: { message: string };
    };
    const key = message.id ?? message.method;
    if (key === undefined) return;
    waiting.get(key)?.(message);
    waiting.delete(key);
  };
  return {
    send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        waiting.set(id, (message) =>
          message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    event(method: string): Promise<void> {
      return new Promise((resolve) => waiting.set(method, () => resolve()));
    },
    close: () => socket.close(),
  };
}

/**
 * Sets local storage for the origin of `base` in a running Chromium: loads a
 * small page of that origin (robots.txt) and sets the entries there. Lighthouse
 * then runs with storage reset off, so the page finds them on its first load.
 */
async function seedLocalStorage(port: number, base: string, entries: Record<string, string>): Promise<void> {
  const session = await devtoolsSession(port);
  try {
    await session.send("Page.enable");
    const loaded = session.event("Page.loadEventFired");
    await session.send("Page.navigate", { url: `${base}/robots.txt` });
    await loaded;
    const expression = `(() => { for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value); return location.origin; })()`;
    const answer = (await session.send("Runtime.evaluate", { expression, returnByValue: true })) as {
      result: { value?: unknown };
    };
    if (answer.result.value !== new URL(base).origin)
      throw new Error(`local storage was set for ${String(answer.result.value)}, not ${base}`);
    await session.send("Page.navigate", { url: "about:blank" });
  } finally {
    session.close();
  }
}

async function runLighthouse(base: string, page: BenchPage): Promise<{ figures: LighthouseFigures; version: string }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox"],
    logLevel: "silent",
  });
  try {
    if (page.localStorage) await seedLocalStorage(chrome.port, base, page.localStorage);
    const runner = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // A reset would clear the seeded storage; the profile is fresh anyway.
      disableStorageReset: page.localStorage !== undefined,
    });
    const lhr = runner?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The quote page sends a visitor with an empty quote on to /catalogue: staying proves the seeded quote was read.
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) throw new Error(`Lighthouse on ${page.path} ended on ${finalPath}`);
    const score = (id: (typeof CATEGORIES)[number]) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== "number") throw new Error(`Lighthouse scored no ${id} for ${page.path}`);
      return Math.round(value * 100);
    };
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse measured no ${id} for ${page.path}`);
      return value;
    };
    const resources =
      (
        lhr.audits["resource-summary"]?.details as
          { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
      )?.items ?? [];
    const transferred = (type: string) => resources.find((row) => row.resourceType === type)?.transferSize ?? 0;
    return {
      version: lhr.lighthouseVersion,
      figures: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: round(numeric("largest-contentful-paint"), 0),
        cls: round(numeric("cumulative-layout-shift"), 4),
        tbtMs: round(numeric("total-blocking-time"), 0),
        jsBytes: transferred("script"),
        cssBytes: transferred("stylesheet"),
        documentBytes: transferred("document"),
        totalBytes: transferred("total"),
        requests: resources.find((row) => row.resourceType === "total")?.requestCount ?? 0,
      },
    };
  } finally {
    chrome.kill();
  }
}

function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

function budgetsOf(figures: LighthouseFigures, htmlGzipBytes: number, path: string): Record<string, boolean> {
  const b = LIGHTHOUSE_BUDGETS;
  const budgets: Record<string, boolean> = {
    performance: figures.performance >= b.score,
    accessibility: figures.accessibility >= b.score,
    bestPractices: figures.bestPractices >= b.score,
    seo: figures.seo >= b.score,
    lcp: figures.lcpMs < b.lcpMs,
    cls: figures.cls <= b.cls,
    tbt: figures.tbtMs < b.tbtMs,
    js: figures.jsBytes < b.jsBytes,
    css: figures.cssBytes < b.cssBytes,
  };
  if (path === LANDING_PATH) budgets.landingHtml = htmlGzipBytes < b.landingHtmlBytes;
  return budgets;
}

/** `only`: paths to measure (all kinds when empty); `runs`: Lighthouse runs a page. */
export async function runLighthouseBench({
  only = [] as readonly string[],
  runs: runsPerPage = 5,
} = {}): Promise<LighthouseResult> {
  requireChromium();
  const server = await startBenchServer("lighthouse");
  try {
    const results: LighthousePageResult[] = [];
    let version = "";
    for (const page of benchPages(only)) {
      const htmlGzipBytes = await gzippedSize(`${server.base}${page.path}`);
      const measured = await measurePage(server.base, page, runsPerPage);
      version = measured.version;
      const budgetsMet = budgetsOf(measured.median, htmlGzipBytes, page.path);
      results.push({
        kind: page.kind,
        path: page.path,
        htmlGzipBytes,
        runs: measured.runs,
        retries: measured.retries,
        median: measured.median,
        budgetsMet,
      });
    }
    return {
      date: new Date().toISOString(),
      lighthouseVersion: version,
      chromium: chromiumVersion(),
      runsPerPage,
      budgets: LIGHTHOUSE_BUDGETS,
      pages: results,
    };
  } finally {
    await server.stop();
    server.dispose();
  }
}

/** Stops with a clear message when there is no Chromium to run Lighthouse in. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Lighthouse needs Chromium at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
}

export function chromiumVersion(): string {
  return (
    /[\d.]{6,}/.exec(
      execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
    )?.[0] ?? "unknown"
  );
}

export interface PageMeasurement {
  runs: LighthouseFigures[];
  /** Failed runs tried again (they are not among `runs`). */
  retries: number;
  median: LighthouseFigures;
  /** Lighthouse's version. */
  version: string;
}

/** `runsPerPage` Lighthouse runs of one page served from `base`, and their median. */
export async function measurePage(
  base: string,
  page: BenchPage,
  runsPerPage: number,
  label = "",
): Promise<PageMeasurement> {
  const runs: LighthouseFigures[] = [];
  let retries = 0;
  let version = "";
  for (let run = 1; run <= runsPerPage; run++) {
    progress(`lighthouse ${label}${page.path} run ${run}/${runsPerPage}`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART and the
    // like) and asks to be run again: a failed run gets two more tries.
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await runLighthouse(base, page);
        runs.push(outcome.figures);
        version = outcome.version;
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        retries++;
        progress(
          `lighthouse ${label}${page.path} run ${run} failed, trying again: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return { runs, retries, median: medianFigures(runs), version };
}

export function lighthouseMarkdown(result: LighthouseResult): string[] {
  const b = result.budgets;
  const rows = result.pages.map(({ kind, path, median: m, budgetsMet: budgets, htmlGzipBytes }) => [
    kind,
    `\`${path}\``,
    marked(String(m.performance), budgets.performance),
    marked(String(m.accessibility), budgets.accessibility),
    marked(String(m.bestPractices), budgets.bestPractices),
    marked(String(m.seo), budgets.seo),
    marked(`${m.lcpMs} ms`, budgets.lcp),
    marked(String(m.cls), budgets.cls),
    marked(`${m.tbtMs} ms`, budgets.tbt),
    marked(kib(m.jsBytes), budgets.js),
    marked(kib(m.cssBytes), budgets.css),
    marked(kib(htmlGzipBytes), budgets.landingHtml),
  ]);
  const met = result.pages.flatMap((page) => Object.values(page.budgetsMet));
  const retried = result.pages.reduce((sum, page) => sum + page.retries, 0);
  return [
    `Lighthouse ${result.lighthouseVersion}, mobile preset (default config: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown), ` +
      `${result.runsPerPage} run${result.runsPerPage === 1 ? "" : "s"} a page, the median of each figure; headless Chromium ${result.chromium}. Each run starts a fresh headless Chromium profile ` +
      "(a first visit, cold cache). `/quote-request` is measured with a quote of a product, a bundle and a person (it sends a visitor with an " +
      "empty quote on to the catalogue): before Lighthouse loads it, the run opens `/robots.txt` of the same origin over the DevTools protocol " +
      `and writes the quote to local storage (\`${QUOTE_ITEMS_KEY}\`, \`${SHOW_PRICES_KEY}\`), and Lighthouse keeps storage (\`disableStorageReset\`).` +
      (retried > 0 ? ` ${retried} run${retried === 1 ? "" : "s"} that Lighthouse could not record ran again.` : ""),
    "",
    `Budgets: ${b.score} in each category, LCP < ${b.lcpMs} ms, CLS ${b.cls}, TBT < ${b.tbtMs} ms, JS < ${kib(b.jsBytes)} KB and CSS < ${kib(b.cssBytes)} KB ` +
      `transferred (gzip as served, including response headers, from Lighthouse's resource summary), landing page HTML < ${kib(b.landingHtmlBytes)} KB ` +
      `gzip (the body alone; the budget applies to \`${LANDING_PATH}\`, the other pages' HTML is shown unmarked). KB = 1024 bytes. ✓ met, ✗ missed: ` +
      `${met.filter(Boolean).length} of ${met.length} met.`,
    "",
    ...table(
      ["page", "path", "perf.", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT", "JS KB", "CSS KB", "HTML KB gzip"],
      rows,
    ),
  ];
}
