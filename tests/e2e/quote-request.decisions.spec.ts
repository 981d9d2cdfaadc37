// The decisions on a requested quote against the real server: each is stored and
// ends on the Thank You stage, waits while in flight, is refused twice, and warns
// when the team cannot be told or the request fails.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";
import { summaryTotal } from "./quote-helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import {
  buildSelection,
  decisionsOf,
  fillContact,
  openQuotePage,
  storedQuote,
  successPanel,
  toSummary,
} from "./quote-request.test-support.ts";

for (const [action, toastTitle, status] of [
  ["Request Discount", "Discount Request Sent", "changes_requested"],
  ["Decline Quote", "Quote Declined", "declined"],
] as const) {
  test(`${action} is stored and ends on the Thank You stage`, async ({ page }) => {
    const number = await toSummary(page);
    await page.getByRole("button", { name: action }).click();
    await expect(page.getByText(toastTitle)).toBeVisible();
    await expect(successPanel(page)).toContainText(number);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByRole("link", { name: "Continue Browsing Catalogue" })).toHaveAttribute("href", "/catalogue");
    expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).toBe("[]");
    expect(storedQuote(number)?.status).toBe(status);
  });
}

test("while a decision is in flight every action waits with a spinner", async ({ page }) => {
  await toSummary(page);
  // The decision is held until every button has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/quotes/*/decisions", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Request Discount" }).click();
  const group = page.getByRole("group", { name: "Your decision" });
  for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"]) {
    await expect(group.getByRole("button", { name })).toBeDisabled();
  }
  // Spec section 4: all four action buttons are disabled and show a spinner.
  await expect(group.locator(".animate-spin")).toHaveCount(4);
  release();
  await expect(successPanel(page)).toBeVisible();
});

test("'I'm Okay (No Quote)' opens the halfway dialog; closing it moves on", async ({ page }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "I'm Okay (No Quote)" }).click();
  const dialog = page.getByRole("dialog", { name: "We can try to meet you halfway!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(number);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(successPanel(page)).toContainText(number);
  await expect(page.locator("#quote-stage-heading")).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).toBe("[]");
  expect(decisionsOf(number)).toEqual(["undecided"]);
});

test("deciding twice is refused with a clear message", async ({ page, request }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "Decline Quote" }).click();
  await expect(successPanel(page)).toBeVisible();
  const again = await request.post(`/api/quotes/${number}/decisions`, {
    data: {
      accessToken: "not-the-token",
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Ayanda Khumalo",
      acceptTerms: true,
    },
  });
  // A wrong token is answered as an unknown quote (404); the right one after an accept, 409.
  expect([404, 409]).toContain(again.status());
});

test("when the team cannot be told, a warning shows and the quote still opens", async ({ page }) => {
  await buildSelection(page);
  await openQuotePage(page);
  await page.route("**/api/quotes", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false}' }),
  );
  await fillContact(page, uniqueEmail("warning"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("Your quote request is being processed, but we couldn't notify our team. They'll contact you soon."),
  ).toBeVisible();
  await expect(summaryTotal(page)).toHaveText("R13,462.19");

  // Without a stored quote there is nothing to accept: the spec's failure message.
  await page.getByRole("link", { name: "Accept Quote" }).click();
  await expect(page.getByText("Failed to accept quote. Please try again.")).toBeVisible();
});

test("when the request fails outright, the API Error warning shows", async ({ page }) => {
  await buildSelection(page);
  await openQuotePage(page);
  await page.route("**/api/quotes", (route) => route.abort("connectionreset"));
  await fillContact(page, uniqueEmail("network"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("There was an issue notifying our team, but your quote is being processed."),
  ).toBeVisible();
  await expect(summaryTotal(page)).toBeVisible();
});
