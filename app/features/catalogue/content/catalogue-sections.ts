import type { CatalogueSection } from "#app/features/site/index.ts";

export const catalogueSections: CatalogueSection[] = [
  {
    id: "products",
    name: "Products",
    description:
      "Powered speakers, subwoofers, microphones, mixers, lighting, effects and the stands and ramps that keep a rig safe.",
    image: "section-products",
    route: "/catalogue/products",
  },
  {
    id: "bundles",
    name: "Sound Bundles",
    description: "Matched packages for weddings, corporate functions, DJ sets and parties, sized by audience.",
    image: "section-bundles",
    route: "/catalogue/bundles",
  },
  {
    id: "personnel",
    name: "Event Personnel",
    description: "Setup and teardown technicians, on-site sound engineers and pre-event site assessments.",
    image: "section-personnel",
    route: "/catalogue/personnel",
  },
  {
    id: "promotions",
    name: "Special Promotions",
    description: "Seasonal deals on speaker pairs, wedding sound and full corporate rigs, at a reduced hire rate.",
    image: "section-promotions",
    route: "/catalogue/promotions",
  },
  {
    id: "add-ons",
    name: "Equipment Add-Ons",
    description: "Extras that lift any booking: wireless mic upgrades, atmospheric lighting and more low end.",
    image: "section-add-ons",
    route: "/catalogue/add-ons",
  },
];

// chunk-group: catalogue-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
