// What the hostile-input suites share: the production server on its own
// database (a SQLite file, and a PostgreSQL database too when TEST_DATABASE_URL
// is set) with a real SMTP sink and a staff account, raw HTTP (so a test
// controls every header and byte), rows read straight from the database, the
// staff inbox, and the checks that rendered output is inert.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { DatabaseSync } from "node:sqlite";
import { JSDOM } from "jsdom";
import pg from "pg";
import { type ParsedMail, type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { freePort, startProductionServer, stopProcess, waitFor } from "../../bench/support.ts";

export const STAFF = { email: "fuzz.staff@example.co.za", password: "fuzz-staff-password-0001" };
export const SALES_EMAIL = "sales.fuzz@example.co.za";
const SITE_URL = "https://www.sandtonsoundhire.co.za";

export type Backend = "SQLite" | "PostgreSQL";
/** Every suite runs on SQLite, and on PostgreSQL as well when a test server is configured. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ["SQLite", "PostgreSQL"] : ["SQLite"];

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body without a Content-Length (chunked). */
  chunked?: boolean;
}

type Row = Record<string, unknown>;

/** The server's database, read by the tests: `?` placeholders on either backend. */
interface DatabaseReader {
  all(sql: string, params: readonly (string | number)[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface FuzzServer {
  base: string;
  backend: Backend;
  smtp: SmtpSink;
  send(spec: RequestSpec): Promise<Answer>;
  /** The number in column n of the first row. */
  count(sql: string, ...params: (string | number)[]): Promise<number>;
  row<T extends Row = Row>(sql: string, ...params: (string | number)[]): Promise<T | undefined>;
  all<T extends Row = Row>(sql: string, ...params: (string | number)[]): Promise<T[]>;
  /** Lines the server logged at error level (or wrote to stderr unstructured). */
  errorLines(): string[];
  stop(): Promise<void>;
}

function sqliteReader(file: string): DatabaseReader {
  const db = new DatabaseSync(file, { readOnly: true });
  return {
    all: (sql, params) => Promise.resolve(db.prepare(sql).all(...params) as Row[]),
    close: () => Promise.resolve(db.close()),
  };
}

function postgresReader(url: string): DatabaseReader {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    async all(sql, params) {
      let index = 0;
      const result = await pool.query(
        sql.replace(/\?/g, () => `$${(index += 1)}`),
        [...params],
      );
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}

/** A throwaway database of its own in the test PostgreSQL server; dropped with `drop()`. */
async function createPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `fuzz_${label}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The production build on a fresh database, sending its e-mail to a local
 * sink, with a staff account and rate limits too high to hide anything.
 */
export async function startFuzzServer(label: string, backend: Backend = "SQLite"): Promise<FuzzServer> {
  const dir = mkdtempSync(path.join(tmpdir(), `ssh-fuzz-${label}-`));
  const databaseFile = path.join(dir, "site.db");
  const postgres = backend === "PostgreSQL" ? await createPostgresDatabase(label) : undefined;
  const smtp = await startSmtpSink();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = startProductionServer(
    port,
    databaseFile,
    {
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      SITE_URL,
      SMTP_URL: smtp.url,
      SALES_EMAIL,
      STAFF_BOOTSTRAP_EMAIL: STAFF.email,
      STAFF_BOOTSTRAP_PASSWORD: STAFF.password,
      VITALS_RATE_LIMIT_PER_IP: "100000000",
      IP_HASH_SALT: "fuzz-ip-hash-salt-0123456789",
      // The tests stand in for a proxy on loopback (X-Forwarded-For gives each case its own client).
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=ExperimentalWarning"].filter(Boolean).join(" "),
    },
    { stderr: "pipe" },
  );
  const stderr: string[] = [];
  if (child.stderr) createInterface({ input: child.stderr }).on("line", (line) => stderr.push(line));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const dispose = async (reader?: DatabaseReader) => {
    await reader?.close();
    agent.destroy();
    await stopProcess(child).catch(() => child.kill("SIGKILL"));
    await smtp.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/robots.txt`, 60_000);
  } catch (error) {
    await dispose();
    throw new Error(`${String(error)}\n${stderr.join("\n")}`, { cause: error });
  }
  const reader = postgres ? postgresReader(postgres.url) : sqliteReader(databaseFile);
  const all = <T extends Row>(sql: string, ...params: (string | number)[]) => reader.all(sql, params) as Promise<T[]>;

  return {
    base,
    backend,
    smtp,
    send: (spec) => sendRaw(base, agent, spec),
    all,
    async row<T extends Row>(sql: string, ...params: (string | number)[]) {
      return (await all<T>(sql, ...params))[0];
    },
    async count(sql, ...params) {
      const [first] = await all(sql, ...params);
      return Number(first?.n ?? 0);
    },
    errorLines: () => stderr.filter(isErrorLine),
    stop: () => dispose(reader),
  };
}

function isErrorLine(line: string): boolean {
  if (line.trim() === "") return false;
  // Node's own process warnings (a dependency's deprecation) are not the server failing.
  if (/^\(node:\d+\) \w*Warning\b/.test(line) || line.startsWith("(Use `node --trace-")) return false;
  try {
    const parsed = JSON.parse(line) as { level?: string };
    return parsed.level === "error";
  } catch {
    // console.error(error) from a last-resort handler: a stack trace, not a log line.
    return true;
  }
}

function sendRaw(base: string, agent: http.Agent, spec: RequestSpec): Promise<Answer> {
  const url = new URL(spec.path, base);
  const body =
    spec.body === undefined ? undefined : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body, "utf8");
  const headers: Record<string, string> = { ...spec.headers };
  if (body && !spec.chunked && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
    headers["Content-Length"] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      // The path goes as given: hostile paths must reach the server unnormalised.
      { method: spec.method ?? "POST", headers, agent, path: spec.path },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: all,
            text: all.toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    // end(body) alone would let Node add a Content-Length; a write first sends the body chunked.
    if (body && spec.chunked) {
      request.write(body);
      request.end();
    } else {
      request.end(body);
    }
  });
}

