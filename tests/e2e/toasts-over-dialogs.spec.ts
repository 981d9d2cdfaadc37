// No toast covers a control of an open sheet or dialog, at phone and desktop
// widths: the quote drawer after a quantity change (its toast used to sit on
// the Close button and the title for 3 s), and the halfway dialog, which opens
// with the decision's toast.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
import { addToQuote, toast } from "./catalogue.test-support.ts";
import { toSummary } from "./quote-request.test-support.ts";

const WIDTHS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/**
 * Waits until every toast has stopped moving (sonner slides them in) and the
 * toaster has placed them. An animation sonner cancels (a toast replaced or
 * moved on) has stopped too: its `finished` rejects with an AbortError.
 */
async function settleToasts(page: Page) {
  await page.evaluate(async () => {
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    const stopped = (animation: Animation) =>
      animation.finished.then(
        () => undefined,
        () => undefined,
      );
    await Promise.all(toasts.flatMap((element) => element.getAnimations().map(stopped)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Each control (and heading) of the dialog whose centre a toast covers, by its name. */
function coveredControls(dialog: Locator) {
  return dialog.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, h2, [role=heading]");
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || y < 0 || y > window.innerHeight) return [];
      const topmost = document.elementFromPoint(x, y);
      return topmost && control.contains(topmost) ? [] : [control.getAttribute("aria-label") ?? control.innerText];
    });
  });
}

/** True when the element is the topmost one at its own centre. */
function onTop(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return topmost !== null && node.contains(topmost);
  });
}

async function expectNothingCovered(page: Page, dialog: Locator, controls: Locator[]) {
  await settleToasts(page);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]').first()).toBeVisible();
  for (const control of controls) expect(await onTop(control)).toBe(true);
  expect(await coveredControls(dialog)).toEqual([]);
}

for (const size of WIDTHS) {
  test(`at ${size.width} px a toast leaves the quote drawer's Close button, title and buttons uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/catalogue/personnel");
    await waitForIslands(page);
    await addToQuote(page, "On-Site Sound Engineer");
    await expect(toast(page, "Item Added")).toBeVisible();
    await page.getByRole("button", { name: /^Your Quote/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your Quote" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Increase quantity of On-Site Sound Engineer" }).click();
    await expect(toast(page, "Quantity Updated")).toBeVisible();
    const close = drawer.getByRole("button", { name: "Close" });
    const title = drawer.getByRole("heading", { name: "Your Quote" });
    await expectNothingCovered(page, drawer, [close, title]);
    // The modal sheet hides the rest of the page from assistive technology, but not the toasts' live region:
    // the change is announced as well as shown.
    const announced = page.getByRole("region", { name: /^Notifications/ });
    await expect(announced).toContainText("Quantity Updated");
    expect(await announced.evaluate((region) => region.closest('[aria-hidden="true"], [inert]') === null)).toBe(true);
    // A second change while the first toast shows: two stacked toasts, still clear of the sheet.
    await drawer.getByRole("button", { name: "Increase hours of On-Site Sound Engineer" }).click();
    await expectNothingCovered(page, drawer, [close, title]);
    // The Close button takes the tap.
    await close.click();
    await expect(drawer).toBeHidden();
  });

  test(`at ${size.width} px the decision's toast leaves the halfway dialog uncovered`, async ({ page }) => {
    await page.setViewportSize(size);
    await toSummary(page);
    await page.getByRole("button", { name: "I'm Okay (No Quote)" }).click();
    const dialog = page.getByRole("dialog", { name: "We can try to meet you halfway!" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close" });
    await expectNothingCovered(page, dialog, [close, dialog.getByRole("heading")]);
    await close.click();
    await expect(dialog).toBeHidden();
  });
}
