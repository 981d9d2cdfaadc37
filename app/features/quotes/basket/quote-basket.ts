// The quote basket of a visitor without JavaScript (decision 066): what Add to
// Quote posted, as the lines a quote request sends (type, id, quantity and,
// for personnel by the hour, hours), under the same caps as the quote
// request's schema (MAX_QUOTE_LINES lines, MIN_QUANTITY to MAX_QUANTITY of
// each, MIN_HOURS to MAX_HOURS): one rule, one home. Pure; the server keeps
// the basket (quote-baskets-db.server.ts) and resolves it against the
// catalogue when it shows or sends it.
import { MAX_HOURS, MIN_HOURS } from "#app/features/quotes/event-pricing.ts";
import {
  MAX_QUANTITY,
  MAX_QUOTE_LINES,
  MIN_QUANTITY,
  type RequestedQuoteItem,
  isValidHours,
} from "#app/features/quotes/quote-pricing.ts";
import { type CatalogueItemKind, isCatalogueItemKind } from "#app/features/quotes/quote.ts";

export type BasketLine = RequestedQuoteItem;

/** Days a basket lasts after its last change. */
export const BASKET_LIFETIME_DAYS = 30;

export const BASKET_MESSAGES = {
  full: `A quote can hold at most ${MAX_QUOTE_LINES} lines. Send this one, or remove a line first.`,
  added: "Added to your quote",
} as const;

export type BasketChange = { ok: true; lines: BasketLine[] } | { ok: false; message: string };

function sameLine(line: BasketLine, type: CatalogueItemKind, id: string): boolean {
  return line.type === type && line.id === id;
}

/**
 * One more of an item: a line already in the basket goes up by one (never
 * past MAX_QUANTITY), a new one is appended with one unit (and the default
 * hours when it is charged by the hour), unless the basket is full.
 */
export function addToBasket(
  lines: readonly BasketLine[],
  item: { type: CatalogueItemKind; id: string; hours?: number },
): BasketChange {
  if (lines.some((line) => sameLine(line, item.type, item.id))) {
    return {
      ok: true,
      lines: lines.map((line) =>
        sameLine(line, item.type, item.id) ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) } : line,
      ),
    };
  }
  if (lines.length >= MAX_QUOTE_LINES) return { ok: false, message: BASKET_MESSAGES.full };
  const added: BasketLine = { type: item.type, id: item.id, quantity: MIN_QUANTITY };
  if (item.hours !== undefined) added.hours = item.hours;
  return { ok: true, lines: [...lines, added] };
}

/** A whole number held between `min` and `max`; anything that is not a number gives null. */
function clampWhole(value: number, min: number, max: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/**
 * A line's quantity (and, on a line charged by the hour, its hours), held to
 * the caps; a quantity below one removes the line. An unknown line or a value
 * that is not a number changes nothing.
 */
export function setBasketLine(
  lines: readonly BasketLine[],
  target: { type: CatalogueItemKind; id: string },
  change: { quantity: number; hours?: number },
): BasketLine[] {
  if (Number.isFinite(change.quantity) && change.quantity < MIN_QUANTITY) return removeFromBasket(lines, target);
  const quantity = clampWhole(change.quantity, MIN_QUANTITY, MAX_QUANTITY);
  return lines.map((line) => {
    if (!sameLine(line, target.type, target.id)) return line;
    const next = { ...line };
    if (quantity !== null) next.quantity = quantity;
    const hours = change.hours === undefined ? null : clampWhole(change.hours, MIN_HOURS, MAX_HOURS);
    if (line.hours !== undefined && hours !== null) next.hours = hours;
    return next;
  });
}

export function removeFromBasket(
  lines: readonly BasketLine[],
  target: { type: CatalogueItemKind; id: string },
): BasketLine[] {
  return lines.filter((line) => !sameLine(line, target.type, target.id));
}

/** A stored line, or null when it is not one the caps allow. */
function readLine(entry: unknown): BasketLine | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { type, id, quantity, hours } = entry as Record<string, unknown>;
  if (!isCatalogueItemKind(type) || typeof id !== "string" || id === "" || id.length > 200) return null;
  if (typeof quantity !== "number" || !Number.isInteger(quantity)) return null;
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return null;
  if (hours !== undefined && (typeof hours !== "number" || !isValidHours(hours))) return null;
  return hours === undefined ? { type, id, quantity } : { type, id, quantity, hours };
}

/** The stored basket's lines; unreadable text is an empty basket, a bad line is dropped, past the cap is cut. */
export function parseBasketLines(text: string | null | undefined): BasketLine[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(readLine)
    .filter((line): line is BasketLine => line !== null)
    .slice(0, MAX_QUOTE_LINES);
}

export function serializeBasketLines(lines: readonly BasketLine[]): string {
  return JSON.stringify(lines.map(({ type, id, quantity, hours }) => ({ type, id, quantity, hours })));
}

/** The items in the basket (the quote's count: units, not lines). */
export function basketItemCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
