// The pieces of a revised quote and its deposit, server-rendered as the quote
// page and the inbox will render them, with the site's own stylesheet, in
// Chromium at a phone's width: nothing wider than the screen, no axe
// violations, also with the copy block open. (The pages that show them come
// with the live quote page; this checks the pieces before they are placed.)
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "@playwright/test";
import { EftDepositPanel } from "#app/features/quotes/deposits/eft-deposit.tsx";
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";
import { eftDepositView } from "#app/features/quotes/deposits/deposit.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { expectNoAxeViolations } from "./helpers.ts";

function version2() {
  const result = reviseQuote(
    sampleQuote(),
    {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 3, unitPriceCents: 35_000 },
        {
          type: "personnel",
          id: "sound-engineer",
          quantity: 1,
          hours: 5,
          discount: { kind: "amount", amountCents: 50_000 },
        },
        { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
      ],
      overallDiscount: { kind: "percent", percent: 10 },
      delivery: { method: "delivery", zone: "johannesburg" },
    },
    { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

const banking = {
  bankName: "First National Bank",
  accountHolder: "Sandton Sound Hire (Pty) Ltd",
  accountNumber: "62812345678",
  branchCode: "250655",
};

test("a version's changes and the deposit panel fit a 360 px screen with no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // The site's stylesheet, as a page of the production build carries it.
  await page.goto("/contact");
  const stylesheet = await page.locator("head style").first().textContent();
  expect(stylesheet).toContain("tailwindcss");

  const v2 = version2();
  const body = renderToStaticMarkup(
    createElement(
      "main",
      { className: "mx-auto max-w-3xl space-y-8 px-4 py-6" },
      createElement("h1", { className: "text-2xl font-bold text-navy" }, `Quote ${v2.quoteNumber}, version 2`),
      createElement(QuoteDiffView, { diff: quoteDiff(sampleQuote(), v2) }),
      createElement(EftDepositPanel, {
        view: eftDepositView({ quoteNumber: v2.quoteNumber, totalCents: v2.totalCents, percent: 50, banking }),
      }),
      createElement(EftDepositPanel, {
        view: eftDepositView({
          quoteNumber: v2.quoteNumber,
          totalCents: v2.totalCents,
          percent: 50,
          banking: undefined,
        }),
        headingLevel: 3,
      }),
    ),
  );
  await page.setContent(
    `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Quote ${v2.quoteNumber}</title><style>${stylesheet}</style></head><body>${body}</body></html>`,
    { waitUntil: "load" },
  );

  await expect(page.getByRole("table", { name: "Lines" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    tables: [...document.querySelectorAll("table")].map((table) => table.getBoundingClientRect().right),
  }));
  expect(widths.page).toBeLessThanOrEqual(360);
  for (const right of widths.tables) expect(right).toBeLessThanOrEqual(360);
  // The words say what changed; struck-through and underlined values show it without colour.
  await expect(page.getByText("Removed:")).toBeVisible();
  const decorations = await page.evaluate(() => ({
    del: getComputedStyle(document.querySelector("del")!).textDecorationLine,
    ins: getComputedStyle(document.querySelector("ins")!).textDecorationLine,
  }));
  expect(decorations).toEqual({ del: "line-through", ins: "underline" });
  // The site's stylesheet styles them (so axe measures the real colours): a banking detail is selected whole.
  expect(
    await page
      .locator("dd")
      .first()
      .evaluate((node) => getComputedStyle(node).userSelect),
  ).toBe("all");
  await expectNoAxeViolations(page);

  await page.getByText("All the details as text, to copy in one go").click();
  await expect(page.locator("pre")).toContainText("Reference: Q-261121-7KQM");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
