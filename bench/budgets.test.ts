import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  javascriptBudget,
  lastHydrated,
  lighthouseBudgetsMet,
  medianOf,
  medianOrNull,
  ratioToNginx,
  scriptsCost,
} from "./budgets.ts";
import { median, percentile } from "./support.ts";

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the two middle ones of an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("does not reorder the values it is given", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("percentile takes the nearest rank of sorted values", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 99)).toBe(4);
  });
});

describe("medianOf", () => {
  it("takes each numeric field's median over the runs, and of nested records field by field", () => {
    const runs = [
      { tbtMs: 10, performance: 99, groups: { other: 100, styleLayout: 40 } },
      { tbtMs: 30, performance: 97, groups: { other: 300 } },
      { tbtMs: 20, performance: 100, groups: { other: 200, styleLayout: 20 } },
    ];
    // A group missing from a run counts as 0 there: median of 40, 0, 20.
    expect(medianOf(runs)).toEqual({ tbtMs: 20, performance: 99, groups: { other: 200, styleLayout: 20 } });
  });

  it("refuses an empty list", () => {
    expect(() => medianOf([])).toThrow(/no runs/);
  });
});

describe("lighthouseBudgetsMet", () => {
  const atBudget = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, cls: 0.02 };

  it("meets every budget exactly at its limit", () => {
    expect(Object.values(lighthouseBudgetsMet(atBudget)).every(Boolean)).toBe(true);
  });

  it("misses each budget just past its limit", () => {
    expect(lighthouseBudgetsMet({ ...atBudget, performance: 97 }).performance).toBe(false);
    expect(lighthouseBudgetsMet({ ...atBudget, accessibility: 99 }).accessibility).toBe(false);
    expect(lighthouseBudgetsMet({ ...atBudget, bestPractices: 99 }).bestPractices).toBe(false);
    expect(lighthouseBudgetsMet({ ...atBudget, seo: 99 }).seo).toBe(false);
    expect(lighthouseBudgetsMet({ ...atBudget, lcpMs: 1201 }).lcpMs).toBe(false);
    expect(lighthouseBudgetsMet({ ...atBudget, cls: 0.021 }).cls).toBe(false);
  });
});

describe("scriptsCost", () => {
  it("is TBT with minus without, and performance without minus with", () => {
    const cost = scriptsCost({ tbtMs: 140, performance: 97 }, { tbtMs: 40, performance: 100 });
    expect(cost).toEqual({ tbtAddedMs: 100, performanceLost: 3, tbtMet: true, performanceMet: true });
  });

  it("misses past 100 ms added or 3 points lost", () => {
    const cost = scriptsCost({ tbtMs: 426, performance: 90 }, { tbtMs: 44, performance: 100 });
    expect(cost).toMatchObject({ tbtAddedMs: 382, performanceLost: 10, tbtMet: false, performanceMet: false });
  });

  it("can be negative when the page happened to do better with its scripts", () => {
    const cost = scriptsCost({ tbtMs: 10, performance: 100 }, { tbtMs: 25, performance: 99 });
    expect(cost).toMatchObject({ tbtAddedMs: -15, performanceLost: -1, tbtMet: true, performanceMet: true });
  });
});

describe("javascriptBudget", () => {
  it("is 25 KB without islands on load and 110 KB with them", () => {
    expect(javascriptBudget(false)).toBe(25 * 1024);
    expect(javascriptBudget(true)).toBe(110 * 1024);
  });
});

describe("ratioToNginx", () => {
  it("rounds to three places and meets the budget from 0.9", () => {
    expect(ratioToNginx(900, 1000)).toEqual({ ratio: 0.9, met: true });
    expect(ratioToNginx(1629, 1590)).toEqual({ ratio: 1.025, met: true });
    expect(ratioToNginx(899, 1000)).toEqual({ ratio: 0.899, met: false });
  });

  it("misses when nginx answered nothing", () => {
    expect(ratioToNginx(1000, 0).met).toBe(false);
  });

  it("uses the budget of issue 20", () => {
    expect(BUDGETS.http.ratioToNginx).toBe(0.9);
  });
});

describe("hydration figures", () => {
  it("a run is done when the last island is hydrated", () => {
    expect(lastHydrated([820, 1430, 990])).toBe(1430);
  });

  it("a run with an island never hydrated, or none at all, has no time", () => {
    expect(lastHydrated([820, null])).toBeNull();
    expect(lastHydrated([])).toBeNull();
  });

  it("the median over runs is null when any run did not finish", () => {
    expect(medianOrNull([1200, 1500, 1300])).toBe(1300);
    expect(medianOrNull([1200, null, 1300])).toBeNull();
    expect(medianOrNull([])).toBeNull();
  });
});
