// What the catalogue's pages (and pages without islands) load in a real browser:
// the shell after the first paint, the island runtime and React only where islands
// are, no router, and the JavaScript's size.
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
import { addToQuote, toast } from "./catalogue.test-support.ts";

/**
 * Records, from the document's start, the time of every animation frame and
 * when the parser added the main content, so firstScriptAfterFirstFrame can
 * tell which frame first showed the page (top bar and header included).
 */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { frames: number[]; mainAdded?: number };
    record.frames = [];
    const frame = () => {
      record.frames.push(performance.now());
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((changes, observer) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.id === "main-content") {
            record.mainAdded = performance.now();
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * True when the page's first script started loading only after the frame that
 * followed the parser reaching the main content: the page's first contentful
 * paint. A loader that imported at once would start them before that frame.
 */
async function firstScriptAfterFirstFrame(page: Page) {
  return page.evaluate(() => {
    const record = window as unknown as { frames: number[]; mainAdded?: number };
    const starts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime);
    const { mainAdded } = record;
    const paintingFrame = record.frames.find((time) => mainAdded !== undefined && time > mainAdded);
    const contentfulPaint = performance
      .getEntriesByType("paint")
      .some((entry) => entry.name === "first-contentful-paint");
    return contentfulPaint && paintingFrame !== undefined && starts.length > 0 && Math.min(...starts) >= paintingFrame;
  });
}

/** Every script the page loads, with its size gzipped (as the budget counts it; the server may send it either way). */
async function pageScripts(page: Page, path: string) {
  const scripts: { path: string; gzipped: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ path: new URL(response.url()).pathname, gzipped: gzipSync(await response.body()).length });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return scripts;
}

test.describe("pages without islands load no React", () => {
  for (const path of ["/about", "/services", "/services/weddings"]) {
    test(`${path} loads the shell after the first paint, and no React`, async ({ page }) => {
      await watchFrames(page);
      const scripts = await pageScripts(page, path);
      const paths = scripts.map((script) => script.path);
      // The shell (and any chunk it shares with the islands), but neither the island runtime nor React.
      expect(paths).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/));
      expect(paths.filter((script) => /^\/assets\/(client|react)-[\w-]+\.js$/.test(script))).toEqual([]);
      expect(await firstScriptAfterFirstFrame(page)).toBe(true);
      expect(await page.locator("[data-hydrated]").count()).toBe(0);
      const kilobytes = scripts.reduce((sum, script) => sum + script.gzipped, 0) / 1024;
      test.info().annotations.push({ type: "JavaScript, gzipped", description: `${kilobytes.toFixed(1)} KB` });
    });
  }

  test("once the visitor has a quote, the header's count brings in the island runtime", async ({ page }) => {
    await page.goto("/catalogue/add-ons");
    await waitForIslands(page);
    await addToQuote(page, "Subwoofer Enhancement");
    await addToQuote(page, "Subwoofer Enhancement");
    await expect(toast(page, "Item Updated")).toBeVisible();

    const scripts = await pageScripts(page, "/about");
    await waitForIslands(page);
    expect(scripts.map((script) => script.path)).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
    await expect(page.getByRole("link", { name: "Request Quote 2 items" })).toBeVisible();
  });
});

test.describe("catalogue pages hydrate their islands, not the whole page", () => {
  const pageKinds = [
    "/catalogue",
    "/catalogue/products",
    "/catalogue/products/speakers",
    "/catalogue/product/powered-speaker-12-premium",
    "/catalogue/bundles",
    "/catalogue/personnel",
    "/catalogue/promotions",
    "/catalogue/add-ons",
    "/catalogue?q=microphone",
  ];
  for (const path of pageKinds) {
    test(`${path} loads the shell and the island runtime with React, and no router`, async ({ page }) => {
      await watchFrames(page);
      const scripts: string[] = [];
      const sizes: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(new URL(response.url()).pathname);
        // The size gzipped, as the budget counts it (the server may send it gzipped or not).
        sizes.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(path);
      await waitForIslands(page);
      await page.waitForLoadState("networkidle");
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/));
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/client-[\w-]+\.js$/));
      // React and React DOM in one chunk, shared by every island on the page.
      expect(scripts.filter((script) => /^\/assets\/react-[\w-]+\.js$/.test(script))).toHaveLength(1);
      expect(scripts.every((script) => script.startsWith("/assets/"))).toBe(true);
      // No script competes with the first paint: none starts before the frame that paints the page.
      expect(await firstScriptAfterFirstFrame(page)).toBe(true);
      // No React Router in the browser: only the islands are hydrated.
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      // The budget (110 KB with React) is measured by npm run bench; the figure is reported here.
      const gzippedBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      test.info().annotations.push({ type: "JavaScript (gzip)", description: `${gzippedBytes} bytes` });
    });
  }
});
