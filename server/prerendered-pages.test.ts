import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findPrerenderedPage,
  loadPrerenderedPages,
  namesHtmlFile,
  renderPrerenderedPage,
  type PrerenderedPages,
} from "./prerendered-pages.ts";

const PLACEHOLDER = "__NONCE__";
let dir: string;
let pages: PrerenderedPages;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "prerendered-"));
  await writeFile(path.join(dir, "index.html"), `<script nonce="${PLACEHOLDER}">home</script>`);
  await mkdir(path.join(dir, "services", "weddings"), { recursive: true });
  await writeFile(
    path.join(dir, "services", "weddings", "index.html"),
    `<script nonce="${PLACEHOLDER}">a</script><script nonce="${PLACEHOLDER}">b</script>`,
  );
  await writeFile(path.join(dir, "robots.txt"), "User-agent: *");
  pages = await loadPrerenderedPages(dir, PLACEHOLDER);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("prerendered pages", () => {
  it("maps each index.html to its URL path", () => {
    expect([...pages.keys()].sort()).toEqual(["/", "/services/weddings"]);
  });
  it("finds pages with or without a trailing slash", () => {
    expect(findPrerenderedPage(pages, "/services/weddings")).toBeDefined();
    expect(findPrerenderedPage(pages, "/services/weddings/")).toBeDefined();
    expect(findPrerenderedPage(pages, "/services")).toBeUndefined();
  });
  it("puts the response's nonce in every placeholder", () => {
    const page = findPrerenderedPage(pages, "/services/weddings")!;
    expect(renderPrerenderedPage(page, "xyz")).toBe('<script nonce="xyz">a</script><script nonce="xyz">b</script>');
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
