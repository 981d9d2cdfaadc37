import { expect, test } from "@playwright/test";
import { BRAND, expectNoAxeViolations, jsonLdNodes, nodesOfType, SITE_URL, waitForShell } from "./helpers.ts";

const pages = [
  { path: "/partners", title: "Partner Programs", heading: /^Partner with Sandton Sound Hire$/ },
  { path: "/partners/business", title: "Business Partner Program", heading: /^Business Partner Program$/ },
  { path: "/partners/client", title: "Client Partnership Program", heading: /^Client Partnership Program$/ },
  { path: "/privacy", title: "Privacy Notice", heading: /^Privacy Notice$/ },
];

for (const { path, title, heading } of pages) {
  test(`${path} answers 200 with its title, one h1, an indexable head and no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} | ${BRAND}`);

    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(nodesOfType(await jsonLdNodes(page), "BreadcrumbList")).toHaveLength(1);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();

    await expectNoAxeViolations(page);
  });
}

test("the partners page leads to both programs and to the business program's call to action", async ({ page }) => {
  await page.goto("/partners");
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/partners/business"]').first()).toBeVisible();
  await expect(main.locator('a[href="/partners/client"]').first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Learn more about the Business Partner Program" })).toHaveAttribute(
    "href",
    "/partners/business",
  );
  await expect(main.getByRole("link", { name: "Learn more about the Client Partnership Program" })).toHaveAttribute(
    "href",
    "/partners/client",
  );
  // Benefits overview: the first three benefits of each program.
  const overview = main.locator("section[aria-labelledby=benefits-heading]");
  await expect(overview.getByRole("listitem")).toHaveCount(6);
  await expect(overview.getByText("Up to 20% off rentals for your clients")).toBeVisible();
  await expect(overview.getByText("Tiered discounts")).toBeVisible();
  await expect(main.getByRole("link", { name: "Become a Partner" })).toHaveAttribute("href", "/partners/business");
});

test("the business program page shows who should apply, How It Works and links to its application", async ({
  page,
}) => {
  await page.goto("/partners/business");
  const main = page.getByRole("main");
  const applyLinks = main.getByRole("link", { name: "Apply Now" });
  await expect(applyLinks.first()).toBeVisible();
  for (const link of await applyLinks.all()) await expect(link).toHaveAttribute("href", "/partners/apply/business");

  const who = main.locator("section[aria-labelledby=who-heading]");
  await expect(who.getByText("Event Planner", { exact: true })).toBeVisible();
  await expect(who.getByText("Other", { exact: true })).toHaveCount(0);

  const steps = main.locator("section[aria-labelledby=how-it-works-heading] ol > li h3");
  await expect(steps).toHaveText([/Apply$/, /Consultation$/, /Agreement$/, /Start Collaborating$/]);
  await expect(main.getByText("10% commission on referred projects")).toBeVisible();
  await expect(main.locator("figure blockquote")).toHaveCount(3);
});

test("the client program page shows the tiers and links to its application", async ({ page }) => {
  await page.goto("/partners/client");
  const main = page.getByRole("main");
  const applyLinks = main.getByRole("link", { name: "Apply Now" });
  await expect(applyLinks.first()).toBeVisible();
  for (const link of await applyLinks.all()) await expect(link).toHaveAttribute("href", "/partners/apply/client");

  const who = main.locator("section[aria-labelledby=who-heading]");
  await expect(who.getByText("Religious Organization", { exact: true })).toBeVisible();
  await expect(who.getByText("Other", { exact: true })).toHaveCount(0);
  await expect(who.getByText(/at least 4 events per year/)).toBeVisible();

  const tiers = main.locator("#tiers article");
  await expect(tiers).toHaveCount(2);
  await expect(tiers.nth(0)).toContainText("Standard Tier");
  await expect(tiers.nth(0)).toContainText("4-6");
  await expect(tiers.nth(0)).toContainText("5% off");
  await expect(tiers.nth(0)).toContainText("48-hour notice");
  await expect(tiers.nth(1)).toContainText("Premium Tier");
  await expect(tiers.nth(1)).toContainText("7+");
  await expect(tiers.nth(1)).toContainText("10% off");
  await expect(tiers.nth(1)).toContainText("24-hour notice");
  await expect(main.locator("figure blockquote")).toHaveCount(3);
});

test("the privacy notice has a working table of contents and the Information Officer's details", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  const toc = main.getByRole("navigation", { name: "On this page" });
  const tocLinks = toc.getByRole("link");
  expect(await tocLinks.count()).toBeGreaterThanOrEqual(8);
  for (const link of await tocLinks.all()) {
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    await expect(main.locator(href)).toHaveCount(1);
  }
  await expect(main.getByText("29 November 2026")).toBeVisible();
  await expect(main.locator("time")).toHaveAttribute("datetime", "2026-11-29");
  await expect(main.locator('a[href="mailto:info@sandtonsoundhire.co.za?subject=POPIA%20request"]')).toBeVisible();
  await expect(main.locator('a[href="https://inforegulator.org.za"]')).toBeVisible();
  await expect(main.locator('a[href="mailto:POPIAComplaints@inforegulator.org.za"]')).toBeVisible();
  await expect(main.getByText("Sandton Sound Hire (Pty) Ltd").first()).toBeVisible();
});

test("the partner, privacy and PAIA pages reflow at 320 pixels without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ["/partners", "/partners/business", "/partners/client", "/privacy", "/paia-manual"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

// (The privacy notice holds the privacy request form, an island: privacy.spec.ts covers it.)
test("the partner pages ship no React", async ({ page }) => {
  for (const path of ["/partners", "/partners/business", "/partners/client", "/paia-manual"]) {
    const scripts: string[] = [];
    const collect = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    };
    page.on("request", collect);
    await page.goto(path);
    await waitForShell(page);
    await page.waitForLoadState("networkidle");
    page.off("request", collect);
    expect(scripts, path).toHaveLength(1);
    expect(scripts[0], path).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
  }
});
