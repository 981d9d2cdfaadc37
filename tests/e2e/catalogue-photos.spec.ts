// Photos of our own equipment, end to end on a production server of its own
// (its own database and photo cache): an editor uploads a photo with its
// alt text from the staff area's plain form; the product page then shows it
// as a <picture> whose AVIF the browser fetches (immutable, nosniff), with
// width and height, eager and high priority; the category page shows it in
// the product's card, lazily; a salesperson cannot open the photo pages.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { blankPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";
import { addStaffMember, signInStaff } from "./staff-members.ts";

const EDITOR = "naledi@sandtonsoundhire.co.za";
const EDITOR_PASSWORD = "Speaker stands in Sandton";
const SALES = "lerato@sandtonsoundhire.co.za";
const SALES_PASSWORD = "Line array over Midrand";
const PRODUCT = "powered-speaker-12-standard";
const ALT = "Standard 12-inch powered speaker on a tripod stand in our Sandton warehouse";

let site: SiteWithSmtp;
let photoDir: string;

// Each upload encodes AVIF and WebP at up to five widths: seconds on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  photoDir = mkdtempSync(path.join(tmpdir(), "ssh-e2e-photos-"));
  // Pages take photos from the catalogue snapshot, which checks for changes every second here.
  site = await startSiteWithSmtp({ PHOTO_CACHE_DIR: photoDir, CATALOGUE_REFRESH_SECONDS: "1" });
  addStaffMember(site, EDITOR, EDITOR_PASSWORD, "editor");
  addStaffMember(site, SALES, SALES_PASSWORD, "sales");
});

