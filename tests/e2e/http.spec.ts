import { expect, test } from "@playwright/test";

const kinds = [
  { path: "/about", kind: "prerendered page" },
  { path: "/", kind: "page built from the catalogue" },
  { path: "/services/nope", kind: "server-rendered 404" },
  { path: "/robots.txt", kind: "public file" },
];

for (const { path, kind } of kinds) {
  test(`security headers on a ${kind}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("every inline script carries this response's nonce, and each response a new one", async ({ request }) => {
  const first = await request.get("/about");
  const second = await request.get("/about");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const firstNonce = nonceOf(first.headers()["content-security-policy"]!);
  const secondNonce = nonceOf(second.headers()["content-security-policy"]!);
  expect(firstNonce).toBeTruthy();
  expect(firstNonce).not.toBe(secondNonce);
  const html = await first.text();
  // Inline scripts need the nonce; same-origin script files are allowed by 'self'.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)([^>]*)>/g)];
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${firstNonce}"`);
  const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  expect(nonces.length).toBeGreaterThan(0);
  for (const nonce of nonces) expect(nonce).toBe(firstNonce);
  expect(html).not.toContain("__CSP_NONCE_PLACEHOLDER__");
});

test("pages run without CSP violations in the browser", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("since 2015");
  expect(violations).toEqual([]);
});

test("hashed assets are cached for a year, pages are revalidated, and text is compressed", async ({
  request,
  page,
}) => {
  const html = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["cache-control"]).toBe("private, no-cache");
  expect(html.headers()["content-encoding"]).toBe("gzip");
  // Home lists the catalogue's promotions: rendered per request, kept a few seconds, then revalidated by ETag.
  const home = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(home.headers()["cache-control"]).toBe("private, max-age=10, stale-while-revalidate=20");
  expect(home.headers()["content-encoding"]).toBe("gzip");
  const etag = home.headers()["etag"]!;
  expect((await request.get("/", { headers: { "If-None-Match": etag } })).status()).toBe(304);
  // A page rendered at start keeps its ETag while the process runs, whatever nonce each answer carries (issue 35).
  const aboutEtag = html.headers()["etag"]!;
  expect(aboutEtag).toMatch(/^W\/"/);
  expect((await request.get("/about")).headers()["etag"]).toBe(aboutEtag);
  const revisit = await request.get("/about", { headers: { "If-None-Match": aboutEtag } });
  expect(revisit.status()).toBe(304);
  // The browser keeps the policy stored with its copy, whose nonce that copy carries.
  expect(revisit.headers()["content-security-policy"]).toBeUndefined();
  expect((await request.get("/contact", { headers: { "If-None-Match": aboutEtag } })).status()).toBe(200);
  await page.goto("/");
  const asset = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(asset).toMatch(/^\/assets\//);
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("blog pages are revalidated by their text: the same reading is answered 304, HEAD says what GET says", async ({
  request,
}) => {
  for (const path of ["/blog", "/blog/pa-system-basics", "/blog/category/technical-tips", "/blog?search=microphone"]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()["cache-control"], path).toBe("private, no-cache");
    const etag = first.headers()["etag"]!;
    expect(etag, path).toMatch(/^W\/"/);
    // Each answer has its own nonce; the tag is of the text without it, so it holds.
    const second = await request.get(path);
    expect(await second.text()).not.toBe(await first.text());
    expect(second.headers()["etag"], path).toBe(etag);
    const revisit = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revisit.status(), path).toBe(304);
    expect(revisit.headers()["etag"], path).toBe(etag);
    expect(revisit.headers()["content-security-policy"], path).toBeUndefined();
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect([head.headers()["etag"], head.headers()["cache-control"], head.headers()["content-type"]], path).toEqual([
      etag,
      "private, no-cache",
      "text/html; charset=utf-8",
    ]);
  }
  // Another page's copy is not this one's.
  const blogEtag = (await request.get("/blog")).headers()["etag"]!;
  expect((await request.get("/blog/pa-system-basics", { headers: { "If-None-Match": blogEtag } })).status()).toBe(200);
});

test("pages carry their stylesheet, so the first paint waits for no other file (decision 045)", async ({ request }) => {
  for (const path of ["/", "/contact", "/catalogue/bundles?sort=price-asc"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="stylesheet"');
    const inline = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1] ?? "";
    // The whole of app.css: Tailwind's banner, the layers and the site's own rules.
    expect(inline, path).toContain("tailwindcss");
    expect(inline, path).toContain(".sr-only");
  }
});

test("pages answer without trailing-slash redirects", async ({ request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test("pages that load no React carry no hydration data", async ({ request }) => {
  // All rendered on request (a query string), not prerendered; the catalogue and
  // the quote page were the last to hydrate (decision 018).
  for (const path of [
    "/blog?q=microphone",
    "/catalogue?q=microphone",
    "/catalogue/bundles?sort=popular",
    "/quote-request?from=test",
  ]) {
    const page = await (await request.get(path)).text();
    expect(page, path).toContain("<h1");
    expect(page, path).not.toContain("__reactRouterContext");
    expect(page, path).not.toContain("streamController");
    expect(page, path).not.toMatch(/entry\.client-[\w-]+\.js/);
  }
});

test("HEAD answers with the headers GET sends: a page rendered on request and one rendered at start", async ({
  request,
}) => {
  for (const path of ["/blog", "/blog/pa-system-basics", "/about", "/catalogue/bundles?q=wedding"]) {
    const [get, head] = [await request.get(path), await request.head(path)];
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()["cache-control"], path).toBe(get.headers()["cache-control"]);
    expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
  }
});
