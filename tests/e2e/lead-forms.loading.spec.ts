// What pages with lead forms load: each form's island without React Router, a
// landing page's sidebar form only once the visitor starts on it, and the toasts.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, hydrateByFocus, waitForIslands } from "./helpers.ts";

test.describe("what pages with lead forms load", () => {
  /** The script files the page requested (module chunks included). */
  function collectScripts(page: Page): string[] {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  for (const { path, island } of [
    { path: "/contact", island: "contact-form" },
    { path: "/call-me-back", island: "call-back-form" },
    { path: "/partners/apply/business", island: "partner-application-form" },
    { path: "/partners/apply/client", island: "partner-application-form" },
  ]) {
    test(`${path} hydrates its form island, with no React Router runtime`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "");
      await page.waitForLoadState("networkidle");
      expect(scripts).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${island}-[\\w-]+\\.js$`)));
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
      expect(scripts.filter((script) => /entry\.client|manifest-/.test(script))).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test("a landing page loads its sidebar form's code only when the visitor starts filling it in", async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto("/sound-hire-gauteng");
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    const formCode = /^\/assets\/sidebar-call-back-form-[\w-]+\.js$/;
    expect(scripts.filter((script) => formCode.test(script))).toEqual([]);
    const island = page.locator('[data-island="sidebar-call-back-form"]');
    await expect(island).not.toHaveAttribute("data-hydrated", "");

    await hydrateByFocus(page.getByRole("form", { name: "Request a Call Back" }).getByLabel("Full name"));
    expect(scripts.filter((script) => formCode.test(script))).toHaveLength(1);
  });

  test("toasts stack newest first, close on request and by themselves", async ({ page }) => {
    await page.goto("/sound-hire-gauteng");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Request a Call Back" });
    await page.route("**/api/forms/sidebar", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    );
    await hydrateByFocus(form.getByLabel("Full name"));
    await form.getByLabel("Full name").fill("Sipho Nkosi");
    await form.getByLabel("Email address").fill("sipho@example.co.za");
    await form.getByLabel("Phone number").fill("082 555 0101");
    await form.getByRole("button", { name: "Call Me Back" }).click();
    const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
    await expect(toasts).toHaveCount(1);
    // Pointing at a toast keeps it open while it is read.
    await toasts.first().hover();
    await expect(toasts.first()).toContainText("Submission Error");
    await expect(toasts.first()).toContainText("Failed to submit your request. Please try again.");
    await expectNoAxeViolations(page);
    await page.waitForTimeout(3_500);
    await expect(toasts).toHaveCount(1);
    await toasts.first().getByRole("button", { name: "Close toast" }).click();
    await expect(toasts).toHaveCount(0);
    // A form answer's toast closes by itself after 3 seconds.
    await page.mouse.move(0, 0);
    await form.getByRole("button", { name: "Call Me Back" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveCount(0, { timeout: 6_000 });
  });
});
