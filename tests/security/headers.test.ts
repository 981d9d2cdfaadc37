// Security headers on every kind of answer the production server gives, read
// from real responses: pages (prerendered, server-rendered, 404), the static
// layers and their errors, the JSON APIs in success and refusal, the staff
// area, and the 503 of a shutdown. Writes docs/security-headers.md from what
// it saw. The checks of each area live beside this file (headers.*.ts).
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./support.ts";
import {
  PER_IP_LIMIT,
  checkDatabaseUnavailable,
  checkLeadsApi,
  checkLiveQuote,
  checkQuotesAndVitalsApis,
} from "./headers.api-answers.ts";
import { writeSecurityHeadersDocument } from "./headers.document.ts";
import { checkFormPosts, checkHttps, checkPages, checkStaticFiles } from "./headers.public-answers.ts";
import { checkShutdown, checkStaffSignedIn, checkStaffSignedOut } from "./headers.staff-and-shutdown.ts";
import {
  directives,
  examples,
  expectNoncedHtml,
  expectSecurityHeaders,
  headersClient,
  nonces,
} from "./headers.test-support.ts";

const GTM_ID = "GTM-TEST123";

let server: TestServer;
const client = headersClient(() => server);

describe("security headers on every kind of answer", () => {
  beforeAll(async () => {
    server = await startServer("headers", { LEADS_RATE_LIMIT_PER_IP: String(PER_IP_LIMIT) });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("pages: prerendered, server-rendered, not found", async () => {
    await checkPages(client);
  });

  it("the same page gets a new nonce on every answer", async () => {
    const first = (await client.get("/about")).headers.get("content-security-policy");
    const second = (await client.get("/about")).headers.get("content-security-policy");
    expect(first).not.toBe(second);
  });

  it("static files and the static layers' errors", async () => {
    await checkStaticFiles(client);
  });

  it("the JSON APIs, in success and refusal", async () => {
    await checkLeadsApi(client);
    await checkQuotesAndVitalsApis(client);
  });

  it("a quote's live page (/q/<token>): page, unknown link, PDF and decision, sending no referrer off the site", async () => {
    await checkLiveQuote(client);
  });

  it("a database that cannot take a submission: 503 with the headers", async () => {
    await checkDatabaseUnavailable(client);
  }, 30_000);

  it("form posts to pages and their size limits", async () => {
    await checkFormPosts(client);
  });

  it("the staff area: sign-in, redirects, pages, exports, refusals", async () => {
    await checkStaffSignedOut(client);
    await checkStaffSignedIn(client);
  });

  it("HSTS and upgrade-insecure-requests over HTTPS behind the loopback proxy", async () => {
    await checkHttps(client);
  });

  it("the 503 of a shutdown: a request on a kept-alive connection after SIGTERM", async () => {
    await checkShutdown(client);
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

afterAll(() => {
  writeSecurityHeadersDocument();
});
