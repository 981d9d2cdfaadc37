// @vitest-environment jsdom
// The landing page's route (issue 35): its loader reads the equipment from
// the catalogue pinned for the request, so a price staff change shows here as
// on the catalogue's pages, and the page draws the catalogue's cards with
// their prices, Add to Quote and the ways into the catalogue and the quote.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { contextWithCatalogue } from "#app/features/catalogue/catalogue-context.test-support.ts";
import { LandingEquipmentSection, LandingPageView } from "#app/features/landing/components.tsx";
import { loader } from "#app/routes/landing-page.tsx";

type LoaderArgs = Parameters<typeof loader>[0];

function load(path: string, catalogue = seedCatalogue) {
  return loader({
    request: new Request(`https://www.sandtonsoundhire.co.za${path}`),
    context: contextWithCatalogue(catalogue, "test"),
    params: {},
  } as unknown as LoaderArgs);
}

function render(path: string, catalogue = seedCatalogue) {
  const { page, equipment } = load(path, catalogue);
  const html = document.createElement("div");
  html.innerHTML = renderToString(
    <MemoryRouter>
      <LandingPageView
        page={page}
        sidebarForm={<aside>form</aside>}
        equipment={<LandingEquipmentSection equipment={equipment} siteUrl="https://www.sandtonsoundhire.co.za" />}
      />
    </MemoryRouter>,
  );
  return html;
}

describe("a landing page's equipment", () => {
  it("/wedding-sound-gauteng shows its bundles and products as cards with prices, right after the hero", () => {
    const html = render("/wedding-sound-gauteng");
    const section = html.querySelector("[data-landing-equipment]");
    expect(section?.querySelector("h2")?.textContent).toBe("Wedding sound packages");
    const cards = [...(section?.querySelectorAll("[data-item-card]") ?? [])];
    expect(cards.map((card) => card.getAttribute("data-item-card"))).toEqual([
      "wedding-ceremony-sound",
      "complete-event-solution",
      "wireless-handheld-microphone",
      "sound-engineer",
    ]);
    for (const card of cards) {
      expect(card.textContent).toMatch(/R[\d,]+\.\d{2}/);
      expect(card.querySelector("img")).not.toBeNull();
      expect(card.querySelector("button")?.textContent).toMatch(/Add to Quote/);
    }
    const links = [...(section?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toContainEqual(["See all wedding packages", "/catalogue/bundles?type=wedding"]);
    expect(links).toContainEqual(["Go to your quote", "/quote-request"]);
    // Before the pitch: the section comes right after the hero and the breadcrumbs.
    const headings = [...html.querySelectorAll("h1, h2")].map((heading) => heading.textContent);
    expect(headings.indexOf("Wedding sound packages")).toBe(1);
  });

  it("follows the catalogue: a price staff change shows, a hidden item drops out, no cost price is sent", () => {
    const bundles = seedCatalogue.bundles.map((bundle) =>
      bundle.id === "wedding-ceremony-sound" ? { ...bundle, hirePriceOverrideCents: 123_400 } : bundle,
    );
    const products = seedCatalogue.products.filter((item) => item.id !== "wireless-handheld-microphone");
    const changed = { ...seedCatalogue, bundles, products };
    const { equipment } = load("/wedding-sound-gauteng", changed);
    expect(equipment.items.map((item) => item.record.id)).toEqual([
      "wedding-ceremony-sound",
      "complete-event-solution",
      "sound-engineer",
    ]);
    expect(JSON.stringify(equipment)).not.toMatch(/costPrice|hirePriceOverrideCents/);
    const card = render("/wedding-sound-gauteng", changed).querySelector('[data-item-card="wedding-ceremony-sound"]');
    expect(card?.textContent).toContain("R1,234.00");
  });

  it("every landing page has equipment from the seed catalogue", () => {
    for (const path of ["/sound-hire-gauteng", "/microphone-hire-gauteng", "/wedding-reception-sound-gauteng"]) {
      expect(load(path).equipment.items.length, path).toBeGreaterThanOrEqual(3);
    }
  });
});
