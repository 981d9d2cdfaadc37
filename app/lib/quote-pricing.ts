// Server-side quote pricing: the visitor's selection (kind, id, quantity) priced
// from the catalogue. Whatever prices, names or totals a client sends are never
// read; only type, id and quantity. Pure: the catalogue comes in as `resolve`.
import type { PricedQuoteLine } from "./quote-document.ts";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  type QuoteItem,
  isCatalogueItemKind,
  listPrice,
  quoteTotals,
  toQuoteItem,
} from "./quote.ts";

export interface RequestedQuoteItem {
  type: CatalogueItemKind;
  id: string;
  quantity: number;
}

export interface QuoteFieldError {
  field: string;
  message: string;
}

export type PricedQuote =
  | { ok: true; lines: PricedQuoteLine[]; totalItems: number; totalPrice: number; totalDiscount: number }
  | { ok: false; errors: QuoteFieldError[] };

export type CatalogueResolver = (type: CatalogueItemKind, id: string) => CatalogueRecord | undefined;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** More lines than anyone builds by hand; bounds the work (and the error list) of one request. */
export const MAX_QUOTE_LINES = 200;

export const QUOTE_PRICING_MESSAGES = {
  empty: "Your quote has no items",
  tooMany: `A quote can hold at most ${MAX_QUOTE_LINES} lines`,
  notAList: "items must be a list of { type, id, quantity }",
  notAnItem: "Each item must be an object with type, id and quantity",
  type: "Item type must be one of: product, bundle, personnel, promotion, add-on",
  unknown: "This item is no longer in our catalogue",
  unpriced: "This item is priced on request; please contact us about it",
  quantity: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`,
} as const;

function isValidQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === "number" && Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
  );
}

/**
 * Reads `items` from a request body: each entry's type, id and quantity, and
 * nothing else (a price, name or discount sent along is dropped). Shape errors
 * name the entry (`items[2].type`); the catalogue checks come in priceQuote.
 */
export function readRequestedItems(
  value: unknown,
): { ok: true; items: RequestedQuoteItem[] } | { ok: false; errors: QuoteFieldError[] } {
  if (value === undefined || value === null)
    return { ok: false, errors: [{ field: "items", message: QUOTE_PRICING_MESSAGES.empty }] };
  if (!Array.isArray(value))
    return { ok: false, errors: [{ field: "items", message: QUOTE_PRICING_MESSAGES.notAList }] };
  if (value.length > MAX_QUOTE_LINES)
    return { ok: false, errors: [{ field: "items", message: QUOTE_PRICING_MESSAGES.tooMany }] };

  const items: RequestedQuoteItem[] = [];
  const errors: QuoteFieldError[] = [];
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      errors.push({ field: `items[${index}]`, message: QUOTE_PRICING_MESSAGES.notAnItem });
      return;
    }
    const { type, id, quantity } = entry as Record<string, unknown>;
    if (!isCatalogueItemKind(type)) {
      errors.push({ field: `items[${index}].type`, message: QUOTE_PRICING_MESSAGES.type });
      return;
    }
    // An id that is not a string can never match; quantities are checked by priceQuote.
    items.push({
      type,
      id: typeof id === "string" ? id : "",
      quantity: typeof quantity === "number" ? quantity : Number.NaN,
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items };
}

/**
 * Prices a quote from the catalogue. Lines of the same type and id are merged
 * (quantities added) in the order they first appear. Errors name the request's
 * own index: `items[2].id` for an unknown item, `items[0].quantity` for a bad
 * quantity, `items` for an empty list.
 */
export function priceQuote(requested: readonly RequestedQuoteItem[], resolve: CatalogueResolver): PricedQuote {
  if (requested.length === 0) return { ok: false, errors: [{ field: "items", message: QUOTE_PRICING_MESSAGES.empty }] };
  if (requested.length > MAX_QUOTE_LINES)
    return { ok: false, errors: [{ field: "items", message: QUOTE_PRICING_MESSAGES.tooMany }] };

  const errors: QuoteFieldError[] = [];
  const merged = new Map<string, { item: QuoteItem; firstIndex: number }>();

  requested.forEach(({ type, id, quantity }, index) => {
    if (!isCatalogueItemKind(type)) {
      errors.push({ field: `items[${index}].type`, message: QUOTE_PRICING_MESSAGES.type });
      return;
    }
    const before = errors.length;
    const record = typeof id === "string" && id !== "" ? resolve(type, id) : undefined;
    if (!record) errors.push({ field: `items[${index}].id`, message: QUOTE_PRICING_MESSAGES.unknown });
    else if (listPrice(type, record) === undefined)
      errors.push({ field: `items[${index}].id`, message: QUOTE_PRICING_MESSAGES.unpriced });
    if (!isValidQuantity(quantity))
      errors.push({ field: `items[${index}].quantity`, message: QUOTE_PRICING_MESSAGES.quantity });
    if (!record || errors.length > before) return;

    const key = `${type}\u0000${record.id}`;
    const existing = merged.get(key);
    if (existing) {
      existing.item.quantity += quantity;
      if (existing.item.quantity > MAX_QUANTITY) {
        errors.push({ field: `items[${existing.firstIndex}].quantity`, message: QUOTE_PRICING_MESSAGES.quantity });
      }
    } else {
      merged.set(key, { item: { ...toQuoteItem(type, record), quantity }, firstIndex: index });
    }
  });
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) };

  const items = [...merged.values()].map(({ item }) => item);
  const lines = items.map(toPricedLine);
  const totals = quoteTotals(items);
  return { ok: true, lines, ...totals };
}

/** A quote item as a priced line: its list price, quantity, discount and line total. */
export function toPricedLine(item: QuoteItem): PricedQuoteLine {
  const line: PricedQuoteLine = {
    id: item.id,
    type: item.type,
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.price,
    hourlyRate: item.hourlyRate,
    lineTotal: quoteTotals([item]).totalPrice,
  };
  if (item.discountPercentage !== undefined) line.discountPercentage = item.discountPercentage;
  return line;
}

function dedupe(errors: QuoteFieldError[]): QuoteFieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Rand to whole cents for storage (integer columns), and back. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
