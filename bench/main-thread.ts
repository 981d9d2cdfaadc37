// What a page costs the main thread, from Lighthouse's own trace, beside the
// minimal page (bench/minimal-page.ts) in the same run: Lighthouse's
// mainthread-work-breakdown by group, the same groups in the thread's CPU time
// (bench/trace-breakdown.ts), task and layout counts, and with --detail the
// events Lighthouse files under "other" by name. The pages and the minimal
// page take turns, round after round, so a busy moment of the machine falls
// on all of them. Scripts and SVG images are blocked by default: what is left
// is the page itself.
//   npm run bench:main-thread                                   the home page, 5 rounds
//   npm run bench:main-thread -- --pages /,/contact --rounds 3 --block '*.js' --throttling devtools --detail
// --throttling devtools makes Lighthouse slow the CPU 4× for real (CDP) instead
// of simulating it, so the trace is a 4×-throttled performance trace.
// --traces <dir> keeps each run's trace (open it in Chrome DevTools' Performance panel).
// Prints Markdown; writes nothing else.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "./tools/chrome-launcher.ts";
import lighthouse from "./tools/lighthouse.ts";
import { MainThreadTasks } from "./tools/lighthouse.ts";
import { TraceProcessor } from "./tools/lighthouse.ts";
import { chromiumPath, chromiumVersion, requireChromium } from "./lighthouse.ts";
import { MINIMAL_PAGE_PATH, writeMinimalPage } from "./minimal-page.ts";
import { table } from "./report.ts";
import { median, progress, startBenchServer } from "./support.ts";
import {
  type Breakdown,
  type EventShare,
  type TaskLike,
  breakdown,
  eventsOfGroup,
  meanShares,
} from "./trace-breakdown.ts";

/** Trace categories beside Lighthouse's that name the work inside "other" (fonts, loading, IPC, scheduler). */
const DETAIL_CATEGORIES = [
  "fonts",
  "blink",
  "loading",
  "renderer.scheduler",
  "cc",
  "base",
  "ipc",
  "mojom",
  "sequence_manager",
  "blink.animations",
];

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: "/" },
    rounds: { type: "string", default: "5" },
    block: { type: "string", default: "*.js,*.svg" },
    throttling: { type: "string", default: "simulate" },
    detail: { type: "boolean", default: false },
    traces: { type: "string", default: "" },
  },
});
const rounds = Number(args.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || (args.throttling !== "simulate" && args.throttling !== "devtools")) {
  console.error("--rounds takes a whole number (1 or more), --throttling simulate or devtools");
  process.exit(2);
}
const throttlingMethod: "simulate" | "devtools" = args.throttling;
const blocked = args.block.split(",").filter(Boolean);
const paths = [MINIMAL_PAGE_PATH, ...args.pages.split(",").filter(Boolean)];

interface Run {
  performance: number;
  tbtMs: number;
  /** Lighthouse's figures: observed wall time × its CPU slowdown in simulate mode. */
  lighthouseMs: Record<string, number>;
  trace: Breakdown;
  other: EventShare[];
}

interface LighthouseAnswer {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: { performance?: { score: number | null } };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  };
  artifacts: { Trace: unknown };
}

async function measure(base: string, pagePath: string, round: number): Promise<Run> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox"],
    logLevel: "silent",
  });
  try {
    const answer = (await lighthouse(`${base}${pagePath}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns: blocked,
      throttlingMethod,
      additionalTraceCategories: args.detail ? DETAIL_CATEGORIES.join(",") : "",
    })) as unknown as LighthouseAnswer | undefined;
    if (!answer) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const { lhr, artifacts } = answer;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.code}`);
    if (args.traces) {
      mkdirSync(args.traces, { recursive: true });
      const name = `${pagePath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${round}.trace.json`;
      writeFileSync(path.join(args.traces, name), JSON.stringify(artifacts.Trace));
    }
    const processed = TraceProcessor.processTrace(artifacts.Trace as never);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    ) as unknown as TaskLike[];
    const groups = (
      lhr.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] } | undefined
    )?.items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      lighthouseMs: Object.fromEntries((groups ?? []).map((row) => [row.group, row.duration])),
      trace: breakdown(tasks),
      other: eventsOfGroup(tasks, "other"),
    };
  } finally {
    chrome.kill();
  }
}

