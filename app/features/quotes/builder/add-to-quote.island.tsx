// Add to Quote: adds the item (or one more of it) to the visitor's quote,
// with the spec's toast ('Item Added' or 'Item Updated').
//
// One island per button, hydrated when it comes near the viewport ("visible"):
// a catalogue page holds up to fifteen of them, most below the fold. Each
// hydrates one button (a few elements) in its own short task, only when the
// visitor may reach it, and subscribes to nothing: its only state is whether
// React has it yet. One island per card grid would hydrate every card (text,
// illustrations, share popovers) in one go to make a handful of buttons live.
//
// Until it is hydrated, and without JavaScript, the button is disabled: it
// does not pretend to work (the catalogue layout says in a <noscript> that
// adding to a quote needs JavaScript, and offers the phone and contact form).
import { Plus } from "lucide-react";
import { island } from "#app/platform/islands/island.tsx";
import { quoteActions } from "#app/features/quotes/builder/quote-store.ts";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";
import { Button } from "#app/ui/button.tsx";
import type { CatalogueItemKind, CatalogueRecord } from "#app/features/quotes/quote.ts";

export type AddToQuoteProps = {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
  /** The button's size: larger as the product page's main action. */
  size?: "md" | "lg";
};

export default function AddToQuoteButton({ kind, record, size = "md" }: AddToQuoteProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="button"
      variant="brand"
      size={size}
      aria-label={`Add to Quote: ${record.name}`}
      disabled={!hydrated}
      onClick={() => quoteActions.add(kind, record)}
    >
      <Plus aria-hidden="true" />
      Add to Quote
    </Button>
  );
}

export const AddToQuoteIsland = island("add-to-quote", AddToQuoteButton, { hydrate: "visible" });

// chunk-group: catalogue-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
