// Add to Quote: adds the item (or one more of it) to the visitor's quote,
// with the spec's toast ('Item Added' or 'Item Updated').
//
// One island per button, hydrated when it comes near the viewport ("visible"):
// a catalogue page holds up to fifteen of them, most below the fold. Each
// hydrates one button (a few elements) in its own short task, only when the
// visitor may reach it, and subscribes to nothing. One island per card grid
// would hydrate every card (text, illustrations, share popovers) in one go to
// make a handful of buttons live.
//
// The button is a form post to the quote page (decision 066): without
// JavaScript, and until the island is hydrated, the server adds the item to
// the visitor's basket and sends them back here, to the note beside this
// button ("Added to your quote", shown as the address's #fragment target,
// so the page itself stays the same for everyone). Once hydrated the island
// takes the submit and adds the item to the browser's own quote instead.
//
// A tap paints first (issue 35): the button shows its tick in the tap's own
// frame, and the quote is stored, counted and announced after that frame is
// painted. Storing wakes the header count and the drawer's button, whose
// loading and hydrating would otherwise hold back the tap's paint.
import { Check, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { afterNextPaint } from "#app/platform/islands/scheduling.ts";
import { quoteActions } from "#app/features/quotes/builder/quote-store.ts";
import { QUOTE_PAGE } from "#app/features/quotes/builder/quote-page.ts";
import { addedNoticeId } from "#app/features/quotes/basket/basket-view.ts";
import { Button } from "#app/ui/button.tsx";
import type { CatalogueItemKind, CatalogueRecord } from "#app/features/quotes/quote.ts";

export type AddToQuoteProps = {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
  /** The button's size: larger as the product page's main action. */
  size?: "md" | "lg";
};

/** How long the tick stays after a tap. */
const TICK_MS = 1500;

export default function AddToQuoteButton({ kind, record, size = "md" }: AddToQuoteProps) {
  const [ticked, setTicked] = useState(false);
  const untick = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(untick.current), []);
  return (
    <form
      method="post"
      action={QUOTE_PAGE}
      onSubmit={(event) => {
        event.preventDefault();
        setTicked(true);
        // A second tap keeps the tick for its own full time.
        clearTimeout(untick.current);
        untick.current = setTimeout(() => setTicked(false), TICK_MS);
        afterNextPaint(() => quoteActions.add(kind, record));
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="type" value={kind} />
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="quantity" value="1" />
      <Button type="submit" variant="brand" size={size} aria-label={`Add to Quote: ${record.name}`}>
        {ticked ? <Check aria-hidden="true" data-added="" /> : <Plus aria-hidden="true" />}
        Add to Quote
      </Button>
      <p id={addedNoticeId(kind, record.id)} className="mt-2 hidden text-sm text-success target:block">
        Added to your quote.{" "}
        <a href={QUOTE_PAGE} className="font-semibold text-brand underline">
          View my quote
        </a>
      </p>
    </form>
  );
}

export const AddToQuoteIsland = island("add-to-quote", AddToQuoteButton, { hydrate: "visible" });

// chunk-group: catalogue-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
