// The staff dashboard end to end: web vitals and script errors measured in a
// visitor's browser, those raised while the islands hydrate included.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForShell } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { addStaff, countRows, signIn } from "./staff-inbox.test-support.ts";

test.describe("staff inbox", () => {
  test("the dashboard shows web vitals and script errors measured in a visitor's browser", async ({
    page,
    browser,
  }) => {
    const visitor = await browser.newPage();
    await visitor.goto("/about");
    // The shell loads after the first paint and starts the error and web-vitals reporting; it marks itself ready after that.
    await waitForShell(visitor);
    // A script error on the page, as a visitor's browser would meet it.
    const marker = `Dashboard check ${Date.now().toString(36)}`;
    const thrown = visitor.waitForEvent("pageerror");
    await visitor.evaluate(
      (message) =>
        setTimeout(() => {
          throw new Error(message);
        }),
      marker,
    );
    await thrown;
    // Leaving the page sends the beacon.
    await visitor.goto("/services");
    await visitor.close();
    await expect
      .poll(() =>
        countRows("select count(*) as n from web_vitals where page = '/about' and name in ('FCP', 'TTFB', 'LCP')"),
      )
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => countRows(`select count(*) as n from site_errors where message like '%${marker}%'`))
      .toBe(1);

    const staffEmail = uniqueEmail("staff-vitals");
    addStaff(staffEmail);
    await page.goto("/admin/dashboard");
    await signIn(page, staffEmail);
    const speed = page.getByRole("table", { name: /Web vitals/ });
    for (const metric of ["LCP", "FCP", "TTFB"]) {
      await expect(speed.getByRole("row", { name: new RegExp(`^${metric}`) })).not.toContainText("Not measured");
    }
    await expect(speed).toContainText("2.50 s, 4.00 s");
    await expect(page.getByRole("region", { name: "Errors" })).toContainText(marker);
    await expectNoAxeViolations(page);
  });

  test("a script error raised while the islands hydrate, before the shell has loaded, is reported too", async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    const marker = `Early error ${Date.now().toString(36)}`;
    // Thrown as soon as the page is parsed, while the contact form hydrates; the shell loads after that.
    // Only on /contact: the script runs again on the page the visitor goes to next.
    await visitor.addInitScript((message) => {
      if (location.pathname !== "/contact") return;
      document.addEventListener("DOMContentLoaded", () =>
        setTimeout(() => {
          (window as Window & { shellAtError?: string }).shellAtError =
            document.documentElement.dataset.shell ?? "not loaded";
          throw new Error(message);
        }),
      );
    }, marker);
    await visitor.goto("/contact");
    await waitForShell(visitor);
    expect(await visitor.evaluate(() => (window as Window & { shellAtError?: string }).shellAtError)).toBe(
      "not loaded",
    );
    await visitor.goto("/services");
    await visitor.close();
    await expect
      .poll(() => countRows(`select count(*) as n from site_errors where message like '%${marker}%'`))
      .toBe(1);
  });
});
