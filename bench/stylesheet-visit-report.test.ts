import { describe, expect, it } from "vitest";
import {
  type NavigationFigures,
  type StylesheetVisitResult,
  type Visit,
  comparison,
  inlineStylesheetOf,
  navigationMedians,
  stylesheetVisitMarkdown,
  visitTotals,
  withCriticalStylesAndFile,
} from "./stylesheet-visit-report.ts";

const page = (css: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${css}</style><script nonce="n">1</script></head>` +
  `<body><main>Hi</main><style>.late{}</style></body></html>`;

describe("inlineStylesheetOf", () => {
  it("reads the stylesheet written into the head", () => {
    expect(inlineStylesheetOf(page(".a{color:red}"))).toBe(".a{color:red}");
  });

  it("finds none when the only style element is in the body", () => {
    expect(inlineStylesheetOf("<html><head></head><body><style>.b{}</style></body></html>")).toBeUndefined();
    expect(inlineStylesheetOf("<html><head></head><body></body></html>")).toBeUndefined();
  });
});

describe("withCriticalStylesAndFile", () => {
  const rewritten = withCriticalStylesAndFile(page(".a{}.b{}"), ".a{}", "/assets/app-X1.css");

  it("keeps only the critical styles inline and links the file at the end of the body", () => {
    expect(inlineStylesheetOf(rewritten)).toBe(".a{}");
    expect(rewritten).toContain('<style>.late{}</style><link rel="stylesheet" href="/assets/app-X1.css"></body>');
    expect(rewritten.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("leaves everything else as it was", () => {
    expect(rewritten.replace(".a{}", ".a{}.b{}").replace('<link rel="stylesheet" href="/assets/app-X1.css">', "")).toBe(
      page(".a{}.b{}"),
    );
  });

  it("keeps `$` sequences in the critical styles as they are", () => {
    expect(inlineStylesheetOf(withCriticalStylesAndFile(page(".a{}"), '.x::after{content:"$&"}', "/a.css"))).toBe(
      '.x::after{content:"$&"}',
    );
  });

  it("refuses a page without an inline stylesheet or a body, and styles that would close their element", () => {
    expect(() => withCriticalStylesAndFile("<html><head></head><body></body></html>", "", "/a.css")).toThrow(
      /no inline stylesheet/,
    );
    expect(() => withCriticalStylesAndFile("<html><head><style></style></head>", "", "/a.css")).toThrow(/no <\/body>/);
    expect(() => withCriticalStylesAndFile(page(""), "</style><script>", "/a.css")).toThrow(/close/);
  });
});

const nav = (path: string, ms: number, bytes: number): NavigationFigures => ({
  path,
  firstContentfulPaintMs: ms,
  largestContentfulPaintMs: ms + 100,
  loadEventMs: ms * 2,
  htmlBytes: bytes / 2,
  transferBytes: bytes,
});
const visit = (variant: Visit["variant"], factor: number): Visit => ({
  variant,
  navigations: [nav("/", 400 * factor, 100_000 * factor), nav("/catalogue", 300 * factor, 30_000 * factor)],
});

describe("navigationMedians and visitTotals", () => {
  const visits = [visit("inline", 1), visit("inline", 3), visit("inline", 2)];

  it("takes each navigation's median over the visits, by its place in the visit", () => {
    expect(navigationMedians(visits)).toEqual([
      {
        path: "/",
        firstContentfulPaintMs: 800,
        largestContentfulPaintMs: 900,
        loadEventMs: 1600,
        htmlBytes: 100_000,
        transferBytes: 200_000,
      },
      {
        path: "/catalogue",
        firstContentfulPaintMs: 600,
        largestContentfulPaintMs: 700,
        loadEventMs: 1200,
        htmlBytes: 30_000,
        transferBytes: 60_000,
      },
    ]);
  });

  it("sums each visit's navigations before the median, and has no figure for a navigation without one", () => {
    expect(visitTotals(visits)).toEqual({ transferBytes: 260_000, loadEventMs: 2800 });
    const missing: Visit = { variant: "inline", navigations: [{ ...nav("/", 1, 1), loadEventMs: null }] };
    expect(visitTotals([missing])).toEqual({ transferBytes: 1, loadEventMs: null });
    expect(navigationMedians([missing])[0]?.loadEventMs).toBeNull();
  });
});

describe("comparison", () => {
  it("gives both figures and the second over the first", () => {
    expect(comparison(400, 300, "ms")).toBe("400 ms → 300 ms (0.75×)");
    expect(comparison(2048, 1024, "KiB")).toBe("2.0 KiB → 1.0 KiB (0.50×)");
    expect(comparison(0, 0, "KiB")).toBe("0.0 KiB → 0.0 KiB (–)");
    expect(comparison(null, 3, "ms")).toBe("not measured");
  });
});

describe("stylesheetVisitMarkdown", () => {
  it("writes a row a navigation and the visit's totals, inline first", () => {
    const result: StylesheetVisitResult = {
      date: "2026-11-29T17:00:00.000Z",
      chromium: "140.0.0.0",
      visitsPerVariant: 1,
      loadAverage: { before: [1, 2, 3], after: [4, 5, 6] },
      stylesheet: { href: "/assets/app-X1.css", bytes: 55_000, gzipBytes: 9_500 },
      criticalBytes: { "/": 20_480 },
      visits: [visit("inline", 1), visit("critical", 0.5)],
    };
    const lines = stylesheetVisitMarkdown(result);
    expect(lines).toContain(
      "| 1. `/` | 400 ms → 200 ms (0.50×) | 500 ms → 300 ms (0.60×) | 800 ms → 400 ms (0.50×) | 48.8 KiB → 24.4 KiB (0.50×) | 97.7 KiB → 48.8 KiB (0.50×) |",
    );
    expect(lines).toContain("| **the visit** |  |  | 1400 ms → 700 ms (0.50×) |  | 127.0 KiB → 63.5 KiB (0.50×) |");
    expect(lines.join("\n")).toContain("`/` 20.0 KiB");
    expect(lines.join("\n")).toContain("before: 1, 2, 3; after: 4, 5, 6");
  });
});
