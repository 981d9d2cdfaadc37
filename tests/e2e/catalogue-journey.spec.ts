// Issue 24's journey on one production server with its own database and
// photo directory, the catalogue read from the database as in production and
// the default refresh interval: an editor sets a staff price and uploads a
// photo; within a minute the product page, its category page, search and a new
// quote show the new price, and the pages the photo as AVIF; a salesperson
// cannot open the catalogue editor; an overbooked date shows the warning on
// the lead page. The time from each save to the public page showing it is
// recorded as an annotation of the test (the figure the issue asks for).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { daysAhead, longDate } from "./quote-helpers";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp";
import { addStaffMember, signInStaff } from "./staff-members";

const OWNER = "thandi@sandtonsoundhire.co.za";
const EDITOR = "naledi@sandtonsoundhire.co.za";
const SALES = "lerato@sandtonsoundhire.co.za";
const PASSWORD = "Subwoofers under the stage in Fourways";
const PRODUCT_ID = "powered-speaker-12-standard";
const PRODUCT_NAME = "Standard 12-Inch Powered Speaker";
const CATEGORY_ID = "powered-speakers";
const STAFF_PRICE = "333";
const STAFF_PRICE_LABEL = "R333.00";
const ALT = "Standard 12-inch powered speaker on a tripod in our Sandton warehouse";
const EVENT_DATE = daysAhead(53);
/** The promise: a saved change shows on every page within a minute. */
const WITHIN_A_MINUTE = 60_000;

let site: SiteWithSmtp;
let photoDir: string;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  photoDir = mkdtempSync(path.join(tmpdir(), "ssh-e2e-journey-photos-"));
  // The default refresh interval: the minute is measured as production runs it.
  site = await startSiteWithSmtp({
    CATALOGUE_PHOTO_DIR: photoDir,
    LEADS_RATE_LIMIT_PER_IP: "10000",
    LEADS_FLOOD_THRESHOLD: "10000",
  });
  addStaffMember(site, OWNER, PASSWORD, "owner");
  addStaffMember(site, EDITOR, PASSWORD, "editor");
  addStaffMember(site, SALES, PASSWORD, "sales");
});

