import { expect, type Request, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { BRAND, expectNoAxeViolations, jsonLdNodes, nodesOfType, SITE_URL, waitForShell } from "./helpers.ts";

const contentPages = [
  { path: "/", heading: /Event sound that works/ },
  { path: "/about", heading: /since 2015/ },
  { path: "/services", heading: /Sound for every kind of event/ },
  { path: "/services/corporate-events", heading: /^Corporate Events$/ },
  { path: "/services/weddings", heading: /^Weddings$/ },
  { path: "/services/dj-events", heading: /^DJ Events$/ },
  { path: "/services/bands", heading: /^Bands & Live Music$/ },
  { path: "/contact", heading: /Let's talk about your event/ },
  { path: "/server-error", heading: /Sorry, we hit a snag/ },
];

for (const { path, heading } of contentPages) {
  test(`${path} answers 200 with its head, JSON-LD and no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${BRAND}$`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    const canonical = path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const nodes = await jsonLdNodes(page);
    const [business] = nodesOfType(nodes, "LocalBusiness");
    expect(business).toMatchObject({
      name: BRAND,
      telephone: "+27117842250",
      priceRange: "R$$",
      address: { addressLocality: "Sandton", addressRegion: "Gauteng", addressCountry: "ZA" },
      openingHoursSpecification: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
        { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
      ],
      areaServed: { "@type": "GeoCircle", geoRadius: 100_000 },
      aggregateRating: { ratingValue: 4.9, reviewCount: 87 },
    });

    await expectNoAxeViolations(page);
  });
}

test("service pages describe the service with Service and BreadcrumbList data", async ({ page }) => {
  await page.goto("/services/weddings");
  const nodes = await jsonLdNodes(page);
  expect(nodesOfType(nodes, "Service")[0]).toMatchObject({
    name: "Weddings sound hire",
    url: `${SITE_URL}/services/weddings`,
    areaServed: { "@type": "GeoCircle" },
  });
  expect(nodesOfType(nodes, "BreadcrumbList")[0]).toMatchObject({
    itemListElement: [
      { position: 1, name: "Home", item: `${SITE_URL}/` },
      { position: 2, name: "Services", item: `${SITE_URL}/services` },
      { position: 3, name: "Weddings", item: `${SITE_URL}/services/weddings` },
    ],
  });
  await expect(page.getByRole("list").filter({ hasText: "Learn More" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").getByRole("link", { name: /Call us on/ })).toHaveAttribute(
    "href",
    "tel:+27117842250",
  );
});

test("the services page lists four services, each with six features and Learn More", async ({ page }) => {
  await page.goto("/services");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByRole("listitem")).toHaveCount(6);
    await expect(card.getByRole("link", { name: /Learn More/ })).toBeVisible();
  }
});

test("home shows the spec's sections with the hero calls to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Browse Catalog" }).first()).toHaveAttribute("href", "/catalogue");
  for (const title of ["Expertise", "Reliability", "Punctuality", "Quality Equipment"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
  // Three promotions with their discounts and prices from the catalogue data.
  for (const badge of ["15% off", "10% off", "12% off"])
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByText("R956.25")).toBeVisible();
  await expect(page.getByText("R585.00")).toBeVisible();
  await expect(page.getByText("R968.00")).toBeVisible();
  // Four testimonials and eight client categories.
  await expect(page.locator("figure blockquote")).toHaveCount(4);
  await expect(page.locator("#clients-heading + * li, section[aria-labelledby=clients-heading] li")).toHaveCount(8);
});

test("content pages ship no React: only the small shell module", async ({ page }) => {
  for (const path of ["/", "/about", "/services", "/services/weddings"]) {
    const scripts: string[] = [];
    const listener = (request: Request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    };
    page.on("request", listener);
    await page.goto(path);
    await waitForShell(page);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    expect(scripts, path).toHaveLength(1);
    expect(scripts[0], path).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
    // The header's menus work with it all the same: they need no script.
    await expect(page.locator("[data-island]:not([data-hydrate=stored-quote])"), path).toHaveCount(0);
  }
});

test("the top bar and footer carry the business facts", async ({ page }) => {
  await page.goto("/about");
  const phoneLinks = page.locator('a[href="tel:+27117842250"]');
  await expect(phoneLinks.first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a Call Back" }).first()).toHaveAttribute(
    "href",
    "/call-me-back",
  );
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Based in Sandton, Gauteng, South Africa")).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /facebook\.com/);
  await expect(footer.getByRole("link", { name: "info@sandtonsoundhire.co.za" })).toBeVisible();
});

test("everything on a page sits in a landmark: the top bar too (axe region)", async ({ page }) => {
  for (const path of ["/about", "/wedding-sound-gauteng", "/catalogue/bundles", "/blog/pa-system-basics"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withRules(["region", "landmark-unique"]).analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target}`)),
      path,
    ).toEqual([]);
  }
  await expect(
    page.getByRole("complementary", { name: "Contact us" }).getByRole("link", { name: /Call us on/ }),
  ).toBeVisible();
});
