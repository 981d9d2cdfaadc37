import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

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