// ---------------------------------------------------------------------------
// Bodies

export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { "Content-Type": "application/json", ...extra };
}

/** A urlencoded form body from name/value pairs (names may repeat). */
export function urlencoded(fields: readonly (readonly [string, string])[]): {
  body: string;
  headers: Record<string, string>;
} {
  const params = new URLSearchParams();
  for (const [name, value] of fields) params.append(name, value);
  return { body: params.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

export interface MultipartPart {
  name: string;
  value: string;
  /** Sent as a file upload when set. */
  filename?: string;
}

let boundaries = 0;

/** A multipart body built by hand, so a test decides every byte (the boundary too: a run is repeatable). */
export function multipart(
  parts: readonly MultipartPart[],
  boundary = `----fuzz-boundary-${(boundaries += 1).toString(36)}-7d3f`,
): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename.replace(/["\r\n]/g, "_")}"`;
    const type = part.filename === undefined ? "" : "\r\nContent-Type: application/octet-stream";
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name.replace(/["\r\n]/g, "_")}"${filename}${type}\r\n\r\n`,
        "utf8",
      ),
    );
    chunks.push(Buffer.from(part.value, "utf8"));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } };
}

// ---------------------------------------------------------------------------
// What a visitor's text should look like once stored and shown

/**
 * Text as the server keeps it: NUL characters dropped (neither database can
 * store them) and lone surrogates replaced, as UTF-8 must.
 */
export function cleaned(value: string): string {
  return value.replaceAll("\u0000", "").toWellFormed();
}

/** Whitespace runs as one space: how text compares across HTML, e-mail and PDF layouts. */
export function collapse(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------
// Inert output

/** The markers the HTML payloads carry: a tag and an attribute that exist only if markup got through. */
export const INJECTED_TAG = "fuzz-inject";
export const INJECTED_ATTRIBUTE = "onfuzzinject";

// One window for the whole run: a parsed document needs no window of its own,
// and a new JSDOM per page would hold far more memory.
const domParser = new new JSDOM("").window.DOMParser();

export function parseHtml(html: string): Document {
  return domParser.parseFromString(html, "text/html");
}

/** What in the document came from a payload as live markup, if anything. */
export function injectedMarkup(document: Document): string | undefined {
  const tag = document.getElementsByTagName(INJECTED_TAG)[0];
  if (tag) return `a <${INJECTED_TAG}> element: ${tag.outerHTML.slice(0, 200)}`;
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      if (attribute.name.includes(INJECTED_ATTRIBUTE))
        return `an ${attribute.name} attribute on <${element.tagName.toLowerCase()}>`;
      if (/^on/i.test(attribute.name)) {
        return `an event handler ${attribute.name} on <${element.tagName.toLowerCase()}>`;
      }
      if (
        ["href", "src", "action", "formaction"].includes(attribute.name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value)
      ) {
        return `a ${attribute.name}="${attribute.value.slice(0, 60)}" on <${element.tagName.toLowerCase()}>`;
      }
    }
  }
  return undefined;
}

/** The text a reader sees in the body, whitespace collapsed. */
export function visibleText(document: Document): string {
  return collapse(document.body?.textContent ?? "");
}

// ---------------------------------------------------------------------------
// The staff inbox

/** Signs in through the sign-in form, as a browser without JavaScript would. Returns the Cookie header. */
export async function signInAsStaff(server: FuzzServer): Promise<string> {
  const page = await server.send({ method: "GET", path: "/admin/login" });
  const loginCookie = String(page.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const token = parseHtml(page.text).querySelector<HTMLInputElement>('input[name="login_token"]')?.value ?? "";
  const form = urlencoded([
    ["login_token", token],
    ["next", "/admin"],
    ["email", STAFF.email],
    ["password", STAFF.password],
  ]);
  const answer = await server.send({
    path: "/admin/login",
    body: form.body,
    headers: { ...form.headers, Cookie: loginCookie },
  });
  const session = (answer.headers["set-cookie"] ?? [])
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((cookie) => cookie.startsWith("staff_session="));
  if (answer.status !== 302 || !session) throw new Error(`staff sign-in failed: ${answer.status}`);
  return session;
}

// ---------------------------------------------------------------------------
// E-mail

/** Waits until the outbox has sent everything it holds (or fails with what is left). */
export async function drainOutbox(server: FuzzServer, timeoutMs = 90_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const waiting = await server.count("select count(*) as n from outbox where status <> 'sent'");
    if (waiting === 0) return;
    if (Date.now() - start > timeoutMs) {
      const rows = await server.all(
        "select channel, status, attempts, last_error from outbox where status <> 'sent' limit 5",
      );
      throw new Error(`${waiting} notifications still unsent: ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The sales e-mails received so far, by the lead they are about. */
export function salesMailsByLead(server: FuzzServer): Map<string, ParsedMail[]> {
  const byLead = new Map<string, ParsedMail[]>();
  for (const message of server.smtp.messages) {
    if (!message.to.includes(SALES_EMAIL)) continue;
    const mail = parseMail(message.raw);
    const leadId = mail.headers.get("x-lead-id");
    if (!leadId) continue;
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), mail]);
  }
  return byLead;
}
