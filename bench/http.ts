// GET throughput of our production server against nginx serving the same
// files on the same machine in the same run: a page rendered at start (ours
// joins a fresh CSP nonce into it per response, nginx sends a copy of one
// answer as a file) and the hashed shell module that page loads. Both compress with gzip. The budget
// (bench/budgets.ts) is on the page: ours ≥ 0.9 × nginx in requests per
// second; the script's ratio is shown beside it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "./tools/autocannon.ts";
import { NGINX_WORKERS, type RunningNginx, ensureNginx, nginxVersion, startNginx } from "./nginx.ts";
import { BUDGETS, ratioToNginx } from "./budgets.ts";
import { marked, table } from "./report.ts";
import { gzippedSize, progress, projectRoot, startBenchServer } from "./support.ts";

const clientDir = path.join(projectRoot, "build", "client");
const PAGE_PATH = "/about";
const GZIP = { "accept-encoding": "gzip" };

export interface ThroughputFigures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Body bytes of one answer as sent (gzip). */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
}

export interface HttpTarget {
  what: string;
  path: string;
  ours: ThroughputFigures;
  nginx?: ThroughputFigures;
  /** Our requests per second over nginx's. */
  ratio?: number;
  /** Whether the ratio meets the budget; only a page has one. */
  budgetMet?: boolean;
}

export interface HttpResult {
  date: string;
  connections: number;
  durationSeconds: number;
  /** The budget on the prerendered page: ours over nginx in requests per second. */
  budgetRatio: number;
  nginx: { version: string; workerProcesses: number } | { skipped: string };
  targets: HttpTarget[];
}

/**
 * The hashed shell module the page loads (every page does). Not the style
 * sheet: it is written into each page (decision 045), so no page fetches it.
 */
function pageShellScript(html: string): string {
  const href = /"shell":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!href) throw new Error(`${PAGE_PATH} loads no shell module from build/client/assets`);
  return href;
}

/** nginx's root: one answer of our server's as the page's file, and the build's hashed assets. */
function nginxRoot(html: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "ssh-bench-nginx-root-"));
  mkdirSync(path.join(dir, ...PAGE_PATH.split("/").filter(Boolean)), { recursive: true });
  writeFileSync(path.join(dir, ...PAGE_PATH.split("/").filter(Boolean), "index.html"), html);
  symlinkSync(path.join(clientDir, "assets"), path.join(dir, "assets"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function measure(
  base: string,
  urlPath: string,
  connections: number,
  duration: number,
): Promise<ThroughputFigures> {
  const bytesPerResponse = await gzippedSize(`${base}${urlPath}`);
  const load = { url: `${base}${urlPath}`, connections, headers: GZIP };
  // A short warm-up first, so the JIT and the connections are ready.
  await autocannon({ ...load, duration: 2 });
  const result = await autocannon({ ...load, duration });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    bytesPerResponse,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function runHttpBench({ connections = 50, durationSeconds = 10 } = {}): Promise<HttpResult> {
  const missing = ensureNginx();
  if (missing) progress(`${missing}; measuring our server alone`);
  const ours = await startBenchServer("http");
  const html = await (await fetch(`${ours.base}${PAGE_PATH}`)).text();
  const root = nginxRoot(html);
  let nginx: RunningNginx | undefined;
  try {
    if (!missing) nginx = await startNginx(root.dir, PAGE_PATH);
    const targets: HttpTarget[] = [];
    for (const [what, urlPath] of [
      ["prerendered page", PAGE_PATH],
      ["hashed script (the shell)", pageShellScript(html)],
    ] as const) {
      progress(`http ${urlPath}: our server, ${connections} connections, ${durationSeconds} s`);
      const target: HttpTarget = {
        what,
        path: urlPath,
        ours: await measure(ours.base, urlPath, connections, durationSeconds),
      };
      if (nginx) {
        progress(`http ${urlPath}: nginx`);
        target.nginx = await measure(nginx.base, urlPath, connections, durationSeconds);
        const { ratio, met } = ratioToNginx(target.ours.requestsPerSecond, target.nginx.requestsPerSecond);
        target.ratio = ratio;
        if (what === "prerendered page") target.budgetMet = met;
      }
      targets.push(target);
    }
    return {
      date: new Date().toISOString(),
      connections,
      durationSeconds,
      budgetRatio: BUDGETS.http.ratioToNginx,
      nginx: missing ? { skipped: missing } : { version: nginxVersion(), workerProcesses: NGINX_WORKERS },
      targets,
    };
  } finally {
    await nginx?.stop();
    await ours.stop();
    ours.dispose();
    root.remove();
  }
}

export function httpMarkdown(result: HttpResult): string[] {
  const budget = BUDGETS.http.ratioToNginx;
  const rows = result.targets.flatMap((target) => {
    const row = (server: string, figures: ThroughputFigures | undefined, ratio: string) =>
      figures
        ? [
            target.what,
            `\`${target.path}\``,
            server,
            figures.requestsPerSecond,
            figures.latencyMs.p50,
            figures.latencyMs.p99,
            figures.bytesPerResponse,
            figures.non2xx + figures.errors,
            ratio,
          ]
        : [target.what, `\`${target.path}\``, server, "not measured", "", "", "", "", ""];
    // Marked against today's budget, also for a result measured under the earlier one.
    const met = target.what === "prerendered page" && target.ratio !== undefined ? target.ratio >= budget : undefined;
    const ratio = target.ratio === undefined ? "not measured" : marked(`${target.ratio}`, met);
    return [row("ours (Node, 1 process)", target.ours, ratio), row("nginx", target.nginx, "")];
  });
  const setup =
    "skipped" in result.nginx
      ? `nginx was not measured: ${result.nginx.skipped}.`
      : `${result.nginx.version}, \`worker_processes ${result.nginx.workerProcesses}\` (one process, like our server), access log off, ` +
        "gzip level 6 from 1 KB (the compression middleware's defaults), serving a copy of our answer and `build/client/assets`.";
  return [
    `autocannon, ${result.connections} connections for ${result.durationSeconds} s (after a 2 s warm-up) with \`Accept-Encoding: gzip\`, ` +
      "on the same machine as the servers. Our server adds a fresh CSP nonce and the security headers to every page; nginx sends the file as built. " +
      setup,
    "",
    `Budget: on the prerendered page, ours ≥ ${budget} × nginx in requests per second ` +
      "(the shell script's ratio is shown unmarked). ✓ met, ✗ missed.",
    "",
    ...table(
      ["what", "path", "server", "req/s", "p50 ms", "p99 ms", "bytes/answer", "errors + non-2xx", "ours / nginx"],
      rows,
    ),
  ];
}
