// Issue 21 against the production server: unknown methods, raw prerendered
// files under encoded names, a long Referer on a form post without
// JavaScript, crafted next= values on the staff sign-in, the tag manager in
// the CSP, cost prices in what the server sends, and the SITE_URL warning.
import { readFileSync, readdirSync } from "node:fs";
import { METHODS } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, projectRoot, startProductionServer, stopProcess } from "../../bench/support.ts";
import { prerenderPaths } from "#app/features/site/site-pages.ts";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type TestServer,
  parseResponse,
  rawExchange,
  rawGet,
  setCookieValue,
  startServer,
  withDatabase,
} from "./support.ts";

const GTM_ID = "GTM-TEST123";
const PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";
let server: TestServer;

beforeAll(async () => {
  server = await startServer("bounds", { GTM_ID });
});
afterAll(async () => {
  await server?.dispose();
});

const serverErrorRows = () =>
  withDatabase(server.databaseFile, (db) => db.prepare("SELECT message, page FROM site_errors").all());

describe("methods no route answers", () => {
  // Every method Node's parser takes, less the ones the routes answer and
  // CONNECT (a tunnel request Node hands to its own event, not to the app).
  const unknown = METHODS.filter(
    (method) => !["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT"].includes(method),
  );

  it("TRACE / answers 405 with Allow, not 500, and stores no error row", async () => {
    const before = serverErrorRows().length;
    const answer = parseResponse(
      await rawExchange(server.port, `TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toBe("Method not allowed");
    expect(serverErrorRows()).toHaveLength(before);
  });

  it(`every other unknown method (${unknown.length} of them) on pages, files and the APIs answers 405`, async () => {
    expect(unknown).toEqual(expect.arrayContaining(["TRACE", "PROPFIND", "MKCOL", "PURGE", "LOCK", "SEARCH"]));
    const before = serverErrorRows().length;
    for (const method of unknown) {
      for (const target of ["/", "/contact", "/robots.txt", "/api/av/leads", "/api/vitals"]) {
        const answer = parseResponse(
          await rawExchange(
            server.port,
            `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
          ),
        );
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toBe("GET, HEAD, POST");
        if (target.startsWith("/api/"))
          expect(JSON.parse(answer.body)).toEqual({ success: false, message: "Method not allowed" });
      }
    }
    expect(serverErrorRows()).toHaveLength(before);
  });

  it("the methods the routes answer are still theirs", async () => {
    const put = await fetch(`${server.base}/api/av/leads`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    expect((await fetch(`${server.base}/about`)).status).toBe(200);
  });
});

