// Lighthouse with its mobile preset (the default config: emulated mid-range
// phone, simulated slow 4G, 4× CPU slowdown) on one page of each kind, each
// run in a fresh Chromium profile so every run is a first visit with a cold
// cache. In the same run, for what scripts cost, every page again with its
// scripts blocked (Lighthouse's blockedUrlPatterns), the runs of the two
// interleaved so a busy moment of the machine falls on both; and a minimal
// page (bench/minimal-page.ts) as the machine's baseline. The median of each
// figure over the runs is reported against the budgets (bench/budgets.ts),
// with the JavaScript each page fetched on first load, in gzip bytes.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { blogPostSlugs } from "#app/features/blog/content/post-slugs.ts";
import { bundles, personnel, products } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { QUOTE_ITEMS_KEY, SHOW_PRICES_KEY, serializeQuoteItems, toQuoteItem } from "#app/features/quotes/quote.ts";
import { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
import { BUDGETS, type ScriptsCost, javascriptBudget, lighthouseBudgetsMet, medianOf, scriptsCost } from "./budgets.ts";
import {
  type IslandInMarkup,
  describeIslands,
  islandRuntimeOnLoad,
  islandRuntimePath,
  islandsInHtml,
} from "./island-markup.ts";
import {
  CATEGORIES,
  type LhrLike,
  type LighthouseFigures,
  type TaskGroup,
  CRAWLABLE_AUDIT,
  figuresFromLhr,
  mainThreadTotal,
  scriptPaths,
} from "./lighthouse-figures.ts";
import { MINIMAL_PAGE_PATH, writeMinimalPage } from "./minimal-page.ts";
import { kib, marked, table } from "./report.ts";
import { gzippedSize, median, progress, startBenchServer } from "./support.ts";

export type { LighthouseFigures } from "./lighthouse-figures.ts";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Every script the page would fetch (Chromium matches a pattern anywhere in the URL). */
export const SCRIPT_BLOCK_PATTERNS = ["*.js"] as const;
/** Which version of this part's result a summary.json holds: 2 from issue 20's budgets on. */
export const LIGHTHOUSE_RESULT_SCHEMA = 2;

export interface BenchPage {
  kind: string;
  path: string;
  /** Local storage set for the origin before the page loads. */
  localStorage?: Record<string, string>;
  /** Kept out of search on purpose: SEO is scored without the crawlability audit. */
  noindex?: boolean;
  /**
   * A page whose address exists only once the server has made it (the live
   * quote page's secret link): `path` is then its label, and this gives the
   * address on a running server (resolveBenchPages).
   */
  resolve?: (base: string) => Promise<string>;
}

/** The pages with every address made on the running server; `label` keeps the path to report. */
export async function resolveBenchPages(
  pages: readonly BenchPage[],
  base: string,
): Promise<(BenchPage & { label: string })[]> {
  return Promise.all(
    pages.map(async (page) => ({
      ...page,
      label: page.path,
      path: page.resolve ? await page.resolve(base) : page.path,
    })),
  );
}

/**
 * A quote made through the API as the quote page makes it (the seeded
 * selection's product, bundle and person, with an event a month ahead); the
 * path of its live page.
 */
async function liveQuotePath(base: string): Promise<string> {
  const eventDate = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const response = await fetch(`${base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email: "sipho@example.co.za", phone: "083 555 0123" },
      eventDate,
      marketingConsent: false,
      referrer: "",
      items: JSON.parse(seededQuote()[QUOTE_ITEMS_KEY] ?? "[]"),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { liveUrl?: string };
  if (response.status !== 201 || !body.liveUrl)
    throw new Error(`the bench could not make a quote (${response.status})`);
  return new URL(body.liveUrl).pathname;
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

/** The quote the quote page is measured with: a product, a bundle and a person. */
export function seededQuote(): Record<string, string> {
  const quote = [
    toQuoteItem("product", withHirePrice("product", first(products, "product"))),
    toQuoteItem("bundle", withHirePrice("bundle", first(bundles, "bundle"))),
    toQuoteItem("personnel", withHirePrice("personnel", first(personnel, "personnel"))),
  ];
  return { [QUOTE_ITEMS_KEY]: serializeQuoteItems(quote), [SHOW_PRICES_KEY]: "true" };
}

function pages(): BenchPage[] {
  return [
    { kind: "home", path: "/" },
    { kind: "service", path: "/services/weddings" },
    { kind: "contact", path: "/contact" },
    { kind: "catalogue", path: "/catalogue" },
    { kind: "catalogue section", path: "/catalogue/bundles" },
    { kind: "product", path: `/catalogue/product/${first(products, "product").id}` },
    { kind: "quote request (3 items)", path: "/quote-request", localStorage: seededQuote(), noindex: true },
    { kind: "live quote (3 items)", path: "/q/<token>", noindex: true, resolve: liveQuotePath },
    { kind: "blog post", path: `/blog/${first(blogPostSlugs(), "blog post")}` },
    { kind: "landing", path: "/sound-hire-gauteng" },
    { kind: "partner application", path: "/partners/apply/business" },
  ];
}

export interface RunsOf<F> {
  runs: F[];
  /** Failed runs tried again (they are not among `runs`). */
  retries: number;
  median: F;
}

export interface JavascriptOnLoad {
  /** Every script fetched in any run, with its gzip body size as our server sends it. */
  files: { path: string; gzipBytes: number }[];
  /** The median over runs of the gzip bytes of the scripts each run fetched. */
  gzipBytes: number;
  budgetBytes: number;
  met: boolean;
  /** The island runtime was fetched (in the median run count: more than half the runs). */
  runtimeFetched: boolean;
}

export interface LighthousePageResult {
  kind: string;
  path: string;
  /** The gzip-compressed HTML body as our server sends it, without headers. */
  htmlGzipBytes: number;
  /** The island wrappers in the page's HTML. */
  islands: IslandInMarkup[];
  /** The page's loader imports the island runtime (and React) on first load. */
  islandsOnLoad: boolean;
  /** Kept out of search on purpose; its SEO score leaves out the crawlability audit. */
  noindex?: boolean;
  /** With scripts: the page as visitors get it. */
  runs: LighthouseFigures[];
  retries: number;
  median: LighthouseFigures;
  /** The same page with its scripts blocked. */
  withoutScripts: RunsOf<LighthouseFigures>;
  budgetsMet: ReturnType<typeof lighthouseBudgetsMet>;
  scriptsCost: ScriptsCost;
  javascript: JavascriptOnLoad;
}

export interface LighthouseResult {
  schema: typeof LIGHTHOUSE_RESULT_SCHEMA;
  date: string;
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  blockedUrlPatterns: readonly string[];
  budgets: typeof BUDGETS;
  /** The minimal page, measured like the others. */
  baseline: { path: string } & RunsOf<LighthouseFigures>;
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
export async function seedLocalStorage(port: number, base: string, entries: Record<string, string>): Promise<void> {
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

interface RunOutcome {
  figures: LighthouseFigures;
  /** Paths of the scripts the run fetched. */
  scripts: string[];
  version: string;
}

async function runLighthouse(base: string, page: BenchPage, blocked: readonly string[]): Promise<RunOutcome> {
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
      blockedUrlPatterns: [...blocked],
      // A reset would clear the seeded storage; the profile is fresh anyway.
      disableStorageReset: page.localStorage !== undefined,
    });
    const lhr = runner?.lhr as LhrLike | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
    return {
      figures: figuresFromLhr(lhr, page.path, { noindex: page.noindex }),
      scripts: scriptPaths(lhr),
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

/** One run, tried up to three times: Lighthouse now and then fails to record a trace (NO_NAVSTART and the like). */
async function runWithRetries(
  base: string,
  page: BenchPage,
  blocked: readonly string[],
  label: string,
): Promise<{ outcome: RunOutcome; retries: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { outcome: await runLighthouse(base, page, blocked), retries: attempt - 1 };
    } catch (error) {
      if (attempt === 3) throw error;
      progress(`${label} failed, trying again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

interface Sides {
  withScripts: RunOutcome[];
  withoutScripts: RunOutcome[];
  retries: { withScripts: number; withoutScripts: number };
}

/**
 * `runsPerPage` runs of a page, each with scripts and, when `alsoBlocked`,
 * right after it the same page with its scripts blocked.
 */
async function measureSides(
  base: string,
  page: BenchPage,
  runsPerPage: number,
  { alsoBlocked, label = "" }: { alsoBlocked: boolean; label?: string },
): Promise<Sides> {
  const sides: Sides = { withScripts: [], withoutScripts: [], retries: { withScripts: 0, withoutScripts: 0 } };
  for (let run = 1; run <= runsPerPage; run++) {
    const name = `lighthouse ${label}${page.path} run ${run}/${runsPerPage}`;
    progress(name);
    const withScripts = await runWithRetries(base, page, [], name);
    sides.withScripts.push(withScripts.outcome);
    sides.retries.withScripts += withScripts.retries;
    if (!alsoBlocked) continue;
    progress(`${name}, scripts blocked`);
    const without = await runWithRetries(base, page, SCRIPT_BLOCK_PATTERNS, `${name}, scripts blocked`);
    sides.withoutScripts.push(without.outcome);
    sides.retries.withoutScripts += without.retries;
  }
  return sides;
}

export interface PageMeasurement extends RunsOf<LighthouseFigures> {
  /** Lighthouse's version. */
  version: string;
}

/** `runsPerPage` Lighthouse runs of one page served from `base`, and their median (the SPA part's measure). */
export async function measurePage(
  base: string,
  page: BenchPage,
  runsPerPage: number,
  label = "",
): Promise<PageMeasurement> {
  const sides = await measureSides(base, page, runsPerPage, { alsoBlocked: false, label });
  const runs = sides.withScripts.map((outcome) => outcome.figures);
  return {
    runs,
    retries: sides.retries.withScripts,
    median: medianOf(runs),
    version: sides.withScripts.at(-1)?.version ?? "",
  };
}

/** Body bytes of one GET as our server sends it to a client that accepts only gzip (a file under 1 KB may come as is). */
function bytesAsGzipClient(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function javascriptOnLoad(
  base: string,
  runs: readonly RunOutcome[],
  runtimePath: string | undefined,
  islandsOnLoad: boolean,
  sizes: Map<string, number>,
): Promise<JavascriptOnLoad> {
  const paths = [...new Set(runs.flatMap((run) => run.scripts))];
  for (const scriptPath of paths) {
    if (!sizes.has(scriptPath)) sizes.set(scriptPath, await bytesAsGzipClient(`${base}${scriptPath}`));
  }
  const size = (scriptPath: string) => sizes.get(scriptPath) ?? 0;
  const perRun = runs.map((run) => run.scripts.reduce((sum, scriptPath) => sum + size(scriptPath), 0));
  const gzipBytes = median(perRun);
  const budgetBytes = javascriptBudget(islandsOnLoad);
  const fetchedRuntime = runs.filter((run) => runtimePath !== undefined && run.scripts.includes(runtimePath)).length;
  return {
    files: paths.map((scriptPath) => ({ path: scriptPath, gzipBytes: size(scriptPath) })),
    gzipBytes,
    budgetBytes,
    met: gzipBytes <= budgetBytes,
    runtimeFetched: fetchedRuntime * 2 > runs.length,
  };
}

/** `only`: paths to measure (all kinds when empty); `runs`: Lighthouse runs a page (each side). */
export async function runLighthouseBench({
  only = [] as readonly string[],
  runs: runsPerPage = 5,
} = {}): Promise<LighthouseResult> {
  requireChromium();
  const chosen = benchPages(only);
  const removeMinimalPage = writeMinimalPage();
  try {
    const server = await startBenchServer("lighthouse");
    try {
      const sizes = new Map<string, number>();
      progress("lighthouse: the minimal page first, the machine's baseline");
      const minimal = await measureSides(server.base, { kind: "minimal page", path: MINIMAL_PAGE_PATH }, runsPerPage, {
        alsoBlocked: false,
      });
      const baselineRuns = minimal.withScripts.map((outcome) => outcome.figures);
      const results: LighthousePageResult[] = [];
      let version = minimal.withScripts.at(-1)?.version ?? "";
      for (const page of await resolveBenchPages(chosen, server.base)) {
        const html = await (await fetch(`${server.base}${page.path}`)).text();
        const islands = islandsInHtml(html);
        const islandsOnLoad = islandRuntimeOnLoad(islands, page.localStorage?.[QUOTE_ITEMS_KEY] !== undefined);
        const htmlGzipBytes = await gzippedSize(`${server.base}${page.path}`);
        const sides = await measureSides(server.base, page, runsPerPage, { alsoBlocked: true });
        version = sides.withScripts.at(-1)?.version ?? version;
        const runs = sides.withScripts.map((outcome) => outcome.figures);
        const blockedRuns = sides.withoutScripts.map((outcome) => outcome.figures);
        const median = medianOf(runs);
        const withoutScripts = {
          runs: blockedRuns,
          retries: sides.retries.withoutScripts,
          median: medianOf(blockedRuns),
        };
        results.push({
          kind: page.kind,
          path: page.label,
          htmlGzipBytes,
          islands,
          islandsOnLoad,
          noindex: page.noindex,
          runs,
          retries: sides.retries.withScripts,
          median,
          withoutScripts,
          budgetsMet: lighthouseBudgetsMet(median),
          scriptsCost: scriptsCost(median, withoutScripts.median),
          javascript: await javascriptOnLoad(
            server.base,
            sides.withScripts,
            islandRuntimePath(html),
            islandsOnLoad,
            sizes,
          ),
        });
      }
      return {
        schema: LIGHTHOUSE_RESULT_SCHEMA,
        date: new Date().toISOString(),
        lighthouseVersion: version,
        chromium: chromiumVersion(),
        runsPerPage,
        blockedUrlPatterns: SCRIPT_BLOCK_PATTERNS,
        budgets: BUDGETS,
        baseline: {
          path: MINIMAL_PAGE_PATH,
          runs: baselineRuns,
          retries: minimal.retries.withScripts,
          median: medianOf(baselineRuns),
        },
        pages: results,
      };
    } finally {
      await server.stop();
      server.dispose();
    }
  } finally {
    removeMinimalPage();
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

export function chromiumPath(): string {
  return CHROMIUM_PATH;
}

const GROUP_COLUMNS: readonly [TaskGroup, string][] = [
  ["other", "other"],
  ["styleLayout", "style & layout"],
  ["parseHTML", "parse HTML & CSS"],
  ["paintCompositeRender", "rendering"],
  ["scriptEvaluation", "script eval."],
  ["scriptParseCompile", "script parse"],
  ["garbageCollection", "GC"],
];

function mainThreadRow(label: string, pagePath: string, figures: LighthouseFigures): (string | number)[] {
  return [
    label,
    `\`${pagePath}\``,
    figures.tbtMs,
    figures.performance,
    Math.round(mainThreadTotal(figures.mainThreadMs)),
    ...GROUP_COLUMNS.map(([group]) => Math.round(figures.mainThreadMs[group] ?? 0)),
  ];
}

/** True for a result this version of the part wrote; summary.json may hold one from before issue 20's budgets. */
export function isCurrentLighthouseResult(result: unknown): result is LighthouseResult {
  return (result as { schema?: unknown } | undefined)?.schema === LIGHTHOUSE_RESULT_SCHEMA;
}

export function lighthouseMarkdown(result: LighthouseResult): string[] {
  const b = result.budgets;
  const base = result.baseline.median;
  const runs = `${result.runsPerPage} run${result.runsPerPage === 1 ? "" : "s"}`;
  const retried =
    result.baseline.retries + result.pages.reduce((sum, page) => sum + page.retries + page.withoutScripts.retries, 0);
  const categoryRows = result.pages.map(
    ({ kind, path: pagePath, median: m, budgetsMet: met, islandsOnLoad, noindex }) => [
      kind,
      `\`${pagePath}\``,
      islandsOnLoad ? "yes" : "no",
      marked(String(m.performance), met.performance),
      marked(String(m.accessibility), met.accessibility),
      marked(String(m.bestPractices), met.bestPractices),
      marked(`${m.seo}${noindex ? "†" : ""}`, met.seo),
      marked(`${m.lcpMs} ms`, met.lcpMs),
      marked(String(m.cls), met.cls),
      `${m.tbtMs} ms`,
    ],
  );
  const scriptRows = result.pages.map(({ kind, path: pagePath, median: m, withoutScripts, scriptsCost: cost }) => [
    kind,
    `\`${pagePath}\``,
    `${m.tbtMs} ms`,
    `${withoutScripts.median.tbtMs} ms`,
    marked(`${cost.tbtAddedMs} ms`, cost.tbtMet),
    m.performance,
    withoutScripts.median.performance,
    marked(String(cost.performanceLost), cost.performanceMet),
    withoutScripts.median.blockedRequests,
  ]);
  const javascriptRows = result.pages.map(({ kind, path: pagePath, islands, islandsOnLoad, javascript: js }) => [
    kind,
    `\`${pagePath}\``,
    describeIslands(islands),
    islandsOnLoad
      ? `yes${js.runtimeFetched ? "" : " (runtime not fetched!)"}`
      : js.runtimeFetched
        ? "no (but fetched!)"
        : "no",
    marked(kib(js.gzipBytes), js.met),
    kib(js.budgetBytes),
    js.files.length,
  ]);
  const mainThreadRows = [
    mainThreadRow("minimal page (baseline)", result.baseline.path, base),
    ...result.pages.map((page) => mainThreadRow(page.kind, page.path, page.withoutScripts.median)),
  ];
  const allMet = result.pages.flatMap((page) => [
    ...Object.values(page.budgetsMet),
    page.scriptsCost.tbtMet,
    page.scriptsCost.performanceMet,
    page.javascript.met,
  ]);
  return [
    `Lighthouse ${result.lighthouseVersion}, mobile preset (default config: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown), ` +
      `${runs} a page and side, the median of each figure; headless Chromium ${result.chromium}. Each run starts a fresh headless Chromium profile ` +
      "(a first visit, cold cache). `/quote-request` is measured with a quote of a product, a bundle and a person (it sends a visitor with an " +
      "empty quote on to the catalogue): before Lighthouse loads it, the run opens `/robots.txt` of the same origin over the DevTools protocol " +
      "and writes the quote to local storage, and Lighthouse keeps storage (`disableStorageReset`). Every page is measured with its scripts and, " +
      `right after each run, with them blocked (\`blockedUrlPatterns: ${JSON.stringify(result.blockedUrlPatterns)}\`: every script file; the page's few hundred ` +
      "bytes of inline loader still run and their imports fail), so both sides share the machine's moments. " +
      `${allMet.filter(Boolean).length} of ${allMet.length} budgets met. ✓ met, ✗ missed.` +
      (retried > 0 ? ` ${retried} run${retried === 1 ? "" : "s"} that Lighthouse could not record ran again.` : ""),
    "",
    `**The machine's baseline**: a minimal page (\`${result.baseline.path}\`: a heading and a paragraph, no CSS, no script), written into the build ` +
      "as a prerendered page for the run so the production server serves it through the same stack as the site's pages (headers, CSP nonce, " +
      `compression), measured ${runs} before the site's pages: performance ${base.performance}, TBT ${base.tbtMs} ms, LCP ${base.lcpMs} ms, ` +
      `${Math.round(mainThreadTotal(base.mainThreadMs))} ms of main-thread work (${Math.round(base.mainThreadMs.other ?? 0)} ms of it "other"). ` +
      "Absolute figures differ between machines and Chromium versions; compare a page with this line and with itself without scripts.",
    "",
    "### Lighthouse categories and metrics (with scripts)",
    "",
    `Budgets: performance ≥ ${b.lighthouse.performance}; accessibility, best practices and SEO ≥ ${b.lighthouse.accessibility}; ` +
      `LCP ≤ ${b.lighthouse.lcpMs} ms; CLS ≤ ${b.lighthouse.cls}. TBT is shown for reference (its budget is what scripts add, below). ` +
      '"Islands" = the page loads the island runtime and React on first load. ' +
      `† Kept out of search on purpose (\`noindex\`): SEO is Lighthouse's weighted mean of its SEO audits without \`${CRAWLABLE_AUDIT}\`, ` +
      "which must fail there (the run stops if the page became indexable).",
    "",
    ...table(["page", "path", "islands", "perf.", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT"], categoryRows),
    "",
    "### What the scripts cost",
    "",
    `Each page with its scripts and with them blocked, the medians of each side. Budgets: TBT added by scripts (with − without) ≤ ` +
      `${b.scripts.tbtAddedMs} ms; performance points lost to scripts (without − with) ≤ ${b.scripts.performanceLost}.`,
    "",
    ...table(
      [
        "page",
        "path",
        "TBT with",
        "TBT without",
        "TBT added",
        "perf. with",
        "perf. without",
        "perf. lost",
        "requests blocked",
      ],
      scriptRows,
    ),
    "",
    "### JavaScript on first load",
    "",
    "Every script file the page fetched during the Lighthouse runs (with scripts), each sized as the gzip body our server sends a client that " +
      "accepts only gzip; the median over the runs of each run's total. The inline loader is part of the HTML and not counted. " +
      `Budgets: ${kib(b.javascript.withoutIslandsBytes)} KB on a page that loads no island runtime, ${kib(b.javascript.withIslandsBytes)} KB ` +
      "on one that does (React included). The islands column lists the island wrappers in the page's HTML with their strategies; the runtime " +
      "loads on first load unless every island waits for a stored quote. KB = 1024 bytes.",
    "",
    ...table(
      ["page", "path", "islands in the HTML", "runtime on load", "JS KB gzip", "budget KB", "files"],
      javascriptRows,
    ),
    "",
    "### Main-thread work with scripts blocked",
    "",
    "What the pages themselves cost the main thread, beside the minimal page: Lighthouse's mainthread-work-breakdown by its groups " +
      '(observed time × the 4× CPU slowdown, ms, medians of the runs with scripts blocked), with TBT and performance. "other" is work in ' +
      "tasks that no named trace event covers (navigation and document commit, V8 contexts, IPC, loading); much of it is the same on the " +
      "minimal page, and on a busy machine it grows with the waiting as much as with the work.",
    "",
    ...table(["page", "path", "TBT", "perf.", "total", ...GROUP_COLUMNS.map(([, label]) => label)], mainThreadRows),
  ];
}
