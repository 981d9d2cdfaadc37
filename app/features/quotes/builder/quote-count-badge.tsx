import { selectionCountLabel } from "#app/features/quotes/request/quote-request.ts";
import { cn } from "#app/ui/cn.ts";

/**
 * The number of items in the quote as a round badge. Screen readers hear the
 * count as words ('2 items') as part of the control it sits in; the bare
 * number is only for the eye. (An aria-label on a plain <span> is not valid
 * HTML, and names nothing.)
 */
export function QuoteCountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-sm font-bold", className)}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{selectionCountLabel(count)}</span>
    </span>
  );
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
