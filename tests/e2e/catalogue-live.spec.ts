// Pages follow a catalogue edit without a rebuild or a restart (decision 042).
// A production server of its own reads its catalogue from a JSON file
// (CATALOGUE_TEST_FILE, a test-only source) that this spec rewrites as a staff
// save would change the published catalogue, and checks its catalogue once a
// second (CATALOGUE_REFRESH_SECONDS=1): the product page, its category page,
// search, the sitemap and a new quote's price follow the edit, and a hidden
// product answers 404 and drops out of them.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { formatPrice } from "#app/features/quotes/quote.ts";
import { hirePriceOf } from "#app/features/catalogue/hire-prices.server.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { daysAhead } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const PRODUCT_ID = "powered-speaker-12-premium";
const ORIGINAL = seedCatalogue.products.find((product) => product.id === PRODUCT_ID)!;
const CATEGORY_ID = ORIGINAL.categories[1]!;
const EDITED = { ...ORIGINAL, name: "Premium 12-Inch Speaker Mk II", costPrice: 12_340 };
/** R617: 5% of a cost of R2,000 or more (spec section 9). */
const EDITED_HIRE_PRICE = hirePriceOf("product", EDITED)!;

let site: SiteWithSmtp;
let folder: string;
let catalogueFile: string;

/** A staff save: the whole file replaced at once, as a published revision is. */
function publish(data: CatalogueData) {
  const next = `${catalogueFile}.next`;
  writeFileSync(next, JSON.stringify(data));
  renameSync(next, catalogueFile);
}

const withProduct = (product: typeof ORIGINAL | null): CatalogueData => ({
  ...seedCatalogue,
  products: seedCatalogue.products.flatMap((record) =>
    record.id === PRODUCT_ID ? (product ? [product] : []) : [record],
  ),
});

const pagePath = `/catalogue/product/${PRODUCT_ID}`;

async function quoteFor(id: string) {
  return fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Lerato Khumalo", email: `catalogue-live-${Date.now()}@example.co.za`, phone: "082 555 0199" },
      eventDate: daysAhead(40),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id, quantity: 1 }],
    }),
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "ssh-e2e-catalogue-"));
  catalogueFile = path.join(folder, "catalogue.json");
  publish(seedCatalogue);
  site = await startSiteWithSmtp({ CATALOGUE_TEST_FILE: catalogueFile, CATALOGUE_REFRESH_SECONDS: "1" });
});

test.afterAll(async () => {
  await site?.close();
  rmSync(folder, { recursive: true, force: true });
});

