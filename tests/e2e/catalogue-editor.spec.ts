// The catalogue editor end to end, on its own production server and database:
// an editor sets a hire price on the premium speaker and changes its
// description, previews the draft as the public card shows it, publishes it,
// and finds the change with its before and after in the audit log; she hides
// the fog machine without deleting it; a salesperson cannot open the editor.
// The editor's browser runs without JavaScript (the staff area is plain HTML
// forms); the accessibility checks run in a second, scripted browser.
import { DatabaseSync } from "node:sqlite";
import { type Page, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";
import { addStaffMember, signInStaff } from "./staff-members.ts";

const EDITOR = "naledi@sandtonsoundhire.co.za";
const EDITOR_PASSWORD = "Moving heads in Melrose 2026";
const SALES = "lerato@sandtonsoundhire.co.za";
const SALES_PASSWORD = "Line array over Midrand";
const ADDED_SENTENCE = "It is our first choice for boardroom launches in Sandton.";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp();
  addStaffMember(site, EDITOR, EDITOR_PASSWORD, "editor");
  addStaffMember(site, SALES, SALES_PASSWORD, "sales");
});

test.afterAll(async () => {
  await site?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await signInStaff(page, site, email, password);
}

/** The published revision every app process polls. */
function publishedRevision(): number {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    return Number(
      (db.prepare("select revision from catalogue_revision where id = 1").get() as { revision: number }).revision,
    );
  } finally {
    db.close();
  }
}

test("an editor sets a price and a description, previews, publishes, reads the audit log and hides an item", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(editor, EDITOR, EDITOR_PASSWORD);
  // Editors start in the catalogue.
  await expect(editor).toHaveURL(`${site.baseUrl}/admin/catalogue`);
  await expect(editor.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  const speakerRow = editor.getByRole("row", { name: /Premium 12-Inch Powered Speaker/ });
  await expect(speakerRow).toContainText("R375.00 (from cost)");
  await expect(editor.getByRole("row", { name: /^Sound Engineer/ })).toContainText("R2,500.00 (set by staff)");

  await speakerRow.getByRole("link", { name: "Premium 12-Inch Powered Speaker" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Premium 12-Inch Powered Speaker" })).toBeVisible();

  // A rule broken is named with its field, and nothing is saved.
  await editor.getByLabel("Description").fill("Too short to say anything.");
  await editor.getByRole("button", { name: "Save draft and preview" }).click();
  await expect(editor.getByRole("alert")).toContainText("Description: at least 120 characters.");
  await expect(editor.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
  expect(publishedRevision()).toBe(1);

  // Open the page afresh (a reload would post the form again).
  await editor.goto(editor.url());
  const description = editor.getByLabel("Description");
  await description.fill(`${await description.inputValue()} ${ADDED_SENTENCE}`);
  await editor.getByLabel("Hire price set by staff (rand)").fill("420");
  await editor.getByRole("button", { name: "Save draft and preview" }).click();

  // The preview is the public card with the new price; the public catalogue has not changed yet.
  await expect(editor.getByRole("status")).toContainText("Draft saved.");
  const preview = editor.getByRole("region", { name: "Preview of the draft" });
  await expect(preview).toContainText("R420.00");
  await expect(preview).toContainText("set by staff");
  await expect(preview.locator("[data-item-card]")).toContainText("Premium 12-Inch Powered Speaker");
  expect(publishedRevision()).toBe(1);

  await preview.getByRole("button", { name: "Publish" }).click();
  await expect(editor.getByRole("status")).toHaveText("Published: the public site now shows this version.");
  expect(publishedRevision()).toBe(2);
  await expect(editor.getByText(/Published: R420\.00 \(set by staff\)/)).toBeVisible();

  await editor.goto(`${site.baseUrl}/admin/catalogue/audit`);
  const change = editor.getByRole("listitem").filter({ hasText: "Changed: product" }).first();
  await expect(change).toContainText(EDITOR);
  const priceRow = change.getByRole("row", { name: /Hire price set by staff/ });
  await expect(priceRow.getByRole("cell").nth(0)).toHaveText("(none)");
  await expect(priceRow.getByRole("cell").nth(1)).toHaveText("R420.00");
  const descriptionRow = change.getByRole("row", { name: /Description/ });
  await expect(descriptionRow.getByRole("cell").nth(0)).not.toContainText(ADDED_SENTENCE);
  await expect(descriptionRow.getByRole("cell").nth(1)).toContainText(ADDED_SENTENCE);

  // Hide the fog machine: off the public catalogue, still in the editor, in the audit log.
  await editor.goto(`${site.baseUrl}/admin/catalogue`);
  const fogRow = editor.getByRole("row", { name: /Fog Machine/ });
  await fogRow.getByRole("button", { name: "Hide Fog Machine" }).click();
  await expect(editor.getByRole("status")).toContainText("Hidden: it no longer shows on the public site.");
  await expect(
    editor
      .getByRole("row", { name: /Fog Machine/ })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("Hidden");
  expect(publishedRevision()).toBe(3);
  await editor.goto(`${site.baseUrl}/admin/catalogue/audit`);
  await expect(editor.getByRole("listitem").first()).toContainText("Hidden: product Fog Machine");
  const visibilityRow = editor
    .getByRole("listitem")
    .first()
    .getByRole("row", { name: /Hidden or shown/ });
  await expect(visibilityRow.getByRole("cell").nth(0)).toHaveText("Shown");
  await expect(visibilityRow.getByRole("cell").nth(1)).toHaveText("Hidden");

  // Move the DJ Starter Kit up a place: the list's order is the public order.
  await editor.goto(`${site.baseUrl}/admin/catalogue`);
  await editor.getByRole("button", { name: "Move up DJ Starter Kit" }).click();
  await expect(editor.getByRole("status")).toHaveText("Moved: the public lists show the new order.");
  const bundleNames = editor
    .getByRole("region", { name: /^Bundles/ })
    .getByRole("row")
    .getByRole("link");
  await expect(bundleNames).toHaveText([
    "Small Corporate Event",
    "DJ Starter Kit",
    "Wedding Ceremony Sound",
    "Small Party Lighting",
    "Complete Event Solution",
  ]);
  expect(publishedRevision()).toBe(4);

  // Accessibility, with scripts on (axe needs them): the lists, an item with a draft's preview, the audit log.
  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, EDITOR, EDITOR_PASSWORD);
  await checker.goto(`${site.baseUrl}/admin/catalogue/bundles/dj-starter-kit`);
  await checker.getByLabel("Popularity").fill("90");
  await checker.getByRole("button", { name: "Save draft and preview" }).click();
  await expect(checker.getByRole("region", { name: "Preview of the draft" })).toBeVisible();
  await expectNoAxeViolations(checker);
  for (const path of ["/admin/catalogue", "/admin/catalogue/audit", "/admin/catalogue/products/new"]) {
    await checker.goto(`${site.baseUrl}${path}`);
    await expectNoAxeViolations(checker);
  }
});

test("a salesperson cannot open the catalogue editor", async ({ browser }) => {
  const sales = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(sales, SALES, SALES_PASSWORD);
  await expect(sales).toHaveURL(`${site.baseUrl}/admin`);
  await expect(sales.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Catalogue" })).toHaveCount(
    0,
  );
  for (const path of ["/admin/catalogue", "/admin/catalogue/products/fog-machine", "/admin/catalogue/audit"]) {
    const refused = await sales.goto(`${site.baseUrl}${path}`);
    expect(refused?.status(), path).toBe(403);
  }
  await expect(sales.getByText("Your role does not include this page. Ask an owner if you need it.")).toBeVisible();
});
