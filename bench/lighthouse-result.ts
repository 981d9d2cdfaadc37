// What the Lighthouse part of the benchmark records: each page's runs with
// and without scripts, their medians, the budgets met, and the JavaScript
// fetched on first load.
import type { BUDGETS, ScriptsCost, lighthouseBudgetsMet } from "./budgets.ts";
import type { IslandInMarkup } from "./island-markup.ts";
import type { LighthouseFigures } from "./lighthouse-figures.ts";

/** Which version of this part's result a summary.json holds: 2 from issue 20's budgets on. */
export const LIGHTHOUSE_RESULT_SCHEMA = 2;

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

/** True for a result this version of the part wrote; summary.json may hold one from before issue 20's budgets. */
export function isCurrentLighthouseResult(result: unknown): result is LighthouseResult {
  return (result as { schema?: unknown } | undefined)?.schema === LIGHTHOUSE_RESULT_SCHEMA;
}
