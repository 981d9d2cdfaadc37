// A small HTTP client for the topology test: every request says which
// loopback address it comes from (127.x.y.z are all this machine), so the
// proxy and the app see separate visitors without trusting any header the
// client sends, and every answer carries how long it took.
import { request as httpRequest } from "node:http";
import { networkCode } from "../reliability/support.ts";

export interface Answer {
  kind: "answer";
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}
export interface Failure {
  kind: "network";
  code: string;
  ms: number;
}
export type Outcome = Answer | Failure;

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request leaves from (default 127.0.0.1). */
  from?: string;
  timeoutMs?: number;
}

/** One request over a fresh connection; network failures are answers of their own, never thrown. */
export function send(url: string, options: RequestOptions = {}): Promise<Outcome> {
  const started = performance.now();
  const target = new URL(url);
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: {
          ...(options.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        localAddress: options.from ?? "127.0.0.1",
        agent: false,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            kind: "answer",
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: elapsed(),
          }),
        );
        res.on("error", (error) => resolve({ kind: "network", code: networkCode(error), ms: elapsed() }));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timed out"), { code: "TimeoutError" })));
    req.on("error", (error) => resolve({ kind: "network", code: networkCode(error), ms: elapsed() }));
    req.end(options.body);
  });
}

export function postJson(url: string, body: unknown, options: RequestOptions = {}): Promise<Outcome> {
  return send(url, {
    ...options,
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Accept: "application/json", ...options.headers },
  });
}

export function postForm(url: string, fields: Record<string, string>, options: RequestOptions = {}): Promise<Outcome> {
  return send(url, {
    ...options,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
  });
}

/** A multipart body with text fields and one file, for the proof-of-payment upload. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = `----topology${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function json(outcome: Outcome): Record<string, unknown> | null {
  if (outcome.kind !== "answer") return null;
  try {
    return JSON.parse(outcome.body.toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function describe(outcome: Outcome): string {
  return outcome.kind === "answer"
    ? `${outcome.status} ${outcome.body.toString("utf8").slice(0, 160)}`
    : `network error ${outcome.code}`;
}

/** The session cookie pairs (name=value) an answer sets. */
export function cookiesOf(outcome: Outcome): string[] {
  if (outcome.kind !== "answer") return [];
  const raw = outcome.headers["set-cookie"] ?? [];
  return (Array.isArray(raw) ? raw : [raw]).map((cookie) => cookie.split(";")[0] ?? "").filter(Boolean);
}

/** A distinct loopback address for visitor `index` (127.1.0.1 onwards). */
export function visitor(index: number): string {
  const n = index + 1;
  return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