test.afterAll(async () => {
  await site?.close();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await signInStaff(page, site, email, PASSWORD);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** A 1600 × 1200 JPEG, as a phone camera would save it. */
function speakerPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#23305f"/><rect x="600" y="250" width="400" height="700" rx="40" fill="#111"/>
    <circle cx="800" cy="700" r="150" fill="#444"/><circle cx="800" cy="400" r="60" fill="#444"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Polls a public page (a fresh request each time, as a new visitor) until it contains `text`; the milliseconds it took. */
async function msUntilPublic(request: APIRequestContext, pagePath: string, text: string, since: number) {
  await expect
    .poll(async () => (await request.get(`${site.baseUrl}${pagePath}`)).text(), {
      timeout: WITHIN_A_MINUTE,
      intervals: [500],
    })
    .toContain(text);
  return Date.now() - since;
}

interface CreatedQuote {
  quoteNumber: string;
  accessToken: string;
  quote: { lines: { id: string; unitPriceCents: number }[] };
}

async function quoteFor(name: string, quantity: number): Promise<CreatedQuote> {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.co.za`, phone: "082 555 0199" },
      eventDate: EVENT_DATE,
      venue: "Montecasino, Fourways",
      items: [{ type: "product", id: PRODUCT_ID, quantity }],
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedQuote;
}

function leadIdOf(quoteNumber: string): string {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    return (db.prepare("select lead_id from quotes where quote_number = ?").get(quoteNumber) as { lead_id: string })
      .lead_id;
  } finally {
    db.close();
  }
}

test("an editor's price and photo reach every page within a minute; sales cannot edit; an overbooked date warns", async ({
  browser,
  request,
}) => {
  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, EDITOR);

  // The price: a draft, its preview, then publish.
  await editor.goto(`${site.baseUrl}/admin/catalogue`);
  await editor
    .getByRole("row", { name: new RegExp(PRODUCT_NAME) })
    .getByRole("link", { name: PRODUCT_NAME })
    .click();
  await editor.getByLabel("Hire price set by staff (rand)").fill(STAFF_PRICE);
  await editor.getByRole("button", { name: "Save draft and preview" }).click();
  const preview = editor.getByRole("region", { name: "Preview of the draft" });
  await expect(preview).toContainText(STAFF_PRICE_LABEL);
  await preview.getByRole("button", { name: "Publish" }).click();
  await expect(editor.getByRole("status")).toHaveText("Published: the public site now shows this version.");
  const pricePublished = Date.now();

  const priceOnProductPage = await msUntilPublic(
    request,
    `/catalogue/product/${PRODUCT_ID}`,
    STAFF_PRICE_LABEL,
    pricePublished,
  );
  test.info().annotations.push({
    type: "save to visible",
    description: `price on the product page ${priceOnProductPage} ms after publishing`,
  });
  expect(priceOnProductPage).toBeLessThanOrEqual(WITHIN_A_MINUTE);

  // The photo, with its alt text.
  await editor.goto(`${site.baseUrl}/admin/catalogue/photos/product/${PRODUCT_ID}`);
  await editor.getByRole("textbox", { name: "Alt text" }).first().fill(ALT);
  await editor
    .getByRole("button", { name: "Photo (required)" })
    .setInputFiles({ name: "speaker.jpg", mimeType: "image/jpeg", buffer: await speakerPhoto() });
  await editor.getByRole("button", { name: "Upload photo" }).click();
  await expect(editor.getByRole("status")).toContainText("Photo uploaded");
  const photoUploaded = Date.now();
  const photoOnProductPage = await msUntilPublic(request, `/catalogue/product/${PRODUCT_ID}`, ALT, photoUploaded);
  test.info().annotations.push({
    type: "save to visible",
    description: `photo on the product page ${photoOnProductPage} ms after the upload`,
  });
  expect(photoOnProductPage).toBeLessThanOrEqual(WITHIN_A_MINUTE);

  // A visitor: the product page, its category page and search show the price and the photo, as AVIF.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const media: { url: string; type: string | undefined }[] = [];
  visitor.on("response", (response) => {
    if (response.url().includes("/media/catalogue/"))
      media.push({ url: response.url(), type: response.headers()["content-type"] });
  });
  await visitor.goto(`${site.baseUrl}/catalogue/product/${PRODUCT_ID}`);
  await expect(visitor.locator("[data-product-price]")).toContainText(STAFF_PRICE_LABEL);
  const photo = visitor.locator("article img[data-catalogue-photo]").first();
  await expect(photo).toHaveAttribute("alt", ALT);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\.avif$/);
  expect(media.find((response) => response.url === chosen)?.type).toBe("image/avif");

  await visitor.goto(`${site.baseUrl}/catalogue/products/${CATEGORY_ID}`);
  const card = visitor.locator(`[data-item-card="${PRODUCT_ID}"]`);
  await expect(card).toContainText(STAFF_PRICE_LABEL);
  await expect(card.locator("img[data-catalogue-photo]")).toHaveAttribute("alt", ALT);

  await visitor.goto(`${site.baseUrl}/catalogue?q=${encodeURIComponent("Standard 12-Inch")}`);
  const result = visitor.getByRole("link", { name: `Product ${PRODUCT_NAME}` });
  await expect(result).toBeVisible();
  await expect(visitor.locator("img[data-catalogue-photo]").first()).toHaveAttribute("alt", ALT);
  await visitorContext.close();

  // A new quote is priced at the staff price, by the server.
  const accepted = await quoteFor("Lindiwe Dube", 1);
  expect(accepted.quote.lines).toEqual([expect.objectContaining({ id: PRODUCT_ID, unitPriceCents: 33_300 })]);

  // A salesperson cannot open the catalogue editor.
  const sales = await (await browser.newContext()).newPage();
  await signIn(sales, SALES);
  await expect(sales.getByRole("link", { name: "Catalogue", exact: true })).toHaveCount(0);
  expect((await sales.goto(`${site.baseUrl}/admin/catalogue`))?.status()).toBe(403);
  expect((await sales.goto(`${site.baseUrl}/admin/catalogue/products/${PRODUCT_ID}`))?.status()).toBe(403);

  // One owned; the first quote accepted; a second for the same date is overbooked.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, OWNER);
  await owner.goto(`${site.baseUrl}/admin/catalogue/stock`);
  await owner.getByLabel(PRODUCT_NAME, { exact: true }).fill("1");
  await owner.getByRole("button", { name: `Save ${PRODUCT_NAME}` }).click();
  await expect(owner.getByRole("status")).toHaveText(`Saved the quantity owned of ${PRODUCT_NAME}.`);
  const decision = await fetch(`${site.baseUrl}/api/quotes/${accepted.quoteNumber}/decisions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessToken: accepted.accessToken, requestType: "accept" }),
  });
  expect(decision.status).toBe(200);
  const second = await quoteFor("Pieter Botha", 1);
  await owner.goto(`${site.baseUrl}/admin/leads/${leadIdOf(second.quoteNumber)}`);
  await expect(owner.locator(`[data-stock-line="${PRODUCT_NAME}"]`)).toContainText(
    `Overbooked: 1 asked, 0 free on ${longDate(EVENT_DATE)}`,
  );
});