requireChromium();
const removeMinimalPage = writeMinimalPage();
const runs = new Map<string, Run[]>(paths.map((pagePath) => [pagePath, []]));
try {
  const server = await startBenchServer("main-thread");
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const pagePath of paths) {
        progress(`main-thread ${pagePath} round ${round}/${rounds}`);
        // Lighthouse now and then records no usable trace (NO_NAVSTART): such a run gets two more tries.
        for (let attempt = 1; ; attempt++) {
          try {
            runs.get(pagePath)?.push(await measure(server.base, pagePath, round));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            progress(`${error instanceof Error ? error.message : String(error)}: trying again`);
          }
        }
      }
    }
  } finally {
    await server.stop();
    server.dispose();
  }
} finally {
  removeMinimalPage();
}

const GROUPS = ["other", "styleLayout", "parseHTML", "paintCompositeRender", "scriptEvaluation", "scriptParseCompile"];
const med = (values: number[]) => Math.round(median(values));
const label = (pagePath: string) => (pagePath === MINIMAL_PAGE_PATH ? `\`${pagePath}\` (minimal)` : `\`${pagePath}\``);
const rows = paths.map((pagePath) => {
  const pageRuns = runs.get(pagePath) ?? [];
  return [
    label(pagePath),
    med(pageRuns.map((run) => run.performance)),
    med(pageRuns.map((run) => run.tbtMs)),
    ...GROUPS.map((group) => med(pageRuns.map((run) => run.lighthouseMs[group] ?? 0))),
    ...GROUPS.map((group) => med(pageRuns.map((run) => run.trace.cpuMs[group] ?? 0))),
    med(pageRuns.map((run) => run.trace.topLevelTasks)),
    med(pageRuns.map((run) => run.trace.layouts)),
    med(pageRuns.map((run) => run.trace.layoutObjects)),
    med(pageRuns.map((run) => run.trace.styleRecalcs)),
    med(pageRuns.map((run) => run.trace.paints)),
  ];
});
const short = ["other", "style", "parse", "render", "script", "compile"];
const lines = [
  `Lighthouse main-thread work, ${rounds} round${rounds === 1 ? "" : "s"} (medians), throttling ${throttlingMethod}, ` +
    `blocked ${JSON.stringify(blocked)}, Chromium ${chromiumVersion()}${args.detail ? ", detail trace categories on" : ""}.`,
  "LH = Lighthouse's mainthread-work-breakdown (observed wall time" +
    (throttlingMethod === "simulate" ? " × 4" : "") +
    ", ms); CPU = the main thread's own CPU time in the same trace, by the same groups (ms).",
  "",
  ...table(
    [
      "page",
      "perf.",
      "TBT",
      ...short.map((name) => `LH ${name}`),
      ...short.map((name) => `CPU ${name}`),
      "top tasks",
      "layouts",
      "layout objects",
      "style recalcs",
      "paints",
    ],
    rows,
  ),
];
{
  const shares = paths.map((pagePath) => meanShares((runs.get(pagePath) ?? []).map((run) => run.other)));
  const names = [...new Set(shares.flatMap((list) => list.slice(0, 15).map((share) => share.name)))];
  lines.push(
    "",
    'Events Lighthouse files under "other", mean a run: CPU ms / wall ms (count).',
    "",
    ...table(
      ["event", ...paths.map(label)],
      names.map((name) => [
        name,
        ...shares.map((list) => {
          const share = list.find((item) => item.name === name);
          return share ? `${share.cpuMs.toFixed(1)} / ${share.wallMs.toFixed(1)} (${Math.round(share.count)})` : "–";
        }),
      ]),
    ),
  );
}
console.log(lines.join("\n"));
