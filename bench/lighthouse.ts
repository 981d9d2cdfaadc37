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
import { launch } from "./tools/chrome-launcher.ts";
import lighthouse from "./tools/lighthouse.ts";
import { QUOTE_ITEMS_KEY } from "#app/features/quotes/quote.ts";
import { BUDGETS, javascriptBudget, lighthouseBudgetsMet, medianOf, scriptsCost } from "./budgets.ts";
import { islandRuntimeOnLoad, islandRuntimePath, islandsInHtml } from "./island-markup.ts";
import { CATEGORIES, type LhrLike, type LighthouseFigures, figuresFromLhr, scriptPaths } from "./lighthouse-figures.ts";
import { type BenchPage, benchPages, resolveBenchPages } from "./bench-pages.ts";
import { seedLocalStorage } from "./devtools-session.ts";
import {
  LIGHTHOUSE_RESULT_SCHEMA,
  type JavascriptOnLoad,
  type LighthousePageResult,
  type LighthouseResult,
  type RunsOf,
} from "./lighthouse-result.ts";
import { MINIMAL_PAGE_PATH, writeMinimalPage } from "./minimal-page.ts";
import { gzippedSize, median, progress, startBenchServer } from "./support.ts";

export type { LighthouseFigures } from "./lighthouse-figures.ts";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Every script the page would fetch (Chromium matches a pattern anywhere in the URL). */
export const SCRIPT_BLOCK_PATTERNS = ["*.js"] as const;

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
