// The image's own build and start steps, run as they are: one release built
// with deploy/scripts/build.sh, and each app process started from it with
// deploy/scripts/start.sh (the release's Node 24, NODE_ENV=production).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../bench/support.ts";
import { sleep } from "../reliability/support.ts";

export const BUILD_SCRIPT = path.join("deploy", "scripts", "build.sh");
export const START_SCRIPT = path.join("deploy", "scripts", "start.sh");

/** Builds the release into `outDir`; its seconds, or throws with the script's output. */
export function buildRelease(outDir: string): number {
  const script = path.join(projectRoot, BUILD_SCRIPT);
  if (!existsSync(script)) throw new Error(`${BUILD_SCRIPT} is missing: the topology test builds the release with it.`);
  const started = Date.now();
  const result = spawnSync("bash", [script, outDir], { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`${BUILD_SCRIPT} ${outDir} failed (exit ${result.status ?? result.signal})`);
  return Math.round((Date.now() - started) / 1000);
}

/** Runs `npm run <script> -- ...args` inside the release with `input` on stdin; throws when it fails. */
export function runInRelease(
  release: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  input = "",
): string {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: release,
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`npm run ${script} in the release failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** One app process of the release, restartable on the same port with the same settings. */
export class AppProcess {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  readonly output: string[] = [];
  #release: string;
  #env: Record<string, string>;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(name: string, release: string, port: number, env: Record<string, string>) {
    this.name = name;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.#release = release;
    this.#env = env;
  }

  get running(): boolean {
    const child = this.#child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** Starts the process with start.sh and waits until /readyz answers 200. */
  async start(timeoutMs = 60_000): Promise<void> {
    const script = path.join(this.#release, START_SCRIPT);
    if (!existsSync(script)) throw new Error(`${START_SCRIPT} is missing from the release at ${this.#release}`);
    // A process group of its own: a signal reaches the app even if start.sh does not exec it.
    const child = spawn("bash", [script], {
      cwd: this.#release,
      env: { ...process.env, ...this.#env, PORT: String(this.port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once("exit", () => resolve()));
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) this.output.push(line);
      if (this.output.length > 4000) this.output.splice(0, this.output.length - 3000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`app ${this.name} exited during start:\n${this.tail()}`);
      if (await this.ready()) return;
      await sleep(200);
    }
    this.signal("SIGKILL");
    throw new Error(`app ${this.name} was not ready within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  async ready(): Promise<boolean> {
    try {
      return (await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200;
    } catch {
      return false;
    }
  }

  signal(signal: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (pid === undefined || !this.running) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }

  /** Resolves when the process has exited (at once when it is not running). */
  exited(): Promise<void> {
    return this.#exited;
  }

  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 20_000): Promise<void> {
    if (!this.running) return;
    this.signal("SIGTERM");
    const timer = setTimeout(() => this.signal("SIGKILL"), graceMs);
    await this.#exited;
    clearTimeout(timer);
  }

  tail(lines = 30): string {
    return this.output
      .slice(-lines)
      .map((line) => `  [${this.name}] ${line}`)
      .join("\n");
  }
}
