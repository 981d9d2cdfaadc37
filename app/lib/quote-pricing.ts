// Server-side quote pricing: the visitor's selection (kind, id, quantity) priced
// from the catalogue. Whatever prices, names or totals a client sends are never
// read; only type, id and quantity (the quotes API's schema, quote-request-schema.ts,
// reads nothing else). Pure: the catalogue comes in as `resolve`.
import { fieldName } from "./field-errors.ts";
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

export interface PricedItems {
  ok: true;
  lines: PricedQuoteLine[];
  totalItems: number;
  totalPrice: number;
  totalDiscount: number;
}

export type PricedQuote = PricedItems | { ok: false; errors: QuoteFieldError[] };

/** A pricing problem, at its place in the list of items: [] for the list, [2, "id"] for the third item's id. */
export interface PricingIssue {
  path: (string | number)[];
  message: string;
}

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

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/**
 * Prices a quote from the catalogue. Lines of the same type and id are merged
 * (quantities added) in the order they first appear. Errors name the request's
 * own index: `items[2].id` for an unknown item, `items[0].quantity` for a bad
 * quantity, `items` for an empty list.
 */
export function priceQuote(requested: readonly RequestedQuoteItem[], resolve: CatalogueResolver): PricedQuote {
  const priced = priceItems(requested, resolve);
  if (priced.ok) return priced;
  return {
    ok: false,
    errors: priced.issues.map(({ path, message }) => ({ field: fieldName(["items", ...path]), message })),
  };
}

/** priceQuote with each problem at its place in the list (for the quotes API's schema). */
export function priceItems(
  requested: readonly RequestedQuoteItem[],
  resolve: CatalogueResolver,
): PricedItems | { ok: false; issues: PricingIssue[] } {
  if (requested.length === 0) return { ok: false, issues: [{ path: [], message: QUOTE_PRICING_MESSAGES.empty }] };
  if (requested.length > MAX_QUOTE_LINES)
    return { ok: false, issues: [{ path: [], message: QUOTE_PRICING_MESSAGES.tooMany }] };

  const issues: PricingIssue[] = [];
  const merged = new Map<string, { item: QuoteItem; firstIndex: number }>();

  requested.forEach(({ type, id, quantity }, index) => {
    if (!isCatalogueItemKind(type)) {
      issues.push({ path: [index, "type"], message: QUOTE_PRICING_MESSAGES.type });
      return;
    }
    const before = issues.length;
    const record = id !== "" ? resolve(type, id) : undefined;
    if (!record) issues.push({ path: [index, "id"], message: QUOTE_PRICING_MESSAGES.unknown });
    else if (listPrice(type, record) === undefined)
      issues.push({ path: [index, "id"], message: QUOTE_PRICING_MESSAGES.unpriced });
    if (!isValidQuantity(quantity))
      issues.push({ path: [index, "quantity"], message: QUOTE_PRICING_MESSAGES.quantity });
    if (!record || issues.length > before) return;

    const key = `${type}\u0000${record.id}`;
    const existing = merged.get(key);
    if (existing) {
      existing.item.quantity += quantity;
      if (existing.item.quantity > MAX_QUANTITY) {
        issues.push({ path: [existing.firstIndex, "quantity"], message: QUOTE_PRICING_MESSAGES.quantity });
      }
    } else {
      merged.set(key, { item: { ...toQuoteItem(type, record), quantity }, firstIndex: index });
    }
  });
  if (issues.length > 0) return { ok: false, issues: dedupe(issues) };

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

function dedupe(issues: PricingIssue[]): PricingIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${fieldName(issue.path)}\u0000${issue.message}`;
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
