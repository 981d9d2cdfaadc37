// Cold start: the production server spawned on a fresh SQLite file, timed
// from the spawn to the first 200 on `/`; then 10 000 requests for a mix of
// prerendered pages and the server's resident memory afterwards.
import { readFileSync } from "node:fs";
import autocannon from "./tools/autocannon.ts";
import { table } from "./report.ts";
import { median, progress, round, startBenchServer } from "./support.ts";

const MIX = ["/", "/catalogue", "/about"] as const;

export interface ColdStart {
  readyMs: number;
  rssAfterStartKiB: number;
  rssAfterRequestsKiB: number;
  peakRssKiB: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface ColdStartResult {
  date: string;
  requestsPerStart: number;
  mix: readonly string[];
  starts: ColdStart[];
  medianReadyMs: number;
}

/** A figure of /proc/<pid>/status, in KiB (VmRSS: resident now; VmHWM: the peak). */
function memoryKiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

export async function runColdStartBench({ starts = 3, requests = 10_000 } = {}): Promise<ColdStartResult> {
  const results: ColdStart[] = [];
  for (let start = 1; start <= starts; start++) {
    progress(`cold start ${start}/${starts}, then ${requests} requests`);
    // Polling every 5 ms keeps the time to the first 200 within a few ms.
    const server = await startBenchServer("cold", { readyPath: "/", pollMs: 5 });
    try {
      const pid = server.process.pid;
      if (pid === undefined) throw new Error("the server process has no pid");
      const rssAfterStartKiB = memoryKiB(pid, "VmRSS");
      const load = await autocannon({
        url: server.base,
        connections: 10,
        amount: requests,
        headers: { "accept-encoding": "gzip" },
        requests: MIX.map((path) => ({ method: "GET" as const, path })),
      });
      results.push({
        readyMs: round(server.readyMs, 0),
        rssAfterStartKiB,
        rssAfterRequestsKiB: memoryKiB(pid, "VmRSS"),
        peakRssKiB: memoryKiB(pid, "VmHWM"),
        requests: load.requests.total,
        non2xx: load.non2xx,
        errors: load.errors,
      });
      await server.stop();
    } finally {
      server.dispose();
    }
  }
  return {
    date: new Date().toISOString(),
    requestsPerStart: requests,
    mix: MIX,
    starts: results,
    medianReadyMs: median(results.map((run) => run.readyMs)),
  };
}

const mib = (kib: number) => (kib / 1024).toFixed(1);

export function coldStartMarkdown(result: ColdStartResult): string[] {
  return [
    `${result.starts.length} starts, each on a fresh SQLite file (migrations run at start), timed from spawning \`node server/main.ts\` to the first 200 on \`/\` ` +
      `(polled every 5 ms); then ${result.requestsPerStart} requests over 10 connections cycling ${result.mix.map((path) => `\`${path}\``).join(", ")}, ` +
      `and the server's memory from /proc/<pid>/status (VmRSS resident, VmHWM peak). Median time to the first 200: **${result.medianReadyMs} ms**.`,
    "",
    ...table(
      [
        "start",
        "spawn → first 200 on / (ms)",
        "RSS after start (MiB)",
        `RSS after ${result.requestsPerStart} requests (MiB)`,
        "peak RSS (MiB)",
        "requests",
        "errors + non-2xx",
      ],
      result.starts.map((run, index) => [
        index + 1,
        run.readyMs,
        mib(run.rssAfterStartKiB),
        mib(run.rssAfterRequestsKiB),
        mib(run.peakRssKiB),
        run.requests,
        run.non2xx + run.errors,
      ]),
    ),
  ];
}
