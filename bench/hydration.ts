// How soon the islands are interactive on a phone: each benchmarked page
// loaded in headless Chromium (Playwright) with the Lighthouse mobile preset's
// device (screen, user agent, touch), its 4× CPU slowdown
// (Emulation.setCPUThrottlingRate) and its slow-4G figures applied through the
// DevTools protocol (Network.emulateNetworkConditions: 150 ms latency,
// 1.6 Mbps down, 750 Kbps up; Lighthouse's own simulation of slow 4G is not
// available to a page). Each run is a new browser context: a first visit with
// a cold cache; the quote page gets its quote in local storage first.
//
// Measured: from navigation start (performance.now() is 0 there) until every
// top-level island that hydrates by itself (`load`, `idle`, and
// `stored-quote` when a quote is stored) carries `data-hydrated`, which the
// runtime sets once React has committed it (app/platform/islands/client.tsx). A
// MutationObserver installed before the page's own scripts records the moment
// each one is marked. Islands hydrating on `visible` are then scrolled into
// view one at a time and timed from the scroll; `interaction` islands are
// counted, not timed (they wait for the visitor).
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "./tools/lighthouse.ts";
import { QUOTE_ITEMS_KEY } from "#app/features/quotes/quote.ts";
import { BUDGETS, lastHydrated, medianOrNull } from "./budgets.ts";
import { type BenchPage, benchPages, resolveBenchPages } from "./bench-pages.ts";
import { chromiumPath, chromiumVersion, requireChromium } from "./lighthouse.ts";
import { marked, table } from "./report.ts";
import { progress, startBenchServer } from "./support.ts";

/** The mobile preset's figures, applied by the DevTools protocol. */
export const MOBILE_EMULATION = {
  cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier,
  latencyMs: throttling.mobileSlow4G.rttMs,
  downloadKbps: throttling.mobileSlow4G.throughputKbps,
  uploadKbps: 750,
} as const;

const phone = screenEmulationMetrics.mobile;
if (!phone) throw new Error("Lighthouse's constants have no mobile screen emulation");
/** The mobile preset's screen. */
export const SCREEN = { width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor };

/**
 * A browser context on the mobile preset's phone (its screen unless another is
 * given, touch, user agent), with local storage set for `base`.
 */
export function phoneContext(
  base: string,
  localStorage?: Record<string, string>,
  screen: { width: number; height: number; deviceScaleFactor: number } = SCREEN,
): BrowserContextOptions {
  return {
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    storageState: {
      cookies: [],
      origins: localStorage
        ? [{ origin: base, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) }]
        : [],
    },
  };
}

/** The mobile preset's CPU slowdown and slow-4G network on a tab, through the DevTools protocol. */
export async function emulateSlowPhone(context: BrowserContext, tab: Page): Promise<void> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_EMULATION.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_EMULATION.latencyMs,
    downloadThroughput: Math.floor((MOBILE_EMULATION.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((MOBILE_EMULATION.uploadKbps * 1024) / 8),
  });
}

/** How long a run waits for its islands before it counts them as never hydrated. */
const WAIT_MS = 30_000;

export interface HydrationRun {
  firstContentfulPaintMs: number | null;
  loadEventMs: number | null;
  /** Each top-level island that hydrates by itself, with when it was marked (null: not within the wait). */
  onLoad: { name: string; hydrate: string; hydratedMs: number | null }[];
  /** Until the last of them, or null. */
  allHydratedMs: number | null;
  /** `visible` islands, from the scroll that brought each into view (0 when it was hydrated before: near the first screen). */
  visible: { name: string; fromScrollMs: number | null; beforeScroll: boolean }[];
  /** `interaction` islands on the page (not timed). */
  onInteraction: string[];
}

export interface HydrationPageResult {
  kind: string;
  path: string;
  runs: HydrationRun[];
  /** Median over runs of the time until every self-hydrating island is hydrated; null when there is none or a run timed out. */
  medianMs: number | null;
  /** Undefined when the page has no island that hydrates by itself. */
  met?: boolean;
  /** Median over runs of the slowest visible island, from its scroll. */
  visibleMedianMs: number | null;
}

export interface HydrationResult {
  date: string;
  chromium: string;
  runsPerPage: number;
  emulation: typeof MOBILE_EMULATION & { screen: { width: number; height: number; deviceScaleFactor: number } };
  budgetMs: number;
  pages: HydrationPageResult[];
}

interface IslandState {
  name: string;
  hydrate: string;
  /** When the runtime marked it, ms from navigation start; null while it is not. */
  hydratedMs: number | null;
}

/** What the page exposes to the benchmark (installed before its own scripts by installProbe). */
interface Probe {
  /** The top-level islands in document order (an island inside another is hydrated with it and never marked). */
  islands(): IslandState[];
  /** How many top-level islands that hydrate by themselves are not hydrated yet. */
  pending(storedQuote: boolean): number;
  /** Scrolls the index-th top-level island into view; returns the moment of the scroll that left it there. */
  scrollTo(index: number): Promise<number>;
}
type ProbeWindow = Window & { __benchProbe: Probe };

