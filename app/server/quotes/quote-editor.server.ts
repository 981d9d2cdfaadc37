// The staff quote editor's server side (decision 039): the catalogue items
// staff can add to a quote, priced as a visitor's quote prices them (hire
// prices only, from the server's catalogue), and the editor's page data.
import { resolveCatalogueItem } from "../../content/catalogue-resolver.ts";
import { addOns, bundles, personnel, products } from "../../content/catalogue.ts";
import type { CatalogueLine } from "../../lib/quote-editor.ts";
import { priceQuote } from "../../lib/quote-pricing.ts";
import { type CatalogueItemKind, isCatalogueItemKind } from "../../lib/quote.ts";

export interface CatalogueChoiceGroup {
  label: string;
  options: { value: string; label: string }[];
}

const GROUPS: readonly { label: string; type: CatalogueItemKind; items: readonly { id: string; name: string }[] }[] = [
  { label: "Equipment", type: "product", items: products },
  { label: "Bundles", type: "bundle", items: bundles },
  { label: "Personnel", type: "personnel", items: personnel },
  { label: "Add-ons", type: "add-on", items: addOns },
];

/** The add-a-line list: every catalogue item by kind, its value "type:id". */
export function catalogueChoices(): CatalogueChoiceGroup[] {
  return GROUPS.map((group) => ({
    label: group.label,
    options: group.items.map((item) => ({ value: `${group.type}:${item.id}`, label: item.name })),
  }));
}

/** A catalogue item as a new line of a quote: its name, hire price and charge by the hour, or undefined. */
export function catalogueLine(type: string, id: string): CatalogueLine | undefined {
  if (!isCatalogueItemKind(type)) return undefined;
  const priced = priceQuote([{ type, id, quantity: 1, hours: 4 }], resolveCatalogueItem);
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
