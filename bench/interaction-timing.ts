// The pure side of the `inp` part of `npm run bench`: Event Timing entries
// grouped into interactions as INP counts them, the figures of one
// interaction over the runs, and its table in summary.md.
import { BUDGETS, medianOrNull } from "./budgets.ts";
import { marked, table } from "./report.ts";

/** The fields of a PerformanceEventTiming entry the benchmark keeps (ms from navigation start). */
export interface TimedEvent {
  name: string;
  /** 0 for events that are not part of an interaction (pointerover, mouseover…). */
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction: its latency (what INP takes) and where the time went. */
export interface InteractionTiming {
  interactionId: number;
  /** The longest duration among the interaction's entries: from the input to the next paint after it. */
  latencyMs: number;
  /** Of the longest entry: from the input until its handlers started. */
  inputDelayMs: number;
  /** Of the longest entry: its handlers running. */
  processingMs: number;
  /** Of the longest entry: from its handlers' end until the next paint. */
  presentationMs: number;
  /** The event types of the interaction's entries, in order ("pointerdown", "pointerup", "click"). */
  events: string[];
}

/** The entries of each interaction (entries sharing an interactionId other than 0), in the order they began. */
export function interactionsOf(entries: readonly TimedEvent[]): InteractionTiming[] {
  const groups = new Map<number, TimedEvent[]>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    const group = groups.get(entry.interactionId) ?? [];
    group.push(entry);
    groups.set(entry.interactionId, group);
  }
  return [...groups.entries()].map(([interactionId, group]) => {
    // The first of the longest entries (durations are rounded to 8 ms, so ties are common).
    const longest = group.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
    return {
      interactionId,
      latencyMs: longest.duration,
      inputDelayMs: longest.processingStart - longest.startTime,
      processingMs: longest.processingEnd - longest.processingStart,
      presentationMs: longest.startTime + longest.duration - longest.processingEnd,
      events: [...group].sort((a, b) => a.startTime - b.startTime).map((entry) => entry.name),
    };
  });
}

/** The slowest interaction among the entries (one tap can be counted as more than one), or null when none. */
export function slowestInteraction(entries: readonly TimedEvent[]): InteractionTiming | null {
  const interactions = interactionsOf(entries);
  if (interactions.length === 0) return null;
  return interactions.reduce((worst, interaction) => (interaction.latencyMs > worst.latencyMs ? interaction : worst));
}

/**
 * The Event Timing API reports no entry under its 16 ms threshold: an
 * interaction done without an entry took less, and counts as 16 ms (an upper
 * bound) in the figures.
 */
export const THRESHOLD_MS = 16;

/** One interaction in one run. */
export interface StepRun {
  name: string;
  /** Null: the interaction was done and no entry reached the 16 ms threshold. */
  latencyMs: number | null;
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationMs: number | null;
  events: string[];
  /** Whether the island of the tapped control had hydrated when it was tapped (first taps before hydration). */
  hydratedAtTap?: boolean;
  /** The interaction could not be done (a control not found, a page that did not answer). */
  error?: string;
}

/** A step's run from the entries recorded while it ran. */
export function stepRun(name: string, entries: readonly TimedEvent[], hydratedAtTap?: boolean): StepRun {
  const slowest = slowestInteraction(entries);
  return {
    name,
    latencyMs: slowest?.latencyMs ?? null,
    inputDelayMs: slowest ? Math.round(slowest.inputDelayMs) : null,
    processingMs: slowest ? Math.round(slowest.processingMs) : null,
    presentationMs: slowest ? Math.round(slowest.presentationMs) : null,
    events: slowest?.events ?? [],
    ...(hydratedAtTap === undefined ? {} : { hydratedAtTap }),
  };
}

/** How a step is measured: after the page's islands have hydrated, or at first paint + 1 s as a visitor would tap. */
export type StepMode = "hydrated" | "early";

/** One interaction's figures over the runs. */
export interface InteractionSummary {
  page: string;
  name: string;
  mode: StepMode;
  /** Runs in which the interaction was done. */
  measuredRuns: number;
  runs: number;
  /** Median latency, entries under the threshold counted as 16 ms; null when no run measured it. */
  medianMs: number | null;
  /** The slowest run: with five runs, about the 80th percentile. */
  maxMs: number | null;
  /** Medians of the breakdown, over the runs with an entry. */
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationMs: number | null;
  /** Runs in which the tapped control's island had hydrated (first taps before hydration). */
  hydratedAtTapRuns?: number;
  met: boolean;
  errors: string[];
}

export function summarizeInteraction(page: string, mode: StepMode, runs: readonly StepRun[]): InteractionSummary {
  const done = runs.filter((run) => run.error === undefined);
  const latencies = done.map((run) => run.latencyMs ?? THRESHOLD_MS);
  const breakdown = (field: "inputDelayMs" | "processingMs" | "presentationMs") => {
    const values = done.map((run) => run[field]).filter((value): value is number => value !== null);
    return medianOrNull(values);
  };
  const medianMs = medianOrNull(latencies);
  const tapped = done.filter((run) => run.hydratedAtTap !== undefined);
  return {
    page,
    name: runs[0]?.name ?? "",
    mode,
    measuredRuns: done.length,
    runs: runs.length,
    medianMs,
    maxMs: latencies.length > 0 ? Math.max(...latencies) : null,
    inputDelayMs: breakdown("inputDelayMs"),
    processingMs: breakdown("processingMs"),
    presentationMs: breakdown("presentationMs"),
    ...(tapped.length > 0 ? { hydratedAtTapRuns: tapped.filter((run) => run.hydratedAtTap).length } : {}),
    met: medianMs !== null && medianMs <= BUDGETS.inp.interactionMs,
    errors: [...new Set(runs.flatMap((run) => (run.error === undefined ? [] : [run.error])))],
  };
}

