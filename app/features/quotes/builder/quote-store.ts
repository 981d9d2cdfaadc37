// The visitor's quote, shared by every island on a page (the drawer, its
// floating button and header count, Add to Quote, the quote page): one store
// read with useSyncExternalStore, kept in local storage under the keys
// returning visitors already have (quoteItems, showPrices). Every change
// toasts the spec's message. Pure rules live in ~/lib/quote.
import { useSyncExternalStore } from "react";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  type QuoteChange,
  type QuoteItem,
  type QuoteTotals,
  QUOTE_ITEMS_KEY,
  QUOTE_SAVED_EVENT,
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
  updateHours,
  updateQuantity,
} from "#app/features/quotes/quote.ts";
import {
  type QuoteEventValues,
  parseStoredQuoteEvent,
  serializeQuoteEvent,
} from "#app/features/quotes/request/quote-event-fields.ts";
import { QUOTE_EVENT_KEY } from "#app/features/quotes/builder/quote-storage-keys.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { afterNextPaint } from "#app/platform/islands/scheduling.ts";

export interface QuoteSnapshot extends QuoteTotals {
  items: readonly QuoteItem[];
  showPrices: boolean;
  /** Empty until the browser has read the stored quote (the server knows no quote). */
  quoteNumber: string;
  /** False on the server and during hydration: the stored quote is not known yet. */
  loaded: boolean;
}

export interface QuoteEntry {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
}

interface QuoteState {
  items: QuoteItem[];
  showPrices: boolean;
  quoteNumber: string;
}

/** What the server renders and what hydration starts from: no quote yet. */
const SERVER_SNAPSHOT: QuoteSnapshot = {
  items: [],
  showPrices: true,
  quoteNumber: "",
  loaded: false,
  ...quoteTotals([]),
};

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

let state: QuoteState | null = null;
let snapshot: QuoteSnapshot | null = null;
const listeners = new Set<() => void>();

function current(): QuoteState {
  if (!state) {
    const text = readStorage(QUOTE_ITEMS_KEY);
    const stored = parseStoredQuoteItems(text);
    if (stored.error) console.error(stored.error);
    // A quote kept in an older shape (its lines carried cost prices) is saved again as it now reads.
    const clean = serializeQuoteItems(stored.items);
    if (stored.items.length > 0 && clean !== text) writeStorage(QUOTE_ITEMS_KEY, clean);
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
  snapshot ??= { ...current(), ...quoteTotals(current().items), loaded: true };
  return snapshot;
}

export function getServerQuote(): QuoteSnapshot {
  return SERVER_SNAPSHOT;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToQuote(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The quote, re-rendering on every change (in this island and every other on the page). */
export function useQuote(): QuoteSnapshot {
  return useSyncExternalStore(subscribeToQuote, getQuote, getServerQuote);
}

function commit(next: QuoteState, toastTitle: string | null = null) {
  state = next;
  snapshot = null;
  writeStorage(QUOTE_ITEMS_KEY, serializeQuoteItems(next.items));
  writeStorage(SHOW_PRICES_KEY, serializeShowPrices(next.showPrices));
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(QUOTE_SAVED_EVENT));
  // The change paints first (the count, the drawer); the toast that announces it follows in the next task.
  if (toastTitle)
    afterNextPaint(
      () => void notify({ title: toastTitle, variant: "success", duration: toastLimits.formActionDurationMs }),
    );
}

function change(update: (items: QuoteItem[]) => QuoteChange) {
  const result = update(current().items);
  commit({ ...current(), items: result.items }, result.toast);
}

// Another tab changed the quote: read it again.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== QUOTE_ITEMS_KEY && event.key !== SHOW_PRICES_KEY && event.key !== null) return;
    const quoteNumber = state?.quoteNumber;
    state = null;
    snapshot = null;
    if (quoteNumber) current().quoteNumber = quoteNumber;
    for (const listener of listeners) listener();
  });
}

export const quoteActions = {
  add: (kind: CatalogueItemKind, record: CatalogueRecord) =>
    change((items) => addToQuote(items, toQuoteItem(kind, record))),
  addMany: (entries: readonly QuoteEntry[]) =>
    change((items) => ({
      items: entries.reduce((list, entry) => addToQuote(list, toQuoteItem(entry.kind, entry.record)).items, items),
      toast: QUOTE_TOASTS.added,
    })),
  /** Lines kept on the server for a visit without JavaScript, taken into this browser's quote (decision 066). */
  merge: (entries: readonly (QuoteEntry & { quantity: number; hours?: number })[]) =>
    change((items) => ({
      items: entries.reduce((list, { kind, record, quantity, hours }) => {
        const held = list.find((line) => line.id === record.id)?.quantity ?? 0;
        const added = addToQuote(list, toQuoteItem(kind, record)).items;
        const counted = updateQuantity(added, record.id, held + quantity).items;
        return hours === undefined ? counted : updateHours(counted, record.id, hours).items;
      }, items),
      toast: QUOTE_TOASTS.added,
    })),
  setQuantity: (id: string, quantity: number) => change((items) => updateQuantity(items, id, quantity)),
  /** Hours each person on an hourly line is booked. */
  setHours: (id: string, hours: number) => change((items) => updateHours(items, id, hours)),
  remove: (id: string) => change((items) => removeFromQuote(items, id)),
  clear: () => {
    const cleared = clearQuote();
    commit({ ...current(), items: cleared.items, quoteNumber: newQuoteNumber(new Date()) }, cleared.toast);
  },
  /** Empties the quote after it was sent, without the 'Quote Cleared' toast. */
  reset: () => commit({ ...current(), items: [], quoteNumber: newQuoteNumber(new Date()) }),
  setShowPrices: (showPrices: boolean) => commit({ ...current(), showPrices }),
};

/** The event details the visitor last sent (dates, venue, delivery, company), for the form's defaults. */
export function storedQuoteEvent(): QuoteEventValues {
  return parseStoredQuoteEvent(readStorage(QUOTE_EVENT_KEY));
}

/** Keeps the event details with the quote, for the next visit. */
export function saveQuoteEvent(values: QuoteEventValues) {
  writeStorage(QUOTE_EVENT_KEY, serializeQuoteEvent(values));
}

/** Forgets the loaded state so the next read comes from local storage again (tests). */
export function resetQuoteStoreForTests() {
  state = null;
  snapshot = null;
  listeners.clear();
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
