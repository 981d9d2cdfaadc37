// Building and sending a quote without JavaScript (decision 066), on a phone's
// width: Add to Quote and the quote page post forms over a basket the server
// keeps for the visitor; the request reaches the staff inbox. With JavaScript
// the browser's own quote is used as before, and a server basket joins it once.
import { type Browser, type Page, expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";
import { addToQuoteButton } from "./quote-helpers.ts";
import { addStaff, signIn } from "./staff-inbox.test-support.ts";

const PHONE = { width: 390, height: 844 };
const MIC = "Wireless Mic Upgrade";
const SPEAKER = "Premium 12-Inch Powered Speaker";

const selection = (page: Page) => page.getByRole("complementary", { name: "Your Selection" });

/** Adds an item from a catalogue page by its Add to Quote form and checks the note it comes back to. */
async function addWithoutScript(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole("button", { name: `Add to Quote: ${name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^#]*${path.replace(/[/]/g, "\\/")}#added-`));
  const note = page.locator(":target");
  await expect(note).toContainText("Added to your quote.");
  await expect(note).toBeVisible();
  await expect(note).toBeInViewport();
  return note;
}

async function scriptlessPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return { context, page: await context.newPage() };
}

test.describe("a quote without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("is built from catalogue pages, changed and sent by form posts, and reaches the staff inbox", async ({
    page,
    browser,
  }) => {
    await addWithoutScript(page, "/catalogue/add-ons", MIC);
    const note = await addWithoutScript(page, "/catalogue/product/powered-speaker-12-premium", SPEAKER);
    await note.getByRole("link", { name: "View my quote" }).click();
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(selection(page).getByText("2 items")).toBeVisible();
    await expect(selection(page).getByText(MIC)).toBeVisible();

    // Three speakers, then no microphone.
    const speakerQuantity = selection(page).getByRole("listitem").filter({ hasText: SPEAKER }).getByLabel("Quantity");
    await speakerQuantity.fill("3");
    await selection(page)
      .getByRole("button", { name: `Update ${SPEAKER}` })
      .click();
    await expect(selection(page).getByText("4 items")).toBeVisible();
    await selection(page)
      .getByRole("button", { name: `Remove ${MIC}` })
      .click();
    await expect(selection(page).getByText("3 items")).toBeVisible();
    await expect(selection(page).getByText(MIC)).toHaveCount(0);

    // A field the server refuses comes back with its message and what was typed.
    const email = uniqueEmail("noscript-quote");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Full Name").fill("Lerato Dube");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("08");
    await page.getByRole("button", { name: "View My Quote" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await form.getByLabel("Phone Number").fill("082 555 0144");
    await page.getByRole("button", { name: "View My Quote" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    const quoteNumber = (await page.getByText(/^Q-\d{6}-[A-Z0-9]{4}$/).textContent()) ?? "";
    await expect(page.getByRole("link", { name: "View your quote" })).toHaveAttribute("href", /^\/q\//);

    // The basket is gone once the request is stored.
    await page.goto("/quote-request");
    await expect(selection(page).getByText("0 items")).toBeVisible();

    const [lead] = leadsFor(email);
    expect(lead).toBeDefined();
    const staffEmail = uniqueEmail("staff-noscript");
    addStaff(staffEmail);
    const staff = await browser.newPage();
    await staff.goto(`/admin/leads/${lead?.id}`);
    await signIn(staff, staffEmail);
    await expect(staff.getByRole("heading", { name: `Quote ${quoteNumber}` })).toBeVisible();
    const lines = staff.getByRole("table", { name: "Quote lines, excluding VAT" });
    await expect(lines.getByRole("row", { name: new RegExp(`^${SPEAKER}`) })).toContainText("3");
    await expect(lines).not.toContainText(MIC);
    await staff.close();
  });
});

test.describe("a quote with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("keeps the browser's own quote as before: Add to Quote posts nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto("/catalogue/add-ons");
    await waitForIslands(page);
    await (await addToQuoteButton(page, MIC)).click();
    await expect(page.locator("[data-sonner-toast]").getByText("Item Added")).toBeVisible();
    await expect(page).toHaveURL(/\/catalogue\/add-ons$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length)).toBe(1);
    expect(posts.filter((path) => path === "/quote-request")).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("quote_basket");
  });

  test("takes a basket built without JavaScript into the browser's quote once", async ({ browser }) => {
    const scriptless = await scriptlessPage(browser);
    await addWithoutScript(scriptless.page, "/catalogue/add-ons", MIC);
    await addWithoutScript(scriptless.page, "/catalogue/add-ons", MIC);
    const state = await scriptless.context.storageState();
    await scriptless.context.close();

    const context = await browser.newContext({ storageState: state, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/quote-request");
    await waitForIslands(page);
    await expect(selection(page).getByText("2 items")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]")[0]?.quantity)).toBe(2);
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain("quote_basket");
    // Read again, the quote is the browser's alone: nothing is added twice.
    await page.reload();
    await waitForIslands(page);
    await expect(selection(page).getByText("2 items")).toBeVisible();
    await context.close();
  });
});