/** The runs of each step by its position: runs[run][step] → one list a step. */
export function byStep(runs: readonly (readonly StepRun[])[]): StepRun[][] {
  const steps: StepRun[][] = [];
  for (const run of runs) {
    run.forEach((step, index) => {
      steps[index] = [...(steps[index] ?? []), step];
    });
  }
  return steps;
}

export interface InpEmulation {
  screen: { width: number; height: number; deviceScaleFactor: number };
  cpuSlowdown: number;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface InpResult {
  date: string;
  chromium: string;
  runsPerPage: number;
  emulation: InpEmulation;
  budgetMs: number;
  /** The machine's load average (1, 5, 15 min) when the part started: a busy machine slows every figure. */
  loadAverage: number[];
  interactions: InteractionSummary[];
  /** Every run's steps, by page label and mode. */
  raw: { page: string; mode: StepMode; runs: StepRun[][] }[];
}

const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
const latency = (value: number | null) =>
  value === null ? "–" : value <= THRESHOLD_MS ? `≤ ${THRESHOLD_MS} ms` : `${Math.round(value)} ms`;

function interactionRow(summary: InteractionSummary): string[] {
  const figure =
    summary.medianMs === null
      ? `not measured: ${summary.errors.join("; ") || "no run"}`
      : marked(latency(summary.medianMs), summary.met);
  return [
    `\`${summary.page}\``,
    summary.name,
    figure,
    latency(summary.maxMs),
    ms(summary.inputDelayMs),
    ms(summary.processingMs),
    ms(summary.presentationMs),
    `${summary.measuredRuns}/${summary.runs}`,
  ];
}

const HEADERS = ["page", "interaction", "median latency", "slowest run", "input delay", "processing", "presentation"];

export function inpMarkdown(result: InpResult): string[] {
  const e = result.emulation;
  const hydrated = result.interactions.filter((summary) => summary.mode === "hydrated");
  const early = result.interactions.filter((summary) => summary.mode === "early");
  const errors = result.interactions.flatMap((summary) =>
    summary.errors.map((error) => `- \`${summary.page}\` ${summary.name} (${summary.mode}): ${error}`),
  );
  return [
    `Headless Chromium ${result.chromium} through Playwright at ${e.screen.width}×${e.screen.height} (${e.screen.deviceScaleFactor}×) with touch ` +
      `(\`hasTouch\`, \`isMobile\`, taps as touch events at the middle of the control, its place found before the measured moment, so none of Playwright's actionability checks runs in the page just before the tap), CPU slowed ${e.cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`) and the network at ` +
      `slow-4G figures (${e.latencyMs} ms latency, ${e.downloadKbps / 1024} Mbps down) as in the hydration part; ${result.runsPerPage} runs a page, ` +
      `each a fresh browser context (a first visit). Load average when the part started: ${result.loadAverage.join(", ")} (1, 5, 15 min).`,
    "",
    "Measured with the Event Timing API: a PerformanceObserver on `event` entries (`durationThreshold: 16`, `buffered: true`) installed " +
      "before the page's scripts. An interaction's latency is the longest `duration` among the entries sharing its `interactionId`, from the " +
      "input to the next paint, which is what INP takes; the breakdown is that entry's input delay (`processingStart − startTime`), processing " +
      "(`processingEnd − processingStart`) and presentation delay (`startTime + duration − processingEnd`), medians of the runs. An interaction " +
      `with no entry took under ${THRESHOLD_MS} ms and counts as ${THRESHOLD_MS}. The slowest of ${result.runsPerPage} runs stands in for a p75. ` +
      `Budget: every main interaction within ${result.budgetMs} ms at ${e.cpuSlowdown}× (real phones' "good" INP is 200 ms at p75). ✓ met, ✗ missed.`,
    "",
    "After the page's islands have hydrated (each tapped control's island marked `data-hydrated`, then a 1 s pause as a visitor reads), " +
      "the interactions in order in one visit:",
    "",
    ...table([...HEADERS, "runs"], hydrated.map(interactionRow)),
    "",
    "The first tap as a visitor makes it once the page looks ready: first contentful paint + 1 s, whether or not the island has hydrated " +
      "(a tap on a control whose island has not hydrated does nothing with script, or what the page does without it).",
    "",
    ...table(
      [...HEADERS, "island hydrated at the tap"],
      early.map((summary) => [
        ...interactionRow(summary).slice(0, -1),
        `${summary.hydratedAtTapRuns ?? 0}/${summary.measuredRuns} runs`,
      ]),
    ),
    ...(errors.length > 0 ? ["", "Interactions that could not be done in some runs:", "", ...errors] : []),
  ];
}
