// The number of items in the visitor's quote on the header's Request Quote
// button. Hydrated with "stored-quote": React loads for it only once the
// visitor has a quote, so a first visit to a page with nothing else
// interactive loads no React. The server knows no quote and renders nothing;
// the badge shows from the render after hydration, and only while the quote
// holds items. It sits over the button's corner, so it moves nothing when it
// appears.
import { island } from "#app/platform/islands/island.tsx";
import { useQuote } from "#app/features/quotes/builder/quote-store.ts";
import { QuoteCountBadge } from "#app/features/quotes/builder/quote-count-badge.tsx";

export default function QuoteCount() {
  const quote = useQuote();
  if (!quote.loaded || quote.totalItems === 0) return null;
  return (
    <QuoteCountBadge
      count={quote.totalItems}
      className="absolute -right-2 -top-2 min-w-6 bg-brand px-1.5 text-xs leading-5 text-white ring-2 ring-white"
    />
  );
}

export const QuoteCountIsland = island("quote-count", QuoteCount, { hydrate: "stored-quote", inline: true });
