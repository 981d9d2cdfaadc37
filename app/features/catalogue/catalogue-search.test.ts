import { describe, expect, it } from "vitest";
import {
  isListedAddOn,
  isListedPersonnel,
  isListedPromotion,
  matchesQuery,
  noResultsText,
  resultCountText,
  searchAddOns,
  searchEntries,
  searchPersonnel,
  searchProducts,
  searchPromotions,
  similarProducts,
  type SearchEntry,
  type SectionRecord,
} from "#app/features/catalogue/catalogue-search.ts";

describe("matchesQuery", () => {
  it("finds the query in any field, ignoring case", () => {
    expect(matchesQuery(["Wireless Handheld Microphone", "desc"], "MIC")).toBe(true);
    expect(matchesQuery([undefined, "Powered speaker for halls"], "speaker")).toBe(true);
    expect(matchesQuery(["Fog Machine"], "mixer")).toBe(false);
  });

  it("trims the query", () => {
    expect(matchesQuery(["Fog Machine"], "  fog  ")).toBe(true);
  });

  it("matches everything for a blank query", () => {
    expect(matchesQuery(["anything"], "")).toBe(true);
    expect(matchesQuery([], "   ")).toBe(true);
  });
});

describe("searchEntries (catalogue landing page)", () => {
  const entry = (overrides: Partial<SearchEntry> & Pick<SearchEntry, "id">): SearchEntry => ({
    kind: "product",
    description: "Something for events",
    href: `/catalogue/product/${overrides.id}`,
    image: "image",
    ...overrides,
  });
  const entries: SearchEntry[] = [
    entry({ id: "wired-vocal-microphone", name: "Wired Vocal Microphone", type: "Microphone" }),
    entry({ id: "microphones", kind: "category", title: "Microphones", description: "Wired and wireless" }),
    entry({
      id: "bundles",
      kind: "section",
      title: "Sound Bundles",
      subtitle: "Packages by event",
      description: "Matched packages",
    }),
    entry({ id: "fog-machine", name: "Fog Machine", type: "Effect", description: "Haze for lighting beams" }),
  ];

  it("matches name, description, type, title and subtitle, keeping input order", () => {
    expect(searchEntries(entries, "micro").map((e) => e.id)).toEqual(["wired-vocal-microphone", "microphones"]);
    expect(searchEntries(entries, "effect").map((e) => e.id)).toEqual(["fog-machine"]);
    expect(searchEntries(entries, "by event").map((e) => e.id)).toEqual(["bundles"]);
    expect(searchEntries(entries, "HAZE").map((e) => e.id)).toEqual(["fog-machine"]);
  });

  it("finds nothing for a blank query, so the page shows its cards", () => {
    expect(searchEntries(entries, "")).toEqual([]);
    expect(searchEntries(entries, "  ")).toEqual([]);
  });
});

describe("searchProducts", () => {
  const products = [
    { id: "a", name: "Premium Powered Speaker", description: "Loud and clear", type: "Powered Speaker" },
    { id: "b", name: "Wired Vocal Microphone", description: "For speeches and vocals", type: "Microphone" },
    { id: "c", name: "Cable Ramp", description: "Keeps cables safe", type: "Safety" },
  ];

  it("matches name, description or type", () => {
    expect(searchProducts(products, "speaker").map((p) => p.id)).toEqual(["a"]);
    expect(searchProducts(products, "speeches").map((p) => p.id)).toEqual(["b"]);
    expect(searchProducts(products, "safety").map((p) => p.id)).toEqual(["c"]);
  });

  it("keeps every product for a blank query", () => {
    expect(searchProducts(products, " ")).toHaveLength(3);
  });
});

