// `npm run bench`: the site's benchmarks in one command, written to
// bench/results/summary.json (raw numbers) and summary.md (tables with the
// budgets of bench/budgets.ts marked). Budgets are reported, not asserted: the
// exit code is non-zero only when a part could not be measured.
//   npm run bench                                     every part (about an hour)
//   npm run bench -- --only lighthouse,hydration,inp,css,spa,http,api,login,cold,pdf,flood  some parts
//   npm run bench -- --only lighthouse --pages /,/contact --runs 1 --duration 3   a quick look
//   npm run bench -- --report                         rewrite summary.md from summary.json, measuring nothing
// A part run alone replaces that part in the summary; the others keep their
// earlier results, each with its own date and command.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ApiLoadResult, apiLoadMarkdown, runApiLoadBench } from "./api-load.ts";
import { type ColdStartResult, coldStartMarkdown, runColdStartBench } from "./cold-start.ts";
import { type FloodResult, floodMarkdown, runFloodBench } from "./flood.ts";
import { type HttpResult, httpMarkdown, runHttpBench } from "./http.ts";
import { type HydrationResult, hydrationMarkdown, runHydrationBench } from "./hydration.ts";
import { runInpBench } from "./interactions.ts";
import { type InpResult, inpMarkdown } from "./interaction-timing.ts";
import { type LoginFloodResult, loginFloodMarkdown, runLoginFloodBench } from "./login-flood.ts";
import { runLighthouseBench } from "./lighthouse.ts";
import { lighthouseMarkdown } from "./lighthouse-report.ts";
import { type LighthouseResult, isCurrentLighthouseResult } from "./lighthouse-result.ts";
import { type PdfBenchResult, pdfMarkdown, runPdfBench } from "./pdf.ts";
import { section } from "./report.ts";
import { runStylesheetVisitBench } from "./stylesheet-visit.ts";
import { type StylesheetVisitResult, stylesheetVisitMarkdown } from "./stylesheet-visit-report.ts";
import { type SpaResult, runSpaBench, spaMarkdown } from "./spa.ts";
import { ensureBuild, progress, resultsDir, round, writeResults } from "./support.ts";

interface PartResults {
  lighthouse: LighthouseResult;
  hydration: HydrationResult;
  inp: InpResult;
  css: StylesheetVisitResult;
  spa: SpaResult;
  http: HttpResult;
  api: ApiLoadResult;
  login: LoginFloodResult;
  cold: ColdStartResult;
  pdf: PdfBenchResult;
  flood: FloodResult;
}
type PartName = keyof PartResults;

interface Outcome<R> {
  date: string;
  command: string;
  seconds: number;
  result?: R;
  error?: string;
}
// Results read back from an earlier summary.json are only as typed as that file.
type Outcomes = Partial<Record<PartName, Outcome<unknown>>>;

const argv = process.argv.slice(2);
const command = `npm run bench${argv.length > 0 ? ` -- ${argv.join(" ")}` : ""}`;
const { values: args } = parseArgs({
  args: argv,
  options: {
    only: { type: "string", default: "lighthouse,hydration,inp,css,spa,http,api,login,cold,pdf,flood" },
    // Rewrite summary.md from summary.json without measuring (after a change to the report's layout).
    report: { type: "boolean", default: false },
    // Quicker looks: Lighthouse on some paths, fewer runs, shorter load tests.
    pages: { type: "string", default: "" },
    // Lighthouse's variability guide: the median of five runs roughly halves the spread of one run.
    // Also the loads a page of the hydration part, the visits a page of the inp part and a variant of the css part.
    runs: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
  },
});
const runs = Number(args.runs);
const durationSeconds = Number(args.duration);
if (!Number.isInteger(runs) || runs < 1 || !(durationSeconds > 0)) {
  console.error("--runs takes a whole number of Lighthouse runs a page (1 or more), --duration a number of seconds");
  process.exit(2);
}
const pagePaths = args.pages.split(",").filter(Boolean);

const PARTS: {
  [K in PartName]: {
    title: string;
    run: () => Promise<PartResults[K]>;
    markdown: (result: PartResults[K]) => string[];
    /** False for a result an earlier version of the part wrote, in a shape its markdown no longer reads. */
    isCurrent?: (result: unknown) => boolean;
  };
} = {
  lighthouse: {
    title: "Lighthouse, mobile",
    run: () => runLighthouseBench({ only: pagePaths, runs }),
    markdown: lighthouseMarkdown,
    isCurrent: isCurrentLighthouseResult,
  },
  hydration: {
    title: "Islands interactive on a phone",
    run: () => runHydrationBench({ only: pagePaths, runs }),
    markdown: hydrationMarkdown,
  },
  inp: {
    title: "Taps on a phone: latency of each interaction (INP)",
    run: () => runInpBench({ runs }),
    markdown: inpMarkdown,
  },
  css: {
    title: "A five-page visit: the stylesheet inline, or critical styles inline and the file cached",
    run: () => runStylesheetVisitBench({ visits: runs }),
    markdown: stylesheetVisitMarkdown,
  },
  spa: {
    title: "Prerendered pages and the same pages as a client-rendered SPA",
    // The Lighthouse part's figures from this run, when it ran, are the prerendered side.
    run: () => runSpaBench({ only: pagePaths, runs, siteUrl: build.siteUrl, prerendered: lighthouseOfThisRun() }),
    markdown: spaMarkdown,
  },
  http: {
    title: "HTTP throughput: our server and nginx",
    run: () => runHttpBench({ durationSeconds }),
    markdown: httpMarkdown,
  },
  api: {
    title: "Load on the lead and quote APIs",
    run: () => runApiLoadBench({ durationSeconds }),
    markdown: apiLoadMarkdown,
  },
  login: {
    title: "Page serving under a flood of staff sign-ins",
    run: () => runLoginFloodBench({ durationSeconds }),
    markdown: loginFloodMarkdown,
  },
  cold: { title: "Cold start and memory", run: () => runColdStartBench(), markdown: coldStartMarkdown },
  pdf: { title: "Quote PDF: size and time to build", run: () => runPdfBench(), markdown: pdfMarkdown },
  // A minute, as issue 32 measured it; --duration is for the shorter load tests.
  flood: {
    title: "A flood of junk leads with genuine ones among it",
    run: () => runFloodBench(),
    markdown: floodMarkdown,
  },
};
const lighthouseOfThisRun = () =>
  chosen.includes("lighthouse") ? (outcomes.lighthouse?.result as LighthouseResult | undefined) : undefined;
