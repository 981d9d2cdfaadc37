import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets.ts";
import {
  type InpResult,
  type StepRun,
  type TimedEvent,
  byStep,
  inpMarkdown,
  interactionsOf,
  slowestInteraction,
  stepRun,
  summarizeInteraction,
} from "./interaction-timing.ts";

const entry = (fields: Partial<TimedEvent> & Pick<TimedEvent, "name" | "interactionId">): TimedEvent => ({
  startTime: 1000,
  duration: 24,
  processingStart: 1004,
  processingEnd: 1010,
  ...fields,
});

// A tap: pointerdown, pointerup and click share an interactionId; pointerover has none.
const tap = [
  entry({ name: "pointerover", interactionId: 0, duration: 200 }),
  entry({ name: "pointerdown", interactionId: 7, startTime: 1000, duration: 32 }),
  entry({
    name: "pointerup",
    interactionId: 7,
    startTime: 1060,
    duration: 120,
    processingStart: 1070,
    processingEnd: 1100,
  }),
  entry({
    name: "click",
    interactionId: 7,
    startTime: 1061,
    duration: 120,
    processingStart: 1100,
    processingEnd: 1150,
  }),
];

describe("interactionsOf", () => {
  it("groups entries by interactionId, leaving out those of no interaction", () => {
    const interactions = interactionsOf([...tap, entry({ name: "keydown", interactionId: 9, duration: 40 })]);
    expect(interactions.map((interaction) => interaction.interactionId)).toEqual([7, 9]);
    expect(interactions[0]?.events).toEqual(["pointerdown", "pointerup", "click"]);
  });

  it("takes the longest duration as the latency and breaks down the first longest entry", () => {
    const [interaction] = interactionsOf(tap);
    expect(interaction).toMatchObject({
      latencyMs: 120,
      // pointerup: 1070 − 1060, 1100 − 1070, 1060 + 120 − 1100.
      inputDelayMs: 10,
      processingMs: 30,
      presentationMs: 80,
    });
  });

  it("counts a keystroke's keydown and keyup as one interaction", () => {
    const keystroke = [
      entry({ name: "keydown", interactionId: 3, duration: 48 }),
      entry({ name: "keyup", interactionId: 3, startTime: 1100, duration: 16 }),
    ];
    expect(interactionsOf(keystroke)).toHaveLength(1);
    expect(slowestInteraction(keystroke)?.latencyMs).toBe(48);
  });
});

describe("slowestInteraction and stepRun", () => {
  it("picks the slowest of several interactions", () => {
    const other = entry({ name: "click", interactionId: 8, duration: 200, processingStart: 1050, processingEnd: 1150 });
    expect(slowestInteraction([...tap, other])?.interactionId).toBe(8);
  });

  it("is null without an interaction entry: the interaction was under the threshold", () => {
    expect(slowestInteraction([tap[0] as TimedEvent])).toBeNull();
    expect(stepRun("open", [])).toEqual({
      name: "open",
      latencyMs: null,
      inputDelayMs: null,
      processingMs: null,
      presentationMs: null,
      events: [],
    });
  });

  it("keeps whether the island had hydrated at the tap when it was asked", () => {
    expect(stepRun("first tap", tap, false)).toMatchObject({ latencyMs: 120, hydratedAtTap: false });
    expect(stepRun("first tap", tap)).not.toHaveProperty("hydratedAtTap");
  });
});

const run = (latencyMs: number | null, fields: Partial<StepRun> = {}): StepRun => ({
  name: "first Add to Quote",
  latencyMs,
  inputDelayMs: latencyMs === null ? null : 10,
  processingMs: latencyMs === null ? null : 20,
  presentationMs: latencyMs === null ? null : latencyMs - 30,
  events: [],
  ...fields,
});

