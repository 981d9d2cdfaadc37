// Server-side quote pricing: the visitor's selection (kind, id, quantity and,
// for personnel by the hour, hours) priced from the catalogue for the hire
// period. Whatever prices, names or totals a client sends are never read; only
// type, id, quantity and hours (the quotes API's schema, quote-request-schema.ts,
// reads nothing else). The catalogue's rand figures become cents here
// (toPricedLine), and everything after is whole cents. Pure: the catalogue
// comes in as `resolve`.
import { DEFAULT_HOURS, MAX_HOURS, MIN_HOURS, priceLine } from "#app/features/quotes/event-pricing.ts";
import { fieldName } from "#app/platform/forms/field-errors.ts";
import { randToCents } from "#app/platform/format/money.ts";
import type { PricedQuoteLine } from "#app/features/quotes/quote-document.ts";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  type QuoteItem,
  isCatalogueItemKind,
  listPrice,
  toQuoteItem,
} from "#app/features/quotes/quote.ts";

export interface RequestedQuoteItem {
  type: CatalogueItemKind;
  id: string;
  /** Units; for personnel by the hour, people. */
  quantity: number;
  /**
   * Hours each person is booked, for personnel by the hour. Absent on an
   * hourly line from a page made before people x hours: its quantity was the
   * hours, for one person.
   */
  hours?: number;
}

export interface QuoteFieldError {
  field: string;
  message: string;
}

/** The selection resolved against the catalogue: merged lines with their list prices (rand, as the catalogue keeps them). */
export interface ResolvedItems {
  ok: true;
  items: QuoteItem[];
}

export interface PricedItems {
  ok: true;
  lines: PricedQuoteLine[];
  totalItems: number;
  totalDiscountCents: number;
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
  hours: `Hours must be a whole number from ${MIN_HOURS} to ${MAX_HOURS}`,
} as const;

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

export function isValidHours(hours: number): boolean {
  return Number.isInteger(hours) && hours >= MIN_HOURS && hours <= MAX_HOURS;
}

/**
 * Prices a quote from the catalogue for a hire of `days` days. Lines of the
 * same type and id are merged (quantities added) in the order they first
 * appear. Errors name the request's own index: `items[2].id` for an unknown
 * item, `items[0].quantity` for a bad quantity, `items` for an empty list.
 */
export function priceQuote(
  requested: readonly RequestedQuoteItem[],
  resolve: CatalogueResolver,
  days = 1,
): PricedQuote {
  const resolved = resolveItems(requested, resolve);
  if (resolved.ok) return priceItems(resolved.items, days);
  return {
    ok: false,
    errors: resolved.issues.map(({ path, message }) => ({ field: fieldName(["items", ...path]), message })),
  };
}

/** The requested items as catalogue lines, each problem at its place in the list (for the quotes API's schema). */
export function resolveItems(
  requested: readonly RequestedQuoteItem[],
  resolve: CatalogueResolver,
): ResolvedItems | { ok: false; issues: PricingIssue[] } {
  if (requested.length === 0) return { ok: false, issues: [{ path: [], message: QUOTE_PRICING_MESSAGES.empty }] };
  if (requested.length > MAX_QUOTE_LINES)
    return { ok: false, issues: [{ path: [], message: QUOTE_PRICING_MESSAGES.tooMany }] };

  const issues: PricingIssue[] = [];
  const merged = new Map<string, { item: QuoteItem; firstIndex: number }>();

  requested.forEach(({ type, id, quantity, hours }, index) => {
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
    if (hours !== undefined && !isValidHours(hours))
      issues.push({ path: [index, "hours"], message: QUOTE_PRICING_MESSAGES.hours });
    if (!record || issues.length > before) return;

    const item: QuoteItem = { ...toQuoteItem(type, record), quantity };
    if (item.hourlyRate) {
      // A page from before people x hours sent the hours as the quantity, for one person.
      if (hours === undefined && quantity > MAX_HOURS) {
        issues.push({ path: [index, "quantity"], message: QUOTE_PRICING_MESSAGES.hours });
        return;
      }
      item.quantity = hours === undefined ? 1 : quantity;
      item.hours = hours ?? quantity;
    }

    const key = `${type}\u0000${record.id}`;
    const existing = merged.get(key);
    if (existing) {
      existing.item.quantity += item.quantity;
      if (existing.item.quantity > MAX_QUANTITY) {
        issues.push({ path: [existing.firstIndex, "quantity"], message: QUOTE_PRICING_MESSAGES.quantity });
      }
    } else {
      merged.set(key, { item, firstIndex: index });
    }
  });
  if (issues.length > 0) return { ok: false, issues: dedupe(issues) };
  return { ok: true, items: [...merged.values()].map(({ item }) => item) };
}

/** Catalogue lines priced for a hire of `days` days, with the total count and discount. */
export function priceItems(items: readonly QuoteItem[], days: number): PricedItems {
  let totalItems = 0;
  let totalDiscountCents = 0;
  const lines = items.map((item) => {
    const { line, discountCents } = toPricedLine(item, days);
    totalItems += item.quantity;
    totalDiscountCents += discountCents;
    return line;
  });
  return { ok: true, lines, totalItems, totalDiscountCents };
}

/** A quote item as a priced line in cents: its list price, people x hours or the hire period, discount and VAT. */
export function toPricedLine(item: QuoteItem, days = 1): { line: PricedQuoteLine; discountCents: number } {
  const unitPriceCents = randToCents(item.price);
  const hours = item.hourlyRate ? (item.hours ?? DEFAULT_HOURS) : undefined;
  const amounts = priceLine(
    {
      unitPriceCents,
      quantity: item.quantity,
      hourlyRate: item.hourlyRate,
      ...(hours !== undefined ? { hours } : {}),
      ...(item.discountPercentage !== undefined ? { discountPercentage: item.discountPercentage } : {}),
    },
    days,
  );
  const line: PricedQuoteLine = {
    id: item.id,
    type: item.type,
    name: item.name,
    quantity: item.quantity,
    unitPriceCents,
    hourlyRate: item.hourlyRate,
    lineTotalCents: amounts.lineTotalCents,
    vatCents: amounts.vatCents,
  };
  if (hours !== undefined) line.hours = hours;
  if (item.discountPercentage !== undefined) line.discountPercentage = item.discountPercentage;
  return { line, discountCents: amounts.discountCents };
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
