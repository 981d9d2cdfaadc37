// A quote lead in the staff inbox end to end: the event, people × hours,
// delivery, VAT totals and expiry, and its PDF.
import { expect, test } from "@playwright/test";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { longDate } from "./quote-helpers.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";
import { addStaff, signIn } from "./staff-inbox.test-support.ts";

test.describe("staff inbox", () => {
  test("a quote lead shows the event, people × hours, delivery, VAT totals and expiry, and opens its PDF", async ({
    page,
    request,
  }) => {
    const staffEmail = uniqueEmail("staff-quote");
    addStaff(staffEmail);
    const visitor = uniqueEmail("quote");
    // Dates ahead of today in Johannesburg: the quotes API refuses dates in the past.
    const first = addDays(johannesburgDate(new Date()), 20);
    const created = await request.post("/api/quotes", {
      data: {
        contact: { name: "Pieter van Wyk", email: visitor, phone: "083 555 0177" },
        eventDate: first,
        endDate: addDays(first, 1),
        setupTime: "09:00",
        venue: "Summer Place, Hyde Park",
        setting: "indoor",
        guests: "220",
        deliveryMethod: "delivery",
        deliveryZone: "sandton",
        companyName: "Van Wyk Conferencing CC",
        companyVatNumber: "4987654321",
        marketingConsent: true,
        items: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
          { type: "personnel", id: "setup-technician", quantity: 2, hours: 5 },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { quoteNumber, accessToken, quote } = (await created.json()) as {
      quoteNumber: string;
      accessToken: string;
      quote: { validUntil: string };
    };
    const decided = await request.post(`/api/quotes/${quoteNumber}/decisions`, {
      data: { accessToken, requestType: "accept", quoteVersion: 1, signedName: "Thabo Nkosi", acceptTerms: true },
    });
    expect(decided.ok()).toBe(true);
    const [lead] = leadsFor(visitor);

    await page.goto(`/admin/leads/${lead?.id}`);
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { name: `Quote ${quoteNumber}` })).toBeVisible();
    await expect(page.getByText("Accepted by the customer")).toBeVisible();
    const facts = page.getByText("Valid until").locator("xpath=ancestor::dl");
    for (const text of [
      `Valid until${longDate(quote.validUntil)}`,
      `${longDate(first)} to ${longDate(addDays(first, 1))} (2 days)`,
      "09:00",
      "Indoor",
      "220",
      "To Sandton (estimate)",
      "Van Wyk Conferencing CC",
      "4987654321",
    ])
      await expect(facts).toContainText(text);
    const lines = page.getByRole("table", { name: "Quote lines, excluding VAT" });
    // Header, two lines and the delivery estimate, then items, subtotal, VAT and total.
    await expect(lines.getByRole("row")).toHaveCount(1 + 3 + 4);
    await expect(lines).toContainText("2 people × 5 hours");
    await expect(lines).toContainText("Delivery and collection (estimate)");
    // Speakers 2 x R375 x 1.5 day rates, technicians 2 x 5 x R1,500, delivery to Sandton R450: R16,575.00.
    await expect(lines.getByRole("row", { name: /^Subtotal \(excl\. VAT\)/ })).toContainText("R16,575.00");
    await expect(lines.getByRole("row", { name: /^VAT \(15%\)/ })).toContainText("R2,486.25");
    await expect(lines.getByRole("row", { name: /^Total \(incl\. VAT\)/ })).toContainText("R19,061.25");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Visitor accepted the quote");
    await expectNoAxeViolations(page);

    const pdf = await page.request.get(`/admin/leads/${lead?.id}/quote.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // Staff get the quote as the visitor made it: who it is for and where.
    const text = await pdfText(await pdf.body());
    expect(text).toContain(quoteNumber);
    expect(text).toContain("Pieter van Wyk");
    expect(text).toContain("Summer Place, Hyde Park");
  });
});
