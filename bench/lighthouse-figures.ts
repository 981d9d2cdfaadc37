// The figures the benchmark takes from one Lighthouse result (LHR). Pure: no
// Lighthouse, no browser, so the unit tests feed it small hand-made results.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Lighthouse's groups of main-thread work (lighthouse/core/lib/tracehouse/task-groups.js). */
export const TASK_GROUPS = [
  "scriptEvaluation",
  "scriptParseCompile",
  "styleLayout",
  "paintCompositeRender",
  "parseHTML",
  "garbageCollection",
  "other",
] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

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
  /** Requests the run blocked (`blockedUrlPatterns`). */
  blockedRequests: number;
  /** Main-thread work by Lighthouse's groups, ms (mainthread-work-breakdown: observed time × the CPU slowdown). */
  mainThreadMs: Partial<Record<TaskGroup, number>>;
}

/** The parts of a Lighthouse result the benchmark reads. */
export interface LhrLike {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: readonly AuditRef[] } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
}

interface AuditRef {
  id: string;
  weight: number;
}

/** The audit that fails on a page kept out of search on purpose (`noindex`). */
export const CRAWLABLE_AUDIT = "is-crawlable";

/**
 * A category's score (0–1) as Lighthouse computes it, the weighted mean of its
 * scored audits, leaving out `excluded`. Recomputed with nothing left out it
 * must equal Lighthouse's own score, which proves the arithmetic still matches.
 */
export function categoryScoreWithout(lhr: LhrLike, categoryId: string, excluded: readonly string[]): number {
  const category = lhr.categories[categoryId];
  const refs = category?.auditRefs;
  if (typeof category?.score !== "number" || !refs) throw new Error(`Lighthouse listed no audits for ${categoryId}`);
  const weightedMean = (left: readonly string[]) => {
    let weighted = 0;
    let weights = 0;
    for (const ref of refs) {
      const auditScore = lhr.audits[ref.id]?.score;
      if (left.includes(ref.id) || ref.weight <= 0 || typeof auditScore !== "number") continue;
      weighted += auditScore * ref.weight;
      weights += ref.weight;
    }
    return weights === 0 ? 0 : weighted / weights;
  };
  if (Math.abs(weightedMean([]) - category.score) > 0.005)
    throw new Error(`Lighthouse's ${categoryId} score is no longer the weighted mean of its audits`);
  return weightedMean(excluded);
}

interface NetworkRequest {
  url: string;
  statusCode: number;
  resourceType?: string;
  transferSize?: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function items<T>(lhr: LhrLike, audit: string): T[] {
  return ((lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** A request Chromium blocked: Lighthouse lists it with no status. */
const wasBlocked = (request: NetworkRequest) => request.statusCode === -1;

/** A script the page fetched: Lighthouse's type, or a `.js` path (the service worker's script is typed "Other"). */
export function isScriptRequest(request: { url: string; resourceType?: string }): boolean {
  return request.resourceType === "Script" || /\.m?js$/.test(new URL(request.url).pathname);
}

/**
 * The figures of one run; throws when Lighthouse could not measure the page.
 * `noindex`: the page is kept out of search on purpose, so its SEO score leaves
 * out the crawlability audit, which must fail (a page that became indexable is
 * reported, not hidden).
 */
export function figuresFromLhr(lhr: LhrLike, pagePath: string, options: { noindex?: boolean } = {}): LighthouseFigures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The quote page sends a visitor with an empty quote on to /catalogue: staying proves the seeded quote was read.
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== pagePath) throw new Error(`Lighthouse on ${pagePath} ended on ${finalPath}`);
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== "number") throw new Error(`Lighthouse scored no ${id} for ${pagePath}`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse measured no ${id} for ${pagePath}`);
    return value;
  };
  const resources = items<{ resourceType: string; transferSize: number; requestCount: number }>(
    lhr,
    "resource-summary",
  );
  const transferred = (type: string) => resources.find((row) => row.resourceType === type)?.transferSize ?? 0;
  const mainThreadMs: Partial<Record<TaskGroup, number>> = {};
  for (const row of items<{ group: string; duration: number }>(lhr, "mainthread-work-breakdown")) {
    if ((TASK_GROUPS as readonly string[]).includes(row.group))
      mainThreadMs[row.group as TaskGroup] = round(row.duration, 0);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: options.noindex ? noindexSeoScore(lhr, pagePath) : score("seo"),
    lcpMs: round(numeric("largest-contentful-paint"), 0),
    cls: round(numeric("cumulative-layout-shift"), 4),
    tbtMs: round(numeric("total-blocking-time"), 0),
    jsBytes: transferred("script"),
    cssBytes: transferred("stylesheet"),
    documentBytes: transferred("document"),
    totalBytes: transferred("total"),
    requests: resources.find((row) => row.resourceType === "total")?.requestCount ?? 0,
    blockedRequests: items<NetworkRequest>(lhr, "network-requests").filter(wasBlocked).length,
    mainThreadMs,
  };
}

function noindexSeoScore(lhr: LhrLike, pagePath: string): number {
  if (lhr.audits[CRAWLABLE_AUDIT]?.score !== 0)
    throw new Error(`${pagePath} should be kept out of search (noindex), but Lighthouse found it crawlable`);
  return Math.round(categoryScoreWithout(lhr, "seo", [CRAWLABLE_AUDIT]) * 100);
}

/** Paths of the scripts a run fetched (not blocked), each once, in the order first fetched. */
export function scriptPaths(lhr: LhrLike): string[] {
  const paths = items<NetworkRequest>(lhr, "network-requests")
    .filter((request) => !wasBlocked(request) && isScriptRequest(request))
    .map((request) => new URL(request.url).pathname);
  return [...new Set(paths)];
}

/** Total of main-thread work over the groups, ms. */
export function mainThreadTotal(groups: Partial<Record<TaskGroup, number>>): number {
  return Object.values(groups).reduce((sum, value) => sum + (value ?? 0), 0);
}
