// WCAG 1.4.10 Reflow: at 320 CSS pixels wide no page scrolls sideways. Every
// page in the sitemap, plus the unlisted ones a visitor can reach.
import { expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";

test.use({ viewport: { width: 320, height: 720 } });

test("every page reflows at 320 pixels without sideways scrolling", async ({ page, request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(paths.length).toBeGreaterThan(50);
  const overflowing: string[] = [];
  for (const path of [...paths, "/quote-request", "/offline", "/admin/login"]) {
    if (path === "/quote-request") {
      // With an empty quote the page goes back to the catalogue; one item keeps it on its form.
      await page.evaluate(() =>
        localStorage.setItem(
          "quoteItems",
          JSON.stringify([
            {
              id: "sound-engineer",
              name: "On-Site Sound Engineer",
              type: "personnel",
              quantity: 1,
              price: 2500,
              originalItem: {},
              hourlyRate: true,
            },
          ]),
        ),
      );
      await page.goto(path);
      await waitForIslands(page);
    } else {
      await page.goto(path);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) overflowing.push(`${path} (${width} px)`);
  }
  expect(overflowing).toEqual([]);
});

test.describe("at the widths where the desktop header begins", () => {
  // The spec's mobile menu applies below 768 px: from there the whole main
  // navigation and Request Quote share the header's one row.
  for (const width of [768, 800, 1024]) {
    test(`the header fits ${width} pixels`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about");
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        header: [...document.querySelectorAll("header *")].some(
          (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth,
        ),
      }));
      expect(overflow).toEqual({ page: 0, header: false });
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Request Quote/ }).first()).toBeInViewport();
    });
  }
});
