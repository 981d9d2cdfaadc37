// The pure parts of the stylesheet-visit benchmark (bench/stylesheet-visit.ts):
// turning a page with the whole stylesheet inline into one with only its
// critical styles inline plus the cached file, and the medians and tables of
// the two variants' visits.
import { medianOrNull } from "./budgets.ts";
import { kib, table } from "./report.ts";

/** The first `<style>` element of the head: the stylesheet the layout writes into each page (decision 045). */
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/i;

/** The stylesheet written into the page's head, or undefined when it has none. */
export function inlineStylesheetOf(html: string): string | undefined {
  const headEnd = html.search(/<\/head>/i);
  const match = INLINE_STYLE.exec(html);
  if (!match || (headEnd >= 0 && match.index > headEnd)) return undefined;
  return match[1];
}

/**
 * The page with its inline stylesheet cut to `criticalCss` and the whole
 * stylesheet linked at the end of the body: the first paint waits only for
 * the HTML, and the file (cached after the first page) completes the styles.
 * A link in the body is the only non-blocking load the site's CSP allows
 * (no inline event handler for the `media="print"` swap).
 */
export function withCriticalStylesAndFile(html: string, criticalCss: string, stylesheetHref: string): string {
  if (inlineStylesheetOf(html) === undefined) throw new Error("the page has no inline stylesheet in its head");
  if (/<\/style/i.test(criticalCss)) throw new Error("the critical styles would close their own element");
  const bodyEnd = html.search(/<\/body>/i);
  if (bodyEnd < 0) throw new Error("the page has no </body>");
  const link = `<link rel="stylesheet" href="${stylesheetHref}">`;
  const withLink = `${html.slice(0, bodyEnd)}${link}${html.slice(bodyEnd)}`;
  return withLink.replace(INLINE_STYLE, (_whole, _css: string) => `<style>${criticalCss}</style>`);
}

export type VariantName = "inline" | "critical";

/** One navigation of a visit, as the page's own performance entries tell it. */
export interface NavigationFigures {
  path: string;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  loadEventMs: number | null;
  /** The HTML's transfer size (headers and compressed body). */
  htmlBytes: number;
  /** The HTML and every resource of the page; 0 for what came from the cache. */
  transferBytes: number;
}

export interface Visit {
  variant: VariantName;
  navigations: NavigationFigures[];
}

export interface NavigationMedians {
  path: string;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  loadEventMs: number | null;
  htmlBytes: number | null;
  transferBytes: number | null;
}

type Field = Exclude<keyof NavigationMedians, "path">;
const FIELDS: Field[] = [
  "firstContentfulPaintMs",
  "largestContentfulPaintMs",
  "loadEventMs",
  "htmlBytes",
  "transferBytes",
];

/** Per navigation (by position in the visit), the median of each figure over the variant's visits. */
export function navigationMedians(visits: readonly Visit[]): NavigationMedians[] {
  const steps = Math.max(0, ...visits.map((visit) => visit.navigations.length));
  return Array.from({ length: steps }, (_, step) => {
    const at = visits.map((visit) => visit.navigations[step]).filter((nav) => nav !== undefined);
    const medians = Object.fromEntries(
      FIELDS.map((field) => [field, at.length === 0 ? null : medianOrNull(at.map((nav) => nav[field]))]),
    ) as Record<Field, number | null>;
    return { path: at[0]?.path ?? "", ...medians };
  });
}

/** A visit's whole: bytes and time to `load` summed over its navigations, medians over the visits. */
export function visitTotals(visits: readonly Visit[]): { transferBytes: number | null; loadEventMs: number | null } {
  const sum = (visit: Visit, field: "transferBytes" | "loadEventMs") =>
    visit.navigations.some((nav) => nav[field] === null)
      ? null
      : visit.navigations.reduce((total, nav) => total + (nav[field] ?? 0), 0);
  return {
    transferBytes: medianOrNull(visits.map((visit) => sum(visit, "transferBytes"))),
    loadEventMs: medianOrNull(visits.map((visit) => sum(visit, "loadEventMs"))),
  };
}

