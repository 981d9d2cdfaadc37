// The visitor's quote in the browser, for pages that load no React: items and
// the showPrices flag, kept in local storage (quoteItems, showPrices) and read
// on load. Every change toasts the spec's message and tells the subscribers
// (the drawer, the selection count, the quote page). Pure rules live in
// ~/lib/quote; this module is the I/O around them.
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  type QuoteChange,
  type QuoteItem,
  type QuoteTotals,
  QUOTE_ITEMS_KEY,
  QUOTE_TOASTS,
  SHOW_PRICES_KEY,
  addToQuote,
  clearQuote,
  newQuoteNumber,
  parseShowPrices,
  parseStoredQuoteItems,
  quoteTotals,
  removeFromQuote,
  serializeQuoteItems,
  serializeShowPrices,
  toQuoteItem,
  updateQuantity,
} from "~/lib/quote";
import { toastLimits } from "~/lib/toast-policy";
import { notify } from "./toasts";

export interface QuoteSnapshot extends QuoteTotals {
  items: readonly QuoteItem[];
  showPrices: boolean;
  quoteNumber: string;
}

export interface QuoteEntry {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
}

type Listener = (quote: QuoteSnapshot) => void;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full store: the quote still works for this visit.
  }
}

function toast(title: string | null) {
  if (title) notify({ title, variant: "success", duration: toastLimits.formActionDurationMs });
}

let state: { items: QuoteItem[]; showPrices: boolean; quoteNumber: string } | null = null;
let snapshot: QuoteSnapshot | null = null;
const listeners = new Set<Listener>();

function current() {
  if (!state) {
    const stored = parseStoredQuoteItems(readStorage(QUOTE_ITEMS_KEY));
    if (stored.error) console.error(stored.error);
    state = {
      items: stored.items,
      showPrices: parseShowPrices(readStorage(SHOW_PRICES_KEY)),
      quoteNumber: newQuoteNumber(new Date()),
    };
  }
  return state;
}

/** The quote as it stands (read from local storage on first use). */
export function getQuote(): QuoteSnapshot {
  snapshot ??= { ...current(), ...quoteTotals(current().items) };
  return snapshot;
}

function commit(
  next: { items: QuoteItem[]; showPrices: boolean; quoteNumber: string },
  toastTitle: string | null = null,
) {
  state = next;
  snapshot = null;
  writeStorage(QUOTE_ITEMS_KEY, serializeQuoteItems(next.items));
  writeStorage(SHOW_PRICES_KEY, serializeShowPrices(next.showPrices));
  const quote = getQuote();
  for (const listener of listeners) listener(quote);
  toast(toastTitle);
}

function change(update: (items: QuoteItem[]) => QuoteChange) {
  const result = update(current().items);
  commit({ ...current(), items: result.items }, result.toast);
}

/** Calls `listener` now and after every change; returns the unsubscribe function. */
export function subscribeToQuote(listener: Listener): () => void {
  listeners.add(listener);
  listener(getQuote());
  return () => listeners.delete(listener);
}

export const quoteActions = {
  add: (kind: CatalogueItemKind, record: CatalogueRecord) =>
    change((items) => addToQuote(items, toQuoteItem(kind, record))),
  addMany: (entries: readonly QuoteEntry[]) =>
    change((items) => ({
      items: entries.reduce((list, entry) => addToQuote(list, toQuoteItem(entry.kind, entry.record)).items, items),
      toast: QUOTE_TOASTS.added,
    })),
  setQuantity: (id: string, quantity: number) => change((items) => updateQuantity(items, id, quantity)),
  remove: (id: string) => change((items) => removeFromQuote(items, id)),
  clear: () => {
    const cleared = clearQuote();
    commit({ ...current(), items: cleared.items, quoteNumber: newQuoteNumber(new Date()) }, cleared.toast);
  },
  /** Empties the quote after it was sent, without the 'Quote Cleared' toast. */
  reset: () => commit({ ...current(), items: [], quoteNumber: newQuoteNumber(new Date()) }),
  setShowPrices: (showPrices: boolean) => commit({ ...current(), showPrices }),
};

/** Forgets the loaded state so the next read comes from local storage again (tests). */
export function resetQuoteStoreForTests() {
  state = null;
  snapshot = null;
  listeners.clear();
}
