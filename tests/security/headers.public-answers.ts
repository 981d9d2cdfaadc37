// Security headers on the public site's answers: pages, static files and the
// static layers' errors, form posts to pages, and the same answers over HTTPS.
import { expect } from "vitest";
import { leadBody } from "./support.ts";
import { type HeadersClient, check, examples, seen } from "./headers.test-support.ts";

/** Pages: prerendered, server-rendered, not found. */
export async function checkPages(client: HeadersClient): Promise<void> {
  for (const [kind, request, status] of [
    ["Page built from the catalogue (home)", "/", 200],
    ["Prerendered page", "/about", 200],
    ["Landing page built from the catalogue", "/sound-hire-gauteng", 200],
    ["Server-rendered blog post (relative times)", "/blog/choosing-microphones", 200],
    ["Server-rendered page (catalogue search)", "/catalogue/products?q=microphone", 200],
    ["Landing page built from the catalogue, with a query", "/wedding-sound-hire-gauteng?utm_source=newsletter", 200],
    ["Server-rendered page (bundle filters)", "/catalogue/bundles?guests=100", 200],
    ["Server-rendered page (quote request)", "/quote-request?from=catalogue", 200],
    ["Not-found page", "/no-such-page", 404],
    ["Not-found page (unknown service)", "/services/no-such-service", 404],
  ] as const) {
    await check(kind, request, await client.get(request), { expectStatus: status });
  }
}

/** Static files and the static layers' errors. */
export async function checkStaticFiles(client: HeadersClient): Promise<void> {
  const home = await (await client.get("/")).text();
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
    await check(kind, request, await client.get(request), { expectStatus: status });
  }
  expect(seen.find((entry) => entry.request.startsWith("/assets/") && entry.status === 200)?.cacheControl).toContain(
    "immutable",
  );
}

/** Form posts to pages and their size limits. */
export async function checkFormPosts(client: HeadersClient): Promise<void> {
  const form = { "Content-Type": "application/x-www-form-urlencoded", ...client.asNewClient() };
  await check(
    "Form post to a page: field errors",
    "POST /contact",
    await client.get("/contact", { method: "POST", headers: form, body: "name=&email=" }),
    { expectStatus: 400 },
  );
  await check(
    "Form script endpoint: field errors",
    "POST /api/forms/contact",
    await client.get("/api/forms/contact", { method: "POST", headers: form, body: "name=&email=" }),
    { expectStatus: 400 },
  );
  await check(
    "Form script endpoint: unknown form",
    "POST /api/forms/nothing",
    await client.get("/api/forms/nothing", { method: "POST", headers: form, body: "name=" }),
    { expectStatus: 404 },
  );
  await check(
    "Form post to a page: too large",
    "POST /contact",
    await client.get("/contact", { method: "POST", headers: form, body: `message=${"x".repeat(70 * 1024)}` }),
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
    await client.get("/contact", { method: "POST", headers: form, body: chunked, duplex: "half" } as RequestInit),
    { expectStatus: 411 },
  );
}

/** HSTS and upgrade-insecure-requests over HTTPS behind the loopback proxy. */
export async function checkHttps(client: HeadersClient): Promise<void> {
  const https = { "X-Forwarded-Proto": "https" };
  await check("Page over HTTPS (home)", "/ (X-Forwarded-Proto: https)", await client.get("/", { headers: https }), {
    secure: true,
    expectStatus: 200,
  });
  await check(
    "Server-rendered page over HTTPS",
    "/catalogue/products?q=mixer (X-Forwarded-Proto: https)",
    await client.get("/catalogue/products?q=mixer", { headers: https }),
    { secure: true, expectStatus: 200 },
  );
  await check(
    "Public file over HTTPS",
    "/robots.txt (X-Forwarded-Proto: https)",
    await client.get("/robots.txt", { headers: https }),
    { secure: true, expectStatus: 200 },
  );
  const secureApi = await client.postJson("/api/av/leads", leadBody(), https);
  examples.set("https", secureApi.headers);
  await check("Leads API over HTTPS", "POST /api/av/leads (X-Forwarded-Proto: https)", secureApi, {
    secure: true,
    expectStatus: 201,
  });
  const plain = await client.get("/");
  examples.set("http", plain.headers);
  await check("Page over plain HTTP (home)", "/", plain, { expectStatus: 200 });
}
