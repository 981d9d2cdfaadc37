import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CatalogueItemKind, CatalogueRecord } from "~/lib/quote";

/** What the catalogue script hands to quoteActions.add, carried by the button as JSON. */
export interface AddToQuotePayload {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
}

/**
 * Adds the item (or one more of it) to the visitor's quote. The catalogue
 * script (app/enhance/add-to-quote.ts) listens for clicks on the page.
 */
export function AddToQuoteButton({
  kind,
  record,
  className,
}: {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
  className?: string;
}) {
  const payload: AddToQuotePayload = { kind, record };
  return (
    <Button
      type="button"
      variant="brand"
      className={className}
      aria-label={`Add to Quote: ${record.name}`}
      data-add-to-quote={JSON.stringify(payload)}
    >
      <Plus aria-hidden="true" />
      Add to Quote
    </Button>
  );
}
