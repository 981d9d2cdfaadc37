// The `inp` part of `npm run bench`: how long each main tap takes to paint on
// a phone (issue 35), with the Event Timing API, the measure INP is made of.
// Each run is a fresh browser context at 390 × 844 with touch, the CPU slowed
// 4× and the network at slow-4G figures (as the hydration part); the steps
// are in interaction-steps.ts, the figures and the table in
// interaction-timing.ts.
import os from "node:os";
import { type Browser, type Locator, type Page, chromium } from "@playwright/test";
import { BUDGETS } from "./budgets.ts";
import { resolveBenchPages } from "./bench-pages.ts";
import { MOBILE_EMULATION, emulateSlowPhone, phoneContext } from "./hydration.ts";
import { type InteractionPage, type Step, interactionPages } from "./interaction-steps.ts";
import {
  type InpResult,
  type InteractionSummary,
  type StepMode,
  type StepRun,
  type TimedEvent,
  byStep,
  stepRun,
  summarizeInteraction,
} from "./interaction-timing.ts";
import { chromiumPath, chromiumVersion, requireChromium } from "./lighthouse.ts";
import { progress, round, startBenchServer } from "./support.ts";

/** A phone's screen as issue 35 measured it (an iPhone 12-14's CSS pixels). */
const SCREEN = { width: 390, height: 844, deviceScaleFactor: 3 };
/** A visitor's pause before a tap: reading, reaching for the control. */
const PAUSE_MS = 1000;
const WAIT_MS = 30_000;

type EventWindow = Window & { __benchEvents: TimedEvent[] };

/** Installed before the page's scripts: every event entry of 16 ms or more, buffered ones included. */
function installEventTiming() {
  const events: TimedEvent[] = [];
  (window as unknown as EventWindow).__benchEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function openPage(browser: Browser, base: string, page: InteractionPage["page"]) {
  const context = await browser.newContext(phoneContext(base, page.localStorage, SCREEN));
  const tab = await context.newPage();
  await tab.addInitScript(installEventTiming);
  await emulateSlowPhone(context, tab);
  return { context, tab };
}

/** Every self-hydrating island of the page marked (load, idle, and stored-quote when a quote is stored). */
async function waitForIslands(tab: Page): Promise<void> {
  await tab.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-island]")]
        .filter((element) => !element.parentElement?.closest("[data-island]"))
        .filter((element) => {
          const hydrate = element.dataset.hydrate;
          const stored = (localStorage.getItem("quoteItems") ?? "[]") !== "[]";
          return hydrate === "load" || hydrate === "idle" || (hydrate === "stored-quote" && stored);
        })
        .every((element) => element.hasAttribute("data-hydrated")),
    undefined,
    { timeout: WAIT_MS, polling: 100 },
  );
}

/** Whether the island around an element (if any) has hydrated. */
const islandHydrated = (element: Element) => element.closest("[data-island]")?.hasAttribute("data-hydrated") ?? true;

/**
 * A finger's tap on the middle of the control: touch events at its place,
 * found before the measured moment. (A locator's tap first runs its checks
 * in the page, on the main thread the tap's input delay is measured on.)
 */
async function tapAt(tab: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox({ timeout: WAIT_MS });
  if (!box) throw new Error("the control has no box to tap");
  await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** One step: entries recorded from just before the action until what it shows has settled and painted. */
async function measureStep(tab: Page, step: Step, mode: StepMode): Promise<StepRun> {
  try {
    await step.prepare?.(tab);
    const target = step.target(tab);
    await target.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
    if (mode === "hydrated") {
      const handle = await target.elementHandle({ timeout: WAIT_MS });
      await tab.waitForFunction(islandHydrated, handle, { timeout: WAIT_MS, polling: 100 });
      await tab.waitForTimeout(PAUSE_MS);
    }
    const hydratedAtTap = mode === "early" ? await target.evaluate(islandHydrated) : undefined;
    const from = await tab.evaluate(() => (window as unknown as EventWindow).__benchEvents.length);
    // Early taps are made as a visitor would, on whatever is there: no waiting for the control to be enabled.
    await (step.act ? step.act(tab, target) : tapAt(tab, target));
    await step.settle?.(tab);
    // Entries are delivered after the next paint: two frames and a moment more.
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await tab.waitForTimeout(500);
    const entries = await tab.evaluate((start) => (window as unknown as EventWindow).__benchEvents.slice(start), from);
    return stepRun(step.name, entries, hydratedAtTap);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return { ...stepRun(step.name, []), error: message };
  }
}

/** One visit: after hydration every step in order, or only the first tap at first contentful paint + 1 s. */
async function measureVisit(browser: Browser, base: string, page: InteractionPage, mode: StepMode) {
  const { context, tab } = await openPage(browser, base, page.page);
  const steps = mode === "hydrated" ? page.steps : [page.firstTap];
  try {
    await tab.goto(`${base}${page.page.path}`, { waitUntil: "commit", timeout: 120_000 });
    if (mode === "hydrated") {
      await tab.waitForLoadState("load", { timeout: 120_000 });
      await waitForIslands(tab);
    } else {
      await tab.waitForFunction(
        () => {
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          return paint !== undefined && performance.now() >= paint.startTime + 1000;
        },
        undefined,
        { timeout: 120_000, polling: 50 },
      );
    }
    const results: StepRun[] = [];
    for (const step of steps) results.push(await measureStep(tab, step, mode));
    return results;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return steps.map((step) => ({ ...stepRun(step.name, []), error: message }));
  } finally {
    await context.close();
  }
}

/** `runs`: fresh visits a page and mode. */
export async function runInpBench({ runs: runsPerPage = 5 } = {}): Promise<InpResult> {
  requireChromium();
  const loadAverage = os.loadavg().map((load) => round(load, 2));
  const server = await startBenchServer("inp");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    const pages = interactionPages();
    const resolved = await resolveBenchPages(
      pages.map((entry) => entry.page),
      server.base,
    );
    const interactions: InteractionSummary[] = [];
    const raw: InpResult["raw"] = [];
    for (const [index, entry] of pages.entries()) {
      const page = { ...entry, page: resolved[index] ?? entry.page };
      const label = resolved[index]?.label ?? entry.page.path;
      for (const mode of ["hydrated", "early"] as const) {
        const runs: StepRun[][] = [];
        for (let run = 1; run <= runsPerPage; run++) {
          progress(`inp ${label} (${mode}) run ${run}/${runsPerPage}`);
          runs.push(await measureVisit(browser, server.base, page, mode));
        }
        raw.push({ page: label, mode, runs });
        interactions.push(...byStep(runs).map((stepRuns) => summarizeInteraction(label, mode, stepRuns)));
      }
    }
    return {
      date: new Date().toISOString(),
      chromium: chromiumVersion(),
      runsPerPage,
      emulation: { ...MOBILE_EMULATION, screen: SCREEN },
      budgetMs: BUDGETS.inp.interactionMs,
      loadAverage,
      interactions,
      raw,
    };
  } finally {
    await browser.close();
    await server.stop();
    server.dispose();
  }
}
