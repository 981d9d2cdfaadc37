import { Plus } from "lucide-react";
import { useQuote } from "~/components/quote/quote-provider";
import { Button } from "~/components/ui/button";
import type { CatalogueItemKind, CatalogueRecord } from "~/lib/quote";

/** Adds the item (or one more of it) to the visitor's quote. */
export function AddToQuoteButton({ kind, record, className }: { kind: CatalogueItemKind; record: CatalogueRecord; className?: string }) {
  const quote = useQuote();
  return (
    <Button type="button" variant="brand" onClick={() => quote.add(kind, record)} className={className} aria-label={`Add to Quote: ${record.name}`}>
      <Plus aria-hidden="true" />
      Add to Quote
    </Button>
  );
}