test.afterAll(async () => {
  await site?.close();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string, password: string) {
  await signInStaff(page, site, email, password);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** A 1600 × 1200 photo with a gradient, made the way a camera would save it (JPEG). */
function speakerPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e2a5a"/><stop offset="1" stop-color="#f5b301"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><rect x="600" y="250" width="400" height="700" rx="40" fill="#111"/>
    <circle cx="800" cy="700" r="150" fill="#444"/><circle cx="800" cy="400" r="60" fill="#444"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test("an editor uploads a photo; the product and category pages show it as AVIF with its size", async ({
  page,
  browser,
}) => {
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await page.getByRole("link", { name: "Photos" }).click();
  await expect(page.getByRole("heading", { name: "Catalogue photos", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: /12" Powered Speaker.*Standard|Standard.*12/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/catalogue/photos/product/${PRODUCT}$`));

  // Alt text is required: the form says so, naming the field.
  await page
    .getByRole("button", { name: "Photo (required)" })
    .setInputFiles({ name: "speaker.jpg", mimeType: "image/jpeg", buffer: await speakerPhoto() });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText(/^Alt text: describe what the photo shows/)).toBeVisible();

  await page.getByRole("textbox", { name: "Alt text" }).first().fill(ALT);
  await page
    .getByRole("button", { name: "Photo (required)" })
    .setInputFiles({ name: "speaker.jpg", mimeType: "image/jpeg", buffer: await speakerPhoto() });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toContainText("Photo uploaded");
  await expect(page.getByText("Main photo", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor's browser (no staff session).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const avifRequests: { url: string; type: string | null }[] = [];
  visitor.on("response", (response) => {
    if (response.url().includes("/media/catalogue/"))
      avifRequests.push({ url: response.url(), type: response.headers()["content-type"] ?? null });
  });
  // The catalogue snapshot takes the photo on its next revision check.
  await expect
    .poll(async () => (await visitor.request.get(`${site.baseUrl}/catalogue/product/${PRODUCT}`)).text(), {
      timeout: 15_000,
    })
    .toContain(ALT);
  await visitor.goto(`${site.baseUrl}/catalogue/product/${PRODUCT}`);
  const main = visitor.locator("article img[data-catalogue-photo]").first();
  await expect(main).toHaveAttribute("alt", ALT);
  await expect(main).toHaveAttribute("width", "480");
  await expect(main).toHaveAttribute("height", "360");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/catalogue\/[0-9a-f]{32}-\d+\.avif$/);
  expect(avifRequests.find((request) => request.url === chosen)?.type).toBe("image/avif");
  const served = await visitor.request.get(chosen);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await expectNoAxeViolations(visitor);

  await visitor.goto(`${site.baseUrl}/catalogue/products/speakers`);
  const card = visitor.locator(`[data-item-card="${PRODUCT}"] img[data-catalogue-photo]`);
  await expect(card).toHaveAttribute("alt", ALT);
  await expect(card).toHaveAttribute("loading", "lazy");
  await expect(card).toHaveAttribute("width", "480");
  await expect(card).toHaveAttribute("height", "360");
  await visitorContext.close();
});

// Issue 32 (finding 8): a 10,000 × 10,000 PNG of a few hundred KB was decoded (25 s and 1.2 GB each).
test("a photo of more than 40 megapixels is refused from its header, and the page says why beside the field", async ({
  page,
}) => {
  await signIn(page, EDITOR, EDITOR_PASSWORD);
  await page.goto(`${site.baseUrl}/admin/catalogue/photos/product/${PRODUCT}`);
  await expect(page.getByText("JPEG, PNG or WebP, at most 15 MB and 40 megapixels.")).toBeVisible();
  const photos = await page.locator("[data-photo-id]").count();
  await page.getByRole("textbox", { name: "Alt text" }).first().fill(ALT);
  await page
    .getByRole("button", { name: "Photo (required)" })
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: blankPng(10_000, 10_000) });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(
    page.getByText(
      "Photo: the picture is 10,000 × 10,000 pixels (100 megapixels); the most we take is 40 megapixels. Please resize it (the product pages show photos at most 1,920 pixels wide) and upload that.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Photo (required)" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-photo-id]")).toHaveCount(photos);
});

test("a salesperson cannot open the photo pages or post to them", async ({ page }) => {
  await signIn(page, SALES, SALES_PASSWORD);
  await expect(page.getByRole("link", { name: "Photos" })).toHaveCount(0);
  const list = await page.goto(`${site.baseUrl}/admin/catalogue/photos`);
  expect(list?.status()).toBe(403);
  const item = await page.goto(`${site.baseUrl}/admin/catalogue/photos/product/${PRODUCT}`);
  expect(item?.status()).toBe(403);
});

test.describe("the upload over real HTTP, through the server's limits, the session and the CSRF check", () => {
  const pagePath = "/admin/catalogue/photos/product/fog-machine";

  /** Posts an upload form as the signed-in editor's browser would, with the page's CSRF token. */
  async function postUpload(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | null, alt?: string) {
    await page.goto(`${site.baseUrl}${pagePath}`);
    const csrf = await page.locator('form[enctype="multipart/form-data"] input[name="csrf"]').inputValue();
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { csrf };
    if (alt !== undefined) multipart.alt = alt;
    if (file) multipart.photo = file;
    return page.request.post(`${site.baseUrl}${pagePath}`, {
      multipart,
      headers: { Origin: site.baseUrl },
      maxRedirects: 0,
    });
  }

  const base = () => sharp({ create: { width: 1400, height: 1050, channels: 3, background: "#1e2a5a" } });

  test("takes a JPEG, a PNG and a WebP; refuses a renamed text file, 15 MB and one byte, and no alt text", async ({
    page,
  }) => {
    await signIn(page, EDITOR, EDITOR_PASSWORD);
    const good = [
      { name: "fog.jpg", mimeType: "image/jpeg", buffer: await base().jpeg().toBuffer() },
      { name: "fog.png", mimeType: "image/png", buffer: await base().png().toBuffer() },
      { name: "fog.webp", mimeType: "image/webp", buffer: await base().webp().toBuffer() },
    ];
    for (const file of good) {
      const response = await postUpload(page, file, `Fog machine, ${file.name}`);
      expect(response.status(), file.name).toBe(302);
      expect(response.headers().location).toBe(`${pagePath}?notice=uploaded`);
    }
    await page.goto(`${site.baseUrl}${pagePath}`);
    await expect(page.locator("[data-photo-id]")).toHaveCount(3);

    const renamed = await postUpload(
      page,
      {
        name: "fog.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("Hire list: fog machine, fluid, extension lead\n"),
      },
      "Fog machine",
    );
    expect(renamed.status()).toBe(422);
    expect(await renamed.text()).toContain("the file must be a JPEG, PNG or WebP photo");

    const jpeg = await base().jpeg().toBuffer();
    const tooBig = Buffer.concat([
      jpeg.subarray(0, -2),
      Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length),
      jpeg.subarray(-2),
    ]);
    const big = await postUpload(page, { name: "fog.jpg", mimeType: "image/jpeg", buffer: tooBig }, "Fog machine");
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("larger than 15 MB");

    const noAlt = await postUpload(page, good[0]!, "");
    expect(noAlt.status()).toBe(400);
    expect(await noAlt.text()).toContain("Alt text: describe what the photo shows");

    await page.goto(`${site.baseUrl}${pagePath}`);
    await expect(page.locator("[data-photo-id]")).toHaveCount(3);
  });

  test("serves only variant names: 404 for originals, other types and paths out of the folder", async ({ request }) => {
    const hash = "0".repeat(32);
    for (const target of [
      `/media/catalogue/${hash}-640.avif`,
      `/media/catalogue/${hash}.jpg`,
      `/media/catalogue/..%2Foriginals%2F${hash}.jpg`,
      `/media/catalogue/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/catalogue/%2e%2e/%2e%2e/package.json`,
      `/media/catalogue/`,
    ]) {
      const response = await request.get(`${site.baseUrl}${target}`);
      expect(response.status(), target).toBe(404);
      expect(await response.text(), target).not.toContain("root:");
    }
  });
});
