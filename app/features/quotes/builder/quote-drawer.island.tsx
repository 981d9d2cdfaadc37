// The floating 'Your Quote' button on catalogue pages and the side sheet it
// opens (quote-drawer-sheet.tsx). Hydrated at once ("load"): it is how a
// catalogue visitor sees what they have added.
//
// The server knows no quote: it renders the button with a count of 0 as a
// link to /quote-request, which is what the button stays without JavaScript.
// From the render after hydration the stored quote shows and the button opens
// the sheet instead (a <button>: it no longer navigates). The sheet's code
// loads once the button is hydrated and the browser is idle (or when the
// visitor first points at, focuses or touches it, if sooner), so opening it
// waits for no download; the sheet is rendered only while open, in a portal.
import { ShoppingBag } from "lucide-react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { whenIdle } from "#app/platform/islands/scheduling.ts";
import { useQuote } from "#app/features/quotes/builder/quote-store.ts";
import { QuoteCountBadge } from "#app/features/quotes/builder/quote-count-badge.tsx";
import { QUOTE_PAGE } from "#app/features/quotes/builder/quote-page.ts";

const loadSheet = () => import("#app/features/quotes/builder/quote-drawer-sheet.tsx");
const QuoteSheet = lazy(loadSheet);

const floatingButtonClass =
  "fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2";

export default function QuoteDrawer() {
  const quote = useQuote();
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays rendered, so it can animate out and in again.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadSheet()), []);

  const buttonContent = (
    <>
      <ShoppingBag className="size-5" aria-hidden="true" />
      Your Quote <QuoteCountBadge count={quote.totalItems} className="bg-white text-brand" />
    </>
  );

  if (!quote.loaded) {
    return (
      <a href={QUOTE_PAGE} className={floatingButtonClass}>
        {buttonContent}
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={floatingButtonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onTouchStart={() => void loadSheet()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {buttonContent}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <QuoteSheet quote={quote} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}

export const QuoteDrawerIsland = island("quote-drawer", QuoteDrawer, { hydrate: "load" });

// chunk-group: catalogue-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
