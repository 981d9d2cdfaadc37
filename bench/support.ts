// What the benchmarks (and the e2e tests that start their own server) share:
// a free port, waiting for a server, starting the production server on a
// throwaway SQLite file with the rate limits out of the way, and writing
// results.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const resultsDir = path.join(projectRoot, "bench", "results");
const serverBuildFile = path.join(projectRoot, "build", "server", "index.js");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export async function waitFor(url: string, timeoutMs = 30_000, pollMs = 100): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Stops with a clear message when there is no production build to serve. */
export function requireBuild(): void {
  if (!existsSync(serverBuildFile)) {
    console.error("No production build found. Run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * Builds when there is no production build, and says which SITE_URL the
 * benchmarked servers start with (they read it at start and render every page
 * with it; the build carries none).
 */
export function ensureBuild(): { siteUrl: string; builtNow: boolean } {
  const siteUrl = process.env.SITE_URL || "http://localhost:3000";
  if (existsSync(serverBuildFile)) return { siteUrl, builtNow: false };
  progress("no production build: running npm run build");
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  return { siteUrl, builtNow: true };
}

/**
 * Starts `server/main.ts` in production mode on `port` with its own database
 * file, no notifications and rate limits too high to matter for one client.
 * `stderr: "pipe"` lets a test read what the server logs as errors.
 */
export function startProductionServer(
  port: number,
  databaseFile: string,
  env: Record<string, string> = {},
  {
    stderr = "inherit",
    stdout = "ignore",
  }: { stderr?: "inherit" | "pipe" | "ignore"; stdout?: "inherit" | "pipe" | "ignore" } = {},
): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_FILE: databaseFile,
      DATABASE_URL: "",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      LEADS_RATE_LIMIT_PER_IP: "100000000",
      LEADS_FLOOD_THRESHOLD: "100000000",
      ...env,
    },
    stdio: ["ignore", stdout, stderr],
  });
}

export interface BenchServer {
  base: string;
  process: ChildProcess;
  databaseFile: string;
  /** From spawning the process to the first OK answer on the ready path. */
  readyMs: number;
  /** SIGTERM and wait for the exit: the server finishes in-flight requests and closes the database. */
  stop(): Promise<void>;
  /** Kills the server if it still runs and deletes its database folder. */
  dispose(): void;
}

/** The production server on a free port and a fresh SQLite file, once it answers `readyPath`. */
export async function startBenchServer(
  label: string,
  { readyPath = "/robots.txt", pollMs = 100, env = {} as Record<string, string> } = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), `ssh-bench-${label}-`));
  const databaseFile = path.join(dir, "site.db");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // node:sqlite's "experimental" warning on every start would bury the progress lines.
  const child = startProductionServer(port, databaseFile, {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=ExperimentalWarning"].filter(Boolean).join(" "),
    ...env,
  });
  const dispose = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}${readyPath}`, 30_000, pollMs);
  } catch (error) {
    dispose();
    throw error;
  }
  return {
    base,
    process: child,
    databaseFile,
    readyMs: performance.now() - started,
    stop: () => stopProcess(child),
    dispose,
  };
}

/** SIGTERM, and wait until the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The value at percentile p (nearest rank) of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Progress goes to stderr, so stdout carries only results. */
export function progress(message: string): void {
  console.error(`[bench] ${message}`);
}

/** Writes bench/results/<name>.json and <name>.md. */
export function writeResults(name: string, data: unknown, markdown: readonly string[]): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, `${name}.md`), `${markdown.join("\n")}\n`);
}

/**
 * Bytes of the body of one GET as the server sends it to a client that
 * accepts gzip; fails unless the answer is a 200 compressed with gzip.
 */
export function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const encoding = response.headers["content-encoding"] ?? "none";
      if (response.statusCode !== 200 || encoding !== "gzip") {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode} with content-encoding ${encoding}`));
        return;
      }
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}
