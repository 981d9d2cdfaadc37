// Add to Quote buttons: each carries its item as JSON (data-add-to-quote, see
// AddToQuoteButton); one listener on the document adds it to the quote, so
// buttons in results swapped in by live search work too.
import type { CatalogueItemKind, CatalogueRecord } from "~/lib/quote";
import { quoteActions } from "./quote-store";

const KINDS: readonly CatalogueItemKind[] = ["product", "bundle", "personnel", "promotion", "add-on"];

interface AddToQuotePayload {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
}

/** The button's item, or null when its data is missing or not an item. */
export function readAddToQuotePayload(button: HTMLElement): AddToQuotePayload | null {
  try {
    const payload = JSON.parse(button.dataset.addToQuote ?? "") as Partial<AddToQuotePayload> | null;
    const record = payload?.record as Partial<CatalogueRecord> | undefined;
    if (!payload?.kind || !KINDS.includes(payload.kind)) return null;
    if (typeof record?.id !== "string" || typeof record.name !== "string") return null;
    return { kind: payload.kind, record: record as CatalogueRecord };
  } catch {
    return null;
  }
}

function onClick(event: Event) {
  const button = (event.target as Element | null)?.closest<HTMLElement>("[data-add-to-quote]");
  if (!button) return;
  const payload = readAddToQuotePayload(button);
  if (!payload) {
    console.error("Add to Quote: the button carries no readable item", button);
    return;
  }
  quoteActions.add(payload.kind, payload.record);
}

/** Listens for Add to Quote clicks on `root`; returns the function that stops it (tests). */
export function setUpAddToQuote(root: Document | HTMLElement = document): () => void {
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
