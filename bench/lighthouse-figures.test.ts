import { describe, expect, it } from "vitest";
import {
  type LhrLike,
  categoryScoreWithout,
  figuresFromLhr,
  isScriptRequest,
  mainThreadTotal,
  scriptPaths,
} from "./lighthouse-figures.ts";

const base = "http://127.0.0.1:4000";

function lhr(overrides: Partial<LhrLike> = {}): LhrLike {
  return {
    lighthouseVersion: "13.5.0",
    finalDisplayedUrl: `${base}/contact`,
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 1012.4 },
      "cumulative-layout-shift": { numericValue: 0.012345 },
      "total-blocking-time": { numericValue: 87.6 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 60_000, requestCount: 9 },
            { resourceType: "script", transferSize: 40_000, requestCount: 5 },
            { resourceType: "stylesheet", transferSize: 10_000, requestCount: 1 },
            { resourceType: "document", transferSize: 9_000, requestCount: 1 },
          ],
        },
      },
      "mainthread-work-breakdown": {
        details: {
          items: [
            { group: "other", duration: 412.4 },
            { group: "styleLayout", duration: 120.6 },
            { group: "scriptEvaluation", duration: 55 },
            { group: "somethingNew", duration: 5 },
          ],
        },
      },
      "network-requests": {
        details: {
          items: [
            { url: `${base}/contact`, statusCode: 200, resourceType: "Document" },
            { url: `${base}/assets/shell-abc.js`, statusCode: 200, resourceType: "Script" },
            { url: `${base}/assets/client-def.js`, statusCode: 200, resourceType: "Script" },
            { url: `${base}/assets/react-123.js`, statusCode: 200, resourceType: "Script" },
            { url: `${base}/assets/client-def.js`, statusCode: 200, resourceType: "Script" },
            { url: `${base}/sw.js`, statusCode: 200, resourceType: "Other" },
            { url: `${base}/assets/hero.svg`, statusCode: -1, resourceType: "Image" },
            { url: `${base}/assets/blocked.js`, statusCode: -1, resourceType: "Script" },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe("figuresFromLhr", () => {
  it("reads the scores, metrics, sizes and main-thread groups of a run", () => {
    expect(figuresFromLhr(lhr(), "/contact")).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1012,
      cls: 0.0123,
      tbtMs: 88,
      jsBytes: 40_000,
      cssBytes: 10_000,
      documentBytes: 9_000,
      totalBytes: 60_000,
      requests: 9,
      blockedRequests: 2,
      mainThreadMs: { other: 412, styleLayout: 121, scriptEvaluation: 55 },
    });
  });

  it("fails a run that ended on another page (the quote page without its quote goes to the catalogue)", () => {
    expect(() => figuresFromLhr(lhr({ finalDisplayedUrl: `${base}/catalogue` }), "/contact")).toThrow(
      "Lighthouse on /contact ended on /catalogue",
    );
  });

  it("fails a run Lighthouse reported an error for, or one with a missing score", () => {
    expect(() => figuresFromLhr(lhr({ runtimeError: { code: "NO_FCP", message: "no paint" } }), "/contact")).toThrow(
      "NO_FCP",
    );
    expect(() => figuresFromLhr(lhr({ categories: { performance: { score: null } } }), "/contact")).toThrow(
      "scored no performance",
    );
  });
});

/** Lighthouse 13's SEO audits and weights; nine audits of weight 1 pass. */
function seoRun(crawlable: boolean, reportedScore: number): LhrLike {
  const passing = [
    "document-title",
    "meta-description",
    "http-status-code",
    "link-text",
    "crawlable-anchors",
    "robots-txt",
    "image-alt",
    "hreflang",
    "canonical",
  ];
  const run = lhr();
  return {
    ...run,
    categories: {
      ...run.categories,
      seo: {
        score: reportedScore,
        auditRefs: [
          { id: "is-crawlable", weight: 4.043 },
          ...passing.map((id) => ({ id, weight: 1 })),
          { id: "structured-data", weight: 0 },
        ],
      },
    },
    audits: {
      ...run.audits,
      "is-crawlable": { score: crawlable ? 1 : 0 },
      ...Object.fromEntries(passing.map((id) => [id, { score: 1 }])),
      "structured-data": { score: null },
    },
  };
}

describe("SEO of a page kept out of search on purpose", () => {
  it("leaves out the crawlability audit: the 69 Lighthouse gives a noindex page is 100 on the other audits", () => {
    const noindexPage = seoRun(false, 0.69);
    expect(figuresFromLhr(noindexPage, "/contact").seo).toBe(69);
    expect(figuresFromLhr(noindexPage, "/contact", { noindex: true }).seo).toBe(100);
  });

  it("still counts the other SEO audits: a missing meta description lowers the score", () => {
    const run = seoRun(false, 0.61);
    run.audits["meta-description"] = { score: 0 };
    expect(figuresFromLhr(run, "/contact", { noindex: true }).seo).toBe(89);
  });

  it("stops when a page meant to be noindex became crawlable", () => {
    expect(() => figuresFromLhr(seoRun(true, 1), "/contact", { noindex: true })).toThrow(
      "/contact should be kept out of search (noindex)",
    );
  });

  it("stops when Lighthouse's own score is no longer the weighted mean of its audits", () => {
    expect(() => categoryScoreWithout(seoRun(false, 0.8), "seo", [])).toThrow("no longer the weighted mean");
  });
});

describe("scriptPaths", () => {
  it("lists each script fetched once, by path, including the service worker's and leaving out blocked ones", () => {
    expect(scriptPaths(lhr())).toEqual([
      "/assets/shell-abc.js",
      "/assets/client-def.js",
      "/assets/react-123.js",
      "/sw.js",
    ]);
  });

  it("knows a script by its type or by a .js path", () => {
    expect(isScriptRequest({ url: `${base}/a.mjs` })).toBe(true);
    expect(isScriptRequest({ url: `${base}/x`, resourceType: "Script" })).toBe(true);
    expect(isScriptRequest({ url: `${base}/site.json`, resourceType: "Fetch" })).toBe(false);
  });
});

describe("mainThreadTotal", () => {
  it("adds the groups", () => {
    expect(mainThreadTotal({ other: 400, styleLayout: 120, parseHTML: 30 })).toBe(550);
    expect(mainThreadTotal({})).toBe(0);
  });
});
