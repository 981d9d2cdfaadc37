// The staff quote editor's server side (decision 039): the catalogue items
// staff can add to a quote, priced as a visitor's quote prices them (hire
// prices only, from the published catalogue the request carries).
import { catalogueResolver } from "#app/features/catalogue/index.server.ts";
import type { CatalogueView } from "#app/features/catalogue/index.ts";
import type { CatalogueLine } from "#app/features/quotes/editor/quote-editor.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { type CatalogueItemKind, isCatalogueItemKind } from "#app/features/quotes/quote.ts";

export interface CatalogueChoiceGroup {
  label: string;
  options: { value: string; label: string }[];
}

function groupsOf({ data }: CatalogueView) {
  const groups: readonly { label: string; type: CatalogueItemKind; items: readonly { id: string; name: string }[] }[] =
    [
      { label: "Equipment", type: "product", items: data.products },
      { label: "Bundles", type: "bundle", items: data.bundles },
      { label: "Personnel", type: "personnel", items: data.personnel },
      { label: "Add-ons", type: "add-on", items: data.addOns },
    ];
  return groups;
}

/** The add-a-line list: every published catalogue item by kind, its value "type:id". */
export function catalogueChoices(catalogue: CatalogueView): CatalogueChoiceGroup[] {
  return groupsOf(catalogue).map((group) => ({
    label: group.label,
    options: group.items.map((item) => ({ value: `${group.type}:${item.id}`, label: item.name })),
  }));
}

/** A catalogue item as a new line of a quote: its name, hire price and charge by the hour, or undefined. */
export function catalogueLine(catalogue: CatalogueView, type: string, id: string): CatalogueLine | undefined {
  if (!isCatalogueItemKind(type)) return undefined;
  const priced = priceQuote([{ type, id, quantity: 1, hours: 4 }], catalogueResolver(catalogue));
  const line = priced.ok ? priced.lines[0] : undefined;
  return line
    ? {
        type: line.type,
        id: line.id,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        hourlyRate: line.hourlyRate,
      }
    : undefined;
}
