// The Lighthouse part of the benchmark report: the categories and metrics of
// each page against the budgets, what its scripts cost, the JavaScript it
// fetched on first load, and the main-thread work with scripts blocked.
import { describeIslands } from "./island-markup.ts";
import { CRAWLABLE_AUDIT, type LighthouseFigures, type TaskGroup, mainThreadTotal } from "./lighthouse-figures.ts";
import type { LighthouseResult } from "./lighthouse-result.ts";
import { kib, marked, table } from "./report.ts";

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

export function lighthouseMarkdown(result: LighthouseResult): string[] {
  return [
    ...introduction(result),
    "",
    ...categoriesSection(result),
    "",
    ...scriptsCostSection(result),
    "",
    ...javascriptSection(result),
    "",
    ...mainThreadSection(result),
  ];
}

const runsText = (result: LighthouseResult) => `${result.runsPerPage} run${result.runsPerPage === 1 ? "" : "s"}`;

/** How the pages were measured, how many budgets were met, and the machine's baseline. */
function introduction(result: LighthouseResult): string[] {
  const base = result.baseline.median;
  const runs = runsText(result);
  const retried =
    result.baseline.retries + result.pages.reduce((sum, page) => sum + page.retries + page.withoutScripts.retries, 0);
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
  ];
}

function categoriesSection(result: LighthouseResult): string[] {
  const b = result.budgets;
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
  return [
    "### Lighthouse categories and metrics (with scripts)",
    "",
    `Budgets: performance ≥ ${b.lighthouse.performance}; accessibility, best practices and SEO ≥ ${b.lighthouse.accessibility}; ` +
      `LCP ≤ ${b.lighthouse.lcpMs} ms; CLS ≤ ${b.lighthouse.cls}. TBT is shown for reference (its budget is what scripts add, below). ` +
      '"Islands" = the page loads the island runtime and React on first load. ' +
      `† Kept out of search on purpose (\`noindex\`): SEO is Lighthouse's weighted mean of its SEO audits without \`${CRAWLABLE_AUDIT}\`, ` +
      "which must fail there (the run stops if the page became indexable).",
    "",
    ...table(["page", "path", "islands", "perf.", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT"], categoryRows),
  ];
}

function scriptsCostSection(result: LighthouseResult): string[] {
  const b = result.budgets;
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
  return [
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
  ];
}

function javascriptSection(result: LighthouseResult): string[] {
  const b = result.budgets;
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
  return [
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
  ];
}

function mainThreadSection(result: LighthouseResult): string[] {
  const base = result.baseline.median;
  const mainThreadRows = [
    mainThreadRow("minimal page (baseline)", result.baseline.path, base),
    ...result.pages.map((page) => mainThreadRow(page.kind, page.path, page.withoutScripts.median)),
  ];
  return [
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
