// The thirteen search landing pages.
import { expect, test } from "@playwright/test";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { expectNoAxeViolations, hydrateByFocus, jsonLdNodes, nodesOfType, waitForIslands } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

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

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the sidebar form stores a call-back with the page path as referrer", async ({ page }) => {
      const email = uniqueEmail("landing");
      await page.goto("/wedding-ceremony-sound-gauteng");
      const form = page.getByRole("form", { name: "Request a Call Back" });
      if (javaScriptEnabled) {
        await waitForIslands(page);
        // React loads for the form when the visitor starts filling it in.
        await hydrateByFocus(form.getByLabel("Full name"));
      }
      await form.getByLabel("Full name").fill("Zanele Mthembu");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("082 555 0166");
      await form.getByRole("button", { name: "Call Me Back" }).click();
      if (javaScriptEnabled) {
        await expect(page.getByRole("status").filter({ hasText: "within 24 hours" })).toBeVisible();
        await expect(form.getByLabel("Full name")).toHaveValue("");
        await expect(page.getByText("Request Submitted")).toBeVisible();
      } else {
        // The call-back page answers the sidebar form's post.
        await expect(page).toHaveURL(/\/call-me-back$/);
        await expect(page.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible();
      }
      const [lead] = leadsFor(email);
      expect(lead).toMatchObject({ kind: "callback", referrer: "/wedding-ceremony-sound-gauteng" });
      expect(leadsFor(email)).toHaveLength(1);
    });

    test("the sidebar form asks for a valid e-mail address", async ({ page }) => {
      await page.goto("/sound-hire-gauteng");
      const form = page.getByRole("form", { name: "Request a Call Back" });
      if (javaScriptEnabled) {
        await waitForIslands(page);
        await hydrateByFocus(form.getByLabel("Full name"));
      }
      await form.getByLabel("Full name").fill("Zanele Mthembu");
      await form.getByLabel("Phone number").fill("082 555 0166");
      await form.getByRole("button", { name: "Call Me Back" }).click();
      // Without JavaScript the call-back page shows the message beside its own e-mail field.
      const answer = javaScriptEnabled ? form : page.getByRole("form", { name: "Your details" });
      await expect(answer.getByText("Valid email is required")).toBeVisible();
      await expect(answer.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
      await expect(answer.getByLabel("Full name")).toHaveValue("Zanele Mthembu");
    });
  });
}

test("every landing page is linked from another page and listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const services = await (await request.get("/services")).text();
  for (const slug of LANDING_SLUGS) {
    expect(sitemap, slug).toContain(`/${slug}</loc>`);
    expect(services, slug).toContain(`href="/${slug}"`);
  }
});
