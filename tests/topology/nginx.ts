// Debian's nginx in front of the app processes, as deploy/README.md sets it
// up on a VPS: the deployment kit's proxy locations (deploy/nginx/…) included
// as they are, inside a server block of the test's own (plain HTTP on a test
// port: TLS is nginx's own business and changes nothing behind it), with an
// upstream of the test's app ports. It runs in the foreground with its own
// prefix, configuration, logs and temp files in a scratch folder.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../bench/support.ts";
import { sleep } from "../reliability/support.ts";
import { NGINX_PATH } from "./tools.ts";

export const PROXY_CONF = path.join("deploy", "nginx", "sandton-sound-proxy.conf");
/** The VPS sample, whose upstream's per-server parameters (max_fails, fail_timeout…) the test keeps. */
export const SITE_CONF = path.join("deploy", "nginx", "sandton-sound.conf");

export interface ProxySettings {
  /** The upstream the locations proxy to (their `proxy_pass http://<name>`). */
  upstream: string;
  /** nginx's bound on a failed-over request (proxy_next_upstream_timeout), in ms; 0 when unbounded. */
  retryBoundMs: number;
  /** Whether a POST is passed to the next server after it was sent to one (`non_idempotent`). */
  retriesPosts: boolean;
  /** What follows the address on each `server` line of the sample's upstream, e.g. "max_fails=1 fail_timeout=10s". */
  serverParameters: string;
}

/** Reads what the test must know from the kit's proxy locations and its VPS sample's upstream. */
export function readProxySettings(conf: string, siteConf: string): ProxySettings {
  const upstream = /proxy_pass\s+http:\/\/([A-Za-z0-9_.-]+)/.exec(conf)?.[1];
  if (!upstream) throw new Error(`${PROXY_CONF} has no proxy_pass http://<upstream>`);
  const timeout = /proxy_next_upstream_timeout\s+(\d+)(ms|s)?\s*;/.exec(conf);
  const retryBoundMs = timeout ? Number(timeout[1]) * (timeout[2] === "ms" ? 1 : 1000) : 0;
  const retriesPosts = /proxy_next_upstream\s[^;]*\bnon_idempotent\b/.test(conf);
  const upstreamBlock = new RegExp(`upstream\\s+${upstream}\\s*\\{([^}]*)\\}`).exec(siteConf)?.[1] ?? "";
  const serverParameters = /^\s*server\s+\S+\s*([^;]*);/m.exec(upstreamBlock)?.[1]?.trim() ?? "";
  return { upstream, retryBoundMs, retriesPosts, serverParameters };
}

export class NginxProxy {
  readonly base: string;
  readonly settings: ProxySettings;
  readonly output: string[] = [];
  #dir: string;
  #port: number;
  #appPorts: readonly number[];
  #confPath: string;
  /** App ports taken out of the rotation (`down`), as an operator does before restarting one. */
  #down = new Set<number>();
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(dir: string, port: number, appPorts: readonly number[]) {
    const confPath = path.join(projectRoot, PROXY_CONF);
    if (!existsSync(confPath)) throw new Error(`${PROXY_CONF} is missing: the test puts the kit's proxy in front.`);
    const siteConfPath = path.join(projectRoot, SITE_CONF);
    const siteConf = existsSync(siteConfPath) ? readFileSync(siteConfPath, "utf8") : "";
    this.settings = readProxySettings(readFileSync(confPath, "utf8"), siteConf);
    this.base = `http://127.0.0.1:${port}`;
    this.#dir = dir;
    this.#port = port;
    this.#appPorts = appPorts;
    this.#confPath = confPath;
    // The master runs as root when the test does, and its workers as nobody: they must reach the temp folders.
    chmodSync(dir, 0o755);
    this.#writeConfig();
  }

