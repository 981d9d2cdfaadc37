// What the security tests share: the production server (server/main.ts on the
// build) on a free port and a throwaway SQLite file, raw HTTP over a socket for
// requests fetch() would tidy up, and a staff sign-in over plain HTTP.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freePort, startProductionServer, stopProcess, waitFor } from "../../bench/support.ts";

export const STAFF_EMAIL = "thandi@sandtonsoundhire.co.za";
export const STAFF_PASSWORD = "Line array at Kyalami 2026";

export interface TestServer {
  base: string;
  host: string;
  port: number;
  databaseFile: string;
  process: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** Stops the server if it still runs and deletes its database folder. */
  dispose(): Promise<void>;
}

/**
 * The production server with a staff account and its own database. Logs
 * below errors are off, so the test output stays readable; errors still show.
 */
export async function startServer(label: string, env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), `ssh-security-${label}-`));
  const databaseFile = path.join(dir, "site.db");
  const port = await freePort();
  const host = env.HOST ?? "127.0.0.1";
  const child = startProductionServer(port, databaseFile, {
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=ExperimentalWarning"].filter(Boolean).join(" "),
    LOG_LEVEL: "error",
    STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL,
    STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD,
    // The tests stand in for a proxy on loopback (X-Forwarded-For, -Proto), as nginx does in production.
    TRUST_PROXY: "loopback",
    ...env,
  });
  const base = `http://${host}:${port}`;
  const dispose = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/robots.txt`);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { base, host, port, databaseFile, process: child, stop: () => stopProcess(child), dispose };
}

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", " (Set-Cookie with "\n"). */
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, as text. */
  raw: string;
}

/** Splits one HTTP/1.1 response (the whole of what the socket carried). */
export function parseResponse(raw: Buffer): RawResponse {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (!text.startsWith("HTTP/1.1 ") || end === -1)
    throw new Error(`not an HTTP response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const separator = name === "set-cookie" ? "\n" : ", ";
    headers[name] = headers[name] === undefined ? value : `${headers[name]}${separator}${value}`;
  }
  let body = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1"));
  if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
  else if (headers["content-length"] !== undefined) body = body.subarray(0, Number(headers["content-length"]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8"), raw: raw.toString("utf8") };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends bytes exactly as given (no path normalising, no added headers) and
 * reads until the server closes the connection; the request should say
 * `Connection: close`.
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  host = "127.0.0.1",
  timeoutMs = 15_000,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of response within ${timeoutMs} ms`));
    }, timeoutMs);
    // Not end(): Node's server drops a request whose client half-closes before the answer.
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}

/** A GET with a request target sent byte for byte, e.g. "/assets/../../package.json". */
export async function rawGet(port: number, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return parseResponse(
    await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`),
  );
}

/** The value of one cookie in a response's Set-Cookie headers. */
export function setCookieValue(response: Response, name: string): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The token a staff cookie's value holds: React Router's createCookie writes the base64 of its JSON, URI-encoded. */
export function cookieToken(value: string): unknown {
  return JSON.parse(atob(decodeURIComponent(value)));
}

/** A token written as a staff cookie's value, as createCookie writes it (for cookies a test plants). */
export function asCookieValue(token: string): string {
  return encodeURIComponent(btoa(JSON.stringify(token)));
}

/**
 * Signs in the way the sign-in form does; returns the session cookie's token.
 * `cookie` is sent along with the post (as a cookie planted in the browser
 * would be).
 */
export async function signIn(
  base: string,
  { email = STAFF_EMAIL, password = STAFF_PASSWORD, cookie = "" } = {},
): Promise<string> {
  const form = await fetch(`${base}/admin/login`);
  const html = await form.text();
  const loginToken = setCookieValue(form, "staff_login");
  const fieldToken = /name="login_token" value="([^"]+)"/.exec(html)?.[1];
  if (!loginToken || !fieldToken) throw new Error("the sign-in page gave no form token");
  const cookies = [cookie, `staff_login=${loginToken}`].filter(Boolean).join("; ");
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies },
    body: new URLSearchParams({ login_token: fieldToken, email, password }).toString(),
  });
  const token = setCookieValue(response, "staff_session");
  if (response.status !== 302 || !token) throw new Error(`sign-in answered ${response.status} without a session`);
  return token;
}

/** Runs statements on the server's SQLite file from the test (WAL: the server keeps running). */
export function withDatabase<T>(databaseFile: string, run: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databaseFile, { timeout: 5_000 });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** How many server errors (5xx) the server recorded: every security test ends expecting none. */
export function serverErrorCount(databaseFile: string): number {
  return withDatabase(
    databaseFile,
    (db) => (db.prepare("select count(*) as n from site_errors where source = 'server'").get() as { n: number }).n,
  );
}

/** A lead as the public API takes it. */
export function leadBody(
  overrides: { email?: string; name?: string; comments?: string } = {},
): Record<string, unknown> {
  return {
    requestedAt: new Date().toISOString(),
    referrer: "https://www.sandtonsoundhire.co.za/call-me-back",
    vdn: "AVSH",
    preferredTime: "Weekday mornings",
    comments: overrides.comments ?? "Two wireless microphones for a prize-giving in Randburg.",
    source: "Website Form",
    contact: {
      fullname: overrides.name ?? "Sipho Dlamini",
      tel: "011 555 0199",
      email: overrides.email ?? "sipho@example.co.za",
    },
  };
}

export async function postLead(
  base: string,
  body: Record<string, unknown> = leadBody(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/api/av/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
