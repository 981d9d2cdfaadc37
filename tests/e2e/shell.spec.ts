import { expect, type Page, test } from "@playwright/test";
import { waitForShell } from "./helpers";

/** Opens a page and waits for the shell script, which loads after the first paint. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForShell(page);
}

test.describe("header", () => {
  test("Services and Rentals dropdowns open on hover and list their links", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    for (const name of ["Corporate Events", "Weddings", "DJ Events"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await nav.getByRole("button", { name: "Rentals" }).hover();
    for (const name of ["Products", "Sound Bundles", "Event Personnel", "Special Promotions", "Equipment Add-Ons"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /^Products/ })).toHaveAttribute("href", "/catalogue/products");
  });

  test("dropdowns work by keyboard", async ({ page }) => {
    await open(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    await expect(page.getByRole("link", { name: "Request Quote" }).first()).toHaveAttribute("href", "/quote-request");
    await expect(nav.getByRole("button", { name: "Services" })).toBeFocused();
  });

  test("dropdowns open after the hover delay and close after the close delay", async ({ page }) => {
    await open(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Rentals" });
    // Timed inside the page: a busy test machine must not turn "not yet" into "already".
    const timeline = await page.evaluate(async () => {
      const button = document.querySelector<HTMLElement>('[aria-controls="menu-rentals"]')!;
      const state = () => button.getAttribute("aria-expanded");
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      button.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
      const immediately = state();
      await wait(100);
      const after100 = state();
      await wait(250);
      return { immediately, after100, after350: state() };
    });
    expect(timeline).toEqual({ immediately: "false", after100: "false", after350: "true" });
    await trigger.hover();
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("casts a shadow after 10 px of scroll", async ({ page }) => {
    await open(page, "/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("contact page", () => {
  test("the FAQ accordion opens one entry at a time and collapses", async ({ page }) => {
    await open(page, "/contact");
    const entries = page.locator("section[aria-labelledby=faq-heading] details");
    await expect(entries).toHaveCount(5);
    const [first, second] = [entries.nth(0), entries.nth(1)];
    const leadTimeAnswer = second.getByText(/2 to 4 weeks/);
    await expect(leadTimeAnswer).toBeHidden();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").press("Enter");
    await expect(second).toHaveAttribute("open", "");
    await expect(leadTimeAnswer).toBeVisible();
    await expect(leadTimeAnswer).toContainText("1 to 2 months ahead in peak season (November to December)");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");
    await expect(leadTimeAnswer).toBeHidden();
  });

  test("shows the hours and service area as the spec words them, and loads the map only on request", async ({
    page,
  }) => {
    await open(page, "/contact");
    for (const text of ["Monday to Friday", "8:00 AM to 6:00 PM", "9:00 AM to 4:00 PM", "By appointment only"]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/Sandton and Gauteng, including Johannesburg and Pretoria/)).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /maps\.google\.com/);
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(page.locator("#contact-form")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header menus open on hover with CSS alone", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
  });

  test("every section is visible and links work", async ({ page }) => {
    await page.goto("/");
    const sections = page.locator("[data-reveal]");
    expect(await sections.count()).toBeGreaterThan(3);
    for (const section of await sections.all()) {
      await expect(section).toHaveCSS("opacity", "1");
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("since 2015");
  });
});

test.describe("motion", () => {
  test("sections below the fold fade in when scrolled into view", async ({ page }) => {
    await open(page, "/");
    const last = page.locator("[data-reveal]").last();
    await expect(last).toHaveAttribute("data-reveal", "pending");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect(last).toHaveCSS("opacity", "1");
  });

  test("with reduced motion nothing is hidden or animated", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await open(page, "/");
    const last = page.locator("[data-reveal]").last();
    await expect(last).toHaveCSS("opacity", "1");
    await expect(last).toHaveCSS("transform", "none");
    await context.close();
  });
});
