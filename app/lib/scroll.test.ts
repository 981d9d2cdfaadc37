import { describe, expect, it } from "vitest";
import { MOBILE_BREAKPOINT, menuTimings, servicesMenu, rentalsMenu, mainNav } from "~/content/navigation";
import { headerHasShadow } from "./scroll";

describe("headerHasShadow", () => {
  it("casts a shadow only after 10 px of scroll", () => {
    expect(headerHasShadow(0)).toBe(false);
    expect(headerHasShadow(10)).toBe(false);
    expect(headerHasShadow(11)).toBe(true);
  });
});

describe("navigation", () => {
  it("uses the spec's menu timings and breakpoint", () => {
    expect(menuTimings).toEqual({ hoverDelay: 200, skipDelay: 300, closeDelay: 150 });
    expect(MOBILE_BREAKPOINT).toBe(768);
  });
  it("has the header links in the spec's order", () => {
    expect(mainNav.map((entry) => entry.label)).toEqual(["Home", "Services", "Rentals", "Blog", "About", "Contact"]);
  });
  it("drops down three services and the five catalogue sections", () => {
    expect(servicesMenu.map((link) => link.to)).toEqual([
      "/services/corporate-events",
      "/services/weddings",
      "/services/dj-events",
    ]);
    expect(rentalsMenu.map((link) => link.to)).toEqual([
      "/catalogue/products",
      "/catalogue/bundles",
      "/catalogue/personnel",
      "/catalogue/promotions",
      "/catalogue/add-ons",
    ]);
  });
});