describe("section page rules", () => {
  const soundEngineer: SectionRecord = { name: "Sound Engineer", description: "Mixes your event", hourlyRate: true };
  const siteAssessment: SectionRecord = {
    name: "Site Assessment",
    description: "A visit before the event",
    hourlyRate: false,
  };
  const promotion: SectionRecord = {
    name: "Speaker Power Duo",
    description: "Two speakers",
    category: "speakers",
    discountPercentage: 0.15,
    items: [{ id: "x" }],
  };
  const wirelessMicUpgrade: SectionRecord = {
    name: "Wireless Mic Upgrade",
    description: "Swap wired mics for wireless",
    discountPercentage: 0.05,
    items: [{ id: "wireless-handheld-microphone" }],
  };
  const engineerAddOn: SectionRecord = {
    name: "Sound Engineer Add-On",
    description: "An engineer for the night",
    items: [{ id: "sound-engineer" }],
  };
  const subwooferEnhancement: SectionRecord = {
    name: "Subwoofer Enhancement",
    description: "More low end",
    items: [{ id: "subwoofer" }],
  };

  it("lists only hourly personnel", () => {
    expect(isListedPersonnel(soundEngineer)).toBe(true);
    expect(isListedPersonnel(siteAssessment)).toBe(false);
    expect(isListedPersonnel({ name: "n", description: "d" })).toBe(false);
  });

  it("needs a discount and a category for a promotion", () => {
    expect(isListedPromotion(promotion)).toBe(true);
    expect(isListedPromotion({ ...promotion, discountPercentage: undefined })).toBe(false);
    expect(isListedPromotion({ ...promotion, discountPercentage: 0 })).toBe(false);
    expect(isListedPromotion({ ...promotion, category: undefined })).toBe(false);
    expect(isListedPromotion({ ...promotion, category: "" })).toBe(false);
  });

  it("needs items and a discount, and no hourly rate or category, for an add-on", () => {
    expect(isListedAddOn(wirelessMicUpgrade)).toBe(true);
    expect(isListedAddOn({ ...wirelessMicUpgrade, items: [] })).toBe(false);
    expect(isListedAddOn({ ...wirelessMicUpgrade, items: undefined })).toBe(false);
    expect(isListedAddOn({ ...wirelessMicUpgrade, discountPercentage: undefined })).toBe(false);
    expect(isListedAddOn({ ...wirelessMicUpgrade, hourlyRate: true })).toBe(false);
    expect(isListedAddOn({ ...wirelessMicUpgrade, category: "microphones" })).toBe(false);
    expect(isListedAddOn(promotion)).toBe(false);
  });

  it("drops the non-hourly site assessment from personnel results", () => {
    expect(searchPersonnel([soundEngineer, siteAssessment], "")).toEqual([soundEngineer]);
    expect(searchPersonnel([soundEngineer, siteAssessment], "site")).toEqual([]);
    expect(searchPersonnel([soundEngineer, siteAssessment], "mixes")).toEqual([soundEngineer]);
  });

  it("keeps matching promotions that have a discount and a category", () => {
    const undiscounted = { ...promotion, name: "Speaker Deal", discountPercentage: undefined };
    expect(searchPromotions([promotion, undiscounted], "speaker")).toEqual([promotion]);
    expect(searchPromotions([promotion], "wedding")).toEqual([]);
  });

  it("drops the undiscounted add-ons from add-on results", () => {
    const addOns = [wirelessMicUpgrade, engineerAddOn, subwooferEnhancement];
    expect(searchAddOns(addOns, "")).toEqual([wirelessMicUpgrade]);
    expect(searchAddOns(addOns, "engineer")).toEqual([]);
    expect(searchAddOns(addOns, "subwoofer")).toEqual([]);
    expect(searchAddOns(addOns, "WIRELESS")).toEqual([wirelessMicUpgrade]);
  });
});

describe("result messages", () => {
  it("counts results with the trimmed query", () => {
    expect(resultCountText(1, "mic")).toBe('1 result found for "mic"');
    expect(resultCountText(3, " mic ")).toBe('3 results found for "mic"');
    expect(resultCountText(0, "mic")).toBe('0 results found for "mic"');
  });

  it("says when nothing was found", () => {
    expect(noResultsText("xyz ")).toBe('No results found for "xyz"');
  });
});

describe("similarProducts", () => {
  const items = [
    { id: "premium", categories: ["speakers", "powered-speakers"] },
    { id: "standard", categories: ["speakers", "powered-speakers"] },
    { id: "sub-a", categories: ["speakers", "subwoofers"] },
    { id: "sub-b", categories: ["speakers", "subwoofers"] },
    { id: "sub-c", categories: ["speakers", "subwoofers"] },
    { id: "mixer", categories: ["mixers"] },
  ] as { id: string; categories: ("speakers" | "powered-speakers" | "subwoofers" | "mixers")[] }[];

  it("returns at most 3 others sharing a category, the closest first", () => {
    expect(similarProducts(items, items[0]!, 3).map((item) => item.id)).toEqual(["standard", "sub-a", "sub-b"]);
    expect(similarProducts(items, items[5]!, 3)).toEqual([]);
  });
});
