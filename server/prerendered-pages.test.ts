import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findPrerenderedPage,
  loadStaticPages,
  namesHtmlFile,
  renderPrerenderedPage,
  renderPrerenderedPages,
  type PrerenderedPages,
} from "./prerendered-pages.ts";

const PLACEHOLDER = "__NONCE__";
let dir: string;
let staticPages: PrerenderedPages;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "prerendered-"));
  await writeFile(path.join(dir, "index.html"), `<script nonce="${PLACEHOLDER}">home</script>`);
  await mkdir(path.join(dir, "services", "weddings"), { recursive: true });
  await writeFile(
    path.join(dir, "services", "weddings", "index.html"),
    `<script nonce="${PLACEHOLDER}">a</script><script nonce="${PLACEHOLDER}">b</script>`,
  );
  await mkdir(path.join(dir, "assets", "x"), { recursive: true });
  await writeFile(path.join(dir, "assets", "x", "index.html"), "not a page");
  await writeFile(path.join(dir, "robots.txt"), "User-agent: *");
  staticPages = await loadStaticPages(dir, PLACEHOLDER);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("static pages in the client folder", () => {
  it("maps each index.html outside the assets to its URL path", () => {
    expect([...staticPages.keys()].sort()).toEqual(["/", "/services/weddings"]);
  });
  it("finds pages with or without a trailing slash", () => {
    expect(findPrerenderedPage(staticPages, "/services/weddings")).toBeDefined();
    expect(findPrerenderedPage(staticPages, "/services/weddings/")).toBeDefined();
    expect(findPrerenderedPage(staticPages, "/services")).toBeUndefined();
  });
  it("puts the response's nonce in every placeholder", () => {
    const page = findPrerenderedPage(staticPages, "/services/weddings")!;
    expect(renderPrerenderedPage(page, "xyz")).toBe('<script nonce="xyz">a</script><script nonce="xyz">b</script>');
  });
});

describe("pages rendered at start", () => {
  /** A site that answers each path with what it was asked, as the app's handler would. */
  const site = (failing?: string) => async (urlPath: string) => {
    if (urlPath === failing) return new Response("gone", { status: 404 });
    if (urlPath.endsWith(".data"))
      return new Response(`data of ${urlPath}`, { headers: { "Content-Type": "text/x-script" } });
    if (urlPath.endsWith(".txt"))
      return new Response("Sitemap: https://example.co.za/sitemap.xml", {
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    return new Response(`<p nonce="${PLACEHOLDER}">${urlPath}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };

  it("keeps each page, its .data for client navigation, and each file, with their types", async () => {
    const pages = await renderPrerenderedPages(["/about", "/robots.txt"], site(), PLACEHOLDER);
    expect([...pages.keys()]).toEqual(["/about", "/about.data", "/robots.txt"]);
    expect(renderPrerenderedPage(pages.get("/about")!, "n1")).toBe('<p nonce="n1">/about</p>');
    expect(pages.get("/about")).toMatchObject({
      contentType: "text/html; charset=utf-8",
      cacheControl: "private, no-cache",
    });
    expect(pages.get("/about.data")).toMatchObject({
      contentType: "text/x-script",
      cacheControl: "public, max-age=3600",
    });
    expect(renderPrerenderedPage(pages.get("/robots.txt")!, "n1")).toBe("Sitemap: https://example.co.za/sitemap.xml");
  });

  it("gives each page a weak ETag of its body before the nonce, so a revisit can be answered 304", async () => {
    const pages = await renderPrerenderedPages(["/about", "/contact"], site(), PLACEHOLDER);
    const again = await renderPrerenderedPages(["/about"], site(), PLACEHOLDER);
    expect(pages.get("/about")?.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(again.get("/about")?.etag).toBe(pages.get("/about")?.etag);
    expect(pages.get("/contact")?.etag).not.toBe(pages.get("/about")?.etag);
  });

  it("stops the start when a page does not render", async () => {
    await expect(renderPrerenderedPages(["/about", "/privacy"], site("/privacy"), PLACEHOLDER)).rejects.toThrow(
      "/privacy rendered 404 at start, not 200",
    );
  });
});

describe("namesHtmlFile", () => {
  // Issue 21: the static file layer decodes the path, so an encoded name
  // reached the raw page with its nonce placeholder.
  it.each([
    "/catalogue/bundles/index.html",
    "/catalogue/bundles/index.htm%6c",
    "/catalogue/bundles/index.htm%6C",
    "/catalogue/bundles/index%2ehtml",
    "/catalogue/bundles/index.%68%74%6d%6c",
    "/index.HTML",
    "/offline/index.htm",
  ])("recognises %j", (requestPath) => {
    expect(namesHtmlFile(requestPath)).toBe(true);
  });

  it.each(["/catalogue/bundles", "/sw.js", "/blog/rss.xml", "/catalogue.data", "/index.htm%6", "/%E0%A4%A"])(
    "leaves %j to the other layers",
    (requestPath) => {
      expect(namesHtmlFile(requestPath)).toBe(false);
    },
  );
});
