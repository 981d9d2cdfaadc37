// What the security-header tests share: the checks every answer must pass,
// the record of what was seen (for docs/security-headers.md), and a client
// for this file's server that gives each submission an address of its own.
import { expect } from "vitest";
import type { TestServer } from "./support.ts";

const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

interface Seen {
  kind: string;
  request: string;
  status: number;
  contentType: string;
  cacheControl: string;
  /** Inline scripts that carry the nonce, for HTML answers. */
  inlineScripts?: number;
}

export const seen: Seen[] = [];
export const nonces: string[] = [];
/** One example of the full header set per variant, for the document. */
export const examples = new Map<string, Headers>();

export function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/**
 * The headers every answer must carry. Returns the CSP nonce; with `secure`
 * (the request came over HTTPS through the trusted proxy) HSTS must be there,
 * otherwise it must not.
 */
export function expectSecurityHeaders(
  headers: Headers,
  { secure = false, label = "", referrerPolicy = "strict-origin-when-cross-origin" } = {},
): string {
  const csp = headers.get("content-security-policy");
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy();
  expect(
    headers.get("content-security-policy-report-only"),
    `${label}: the CSP is enforced, not report-only`,
  ).toBeNull();
  const policy = directives(csp ?? "");
  const scriptSources = policy.get("script-src") ?? [];
  const nonceSource = scriptSources.find((source) => source.startsWith("'nonce-"));
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(nonceSource ?? "")?.[1];
  expect(nonce, `${label}: a 128-bit nonce in script-src (${scriptSources.join(" ")})`).toBeTruthy();
  for (const unsafe of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    "'wasm-unsafe-eval'",
    "*",
    "data:",
    "http:",
    "https:",
  ]) {
    expect(scriptSources, `${label}: script-src allows ${unsafe}`).not.toContain(unsafe);
  }
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  expect(policy.get("form-action"), label).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.has("upgrade-insecure-requests"), `${label}: upgrade-insecure-requests only over HTTPS`).toBe(secure);
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("referrer-policy"), label).toBe(referrerPolicy);
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
    expect(permissions, `${label}: Permissions-Policy ${feature}`).toContain(feature);
  }
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("x-powered-by"), label).toBeNull();
  const hsts = headers.get("strict-transport-security");
  if (secure) {
    expect(hsts, `${label}: HSTS over HTTPS`).toBeTruthy();
    expect(
      Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1]),
      `${label}: HSTS max-age of a year or more`,
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, label).toContain("includeSubDomains");
  } else {
    expect(hsts, `${label}: no HSTS over plain HTTP`).toBeNull();
  }
  nonces.push(nonce ?? "");
  return nonce ?? "";
}

/**
 * Every executable inline script carries this answer's nonce, every nonce
 * attribute is this answer's, the build's placeholder never leaks, and no
 * inline event handler (which the CSP would block) is in the markup.
 */
export function expectNoncedHtml(html: string, nonce: string, label: string): number {
  expect(html, label).not.toContain(NONCE_PLACEHOLDER);
  let inline = 0;
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type === "application/ld+json") continue; // data, never run
    if (/\bsrc="/.test(attributes)) {
      // Files are allowed by 'self': only this origin's paths.
      expect(/\bsrc="(\/[^/][^"]*)"/.test(attributes), `${label}: script file from this origin: ${attributes}`).toBe(
        true,
      );
      continue;
    }
    expect(attributes, `${label}: inline script without this answer's nonce`).toContain(`nonce="${nonce}"`);
    inline++;
  }
  for (const [, value] of html.matchAll(/\bnonce="([^"]*)"/g)) expect(value, label).toBe(nonce);
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    expect(/\son[a-z]+\s*=/i.test(tag), `${label}: inline event handler in ${tag.slice(0, 120)}`).toBe(false);
  }
  return inline;
}

function masked(request: string): string {
  return request
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css|svg|woff2)/g, "-[hash].$1")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "{lead id}")
    .replace(/Q-\d{6}-[A-Z0-9]{4}/g, "{quote}")
    .replace(/token=[^&\s]+/g, "token={token}")
    .replace(/\/(q|Q)\/[A-Za-z0-9_-]{43}/g, "/$1/{token}");
}

/** Checks one answer and records it for the document. */
export async function check(
  kind: string,
  request: string,
  response: Response,
  {
    secure = false,
    expectStatus,
    referrerPolicy,
  }: { secure?: boolean; expectStatus?: number; referrerPolicy?: string } = {},
) {
  const label = `${kind} (${request} → ${response.status})`;
  if (expectStatus !== undefined) expect(response.status, label).toBe(expectStatus);
  const nonce = expectSecurityHeaders(response.headers, {
    secure,
    label,
    ...(referrerPolicy ? { referrerPolicy } : {}),
  });
  const contentType = response.headers.get("content-type") ?? "";
  let inlineScripts: number | undefined;
  if (contentType.startsWith("text/html")) {
    inlineScripts = expectNoncedHtml(await response.text(), nonce, label);
  } else {
    await response.arrayBuffer();
  }
  seen.push({
    kind,
    request: masked(request),
    status: response.status,
    contentType: contentType.replace(/;\s*charset=utf-8/i, ""),
    cacheControl: response.headers.get("cache-control") ?? "",
    inlineScripts,
  });
}

export interface HeadersClient {
  readonly server: TestServer;
  /** A client address of its own for each submission (the loopback proxy's X-Forwarded-For), so limits stay apart. */
  asNewClient(): Record<string, string>;
  get(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** A client of the server `current` returns (started in a hook, so read when a test runs). */
export function headersClient(current: () => TestServer): HeadersClient {
  let clientCount = 0;
  const asNewClient = () => ({ "X-Forwarded-For": `198.51.100.${++clientCount}` });
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${current().base}${path}`, { redirect: "manual", ...init });
  return {
    get server() {
      return current();
    },
    asNewClient,
    get,
    postJson: (path, body, headers = {}) =>
      get(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...asNewClient(), ...headers },
        body: JSON.stringify(body),
      }),
  };
}
