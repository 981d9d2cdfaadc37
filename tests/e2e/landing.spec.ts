// The thirteen search landing pages.
import { expect, test } from "@playwright/test";
import { LANDING_SLUGS } from "../../app/content/landing/slugs";
import { expectNoAxeViolations, jsonLdNodes, nodesOfType, waitForLeadForms } from "./helpers";
import { leadsFor, uniqueEmail } from "./leads-db";

test("every landing page answers 200 with its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const slug of LANDING_SLUGS) {
    const response = await request.get(`/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  }
  expect(titles.size).toBe(LANDING_SLUGS.length);
  expect(descriptions.size).toBe(LANDING_SLUGS.length);
});

for (const slug of LANDING_SLUGS) {
  test(`/${slug}: axe, structured data, the template's parts, and no broken internal link`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${slug}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
    for (const reason of [
      "Professional-grade equipment",
      "Experienced technicians",
      "Reliable service throughout Gauteng",
      "Flexible solutions for any budget",
      "24/7 technical support",
    ]) {
      await expect(page.getByText(reason, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Quick tips" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Request a Call Back" })).toBeVisible();
    await expectNoAxeViolations(page);

    const nodes = await jsonLdNodes(page);
    expect(nodesOfType(nodes, "Service")[0]).toMatchObject({
      provider: expect.anything(),
      areaServed: expect.anything(),
    });
    expect(nodesOfType(nodes, "BreadcrumbList")).toHaveLength(1);
    expect(nodesOfType(nodes, "FAQPage")).toHaveLength(1);

    const hrefs = await page
      .locator("main a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
    for (const href of hrefs) {
      const response = await request.get(href.split("#")[0] ?? href);
      expect(response.status(), `${slug} -> ${href}`).toBe(200);
    }
  });
}

test("the sidebar form stores a call-back with the page path as referrer", async ({ page }) => {
  const email = uniqueEmail("landing");
  await page.goto("/wedding-ceremony-sound-gauteng");
  await waitForLeadForms(page);
  const form = page.locator("[data-lead-form=sidebar]");
  await form.getByLabel("Full name").fill("Zanele Mthembu");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("082 555 0166");
  await form.getByRole("button", { name: "Call Me Back" }).click();
  await expect(page.getByRole("status").filter({ hasText: "within 24 hours" })).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({ kind: "callback", referrer: "/wedding-ceremony-sound-gauteng" });
});

test("every landing page is linked from another page and listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const services = await (await request.get("/services")).text();
  for (const slug of LANDING_SLUGS) {
    expect(sitemap, slug).toContain(`/${slug}</loc>`);
    expect(services, slug).toContain(`href="/${slug}"`);
  }
});
