// The page shell: header menus (native popovers, shown on hover by CSS), the
// header's shadow and the sections' fade-in (scroll-driven CSS), with and
// without JavaScript, since none of it needs a script.
import { expect, type Page, test } from "@playwright/test";

/**
 * Hovers a menu button and times, inside the page, how long its panel takes to
 * show, from the pointer arriving to the first frame it is visible: a busy test
 * machine can only make that longer, never shorter.
 */
async function msUntilShown(page: Page, label: string): Promise<number> {
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: label });
  await button.evaluate((element) => {
    const panel = document.getElementById(element.getAttribute("popovertarget") ?? "") as HTMLElement;
    (window as { shownAfter?: Promise<number> }).shownAfter = new Promise<number>((resolve) => {
      element.addEventListener(
        "pointerover",
        () => {
          const start = performance.now();
          const check = () => {
            if (getComputedStyle(panel).visibility === "visible") resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          check();
        },
        { once: true },
      );
    });
  });
  await button.hover();
  return page.evaluate(() => (window as { shownAfter?: Promise<number> }).shownAfter as Promise<number>);
}

/** Starts timing how long a panel stays visible after the pointer leaves its menu. */
async function startTimingClose(page: Page, panelId: string) {
  await page.evaluate((id) => {
    const panel = document.getElementById(id) as HTMLElement;
    (window as { hiddenAfter?: Promise<number> }).hiddenAfter = new Promise<number>((resolve) => {
      panel.closest("li")?.addEventListener(
        "pointerleave",
        () => {
          const start = performance.now();
          const check = () => {
            if (getComputedStyle(panel).visibility === "hidden") resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          check();
        },
        { once: true },
      );
    });
  }, panelId);
  return () => page.evaluate(() => (window as { hiddenAfter?: Promise<number> }).hiddenAfter as Promise<number>);
}

test.describe("header", () => {
  test("Services and Rentals dropdowns open on hover and list their links", async ({ page }) => {
    await page.goto("/");
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
    // One menu at a time.
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
  });

  test("dropdowns work by keyboard", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.focus();
    // Focus alone opens nothing: a keyboard user tabs past a menu they do not want.
    await page.waitForTimeout(300);
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    // Tab goes into the open menu, then on along the header.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Corporate Events/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    await expect(services).toBeFocused();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    await expect(page.getByRole("link", { name: "Request Quote" }).first()).toHaveAttribute("href", "/quote-request");
    await expect(services).toBeFocused();
  });

  test("an open menu never covers where keyboard focus has gone", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    await nav.getByRole("button", { name: "Rentals" }).focus();
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    await page.getByRole("main").getByRole("link").first().focus();
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
  });

  test("dropdowns open after the hover delay, close after the close delay, and open at once from another", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const bundles = nav.getByRole("link", { name: /^Sound Bundles/ });
    expect(await msUntilShown(page, "Rentals")).toBeGreaterThanOrEqual(190);
    await expect(bundles).toBeVisible();
    // Moving on to the next menu within the skip delay: it opens with no hover delay, the other closes at once.
    await nav.getByRole("button", { name: "Services" }).hover();
    const servicesDelay = await page
      .locator("#menu-services")
      .evaluate((panel) => getComputedStyle(panel).transitionDelay);
    expect(servicesDelay).toBe("0s");
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    await expect(bundles).toBeHidden();
    // Leaving: still there for the close delay, then gone.
    const hiddenAfter = await startTimingClose(page, "menu-services");
    await page.mouse.move(5, 600);
    expect(await hiddenAfter()).toBeGreaterThanOrEqual(140);
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeHidden();
    // Long after, the hover delay applies again.
    await page.waitForTimeout(600);
    expect(await msUntilShown(page, "Services")).toBeGreaterThanOrEqual(190);
  });

  test("a click keeps a menu open after the pointer leaves, until a click elsewhere", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const weddings = nav.getByRole("link", { name: /^Weddings/ });
    await nav.getByRole("button", { name: "Services" }).click();
    await expect(weddings).toBeVisible();
    await page.mouse.move(5, 600);
    await page.waitForTimeout(400);
    await expect(weddings).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(weddings).toBeHidden();
  });

  test("casts a shadow after 10 px of scroll", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    // Before the offset the shadow is none, or (as the animation has it) shadows of no colour at all.
    const shadow = () =>
      header.evaluate((element) => {
        const value = getComputedStyle(element).boxShadow;
        return /rgba\(\d+, \d+, \d+, 0\.\d*[1-9]\d*\)|rgb\(/.test(value) ? "shadow" : "none";
      });
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await expect.poll(shadow).toBe("none");
    await scrollTo(5);
    await expect.poll(shadow).toBe("none");
    await scrollTo(10);
    await expect.poll(shadow).toBe("none");
    await scrollTo(200);
    await expect.poll(shadow).toBe("shadow");
    await scrollTo(0);
    await expect.poll(shadow).toBe("none");
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("contact page", () => {
  test("the FAQ accordion opens one entry at a time and collapses", async ({ page }) => {
    await page.goto("/contact");
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
    await page.goto("/contact");
    for (const text of ["Monday to Friday", "8:00 AM to 6:00 PM", "9:00 AM to 4:00 PM", "By appointment only"]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/Sandton and Gauteng, including Johannesburg and Pretoria/)).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    // The map's island hydrates as it nears the viewport, and then offers the map.
    await page.getByText("The map is provided by Google Maps").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /maps\.google\.com/);
    await expect(page.locator("iframe")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(page.locator("#contact-form")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header menus open on hover and on click, and the mobile menu opens, with no script", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    await expect(nav.getByRole("link", { name: /^Weddings/ })).toBeVisible();
    await nav.getByRole("button", { name: "Rentals" }).click();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole("link", { name: /^Sound Bundles/ })).toBeVisible();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the map offers Google Maps in a new tab", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: /^Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
  });

  test("every section shows as it comes into view, and links work", async ({ page }) => {
    await page.goto("/");
    const sections = page.locator(".reveal-on-view");
    expect(await sections.count()).toBeGreaterThan(3);
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveCSS("opacity", "1");
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("since 2015");
  });
});

test.describe("motion", () => {
  test("sections below the fold fade in when scrolled into view", async ({ page }) => {
    await page.goto("/");
    const last = page.locator(".reveal-on-view").last();
    await expect(last).toHaveCSS("opacity", "0");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveCSS("opacity", "1");
    await expect
      .poll(() => last.evaluate((section) => new DOMMatrix(getComputedStyle(section).transform).isIdentity))
      .toBe(true);
  });

  test("with reduced motion nothing is hidden or animated", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const last = page.locator(".reveal-on-view").last();
    await expect(last).toHaveCSS("opacity", "1");
    await expect(last).toHaveCSS("transform", "none");
    await context.close();
  });
});