/** "412 → 380 ms (0.92×)": the inline figure, the critical one, and their ratio. */
export function comparison(inline: number | null, critical: number | null, unit: "ms" | "KiB"): string {
  if (inline === null || critical === null) return "not measured";
  const text = (value: number) => (unit === "ms" ? `${Math.round(value)} ms` : `${kib(value)} KiB`);
  const ratio = inline === 0 ? "–" : `${(critical / inline).toFixed(2)}×`;
  return `${text(inline)} → ${text(critical)} (${ratio})`;
}

export interface StylesheetVisitResult {
  date: string;
  chromium: string;
  visitsPerVariant: number;
  /** `uptime`'s load averages (1, 5, 15 min) before the first visit and after the last. */
  loadAverage: { before: number[]; after: number[] };
  stylesheet: { href: string; bytes: number; gzipBytes: number };
  /** Per page of the visit, the critical styles' size (raw) the second variant writes inline. */
  criticalBytes: Record<string, number>;
  visits: Visit[];
}

export function stylesheetVisitMarkdown(result: StylesheetVisitResult): string[] {
  const of = (variant: VariantName) => result.visits.filter((visit) => visit.variant === variant);
  const inline = navigationMedians(of("inline"));
  const critical = navigationMedians(of("critical"));
  const rows = inline.map((nav, step) => {
    const other = critical[step];
    const pair = (field: Field, unit: "ms" | "KiB") => comparison(nav[field], other?.[field] ?? null, unit);
    return [
      `${step + 1}. \`${nav.path}\``,
      pair("firstContentfulPaintMs", "ms"),
      pair("largestContentfulPaintMs", "ms"),
      pair("loadEventMs", "ms"),
      pair("htmlBytes", "KiB"),
      pair("transferBytes", "KiB"),
    ];
  });
  const [inlineTotal, criticalTotal] = [visitTotals(of("inline")), visitTotals(of("critical"))];
  rows.push([
    "**the visit**",
    "",
    "",
    comparison(inlineTotal.loadEventMs, criticalTotal.loadEventMs, "ms"),
    "",
    comparison(inlineTotal.transferBytes, criticalTotal.transferBytes, "KiB"),
  ]);
  const critical_ = Object.entries(result.criticalBytes).map(([path, bytes]) => `\`${path}\` ${kib(bytes)} KiB`);
  return [
    `Headless Chromium ${result.chromium}, the hydration part's phone (Lighthouse mobile preset: its screen, 4× CPU, slow 4G through the ` +
      `DevTools protocol), ${result.visitsPerVariant} visits a variant, alternating, each a new browser context whose cache lasts the visit (its service worker blocked: it answers navigations itself, the same in both variants, where Resource Timing no longer tells the bytes). ` +
      "A visit clicks through five pages. **inline**: the site as it serves (the whole stylesheet in each page's head, decision 045); " +
      "**critical**: the same server behind a proxy that cuts each page's inline stylesheet to the rules its markup uses (beasties) and links " +
      `the whole file (${kib(result.stylesheet.bytes)} KiB, ${kib(result.stylesheet.gzipBytes)} KiB gzip, cached a year) at the end of the body. ` +
      `Critical styles a page: ${critical_.join(", ")}.`,
    "",
    `Each cell: inline → critical (critical ÷ inline), medians of the visits. Bytes are transfer sizes (HTML and every resource, 0 from the cache). ` +
      `Load average (1, 5, 15 min) before: ${result.loadAverage.before.join(", ")}; after: ${result.loadAverage.after.join(", ")}.`,
    "",
    ...table(["navigation", "FCP", "LCP", "load event", "HTML", "transferred"], rows),
  ];
}
