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
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
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

/** The figures of one run; throws when Lighthouse could not measure the page. */
export function figuresFromLhr(lhr: LhrLike, pagePath: string): LighthouseFigures {
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
    seo: score("seo"),
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