test("a product page is rendered per request and revalidated by the catalogue's ETag", async ({ request }) => {
  const first = await request.get(`${site.baseUrl}${pagePath}`);
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("private, max-age=10, stale-while-revalidate=20");
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^W\/"/);

  const again = await request.get(`${site.baseUrl}${pagePath}`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  // The browser keeps the policy stored with its copy, whose nonce that copy's scripts carry.
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  // Client navigation reads the route's data with the same rules.
  const data = await request.get(`${site.baseUrl}${pagePath}.data`);
  expect(data.status()).toBe(200);
  expect(data.headers()["cache-control"]).toBe("public, max-age=10, stale-while-revalidate=20");
  expect(data.headers()["etag"]).toBe(etag);
});

test("a new name and price show on the product page, its category, search, the structured data and a new quote", async ({
  page,
  request,
}) => {
  const before = await request.get(`${site.baseUrl}${pagePath}`);
  const oldEtag = before.headers()["etag"]!;
  publish(withProduct(EDITED));

  await expect
    .poll(async () => (await request.get(`${site.baseUrl}${pagePath}`)).text(), { timeout: 15_000 })
    .toContain(EDITED.name);
  // The copy a browser kept is now out of date: revalidation gets the new page.
  const revalidated = await request.get(`${site.baseUrl}${pagePath}`, { headers: { "If-None-Match": oldEtag } });
  expect(revalidated.status()).toBe(200);
  expect(revalidated.headers()["etag"]).not.toBe(oldEtag);

  const priceLabel = formatPrice(EDITED_HIRE_PRICE, false);
  await page.goto(`${site.baseUrl}${pagePath}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EDITED.name);
  await expect(page.locator("[data-product-price]")).toHaveText(priceLabel);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toContain(EDITED.name);
  expect(jsonLd).toContain(String(EDITED_HIRE_PRICE));
  await expectNoAxeViolations(page);

  await page.goto(`${site.baseUrl}/catalogue/products/${CATEGORY_ID}`);
  await expect(page.getByRole("heading", { name: EDITED.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: ORIGINAL.name, exact: true })).toHaveCount(0);

  await page.goto(`${site.baseUrl}/catalogue?q=${encodeURIComponent("Mk II")}`);
  await expect(page.getByText('1 result found for "Mk II"')).toBeVisible();
  await expect(page.getByRole("link", { name: `Product ${EDITED.name}` })).toBeVisible();

  const quote = await quoteFor(PRODUCT_ID);
  expect(quote.status).toBe(201);
  const { quote: stored } = (await quote.json()) as {
    quote: { lines: { id: string; name: string; unitPriceCents: number }[] };
  };
  expect(stored.lines).toEqual([
    expect.objectContaining({ id: PRODUCT_ID, name: EDITED.name, unitPriceCents: EDITED_HIRE_PRICE * 100 }),
  ]);
});

test("a hidden product answers 404, leaves its category, search and the sitemap, and a quote for it is refused", async ({
  page,
  request,
}) => {
  publish(withProduct(null));
  await expect
    .poll(async () => (await request.get(`${site.baseUrl}${pagePath}`)).status(), { timeout: 15_000 })
    .toBe(404);

  const sitemap = await (await request.get(`${site.baseUrl}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(pagePath);
  expect(sitemap).toContain("/catalogue/product/");

  await page.goto(`${site.baseUrl}/catalogue/products/${CATEGORY_ID}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(EDITED.name) })).toHaveCount(0);
  await page.goto(`${site.baseUrl}/catalogue?q=${encodeURIComponent("Mk II")}`);
  await expect(page.getByText('No results found for "Mk II"').first()).toBeVisible();

  const quote = await quoteFor(PRODUCT_ID);
  expect(quote.status).toBe(400);
  const body = (await quote.json()) as { errors: { field: string; message: string }[] };
  expect(body.errors).toContainEqual({ field: "items[0].id", message: "This item is no longer in our catalogue" });

  // A product added after the build has a page (with the site's share card: cards are drawn at build).
  const added = { ...ORIGINAL, id: "powered-speaker-12-added", name: "Added Speaker 12" };
  publish({ ...withProduct(null), products: [...withProduct(null).products, added] });
  await expect
    .poll(async () => (await request.get(`${site.baseUrl}/catalogue/product/${added.id}`)).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  await page.goto(`${site.baseUrl}/catalogue/product/${added.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(added.name);
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toContain("/assets/");

  // Shown again, it is back without a restart.
  publish(withProduct(ORIGINAL));
  await expect
    .poll(async () => (await request.get(`${site.baseUrl}${pagePath}`)).status(), { timeout: 15_000 })
    .toBe(200);
  expect(await (await request.get(`${site.baseUrl}/sitemap.xml`)).text()).toContain(pagePath);
});

test("two app processes on one catalogue both follow a change", async ({ request }) => {
  const second = await startSiteWithSmtp({ CATALOGUE_TEST_FILE: catalogueFile, CATALOGUE_REFRESH_SECONDS: "1" });
  try {
    const renamed = { ...ORIGINAL, name: "Premium 12-Inch Speaker, Both Processes" };
    publish(withProduct(renamed));
    for (const baseUrl of [site.baseUrl, second.baseUrl]) {
      await expect
        .poll(async () => (await request.get(`${baseUrl}${pagePath}`)).text(), { timeout: 15_000 })
        .toContain(renamed.name);
    }
  } finally {
    await second.close();
  }
});