describe("summarizeInteraction", () => {
  it("takes the median and the slowest run, and the breakdown's medians", () => {
    const summary = summarizeInteraction("/catalogue/bundles", "hydrated", [
      run(320),
      run(176),
      run(96),
      run(104),
      run(400),
    ]);
    expect(summary).toMatchObject({
      name: "first Add to Quote",
      medianMs: 176,
      maxMs: 400,
      inputDelayMs: 10,
      processingMs: 20,
      presentationMs: 146,
      measuredRuns: 5,
      runs: 5,
      met: false,
    });
  });

  it("counts a run without an entry as 16 ms and meets the budget at 100 ms", () => {
    const summary = summarizeInteraction("/q/<token>", "hydrated", [run(null), run(null), run(100)]);
    expect(summary).toMatchObject({ medianMs: 16, maxMs: 100, presentationMs: 70, met: true });
    expect(BUDGETS.inp.interactionMs).toBe(100);
  });

  it("leaves failed runs out of the figures and lists their errors once", () => {
    const failed = run(null, { error: "no Add to Quote button" });
    const summary = summarizeInteraction("/catalogue/bundles", "early", [
      failed,
      failed,
      run(48, { hydratedAtTap: true }),
    ]);
    expect(summary).toMatchObject({ medianMs: 48, measuredRuns: 1, runs: 3, hydratedAtTapRuns: 1 });
    expect(summary.errors).toEqual(["no Add to Quote button"]);
  });

  it("is not met when no run measured it", () => {
    const summary = summarizeInteraction("/catalogue/bundles", "hydrated", [run(null, { error: "timeout" })]);
    expect(summary).toMatchObject({ medianMs: null, maxMs: null, met: false });
  });
});

describe("byStep", () => {
  it("turns runs of steps into steps of runs", () => {
    const a = run(10, { name: "a" });
    const b = run(20, { name: "b" });
    expect(byStep([[a, b], [a]])).toEqual([[a, a], [b]]);
  });
});

describe("inpMarkdown", () => {
  const result: InpResult = {
    date: "2026-11-29T17:00:00.000Z",
    chromium: "150.0",
    runsPerPage: 5,
    emulation: {
      screen: { width: 390, height: 844, deviceScaleFactor: 3 },
      cpuSlowdown: 4,
      latencyMs: 150,
      downloadKbps: 1638.4,
      uploadKbps: 750,
    },
    budgetMs: 100,
    loadAverage: [3.5, 2.1, 1.2],
    interactions: [
      summarizeInteraction("/catalogue/bundles", "hydrated", [run(320), run(300), run(330)]),
      summarizeInteraction("/q/<token>", "hydrated", [run(null), run(null), run(48)]),
      summarizeInteraction("/catalogue/bundles", "early", [run(600, { hydratedAtTap: false }), run(640)]),
    ],
    raw: [],
  };
  const text = inpMarkdown(result).join("\n");

  it("marks each interaction against the budget with its breakdown", () => {
    expect(text).toContain(
      "| `/catalogue/bundles` | first Add to Quote | 320 ms ✗ | 330 ms | 10 ms | 20 ms | 290 ms | 3/3 |",
    );
    expect(text).toContain("| `/q/<token>` | first Add to Quote | ≤ 16 ms ✓ | 48 ms | 10 ms | 20 ms | 18 ms | 3/3 |");
  });

  it("reports the early first taps with how often the island had hydrated, and the machine's load", () => {
    expect(text).toContain(
      "| `/catalogue/bundles` | first Add to Quote | 620 ms ✗ | 640 ms | 10 ms | 20 ms | 590 ms | 0/2 runs |",
    );
    expect(text).toContain("Load average when the part started: 3.5, 2.1, 1.2");
  });

  it("lists the interactions that could not be done", () => {
    const failing = {
      ...result,
      interactions: [summarizeInteraction("/quote-request", "hydrated", [run(null, { error: "no form" })])],
    };
    const lines = inpMarkdown(failing);
    expect(lines).toContain("- `/quote-request` first Add to Quote (hydrated): no form");
    expect(lines.join("\n")).toContain("not measured: no form");
  });
});
