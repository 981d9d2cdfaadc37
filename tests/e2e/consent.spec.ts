// Analytics consent with a tag manager configured (its own server, GTM_ID
// set): nothing from Google loads until the visitor allows it; the choice is
// remembered and can be changed. The tag manager itself is the edge of the
// world: its script is answered locally.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { freePort, startProductionServer } from "../../bench/support.ts";
import { expectNoAxeViolations, waitForShell } from "./helpers.ts";

const GTM_ID = "GTM-TEST123";
let server: ChildProcess;
let dir: string;
let baseUrl: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "ssh-e2e-consent-"));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startProductionServer(port, path.join(dir, "site.db"), {
    SITE_URL: "https://www.sandtonsoundhire.co.za",
    GTM_ID,
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Counts requests for the tag manager and answers them with a stand-in that marks the page. */
async function fakeTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerRan = true;" });
  });
  return requested;
}

// Rendered on request (a query string), so the page carries this server's GTM_ID.
const page1 = "/about?from=consent-test";

test("the tag manager loads only after the visitor allows analytics, and the choice is kept", async ({ page }) => {
  const requested = await fakeTagManager(page);
  await page.goto(`${baseUrl}${page1}`);
  await waitForShell(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  await expect(banner).toBeVisible();
  // It is not a dialog and takes no focus.
  await expect(banner).not.toHaveAttribute("role", "dialog");
  await expect(page.locator("body")).toBeFocused();
  await expectNoAxeViolations(page);
  expect(requested).toEqual([]);
  // Stuck to the foot of the window, it follows the footer: at the end of the page it covers nothing.
  // The footer is rendered when it nears the viewport (content-visibility) and
  // may then differ from its estimated height: scroll again once it has.
  for (let step = 0; step < 2; step += 1) {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  const footerBottom = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom);
  const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);

  await banner.getByRole("button", { name: "No thanks" }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(`${baseUrl}${page1}`);
  await page.reload();
  await waitForShell(page);
  await expect(banner).toBeHidden();
  expect(requested).toEqual([]);

  // Changing one's mind from the footer.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "No thanks" })).toBeFocused();
  await banner.getByRole("button", { name: "Allow analytics" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);

  await page.reload();
  await waitForShell(page);
  await expect(banner).toBeHidden();
  await expect.poll(() => requested.length).toBe(2);
});

test("the notice's form keeps the choice through its own post, and refuses one from another site", async ({ page }) => {
  const requested = await fakeTagManager(page);
  // What the form sends when the shell is not there to keep the choice itself.
  const answer = await page.request.post(`${baseUrl}/consent`, {
    form: { choice: "granted", returnTo: page1 },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toBe(page1);
  expect(answer.headers()["set-cookie"]).toMatch(
    /^ssh-analytics-consent=granted-\d+; Path=\/; SameSite=Lax; Max-Age=31536000/,
  );
  await page.goto(`${baseUrl}${page1}`);
  await waitForShell(page);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
  await expect.poll(() => requested.length).toBe(1);

  const forged = await page.request.post(`${baseUrl}/consent`, {
    form: { choice: "granted", returnTo: "/" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()["set-cookie"]).toBeUndefined();
});

test("keyboard users can tab past the notice and back", async ({ page }) => {
  await fakeTagManager(page);
  await page.goto(`${baseUrl}${page1}`);
  await waitForShell(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  await expect(banner).toBeVisible();
  // The first Tab goes to the page's skip link, not into the notice.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
});

// Issue 21: the CSP allowed any tag-manager container. Now only the configured
// one, loaded with the response's nonce, runs; a container an injected tag
// names is refused by the browser.
test("a tag-manager container other than the configured one is refused by the CSP", async ({ page }) => {
  const requested = await fakeTagManager(page);
  await page.context().addCookies([{ name: "ssh-analytics-consent", value: `granted-${Date.now()}`, url: baseUrl }]);
  await page.goto(`${baseUrl}${page1}`);
  await waitForShell(page);
  await expect.poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const injected = document.createElement("script");
        injected.src = "https://www.googletagmanager.com/gtm.js?id=GTM-OTHER99";
        document.head.append(injected);
      }),
  );
  expect(refused).toMatch(/^script-src/);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
});