/**
 * Installed in every document before its scripts: a MutationObserver that
 * records when each island is marked hydrated, and the probe reading it.
 * Serialised into the page, so it refers to nothing outside itself.
 */
function installProbe() {
  const times = new Map<Element, number>();
  const topLevel = () =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
      (element) => !element.parentElement?.closest("[data-island]"),
    );
  const selfHydrating = (hydrate: string, storedQuote: boolean) =>
    hydrate === "load" || hydrate === "idle" || (hydrate === "stored-quote" && storedQuote);
  const probe: Probe = {
    islands: () =>
      topLevel().map((element) => ({
        name: element.dataset.island ?? "",
        hydrate: element.dataset.hydrate ?? "",
        hydratedMs: times.get(element) ?? null,
      })),
    pending: (storedQuote) =>
      topLevel().filter((element) => selfHydrating(element.dataset.hydrate ?? "", storedQuote) && !times.has(element))
        .length,
    async scrollTo(index) {
      const island = topLevel()[index];
      // The wrapper has `display: contents` and no box to scroll to: its first element with one.
      const target = [...(island?.children ?? [])].find((child) => child.getClientRects().length > 0) ?? island;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const inView = () => {
        const box = target?.getBoundingClientRect();
        return box !== undefined && box.bottom > 0 && box.top < innerHeight;
      };
      // Blocks above may change height as they are laid out on the way (content-visibility): scroll again
      // until the island stays in view, and time from the last scroll.
      let at = performance.now();
      for (let attempt = 0; attempt < 5; attempt++) {
        at = performance.now();
        // Instant: the site scrolls smoothly, which would put the animation in the measure.
        target?.scrollIntoView({ block: "center", behavior: "instant" });
        await frame();
        if (inView()) break;
      }
      return at;
    },
  };
  (window as unknown as ProbeWindow).__benchProbe = probe;
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      const target = record.target as Element;
      if (target.hasAttribute("data-hydrated") && !times.has(target)) times.set(target, now);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

const isSelfHydrating = (island: IslandState, storedQuote: boolean) =>
  island.hydrate === "load" || island.hydrate === "idle" || (island.hydrate === "stored-quote" && storedQuote);

