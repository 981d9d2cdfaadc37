import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForShell } from "./helpers";

test("below 768 px the menu is a sheet that traps focus and closes with Escape", async ({ page }) => {
  await page.goto("/");
  await waitForShell(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  // Tab through more elements than the sheet holds: focus never leaves it.
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("link", { name: "Weddings" }).click();
  await expect(page).toHaveURL(/\/services\/weddings$/);
  await expect(dialog).toBeHidden();
});
