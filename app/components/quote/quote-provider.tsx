// The visitor's quote: items and the showPrices flag, kept in local storage
// (quoteItems, showPrices) and restored on load. Every change toasts the
// spec's message. Pure rules live in ~/lib/quote; this is the React glue.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { notify } from "~/enhance/toasts";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  type QuoteItem,
  QUOTE_ITEMS_KEY,
  QUOTE_PROVIDER_ERROR,
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

export interface QuoteContextValue {
  items: QuoteItem[];
  quoteNumber: string;
  showPrices: boolean;
  totalItems: number;
  totalPrice: number;
  totalDiscount: number;
  /** False until the stored quote has been read (after hydration). */
  restored: boolean;
  add(kind: CatalogueItemKind, record: CatalogueRecord): void;
  addMany(entries: readonly { kind: CatalogueItemKind; record: CatalogueRecord }[]): void;
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  clear(): void;
  /** Empties the quote after it was sent, without the 'Quote Cleared' toast. */
  reset(): void;
  setShowPrices(show: boolean): void;
}

const QuoteContext = createContext<QuoteContextValue | null>(null);

function toastTitle(title: string | null) {
  if (title) notify({ title, variant: "success", duration: toastLimits.formActionDurationMs });
}

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

interface QuoteState {
  items: QuoteItem[];
  showPrices: boolean;
  quoteNumber: string;
  restored: boolean;
}

export function QuoteProvider({ children }: { children: ReactNode }) {
  // The server and the first client render agree on an empty quote; the stored
  // one is read after hydration.
  const [state, setState] = useState<QuoteState>({ items: [], showPrices: false, quoteNumber: "", restored: false });

  useEffect(() => {
    const stored = parseStoredQuoteItems(readStorage(QUOTE_ITEMS_KEY));
    if (stored.error) console.error(stored.error);
    const showPrices = parseShowPrices(readStorage(SHOW_PRICES_KEY));
    // Reading an external store once on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ items: stored.items, showPrices, quoteNumber: newQuoteNumber(new Date()), restored: true });
  }, []);

  useEffect(() => {
    if (!state.restored) return;
    writeStorage(QUOTE_ITEMS_KEY, serializeQuoteItems(state.items));
    writeStorage(SHOW_PRICES_KEY, serializeShowPrices(state.showPrices));
  }, [state]);

  const change = useCallback((update: (items: QuoteItem[]) => { items: QuoteItem[]; toast: string | null }) => {
    setState((current) => {
      const next = update(current.items);
      queueMicrotask(() => toastTitle(next.toast));
      return { ...current, items: next.items };
    });
  }, []);

  const value = useMemo<QuoteContextValue>(() => {
    const totals = quoteTotals(state.items);
    return {
      ...state,
      ...totals,
      add: (kind, record) => change((items) => addToQuote(items, toQuoteItem(kind, record))),
      addMany: (entries) =>
        change((items) => ({
          items: entries.reduce((list, entry) => addToQuote(list, toQuoteItem(entry.kind, entry.record)).items, items),
          toast: "Item Added",
        })),
      setQuantity: (id, quantity) => change((items) => updateQuantity(items, id, quantity)),
      remove: (id) => change((items) => removeFromQuote(items, id)),
      clear: () =>
        setState((current) => {
          const cleared = clearQuote();
          queueMicrotask(() => toastTitle(cleared.toast));
          return { ...current, items: cleared.items, quoteNumber: newQuoteNumber(new Date()) };
        }),
      reset: () => setState((current) => ({ ...current, items: [], quoteNumber: newQuoteNumber(new Date()) })),
      setShowPrices: (showPrices) => setState((current) => ({ ...current, showPrices })),
    };
  }, [state, change]);

  return <QuoteContext.Provider value={value}>{children}</QuoteContext.Provider>;
}

export function useQuote(): QuoteContextValue {
  const context = useContext(QuoteContext);
  if (!context) throw new Error(QUOTE_PROVIDER_ERROR);
  return context;
}