async function measureRun(browser: Browser, base: string, page: BenchPage): Promise<HydrationRun> {
  const storedQuote = page.localStorage?.[QUOTE_ITEMS_KEY] !== undefined;
  const context = await browser.newContext(phoneContext(base, page.localStorage));
  try {
    const tab = await context.newPage();
    await tab.addInitScript(installProbe);
    await emulateSlowPhone(context, tab);
    await tab.goto(`${base}${page.path}`, { waitUntil: "load", timeout: 120_000 });
    const finalPath = new URL(tab.url()).pathname;
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}`);

    // Predicates are functions, not strings: the page's CSP allows no eval.
    await tab
      .waitForFunction((quote) => (window as unknown as ProbeWindow).__benchProbe.pending(quote) === 0, storedQuote, {
        timeout: WAIT_MS,
        polling: 250,
      })
      .catch(() => undefined);
    const islands = await tab.evaluate(() => (window as unknown as ProbeWindow).__benchProbe.islands());
    const onLoad = islands.filter((island) => isSelfHydrating(island, storedQuote));
    const timings = await tab.evaluate(() => ({
      firstContentfulPaintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      loadEventMs:
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ??
        null,
    }));

    const visible: HydrationRun["visible"] = [];
    for (const [index, island] of islands.entries()) {
      if (island.hydrate !== "visible") continue;
      const hydratedAt = (at: number) =>
        tab.evaluate((i) => (window as unknown as ProbeWindow).__benchProbe.islands()[i]?.hydratedMs ?? null, at);
      if ((await hydratedAt(index)) !== null) {
        visible.push({ name: island.name, fromScrollMs: 0, beforeScroll: true });
        continue;
      }
      const scrolledAt = await tab.evaluate((i) => (window as unknown as ProbeWindow).__benchProbe.scrollTo(i), index);
      await tab
        .waitForFunction(
          (i) => (window as unknown as ProbeWindow).__benchProbe.islands()[i]?.hydratedMs !== null,
          index,
          { timeout: WAIT_MS, polling: 250 },
        )
        .catch(() => undefined);
      const at = await hydratedAt(index);
      visible.push({
        name: island.name,
        fromScrollMs: at === null ? null : Math.round(at - scrolledAt),
        beforeScroll: false,
      });
    }
    const round = (value: number | null) => (value === null ? null : Math.round(value));
    return {
      firstContentfulPaintMs: round(timings.firstContentfulPaintMs),
      loadEventMs: round(timings.loadEventMs),
      onLoad: onLoad.map((island) => ({ ...island, hydratedMs: round(island.hydratedMs) })),
      allHydratedMs: round(lastHydrated(onLoad.map((island) => island.hydratedMs))),
      visible,
      onInteraction: islands.filter((island) => island.hydrate === "interaction").map((island) => island.name),
    };
  } finally {
    await context.close();
  }
}

/** `only`: paths to measure (all benchmarked pages when empty); `runs`: loads a page. */
export async function runHydrationBench({
  only = [] as readonly string[],
  runs: runsPerPage = 5,
} = {}): Promise<HydrationResult> {
  requireChromium();
  const server = await startBenchServer("hydration");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    const pages: HydrationPageResult[] = [];
    for (const page of await resolveBenchPages(benchPages(only), server.base)) {
      const runs: HydrationRun[] = [];
      for (let run = 1; run <= runsPerPage; run++) {
        progress(`hydration ${page.label} run ${run}/${runsPerPage}`);
        runs.push(await measureRun(browser, server.base, page));
      }
      const hasSelfHydrating = runs.some((run) => run.onLoad.length > 0);
      const medianMs = hasSelfHydrating ? medianOrNull(runs.map((run) => run.allHydratedMs)) : null;
      const hasVisible = runs.some((run) => run.visible.length > 0);
      pages.push({
        kind: page.kind,
        path: page.label,
        runs,
        medianMs,
        ...(hasSelfHydrating ? { met: medianMs !== null && medianMs <= BUDGETS.hydration.interactiveMs } : {}),
        visibleMedianMs: hasVisible
          ? medianOrNull(runs.map((run) => lastHydrated(run.visible.map((island) => island.fromScrollMs))))
          : null,
      });
    }
    return {
      date: new Date().toISOString(),
      chromium: chromiumVersion(),
      runsPerPage,
      emulation: {
        ...MOBILE_EMULATION,
        screen: SCREEN,
      },
      budgetMs: BUDGETS.hydration.interactiveMs,
      pages,
    };
  } finally {
    await browser.close();
    await server.stop();
    server.dispose();
  }
}

const ms = (value: number | null) => (value === null ? "not within 30 s" : `${Math.round(value)} ms`);

/** "quote-drawer (load), quote-count (stored-quote)" from the first run. */
function islandList(page: HydrationPageResult): string {
  const first = page.runs[0];
  if (!first) return "";
  const parts = [
    ...first.onLoad.map((island) => `${island.name} (${island.hydrate})`),
    ...first.visible.map((island) => `${island.name} (visible)`),
    ...first.onInteraction.map((name) => `${name} (interaction)`),
  ];
  return parts.length > 0 ? parts.join(", ") : "none";
}

export function hydrationMarkdown(result: HydrationResult): string[] {
  const e = result.emulation;
  const median = (values: (number | null)[]) => medianOrNull(values);
  const rows = result.pages.map((page) => [
    page.kind,
    `\`${page.path}\``,
    islandList(page),
    page.met === undefined ? "no island hydrates by itself" : marked(ms(page.medianMs), page.met),
    page.visibleMedianMs === null
      ? page.runs.some((run) => run.visible.length > 0)
        ? "not within 30 s"
        : "–"
      : ms(page.visibleMedianMs),
    ms(median(page.runs.map((run) => run.firstContentfulPaintMs))),
    ms(median(page.runs.map((run) => run.loadEventMs))),
  ]);
  return [
    `Headless Chromium ${result.chromium} through Playwright, ${result.runsPerPage} loads a page, each in a new browser context (cold cache), ` +
      `with the Lighthouse mobile preset's device (${e.screen.width}×${e.screen.height} at ${e.screen.deviceScaleFactor}×, its user agent, touch), ` +
      `CPU slowed ${e.cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`) and the network at its slow-4G figures through the DevTools protocol ` +
      `(\`Network.emulateNetworkConditions\`: ${e.latencyMs} ms latency a request, ${e.downloadKbps / 1024} Mbps down, ${e.uploadKbps} Kbps up; ` +
      "Lighthouse simulates its throttling and a page cannot use that). The quote page is loaded with its quote in local storage.",
    "",
    `Measured: from navigation start until every top-level island that hydrates by itself (\`load\`, \`idle\`, and \`stored-quote\` when a quote ` +
      "is stored) carries `data-hydrated`, which the island runtime sets once React has committed the island; a MutationObserver installed before " +
      "the page's scripts records the moment. Median of the runs. Islands that hydrate on `visible` are then scrolled into view one at a time and " +
      "timed from the scroll (the slowest a run, median of the runs; 0 ms when one was already hydrated near the first screen); `interaction` islands " +
      `wait for the visitor and are listed, not timed. Budget: every island interactive within ${result.budgetMs} ms of navigation start. ✓ met, ✗ missed.`,
    "",
    ...table(
      ["page", "path", "islands (top level)", "all hydrated", "visible, from scroll", "FCP", "load event"],
      rows,
    ),
  ];
}
