// Every page is valid HTML by the W3C Nu HTML checker (npm's vnu-jar, run
// with Java): the prerendered pages and those rendered on request (a search,
// filters, a 404, the staff sign-in), as the server sends them. And no
// element's classes hold two Tailwind utilities that set the same thing
// (`cn` joins classes without resolving such conflicts, so which one wins
// would depend on the order of the style sheet).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { prerenderPaths, publicPages, showsTimeSinceReading } from "#app/features/site/site-pages.ts";
import { servedFromCatalogue } from "#app/features/catalogue/catalogue-caching.ts";

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** Pages rendered on request, each a different template or state. */
const RENDERED_ON_REQUEST = [
  "/catalogue?q=microphone",
  "/catalogue/bundles?category=wedding&sort=price-asc",
  "/catalogue/products?q=no-such-thing",
  "/no-such-page",
  "/admin/login",
  "/admin/forgot-password",
  "/admin/invitation/not-a-token",
  "/admin/reset-password/not-a-token",
  "/confirm?token=not-a-token",
  "/unsubscribe?token=not-a-token",
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Pages built from the catalogue, rendered per request (decision 042); the e2e server serves the content files' catalogue. */
const BUILT_FROM_CATALOGUE = [
  ...publicPages(seedCatalogue)
    .map((page) => page.path)
    .filter(servedFromCatalogue),
  "/quote-request",
];

/** Blog pages, rendered per request for their relative times (decision 047). */
const BLOG_PAGES = publicPages(seedCatalogue)
  .map((page) => page.path)
  .filter(showsTimeSinceReading);

const PAGES = [
  ...prerenderPaths().filter((page) => !/\.(xml|txt)$/.test(page)),
  ...BUILT_FROM_CATALOGUE,
  ...BLOG_PAGES,
  ...RENDERED_ON_REQUEST,
];

test("every page passes the W3C Nu HTML checker with no errors", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = PAGES;
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const fileFor = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page);
      expect(response.headers()["content-type"], page).toContain("text/html");
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, await response.text());
      fileFor.set(`file:${file}`, page);
    }
    // vnu exits non-zero when it reports errors; the JSON on stderr says which.
    const result = await run("java", ["-jar", vnuJar, "--format", "json", "--errors-only", folder], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      // The stylesheet written into each page (decision 045) is Tailwind's build for current browsers;
      // the checker's CSS profile predates @property, anchor positioning and scroll timelines. The
      // markup is what this test holds to the standard.
      .filter((message) => !message.message.startsWith("CSS:"))
      .map((message) => `${fileFor.get(message.url) ?? message.url}:${message.lastLine ?? "?"} ${message.message}`);
    expect(errors).toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** The classes tailwind-merge would drop from a class list because a later one sets the same thing. */
function overriddenClasses(classList: string): string[] {
  const classes = classList.trim().split(/\s+/);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => name !== "" && !kept.has(name));
}

test("no element's classes hold Tailwind utilities that override each other", async ({ request }) => {
  expect(overriddenClasses("px-5 py-2 px-6")).toEqual(["px-5"]);
  const conflicts: string[] = [];
  for (const page of PAGES) {
    const html = await (await request.get(page)).text();
    for (const [, classList = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
      const overridden = overriddenClasses(classList.replaceAll("&amp;", "&"));
      if (overridden.length > 0) conflicts.push(`${page}: "${classList}" overrides ${overridden.join(" ")}`);
    }
  }
  expect([...new Set(conflicts)]).toEqual([]);
});
