import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { expectAddToQuoteHydrated } from "./quote-helpers.ts";

test("below 768 px the menu is a modal sheet that keeps focus and closes with Escape", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  // The browser puts focus in the sheet, on its first control.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Tab through more elements than the sheet holds: the page behind it is inert, so
  // focus never lands outside the sheet (past its last link the browser's own
  // controls take it, as for any modal dialog, and then it comes back in).
  let insideAgain = 0;
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === document.body) return "browser";
      return node.contains(active) ? "sheet" : "page";
    });
    expect(where).not.toBe("page");
    if (where === "sheet") insideAgain += 1;
  }
  expect(insideAgain).toBeGreaterThan(20);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The close button, and a tap on the backdrop, close it too.
  await open.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 300);
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByRole("link", { name: "Weddings" }).click();
  await expect(page).toHaveURL(/\/services\/weddings$/);
  await expect(dialog).toBeHidden();
});

test("on a phone the quote drawer fits the screen, passes axe, and closes with its Close button", async ({ page }) => {
  await page.goto("/catalogue/personnel");
  await waitForIslands(page);
  const add = page.getByRole("button", { name: "Add to Quote: On-Site Sound Engineer", exact: true });
  await expectAddToQuoteHydrated(add);
  await add.tap();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Item Added" })).toBeVisible();

  const open = page.getByRole("button", { name: "Your Quote 1 item" });
  await open.tap();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await expect(drawer).toBeVisible();
  // Once it has slid in, the sheet fits the phone's screen along its right edge, nothing of it off screen.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const width = page.viewportSize()?.width ?? 0;
  const box = await drawer.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(width, 0);
  await expect(drawer.getByRole("group", { name: "Quantity of On-Site Sound Engineer" })).toHaveText("1");
  await drawer.getByRole("button", { name: "Increase quantity of On-Site Sound Engineer" }).tap();
  await expect(drawer.getByRole("group", { name: "Quantity of On-Site Sound Engineer" })).toHaveText("2");
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  await expectNoAxeViolations(page);

  await drawer.getByRole("button", { name: "Close" }).tap();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Your Quote 2 items" })).toBeFocused();
});

// The forms as the server sends them (as a visitor without JavaScript sees them, and everyone before the islands
// hydrate), at the narrowest phone width the site is checked at.
test.describe("at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test("every choice of every select on the forms reads whole, and every legend stays one line inside its box", async ({
    page,
  }) => {
    for (const path of ["/quote-request", "/contact", "/call-me-back", "/partners/apply/business"]) {
      await page.goto(path);
      // Fields behind a disclosure ("Add event details") are measured as the visitor sees them once it is open.
      const closed = page.locator("form details:not([open]) > summary");
      for (let left = await closed.count(); left > 0; left -= 1) await closed.first().click();
      // The text of each option, measured in its select's font, against the room the select gives it.
      const cutOff = await page.evaluate(() => {
        const context = document.createElement("canvas").getContext("2d")!;
        return [...document.querySelectorAll("select")].flatMap((select) => {
          const style = getComputedStyle(select);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          // The browser draws its arrow inside the right padding when the select keeps its native look.
          const arrow = style.appearance === "none" ? 0 : 20;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
          return [...select.options]
            .filter((option) => context.measureText(option.text).width > room)
            .map(
              (option) =>
                `${select.name}: "${option.text}" (${Math.round(context.measureText(option.text).width)} px in ${Math.round(room)})`,
            );
        });
      });
      expect(cutOff, path).toEqual([]);
      const legendsOut = await page.evaluate(() =>
        [...document.querySelectorAll("fieldset > legend")].flatMap((legend) => {
          const box = legend.parentElement!.getBoundingClientRect();
          const text = legend.getBoundingClientRect();
          // One line high, and within the fieldset's border.
          const lineHeight = parseFloat(getComputedStyle(legend).lineHeight);
          return text.right > box.right || text.height > lineHeight * 1.5 ? [legend.textContent ?? ""] : [];
        }),
      );
      expect(legendsOut, path).toEqual([]);
    }
  });
});
