// Security headers on every kind of answer the production server gives, read
// from real responses: pages (prerendered, server-rendered, 404), the static
// layers and their errors, the JSON APIs in success and refusal, the staff
// area, and the 503 of a shutdown. Writes docs/security-headers.md from what
// it saw.
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../bench/support.ts";
import { type TestServer, leadBody, parseResponse, postLead, signIn, startServer, withDatabase } from "./support.ts";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";

const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";
/** The per-IP limit of this file's server: a third submission from one address is refused. */
const PER_IP_LIMIT = 2;
const GTM_ID = "GTM-TEST123";

interface Seen {
  kind: string;
  request: string;
  status: number;
  contentType: string;
  cacheControl: string;
  /** Inline scripts that carry the nonce, for HTML answers. */
  inlineScripts?: number;
}

const seen: Seen[] = [];
const nonces: string[] = [];
/** One example of the full header set per variant, for the document. */
const examples = new Map<string, Headers>();

function directives(csp: string): Map<string, string[]> {
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
function expectSecurityHeaders(
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
function expectNoncedHtml(html: string, nonce: string, label: string): number {
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
async function check(
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

let server: TestServer;
let clientCount = 0;
/** A client address of its own for each submission (the loopback proxy's X-Forwarded-For), so limits stay apart. */
const asNewClient = () => ({ "X-Forwarded-For": `198.51.100.${++clientCount}` });

async function get(path: string, init: RequestInit = {}) {
  return fetch(`${server.base}${path}`, { redirect: "manual", ...init });
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...asNewClient(), ...headers },
    body: JSON.stringify(body),
  });
}

describe("security headers on every kind of answer", () => {
  beforeAll(async () => {
    server = await startServer("headers", { LEADS_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT) });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("pages: prerendered, server-rendered, not found", async () => {
    for (const [kind, request, status] of [
      ["Page built from the catalogue (home)", "/", 200],
      ["Prerendered page", "/about", 200],
      ["Prerendered landing page", "/sound-hire-gauteng", 200],
      ["Server-rendered blog post (relative times)", "/blog/choosing-microphones", 200],
      ["Server-rendered page (catalogue search)", "/catalogue/products?q=microphone", 200],
      ["Server-rendered page (landing page with a query)", "/wedding-sound-hire-gauteng?utm_source=newsletter", 200],
      ["Server-rendered page (bundle filters)", "/catalogue/bundles?guests=100", 200],
      ["Server-rendered page (quote request)", "/quote-request?from=catalogue", 200],
      ["Not-found page", "/no-such-page", 404],
      ["Not-found page (unknown service)", "/services/no-such-service", 404],
    ] as const) {
      await check(kind, request, await get(request), { expectStatus: status });
    }
  });

  it("the same page gets a new nonce on every answer", async () => {
    const first = (await get("/about")).headers.get("content-security-policy");
    const second = (await get("/about")).headers.get("content-security-policy");
    expect(first).not.toBe(second);
  });

  it("static files and the static layers' errors", async () => {
    const home = await (await get("/")).text();
    const script = /"(\/assets\/shell-[^"]+\.js)"/.exec(home)?.[1];
    const icon = /rel="icon" href="(\/assets\/[^"]+\.svg)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    expect(icon).toBeTruthy();
    for (const [kind, request, status] of [
      ["Hashed asset (script)", script ?? "", 200],
      ["Hashed asset (image)", icon ?? "", 200],
      ["Public file: icon", "/favicon.svg", 200],
      ["Public file: web manifest", "/site.webmanifest", 200],
      ["Public file: service worker", "/sw.js", 200],
      ["Public file: robots.txt", "/robots.txt", 200],
      ["Sitemap (rendered from the catalogue)", "/sitemap.xml", 200],
      ["Public file: RSS feed", "/blog/rss.xml", 200],
      ["Prerendered page data", "/about.data", 200],
      ["Missing asset", "/assets/no-such-file.js", 404],
      ["Raw prerendered HTML file (never served)", "/about/index.html", 404],
      ["Static layer: malformed percent-encoding", "/assets/%E0%A4%A", 400],
    ] as const) {
      await check(kind, request, await get(request), { expectStatus: status });
    }
    expect(seen.find((entry) => entry.request.startsWith("/assets/") && entry.status === 200)?.cacheControl).toContain(
      "immutable",
    );
  });

  it("the JSON APIs, in success and refusal", async () => {
    await check("Leads API: stored", "POST /api/av/leads", await postJson("/api/av/leads", leadBody()), {
      expectStatus: 201,
    });
    await check("Leads API: field errors", "POST /api/av/leads", await postJson("/api/av/leads", { contact: {} }), {
      expectStatus: 400,
    });
    await check(
      "Leads API: malformed JSON",
      "POST /api/av/leads",
      await get("/api/av/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
      { expectStatus: 400 },
    );
    await check("Leads API: wrong method", "GET /api/av/leads", await get("/api/av/leads"), { expectStatus: 405 });
    await check(
      "Leads API: not JSON",
      "POST /api/av/leads",
      await get("/api/av/leads", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hello" }),
      { expectStatus: 415 },
    );
    await check(
      "Leads API: body too large",
      "POST /api/av/leads",
      await postJson("/api/av/leads", { comments: "x".repeat(40 * 1024) }),
      { expectStatus: 413 },
    );
    const limited = asNewClient();
    for (let i = 0; i < PER_IP_LIMIT; i++) expect((await postLead(server.base, leadBody(), limited)).status).toBe(201);
    await check("Leads API: rate limited", "POST /api/av/leads", await postLead(server.base, leadBody(), limited), {
      expectStatus: 429,
    });

    const quote = await postJson("/api/quotes", {
      contact: { name: "Pieter van Wyk", email: "pieter@example.co.za", phone: "083 555 0177" },
      eventDate: addDays(johannesburgDate(new Date()), 16),
      venue: "Summer Place, Hyde Park",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    });
    const created = (await quote.clone().json()) as { quoteNumber: string; accessToken: string };
    await check("Quotes API: created", "POST /api/quotes", quote, { expectStatus: 201 });
    await check(
      "Quotes API: quote PDF",
      `GET /api/quotes/${created.quoteNumber}/pdf?token=${created.accessToken}`,
      await get(`/api/quotes/${created.quoteNumber}/pdf?token=${created.accessToken}`),
      { expectStatus: 200 },
    );
    await check(
      "Quotes API: wrong token",
      `POST /api/quotes/${created.quoteNumber}/decisions`,
      await postJson(`/api/quotes/${created.quoteNumber}/decisions`, {
        accessToken: "x".repeat(43),
        requestType: "accept",
        quoteVersion: 1,
        signedName: "Pieter van Wyk",
        acceptTerms: true,
      }),
      { expectStatus: 404 },
    );
    await check(
      "Quotes API: copy e-mailed",
      `POST /api/quotes/${created.quoteNumber}/email`,
      await postJson(`/api/quotes/${created.quoteNumber}/email`, { accessToken: created.accessToken }),
      { expectStatus: 202 },
    );
    await check(
      "Quotes API: drawer estimate PDF",
      "POST /api/quotes/estimate.pdf",
      await postJson("/api/quotes/estimate.pdf", {
        quoteNumber: created.quoteNumber,
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
      }),
      { expectStatus: 200 },
    );
    await check("Quotes API: unknown path", "GET /api/quotes/nothing/here", await get("/api/quotes/nothing/here"), {
      expectStatus: 404,
    });
    await check(
      "Vitals API: beacon stored",
      "POST /api/vitals",
      await postJson("/api/vitals", { page: "/about", metrics: [{ name: "TTFB", value: 120, id: "v1-1" }] }),
      { expectStatus: 204 },
    );
    await check("Vitals API: not a beacon", "POST /api/vitals", await postJson("/api/vitals", { page: 42 }), {
      expectStatus: 400,
    });
  });

  it("a quote's live page (/q/<token>): page, unknown link, PDF and decision, sending no referrer off the site", async () => {
    const created = await postJson(
      "/api/quotes",
      {
        contact: { name: "Pieter van Wyk", email: "pieter@example.co.za", phone: "083 555 0177" },
        eventDate: addDays(johannesburgDate(new Date()), 16),
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
      },
      asNewClient(),
    );
    const { liveUrl } = (await created.json()) as { liveUrl: string };
    const page = new URL(liveUrl).pathname;
    const live = { referrerPolicy: "same-origin" };
    await check("Live quote page", page, await get(page), { expectStatus: 200, ...live });
    // The router matches paths in any letter case: the policy must follow it there.
    const shouted = page.replace(/^\/q\//, "/Q/");
    await check("Live quote page, address in capitals", shouted, await get(shouted), { expectStatus: 200, ...live });
    const unknown = `/q/${"A".repeat(43)}`;
    await check("Live quote page: unknown link", unknown, await get(unknown), { expectStatus: 404, ...live });
    await check("Live quote page: PDF", `${page}/pdf`, await get(`${page}/pdf`), { expectStatus: 200, ...live });
    const decision = await fetch(`${server.base}${page}/decisions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asNewClient() },
      body: "intent=decline&submissionKey=header-test-key&quoteVersion=1&reason=price",
    });
    await check("Live quote page: decision (island)", `POST ${page}/decisions`, decision, {
      expectStatus: 200,
      ...live,
    });
  });

  it("a database that cannot take a submission: 503 with the headers", async () => {
    // Another connection holds the write lock past the server's busy timeout
    // (the server logs the failed store as an error: that is expected here).
    const db = new DatabaseSync(server.databaseFile, { timeout: 5_000 });
    try {
      db.exec("BEGIN IMMEDIATE");
      await check(
        "Leads API: database unavailable",
        "POST /api/av/leads",
        await postJson("/api/av/leads", leadBody()),
        { expectStatus: 503 },
      );
    } finally {
      if (db.isTransaction) db.exec("ROLLBACK");
      db.close();
    }
  }, 30_000);

  it("form posts to pages and their size limits", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", ...asNewClient() };
    await check(
      "Form post to a page: field errors",
      "POST /contact",
      await get("/contact", { method: "POST", headers: form, body: "name=&email=" }),
      { expectStatus: 400 },
    );
    await check(
      "Form script endpoint: field errors",
      "POST /api/forms/contact",
      await get("/api/forms/contact", { method: "POST", headers: form, body: "name=&email=" }),
      { expectStatus: 400 },
    );
    await check(
      "Form script endpoint: unknown form",
      "POST /api/forms/nothing",
      await get("/api/forms/nothing", { method: "POST", headers: form, body: "name=" }),
      { expectStatus: 404 },
    );
    await check(
      "Form post to a page: too large",
      "POST /contact",
      await get("/contact", { method: "POST", headers: form, body: `message=${"x".repeat(70 * 1024)}` }),
      { expectStatus: 413 },
    );
    // fetch sends a stream body chunked, without a length.
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=Sipho"));
        controller.close();
      },
    });
    await check(
      "Form post to a page: no length",
      "POST /contact (chunked)",
      await get("/contact", { method: "POST", headers: form, body: chunked, duplex: "half" } as RequestInit),
      { expectStatus: 411 },
    );
  });

  it("the staff area: sign-in, redirects, pages, exports, refusals", async () => {
    await check("Staff sign-in page", "/admin/login", await get("/admin/login"), { expectStatus: 200 });
    await check("Staff page without a session (redirect)", "/admin", await get("/admin"), { expectStatus: 302 });
    await check("Staff data URL without a session", "/admin.data", await get("/admin.data"), { expectStatus: 202 });
    await check(
      "Staff post without a session",
      "POST /admin/logout",
      await get("/admin/logout", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      }),
      { expectStatus: 401 },
    );
    const wrong = await get("/admin/login");
    const loginToken = /staff_login=([^;]+)/.exec(wrong.headers.getSetCookie().join(";"))?.[1] ?? "";
    const field = /name="login_token" value="([^"]+)"/.exec(await wrong.text())?.[1] ?? "";
    await check(
      "Staff sign-in refused",
      "POST /admin/login",
      await get("/admin/login", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `staff_login=${loginToken}`,
          ...asNewClient(),
        },
        body: new URLSearchParams({
          login_token: field,
          email: "nobody@example.co.za",
          password: "not the password",
        }).toString(),
      }),
      { expectStatus: 401 },
    );

    const session = await signIn(server.base);
    const cookie = { Cookie: `staff_session=${session}` };
    const leadId = (await (
      await postLead(server.base, leadBody({ email: "headers@example.co.za" }), asNewClient())
    ).json()) as { id: string };
    const quoteLead = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select lead_id as id from quotes limit 1").get() as { id: string } | undefined,
    );
    await check("Staff inbox", "/admin", await get("/admin", { headers: cookie }), { expectStatus: 200 });
    await check("Staff dashboard", "/admin/dashboard", await get("/admin/dashboard", { headers: cookie }), {
      expectStatus: 200,
    });
    await check("Staff e-mail previews", "/admin/emails", await get("/admin/emails", { headers: cookie }), {
      expectStatus: 200,
    });
    await check(
      "Staff lead page",
      `/admin/leads/${leadId.id}`,
      await get(`/admin/leads/${leadId.id}`, { headers: cookie }),
      { expectStatus: 200 },
    );
    await check("Staff CSV export", "/admin/leads.csv", await get("/admin/leads.csv", { headers: cookie }), {
      expectStatus: 200,
    });
    if (quoteLead) {
      await check(
        "Staff quote PDF",
        `/admin/leads/${quoteLead.id}/quote.pdf`,
        await get(`/admin/leads/${quoteLead.id}/quote.pdf`, { headers: cookie }),
        { expectStatus: 200 },
      );
    }
    await check("Staff page not found", "/admin/no-such-page", await get("/admin/no-such-page", { headers: cookie }), {
      expectStatus: 404,
    });
    await check(
      "Staff post without the CSRF token",
      `POST /admin/leads/${leadId.id}`,
      await get(`/admin/leads/${leadId.id}`, {
        method: "POST",
        headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=status&status=spam",
      }),
      { expectStatus: 403 },
    );
  });

  it("HSTS and upgrade-insecure-requests over HTTPS behind the loopback proxy", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    await check("Page over HTTPS (home)", "/ (X-Forwarded-Proto: https)", await get("/", { headers: https }), {
      secure: true,
      expectStatus: 200,
    });
    await check(
      "Server-rendered page over HTTPS",
      "/catalogue/products?q=mixer (X-Forwarded-Proto: https)",
      await get("/catalogue/products?q=mixer", { headers: https }),
      { secure: true, expectStatus: 200 },
    );
    await check(
      "Public file over HTTPS",
      "/robots.txt (X-Forwarded-Proto: https)",
      await get("/robots.txt", { headers: https }),
      { secure: true, expectStatus: 200 },
    );
    const secureApi = await postJson("/api/av/leads", leadBody(), https);
    examples.set("https", secureApi.headers);
    await check("Leads API over HTTPS", "POST /api/av/leads (X-Forwarded-Proto: https)", secureApi, {
      secure: true,
      expectStatus: 201,
    });
    const plain = await get("/");
    examples.set("http", plain.headers);
    await check("Page over plain HTTP (home)", "/", plain, { expectStatus: 200 });
  });

  it("the 503 of a shutdown: a request on a kept-alive connection after SIGTERM", async () => {
    // Request A is in flight (its body half sent) when SIGTERM arrives; the
    // server then stops accepting connections. Request B, pipelined on the
    // same connection after A, is answered 503.
    const body = JSON.stringify(leadBody({ email: "shutdown@example.co.za" }));
    const socket = connect(server.port, "127.0.0.1");
    const received: Buffer[] = [];
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/av/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 198.51.100.250\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server has read A's headers once it answers a request on another connection.
    await get("/robots.txt").then((response) => response.arrayBuffer());
    server.process.kill("SIGTERM");
    while (await acceptsConnections(server.port)) await new Promise((resolve) => setTimeout(resolve, 20));
    // Written, not ended: a client that half-closes its side has its unanswered
    // requests aborted by Node (the lead is still stored); a browser never does.
    socket.write(`${body.slice(10)}GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await closed;
    const both = Buffer.concat(received).toString("latin1");
    const second = both.indexOf("HTTP/1.1 ", 1);
    expect(second, both.slice(0, 300)).toBeGreaterThan(0);
    const first = parseResponse(Buffer.from(both.slice(0, second), "latin1"));
    const refused = parseResponse(Buffer.from(both.slice(second), "latin1"));
    expect(first.status).toBe(201);
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe("close");
    const headers = new Headers(Object.entries(refused.headers));
    await check(
      "Shutting down: new request refused",
      "GET /about after SIGTERM",
      new Response(refused.body, { status: refused.status, headers }),
      { expectStatus: 503 },
    );
  });

  it("every answer had a nonce of its own", () => {
    expect(nonces.length).toBeGreaterThan(40);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

/** A non-loopback address of this machine, if it has one. */
function externalAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return undefined;
}

const external = externalAddress();

describe("a second server: tag manager configured, reached from outside the loopback proxy when possible", () => {
  let second: TestServer;
  beforeAll(async () => {
    // Bound to a non-loopback address of this machine, requests to it do not come from the trusted proxy.
    second = await startServer("headers-gtm", { HOST: external ?? "127.0.0.1", GTM_ID });
  });
  afterAll(async () => {
    await second?.dispose();
  });

  // No tag-manager host in script-src (issue 21): a host there would run any container an injected tag
  // names; the configured one loads with the nonce. Its analytics' hosts are allowed for images and requests.
  it("with a tag manager configured, its analytics hosts are allowed and every script still needs the nonce", async () => {
    const response = await fetch(`${second.base}/catalogue/products?q=speaker`);
    const nonce = expectSecurityHeaders(response.headers, { label: "GTM_ID set" });
    const csp = directives(response.headers.get("content-security-policy") ?? "");
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("connect-src")).toContain("https://*.googletagmanager.com");
    expectNoncedHtml(await response.text(), nonce, "catalogue search with GTM_ID");
    examples.set("gtm", response.headers);
  });

  it.skipIf(!external)("a client that is not the proxy cannot claim HTTPS: no HSTS", async () => {
    const response = await fetch(`${second.base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    const nonce = expectSecurityHeaders(response.headers, {
      secure: false,
      label: "X-Forwarded-Proto from a non-proxy client",
    });
    expectNoncedHtml(await response.text(), nonce, "home page");
  });
});

async function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

afterAll(() => {
  writeFileSync(path.join(projectRoot, "docs", "security-headers.md"), securityHeadersDocument());
});

const HEADER_ORDER = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

function headerTable(headers: Headers | undefined): string[] {
  if (!headers) return ["(not measured on this machine)"];
  const rows = ["| Header | Value |", "|---|---|"];
  for (const name of HEADER_ORDER) {
    const value = headers.get(name);
    if (value === null) continue;
    const shown = value.replace(/'nonce-[^']+'/, "'nonce-{fresh 128-bit value per answer}'");
    rows.push(`| \`${displayName(name)}\` | \`${shown}\` |`);
  }
  return rows;
}

function displayName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

function securityHeadersDocument(): string {
  const cell = (value: string) => value.replace(/\|/g, "\\|");
  const lines = [
    "# Security headers",
    "",
    "Generated by `tests/security/headers.test.ts` (`npm run test:security`) from the answers of the production",
    "server (`server/main.ts` on the build); every value below was read from a real response. Do not edit by hand.",
    "",
    "## Every answer, over plain HTTP",
    "",
    ...headerTable(examples.get("http")),
    "",
    "## Over HTTPS (behind the loopback proxy, `X-Forwarded-Proto: https`)",
    "",
    "HSTS is added and the CSP gains `upgrade-insecure-requests`. A client that is not the loopback proxy cannot",
    "claim HTTPS with that header (the test checks this from a non-loopback address).",
    "",
    ...headerTable(examples.get("https")),
    "",
    "## With a tag manager configured (`GTM_ID`)",
    "",
    "The hosts its analytics send to and load images from are added to `img-src` and `connect-src`; `script-src`",
    "names no tag-manager host, because a host there would run any container an injected tag names",
    "(`gtm.js?id=GTM-ANYONE`). The configured container's script is added after consent with this answer's nonce,",
    "taken from the consent notice the server rendered (it carries `data-gtm-id` and the nonce; a notice injected",
    "into the page cannot carry the nonce), and the tag manager passes the nonce on to the scripts it adds.",
    "",
    ...headerTable(examples.get("gtm")).filter(
      (row) =>
        !row.startsWith("|") ||
        row.includes("Content-Security-Policy") ||
        row.startsWith("| Header") ||
        row.startsWith("|---"),
    ),
    "",
    "## What the test checks on each answer",
    "",
    "- `Content-Security-Policy` is present and enforced (no `Content-Security-Policy-Report-Only`); `script-src` holds",
    "  `'self'` and a 128-bit nonce, and none of `'unsafe-inline'`, `'unsafe-eval'`, `'unsafe-hashes'`, `*`, `data:`,",
    "  `http:`, `https:`; `default-src 'self'`, `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`,",
    "  `frame-ancestors 'none'`.",
    "- HTML: every inline `<script>` carries this answer's nonce, every `nonce` attribute is this answer's, script",
    "  files come from this origin, the build's nonce placeholder never appears, and no tag has an inline event",
    "  handler. Every answer's nonce differs from every other's.",
    "- `X-Content-Type-Options: nosniff`, `Referrer-Policy` (`same-origin` under `/q/` in any letter case, whose addresses hold a quote's token; decision 034), `Permissions-Policy` (camera, microphone, geolocation,",
    "  payment, usb off), `X-Frame-Options: DENY`, no `X-Powered-By`.",
    "- `Strict-Transport-Security` (max-age of a year or more, includeSubDomains) over HTTPS only.",
    "",
    "Styles allow `'unsafe-inline'` (React style attributes and the toast library's injected styles; decision 002).",
    "Answers the HTTP parser writes itself before any application code runs (400 for a malformed request, 408 for",
    "a timed-out one, 431 for oversized headers) have no body and carry none of these headers.",
    "",
    "## Answers checked",
    "",
    "| Kind | Request | Status | Content-Type | Cache-Control | Inline scripts with the nonce |",
    "|---|---|---|---|---|---|",
    ...seen.map(
      (entry) =>
        `| ${cell(entry.kind)} | \`${cell(entry.request)}\` | ${entry.status} | ${cell(entry.contentType) || "(none)"} | ${cell(entry.cacheControl) || "(none)"} | ${entry.inlineScripts ?? ""} |`,
    ),
    "",
  ];
  return lines.join("\n");
}