const isPart = (name: string): name is PartName => Object.hasOwn(PARTS, name);

const requested = args.only.split(",").filter(Boolean);
const unknown = requested.filter((name) => !isPart(name));
if (unknown.length > 0 || requested.length === 0) {
  console.error(
    `--only takes parts from ${Object.keys(PARTS).join(", ")} (comma-separated); not: ${unknown.join(", ")}`,
  );
  process.exit(2);
}
const chosen = (Object.keys(PARTS) as PartName[]).filter((name) => requested.includes(name));

interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  loadAverageAtStart: number[];
}
interface Summary {
  command: string;
  date: string;
  minutes: number;
  machine: Machine;
  build: { siteUrl: string; builtNow: boolean };
  parts: Outcomes;
}

/** The summary.json of earlier runs, or nothing when there is none (or it is unreadable). */
function previousSummary(): Partial<Summary> {
  const file = path.join(resultsDir, "summary.json");
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Partial<Summary>;
  } catch {
    return {};
  }
}

const started = Date.now();
// Another job on the machine skews every figure: the summary says how busy it was.
const loadAtStart = os.loadavg().map((load) => round(load, 2));
const previous = previousSummary();
const outcomes: Outcomes = previous.parts ?? {};

async function measure<K extends PartName>(name: K): Promise<void> {
  const partStarted = Date.now();
  const done = (fields: { result: PartResults[K] } | { error: string }) => {
    const seconds = Math.round((Date.now() - partStarted) / 1000);
    outcomes[name] = { date: new Date().toISOString(), command, seconds, ...fields };
    progress(`${name}: ${"error" in fields ? "failed" : "done"} after ${seconds} s`);
  };
  progress(`${name}: starting`);
  try {
    done({ result: await PARTS[name].run() });
  } catch (error) {
    console.error(error);
    done({ error: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
}

function partMarkdown<K extends PartName>(name: K): string[] {
  const { title, markdown } = PARTS[name];
  const outcome = outcomes[name];
  if (!outcome) return [`## ${title}`, "", `Not measured yet: \`npm run bench -- --only ${name}\`.`, ""];
  const when = `${outcome.date} with \`${outcome.command}\` (${outcome.seconds} s)`;
  if (!outcome.result) return section(title, when, [`**Could not be measured:** ${outcome.error ?? "no result"}`]);
  if (PARTS[name].isCurrent?.(outcome.result) === false) {
    return section(title, when, [
      "**From before the current budgets**: this part was last measured by an earlier version of the benchmark, against budgets that " +
        `no longer stand. Its figures stay in \`summary.json\` (\`parts.${name}\`) until \`npm run bench -- --only ${name}\` measures it again.`,
    ]);
  }
  return section(title, when, markdown(outcome.result as PartResults[K]));
}

function summaryMarkdown(summary: Summary): string[] {
  const { machine, build } = summary;
  return [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (`bench/run.ts`); the raw numbers are in `summary.json`. Budgets (`bench/budgets.ts`) are reported, not asserted: ✓ met, ✗ missed.",
    "",
    `- Last run: \`${summary.command}\`, finished ${summary.date}, took ${summary.minutes} min.`,
    `- Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, ${machine.os}; Node ${machine.node}. ` +
      `Load average when the run started: ${machine.loadAverageAtStart.join(", ")} (1, 5, 15 min). The load generators (autocannon, Chromium) run on the same machine as the servers.`,
    `- Build: ${build.builtNow ? "built by this run" : "the existing production build"}, servers started with SITE_URL=${build.siteUrl} ` +
      "(canonical and Open Graph URLs point there; the pages are served from 127.0.0.1).",
    "",
    ...(Object.keys(PARTS) as PartName[]).flatMap((name) => partMarkdown(name)),
  ];
}

if (args.report) {
  // The last run's summary as it is, in today's layout.
  if (!previous.machine || !previous.build || !previous.command || !previous.date || previous.minutes === undefined) {
    console.error("--report needs a bench/results/summary.json written by an earlier run");
    process.exit(1);
  }
  const summary = previous as Summary;
  writeResults("summary", summary, summaryMarkdown(summary));
  progress("rewrote bench/results/summary.md from summary.json");
  process.exit(0);
}

const build = ensureBuild();
for (const name of chosen) await measure(name);

const cpus = os.cpus();
const summary: Summary = {
  command,
  date: new Date().toISOString(),
  minutes: round((Date.now() - started) / 60_000, 1),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverageAtStart: loadAtStart,
  },
  build,
  parts: outcomes,
};
writeResults("summary", summary, summaryMarkdown(summary));
progress(
  `wrote ${path.relative(process.cwd(), path.join(resultsDir, "summary.md"))} and summary.json after ${summary.minutes} min`,
);
