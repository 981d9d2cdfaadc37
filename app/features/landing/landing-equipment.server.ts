// A landing page's equipment as the published catalogue has it at this
// request (issue 35, decision 065): each chosen item with its hire price (no
// cost price leaves the server), in the content's order; an item staff have
// hidden or removed drops out.
import type { RouterContextProvider } from "react-router";
import { catalogueFrom, withHirePrice } from "#app/features/catalogue/index.server.ts";
import type { CatalogueRecord } from "#app/features/quotes/index.ts";
import { type LandingItemKind, landingEquipment } from "#app/features/landing/content/equipment.ts";
import type { LandingSlug } from "#app/features/landing/content/slugs.ts";

export interface LandingEquipmentView {
  heading: string;
  items: { kind: LandingItemKind; record: CatalogueRecord }[];
  seeAll: { label: string; to: string };
}

export function landingEquipmentFrom(
  context: Readonly<RouterContextProvider>,
  slug: LandingSlug,
): LandingEquipmentView {
  const catalogue = catalogueFrom(context);
  const { heading, items, seeAll } = landingEquipment(slug);
  return {
    heading,
    items: items.flatMap(({ kind, id }) => {
      const record = catalogue.record(kind, id);
      return record ? [{ kind, record: withHirePrice(kind, record) }] : [];
    }),
    seeAll,
  };
}