  #writeConfig(): void {
    writeFileSync(path.join(this.#dir, "nginx.conf"), this.#config(this.#port, this.#appPorts, this.#confPath));
  }

  /**
   * Takes an app process out of the rotation (`down`) or puts it back, and reloads nginx as `nginx -s reload`
   * does (deploy/README.md's upgrade): it returns once the workers of the old configuration have finished
   * what they were doing and exited, so nothing is on its way to a process about to stop.
   */
  async setDown(appPort: number, down: boolean): Promise<void> {
    if (down) this.#down.add(appPort);
    else this.#down.delete(appPort);
    this.#writeConfig();
    const master = this.#child?.pid;
    if (!master) throw new Error("nginx is not running");
    const before = workersOf(master);
    process.kill(master, "SIGHUP");
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const now = workersOf(master);
      if (now.length > 0 && now.every((pid) => !before.includes(pid))) return;
      await sleep(50);
    }
    throw new Error(
      `nginx did not finish reloading within 20 s (${down ? "taking" : "putting"} ${appPort} ${down ? "out" : "back"})`,
    );
  }

  #config(port: number, appPorts: readonly number[], confPath: string): string {
    const dir = this.#dir;
    const parameters = this.settings.serverParameters ? ` ${this.settings.serverParameters}` : "";
    const servers = appPorts
      .map((appPort) => `    server 127.0.0.1:${appPort}${parameters}${this.#down.has(appPort) ? " down" : ""};`)
      .join("\n");
    return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format topology '$remote_addr "$request" $status $request_time upstream=$upstream_addr status=$upstream_status';
  access_log ${dir}/access.log topology;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ${this.settings.upstream} {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    server_name _;
    include ${confPath};
  }
}
`;
  }

  async start(): Promise<void> {
    const dir = this.#dir;
    const args = [
      "-p",
      dir,
      "-c",
      path.join(dir, "nginx.conf"),
      "-e",
      path.join(dir, "error.log"),
      "-g",
      "daemon off;",
    ];
    const test = spawn(NGINX_PATH, [...args, "-t", "-q"], { stdio: ["ignore", "pipe", "pipe"] });
    const testOutput: string[] = [];
    test.stderr?.on("data", (chunk: Buffer) => testOutput.push(chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => test.once("exit", resolve));
    if (code !== 0) throw new Error(`nginx refused the configuration:\n${testOutput.join("")}`);
    const child = spawn(NGINX_PATH, args, { stdio: ["ignore", "pipe", "pipe"] });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once("exit", () => resolve()));
    child.stderr?.on("data", (chunk: Buffer) => this.output.push(chunk.toString("utf8")));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${this.output.join("")}`);
      try {
        await fetch(`${this.base}/healthz`, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error("nginx did not answer within 10 s");
  }

  /** Lines of the access log so far (the next one's index for routedTo). */
  accessLogLines(): number {
    return this.#accessLog().length;
  }

  /**
   * Waits until nginx has passed a request to the app on `port` and had an
   * answer (after line `since` of the access log): a process restarted after
   * a failure is back in the rotation only once nginx's fail_timeout is over.
   */
  async routedTo(port: number, since: number, timeoutMs = 30_000): Promise<boolean> {
    const served = new RegExp(`upstream=127\\.0\\.0\\.1:${port} status=[1-4]\\d\\d$`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (
        this.#accessLog()
          .slice(since)
          .some((line) => served.test(line))
      )
        return true;
      await sleep(100);
    }
    return false;
  }

  #accessLog(): string[] {
    const file = path.join(this.#dir, "access.log");
    return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  }

  /** The proxy's own error log (upstream failures and retries show there). */
  errorLog(): string {
    const file = path.join(this.#dir, "error.log");
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    // QUIT: a graceful stop of the master and its worker.
    child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await this.#exited;
    clearTimeout(timer);
  }
}

/** The worker processes of an nginx master (its children, as Linux lists them). */
function workersOf(master: number): number[] {
  try {
    return readFileSync(`/proc/${master}/task/${master}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
