// Issue 34: one build serves any host. The build carries no setting that
// differs per installation; a server started with SITE_URL, GTM_ID and the
// retention periods renders every page, page data file, robots.txt and the
// feed with them (decision 063).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../bench/support.ts";
import { prerenderPaths } from "#app/features/site/site-pages.ts";
import { LANDING_SLUGS } from "#app/features/landing/index.ts";
import { type TestServer, startServer } from "./support.ts";

const SITE_URL = "https://hire.example.co.za";
const GTM_ID = "GTM-RUNTIME1";
/** Where links point when SITE_URL is not set: it must appear nowhere. */
const DEFAULT_ADDRESS = "localhost:3000";
let server: TestServer;

beforeAll(async () => {
  server = await startServer("runtime-settings", { SITE_URL, GTM_ID, RETENTION_ENQUIRY_MONTHS: "18" });
});
afterAll(async () => {
  await server?.dispose();
});

const get = async (urlPath: string) => {
  const response = await fetch(`${server.base}${urlPath}`);
  expect(response.status, urlPath).toBe(200);
  return response.text();
};

describe("a build made without settings, started with them", () => {
  // The landing pages show catalogue prices, so they are rendered per request like the catalogue's (decision 065).
  const pages = [
    ...prerenderPaths().filter((urlPath) => !/\.(txt|xml)$/.test(urlPath)),
    ...LANDING_SLUGS.map((slug) => `/${slug}`),
  ];

  it("renders 20 or more content pages (at start, or per request for the landing pages), each with its canonical link on SITE_URL", () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages)("%s: canonical link, structured data and tag manager from the server's settings", async (urlPath) => {
    const html = await get(urlPath);
    expect(html).not.toContain(DEFAULT_ADDRESS);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${urlPath === "/" ? "/" : urlPath}"/>`);
    expect(html).toContain(`data-gtm-id="${GTM_ID}"`);
    for (const block of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
      // Every address the structured data gives for the site's own things (pages, logo, ids) is on SITE_URL;
      // the social profiles it links (sameAs) are the only others.
      const own = [...(block[1] ?? "").matchAll(/"(?:url|@id|item|logo|image)":"https?:\/\/([^/"]+)/g)];
      expect(
        own.map((match) => match[1]).filter((host) => host !== "hire.example.co.za"),
        urlPath,
      ).toEqual([]);
    }
  });

  it.each(pages)("%s.data: the page's data for client navigation names no other address", async (urlPath) => {
    expect(await get(`${urlPath}.data`)).not.toContain(DEFAULT_ADDRESS);
  });

  it("robots.txt names the sitemap on SITE_URL", async () => {
    expect(await get("/robots.txt")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("the feed links every post on SITE_URL", async () => {
    const feed = await get("/blog/rss.xml");
    expect(feed).not.toContain(DEFAULT_ADDRESS);
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((link) => link.startsWith(SITE_URL))).toBe(true);
  });

  it("the privacy notice quotes the server's retention period", async () => {
    expect(await get("/privacy")).toContain("18 months");
  });

  it("no file of the build names the default address", () => {
    const clientDir = path.join(projectRoot, "build", "client");
    const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz|png|jpe?g|webp|woff2?|ico)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const naming = files.filter((file) => readFileSync(file, "utf8").includes(DEFAULT_ADDRESS));
    expect(naming.map((file) => path.relative(clientDir, file))).toEqual([]);
  });
});
