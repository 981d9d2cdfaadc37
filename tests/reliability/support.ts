// What the reliability scenarios share: the production server as a child
// process (restartable on the same database), ports, throwaway databases,
// small HTTP helpers and the checks that make a scenario fail.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, projectRoot, sleep } from "../../bench/support.ts";

export { sleep };

/**
 * Ports for the servers a scenario starts: consecutive ones from
 * RELIABILITY_PORT_BASE when set (machines where ports are shared out),
 * otherwise free ones the system picks.
 */
let nextPort = Number(process.env.RELIABILITY_PORT_BASE) || 0;
export async function allocatePort(): Promise<number> {
  if (nextPort > 0) return nextPort++;
  return freePort();
}

/** A folder for one scenario's files, removed by the returned function. */
export function scratchDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `ssh-reliability-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function progress(message: string): void {
  console.error(`[reliability] ${message}`);
}

/** A failed expectation: collected per scenario, so one run reports every problem it found. */
export class Checks {
  readonly failures: string[] = [];
  readonly scenario: string;

  constructor(scenario: string) {
    this.scenario = scenario;
  }

  expect(condition: boolean, message: string): void {
    if (!condition) this.failures.push(message);
  }

  equal<T>(actual: T, expected: T, what: string): void {
    if (actual !== expected) this.failures.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  }
}

export interface Database {
  /** SQLite file, or undefined for PostgreSQL. */
  file?: string;
  /** PostgreSQL URL, or undefined for SQLite. */
  url?: string;
  label: "sqlite" | "postgres";
}

/** A database of its own inside the test PostgreSQL server, dropped by the returned function. */
export async function createPostgresDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reliability_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface ServerOptions {
  port: number;
  database: Database;
  env?: Record<string, string>;
}

/** The production server (server/main.ts on the build) with its output kept for the report. */
export class ServerProcess {
  readonly base: string;
  readonly options: ServerOptions;
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  #child: ChildProcess;

  private constructor(options: ServerOptions, child: ChildProcess) {
    this.options = options;
    this.base = `http://127.0.0.1:${options.port}`;
    this.#child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) this.output.push(line);
      // Only the tail matters for a report; a long run must not hold every log line.
      if (this.output.length > 5000) this.output.splice(0, this.output.length - 4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get running(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Starts the server and waits until it answers. */
  static async start(options: ServerOptions): Promise<ServerProcess> {
    const { database } = options;
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(options.port),
        DATABASE_FILE: database.file ?? path.join(tmpdir(), "unused.db"),
        DATABASE_URL: database.url ?? "",
        SMTP_URL: "",
        LEADS_WEBHOOK_URL: "",
        LEADS_WEBHOOK_SECRET: "",
        // The scenarios send thousands of submissions from one address.
        LEADS_RATE_LIMIT_PER_IP: "100000000",
        LEADS_FLOOD_THRESHOLD: "100000000",
        LOG_LEVEL: "warn",
        NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=ExperimentalWarning"].filter(Boolean).join(" "),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(options, child);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!server.running) throw new Error(`server exited during start:\n${server.tail()}`);
      try {
        if ((await fetch(`${server.base}/robots.txt`)).ok) return server;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    server.kill("SIGKILL");
    throw new Error(`server did not answer within 60 s:\n${server.tail()}`);
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.#child.kill(signal);
  }

  /** SIGTERM and wait for the exit. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    this.kill("SIGTERM");
    return this.exited;
  }

  /** The last lines the server wrote, for a failure report. */
  tail(lines = 30): string {
    return this.output.slice(-lines).join("\n");
  }

  /** Log lines of one event (the JSON logger's `event` field). */
  events(name: string): Record<string, unknown>[] {
    const found: Record<string, unknown>[] = [];
    for (const line of this.output) {
      if (!line.includes(`"${name}"`)) continue;
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.event === name) found.push(entry);
      } catch {
        // not a log line
      }
    }
    return found;
  }
}

/** An answer read fully, or the network error that prevented it. */
export type Outcome =
  | { kind: "answer"; status: number; headers: Headers; text: string; json: Record<string, unknown> | null }
  | { kind: "network"; code: string };

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Outcome> {
  return request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export async function postForm(url: string, fields: Record<string, string>, timeoutMs = 60_000): Promise<Outcome> {
  return request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

async function request(url: string, init: RequestInit): Promise<Outcome> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = null;
      }
    }
    return { kind: "answer", status: response.status, headers: response.headers, text, json };
  } catch (error) {
    return { kind: "network", code: networkCode(error) };
  }
}

/** ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, TimeoutError…: what a client saw instead of an answer. */
export function networkCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") return candidate.code;
    if (candidate.name === "TimeoutError" || candidate.name === "AbortError") return String(candidate.name);
    current = candidate.cause;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Counts of labels, e.g. network error codes, for the report. */
export function tally(values: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
