// The performance budgets of `npm run bench` (issue 20) and the pure checks
// against them. Budgets are reported in bench/results/summary.md, not asserted.
import { median } from "./support.ts";

export const BUDGETS = {
  /** Lighthouse mobile preset, median of the runs. */
  lighthouse: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, cls: 0.02 },
  /** What the page's scripts cost: the same page with and without its scripts, in the same run. */
  scripts: { tbtAddedMs: 100, performanceLost: 3 },
  /** Gzip bytes of JavaScript on first load. */
  javascript: { withoutIslandsBytes: 25 * 1024, withIslandsBytes: 110 * 1024 },
  /** From navigation start until every island that hydrates on load is hydrated (mobile CPU and network). */
  hydration: { interactiveMs: 1500 },
  /** Event Timing latency of each main interaction, at 390 px touch with the CPU slowed 4× (median of the runs). */
  inp: { interactionMs: 100 },
  /** Our server's requests per second over nginx's on a prerendered page. */
  http: { ratioToNginx: 0.9 },
} as const;

/** Each numeric field the median of that field over the runs; nested records of numbers likewise. */
export function medianOf<T extends object>(runs: readonly T[]): T {
  const first = runs[0];
  if (first === undefined) throw new Error("no runs to take the median of");
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    const values = runs.map((run) => (run as Record<string, unknown>)[key]);
    if (typeof value === "number") {
      result[key] = median(values.filter((item): item is number => typeof item === "number"));
    } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      // Keys missing from some runs (a group with no work) count as 0 there.
      const keys = [...new Set(values.flatMap((item) => Object.keys((item ?? {}) as object)))];
      result[key] = Object.fromEntries(
        keys.map((inner) => [
          inner,
          median(values.map((item) => Number((item as Record<string, unknown> | undefined)?.[inner] ?? 0))),
        ]),
      );
    }
  }
  return result as T;
}

export interface CategoryFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
}

export function lighthouseBudgetsMet(figures: CategoryFigures): Record<keyof CategoryFigures, boolean> {
  const b = BUDGETS.lighthouse;
  return {
    performance: figures.performance >= b.performance,
    accessibility: figures.accessibility >= b.accessibility,
    bestPractices: figures.bestPractices >= b.bestPractices,
    seo: figures.seo >= b.seo,
    lcpMs: figures.lcpMs <= b.lcpMs,
    cls: figures.cls <= b.cls,
  };
}

export interface ScriptsCost {
  /** TBT with scripts − TBT with scripts blocked (medians), ms. */
  tbtAddedMs: number;
  /** Performance score without scripts − with scripts (medians), points. */
  performanceLost: number;
  tbtMet: boolean;
  performanceMet: boolean;
}

/** What the scripts cost a page, from the medians of its runs with and without them. */
export function scriptsCost(
  withScripts: { tbtMs: number; performance: number },
  withoutScripts: { tbtMs: number; performance: number },
): ScriptsCost {
  const tbtAddedMs = Math.round(withScripts.tbtMs - withoutScripts.tbtMs);
  const performanceLost = Math.round(withoutScripts.performance - withScripts.performance);
  return {
    tbtAddedMs,
    performanceLost,
    tbtMet: tbtAddedMs <= BUDGETS.scripts.tbtAddedMs,
    performanceMet: performanceLost <= BUDGETS.scripts.performanceLost,
  };
}

/** The JavaScript budget of a page: larger when islands load React on first load. */
export function javascriptBudget(islandsOnLoad: boolean): number {
  return islandsOnLoad ? BUDGETS.javascript.withIslandsBytes : BUDGETS.javascript.withoutIslandsBytes;
}

export interface Ratio {
  ratio: number;
  met: boolean;
}

/** Our requests per second over nginx's, to three places, against the budget. */
export function ratioToNginx(ours: number, nginx: number): Ratio {
  const ratio = nginx > 0 ? Math.round((ours / nginx) * 1000) / 1000 : Number.NaN;
  return { ratio, met: ratio >= BUDGETS.http.ratioToNginx };
}

/**
 * The time until every island of a run is hydrated: the latest of them, or
 * null when one never was (the run timed out) or there is none.
 */
export function lastHydrated(times: readonly (number | null)[]): number | null {
  if (times.length === 0 || times.some((time) => time === null)) return null;
  return Math.max(...(times as number[]));
}

/** The median over runs, or null when any run did not finish (a budget then counts as missed). */
export function medianOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return median(values as number[]);
}