describe("prerendered pages under other names", () => {
  const encoded = [
    "/catalogue/bundles/index.htm%6c",
    "/catalogue/bundles/index.htm%6C",
    "/catalogue/bundles/index%2ehtml",
    "/catalogue/bundles/index.%68%74%6d%6c",
    "/catalogue/bundles/%69ndex.html",
    "/index.htm%6c",
    "/about/index.htm%6c",
    "/catalogue/bundles/index.html",
  ];

  it.each(encoded)("%s never serves the raw file with its nonce placeholder", async (target) => {
    const answer = await rawGet(server.port, target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(PLACEHOLDER);
    expect(answer.headers["cache-control"]).not.toContain("public");
  });

  it("the page itself is served at its path, with a fresh nonce", async () => {
    const answer = await rawGet(server.port, "/catalogue/bundles");
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(PLACEHOLDER);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(answer.headers["content-security-policy"] ?? "")?.[1];
    expect(answer.body).toContain(`nonce="${nonce}"`);
  });
});

describe("a long Referer on a form post without JavaScript", () => {
  const storedReferrers = () =>
    withDatabase(server.databaseFile, (db) =>
      db.prepare("SELECT kind, referrer, payload FROM leads ORDER BY created_at").all(),
    ) as { kind: string; referrer: string | null; payload: string }[];

  it("keeps the lead (referrer cut to 2,048 characters) instead of answering 500", async () => {
    const referer = `https://www.sandtonsoundhire.co.za/?q=${"a".repeat(3000)}`;
    const response = await fetch(`${server.base}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: referer, Origin: server.base },
      body: new URLSearchParams({ name: "Thandi Mokoena", phone: "082 555 1234", referrer: "" }).toString(),
    });
    expect(response.status).toBe(200);
    expect((await response.text()).includes("Your call back request has been received")).toBe(true);
    const lead = storedReferrers().find((row) => row.kind === "callback");
    expect(lead?.referrer).toBe(referer.slice(0, 2048));
  });

  it("the blog's subscribe form stores at most 2,048 characters of a 12 KB Referer", async () => {
    const referer = `https://www.sandtonsoundhire.co.za/blog?x=${"b".repeat(12_000)}`;
    const response = await fetch(`${server.base}/blog/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: referer, Origin: server.base },
      body: new URLSearchParams({ email: "reader@example.co.za" }).toString(),
    });
    expect(response.status).toBe(200);
    const subscriber = storedReferrers().find((row) => row.kind === "subscriber");
    expect(subscriber?.referrer).toHaveLength(2048);
    expect((JSON.parse(subscriber?.payload ?? "{}") as { page: string }).page).toHaveLength(2048);
  });
});

describe("crafted next= on the staff sign-in", () => {
  const crafted = [
    "/admin/\u4e2d",
    "/admin?x=\u4e2d",
    "/admin/\u00e9",
    "/admin\u0000",
    "/admin/\u2028x",
    "/admin/\ud800",
    `/admin/${"a".repeat(5000)}`,
    "/admin/%FF",
    "/admin/../../evil",
    "/admin/%2e%2e/%2e%2e/evil",
    "//evil.example/admin",
    "https://evil.example/admin",
    "/admin\\evil",
  ];

  /** Where a redirect may go: the staff area of this site, in ASCII. */
  function expectStaffArea(location: string | null) {
    expect(location).toMatch(/^\/admin(?:[/?#]|$)/);
    expect(location).toMatch(/^[\x21-\x7e]+$/);
  }

  async function loginForm() {
    const form = await fetch(`${server.base}/admin/login`);
    const html = await form.text();
    return {
      cookie: `staff_login=${setCookieValue(form, "staff_login")}`,
      field: /name="login_token" value="([^"]+)"/.exec(html)?.[1] ?? "",
    };
  }

  it("signing in with any of them redirects into the staff area, never 500", async () => {
    for (const next of crafted) {
      const { cookie, field } = await loginForm();
      const response = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({
          login_token: field,
          email: STAFF_EMAIL,
          password: STAFF_PASSWORD,
          next,
        }).toString(),
      });
      expect(response.status, JSON.stringify(next.slice(0, 30))).toBe(302);
      expectStaffArea(response.headers.get("location"));
    }
  });

  it("the sign-in page, asked by someone already signed in, redirects the same way", async () => {
    const { cookie, field } = await loginForm();
    const signedIn = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ login_token: field, email: STAFF_EMAIL, password: STAFF_PASSWORD }).toString(),
    });
    const session = `staff_session=${setCookieValue(signedIn, "staff_session")}`;
    // The same values as they arrive in a link's query string (%ED%A0%80 is a lone surrogate in UTF-8).
    const queries = [
      "%2Fadmin%2F%E4%B8%AD",
      "%2Fadmin%3Fx%3D%E4%B8%AD",
      "%2Fadmin%2F%C3%A9",
      "%2Fadmin%00",
      "%2Fadmin%2F%E2%80%A8x",
      "%2Fadmin%2F%ED%A0%80",
      `%2Fadmin%2F${"a".repeat(5000)}`,
      "%2Fadmin%2F%25FF",
      "%2Fadmin%2F..%2F..%2Fevil",
      "%2Fadmin%2F%252e%252e%2F%252e%252e%2Fevil",
      "%2F%2Fevil.example%2Fadmin",
      "https%3A%2F%2Fevil.example%2Fadmin",
      "%2Fadmin%5Cevil",
    ];
    for (const query of queries) {
      const response = await fetch(`${server.base}/admin/login?next=${query}`, {
        redirect: "manual",
        headers: { Cookie: session },
      });
      expect(response.status, query.slice(0, 60)).toBe(302);
      expectStaffArea(response.headers.get("location"));
    }
    expect(serverErrorRows().filter((row) => String((row as { page: string }).page).startsWith("/admin"))).toEqual([]);
  });
});

describe("the tag manager in the CSP", () => {
  it("names no tag-manager script host: only the configured container, given the nonce, can run", async () => {
    const response = await fetch(`${server.base}/about?from=csp-test`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toMatch(/^'self' 'nonce-[^']+'$/);
    // The notice that names the configured container carries the response's nonce for it.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    expect(html.includes(`id="consent-banner" data-gtm-id="${GTM_ID}" nonce="${nonce}"`)).toBe(true);
  });
});

describe("cost prices", () => {
  const clientDir = path.join(projectRoot, "build", "client");

  it("appear nowhere in the build's public files: scripts, styles, the service worker", () => {
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz|png|jpe?g|webp|woff2?|ico)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(100);
    // A value, as in `costPrice: 7500` or `"costPrice":7500`. The staff editor's route
    // module names the field in its form rules (`costPrice: z.number()…`) and carries no value.
    const costPriceValue = /costPrice["']?\s*:\s*-?\d/;
    expect(costPriceValue.test('{"costPrice":7500}')).toBe(true);
    expect(costPriceValue.test("costPrice:W().positive()")).toBe(false);
    const leaking = files.filter((file) => costPriceValue.test(readFileSync(file, "utf8")));
    expect(leaking.map((file) => path.relative(clientDir, file))).toEqual([]);
  });

  it("appear nowhere the server renders: pages, their data and the quote API's answer", async () => {
    for (const target of [
      "/catalogue/bundles?q=wedding",
      "/catalogue/products/speakers?q=12",
      "/catalogue/product/powered-speaker-12-premium?x=1",
      "/catalogue?q=mic",
      "/catalogue/promotions.data",
      "/catalogue/product/powered-speaker-12-premium.data",
      "/?x=1",
      "/quote-request?x=1",
      // The landing pages' equipment cards (decision 065).
      "/wedding-sound-gauteng",
      "/wedding-sound-gauteng.data",
      // Rendered once at start: the content pages and their data.
      ...prerenderPaths().flatMap((page) => (/\.(txt|xml)$/.test(page) ? [page] : [page, `${page}.data`])),
    ]) {
      const response = await fetch(`${server.base}${target}`);
      expect(response.status, target).toBe(200);
      const body = await response.text();
      expect(body, target).not.toContain("costPrice");
      expect(body, target).not.toContain("7500");
    }
  });
});

describe("SITE_URL", () => {
  it("a production start without it warns on stderr that links will point at localhost", async () => {
    const dir = path.dirname(server.databaseFile);
    const child = startProductionServer(
      await freePort(),
      path.join(dir, "no-site-url.db"),
      { SITE_URL: "", LOG_LEVEL: "error", NODE_OPTIONS: "--disable-warning=ExperimentalWarning" },
      { stderr: "pipe" },
    );
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    try {
      await expect
        .poll(() => stderr, { timeout: 30_000 })
        .toContain("Canonical links, the sitemap and the feeds will point at http://localhost:3000");
      expect(stderr).toContain("WARNING: SITE_URL is not set");
    } finally {
      await stopProcess(child);
    }
  });
});
