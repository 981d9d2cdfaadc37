// The service worker: with no network a page load gets the offline page
// (styled, from the cache); with the network back, the real page, never a
// stale copy.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForShell } from "./helpers";

test.use({ serviceWorkers: "allow" });

test("offline navigations get the offline page; online ones the live page", async ({ page, context }) => {
  await page.goto("/");
  await waitForShell(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker serves the /sw.js it was built with and must be revalidated on every visit.
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");

  // Let the worker control this page before going offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
  // Styled from the precached stylesheet: the heading is in the brand's navy, not the browser's default black.
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toHaveCSS("color", "rgb(19, 33, 74)");
  await expect(page.getByRole("main").getByRole("link", { name: "Call us" })).toHaveAttribute("href", /^tel:\+27/);
  await expectNoAxeViolations(page);

  // Back online, Try again asks for the page the visitor wanted, with no script.
  await context.setOffline(false);
  await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await expect(page).toHaveTitle(/About/);

  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await expect(page).toHaveTitle(/About/);
});

test("the offline page is not indexed and not in the sitemap", async ({ request }) => {
  const response = await request.get("/offline");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/offline");
});
