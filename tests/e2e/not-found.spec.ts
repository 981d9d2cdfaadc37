import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";

test("an unknown path answers 404 with contact details and the three links", async ({ page }) => {
  const response = await page.goto("/no-such-page?from=test");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Request a Call Back" })).toHaveAttribute("href", "/call-me-back");
  await expect(main.getByRole("link", { name: /catalogue/i })).toHaveAttribute("href", "/catalogue");
  await expect(main.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  await expect(main.locator('a[href="tel:+27117842250"]')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // The unknown URL is kept as the not-found referrer for the call-back form.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("notFoundReferrer")))
    .toMatch(/\/no-such-page\?from=test$/);
  await expectNoAxeViolations(page);
});

test("an unknown service answers 404 with 'Service not found' and a way back", async ({ page }) => {
  const response = await page.goto("/services/karaoke");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sound for every kind of event/);
});

test("deep unknown paths and encoded traversal attempts are plain 404s", async ({ request }) => {
  for (const path of ["/services/weddings/extra", "/assets/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/etc/passwd"]) {
    const response = await request.get(path);
    expect([400, 404]).toContain(response.status());
    expect(await response.text()).not.toContain("root:x:0:0");
  }
});

test("server-error page reloads after a toast when asked", async ({ page }) => {
  await page.goto("/server-error");
  await waitForIslands(page);
  // What the visitor saw is recorded in the page itself and kept across the reload, so a slow test
  // process (reading the screen after the reload already happened) cannot change the verdict.
  await page.evaluate((text) => {
    const seen = () => document.body.textContent?.includes(text) ?? false;
    new MutationObserver(() => {
      if (seen() && !sessionStorage.getItem("toastShownAt")) sessionStorage.setItem("toastShownAt", `${Date.now()}`);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    addEventListener("pagehide", () => sessionStorage.setItem("reloadedAt", `${Date.now()}`));
  }, "Reloading page…");
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload Page" }).click();
  await reloaded;
  const { toastShownAt, reloadedAt } = await page.evaluate(() => ({
    toastShownAt: Number(sessionStorage.getItem("toastShownAt")),
    reloadedAt: Number(sessionStorage.getItem("reloadedAt")),
  }));
  expect(toastShownAt).toBeGreaterThan(0);
  // The toast was on screen before the page went away; the 500 ms themselves are the component test's.
  expect(reloadedAt).toBeGreaterThan(toastShownAt);
  await expect(page.getByRole("link", { name: /Go to home/ })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: /Contact us/ })).toHaveAttribute("href", "/contact");
});
