// The quote a visitor builds from the catalogue (spec sections 3, 4 and 9):
// prices, quote lines, the steps behind the quote store, totals,
// quote numbers and the local-storage encoding. Pure: the quote store (app/features/quotes/builder/quote-store.ts) does the I/O.
// Everything here works on catalogue records as the browser sees them, with
// their hire prices only: the cost prices behind them stay on the server
// (app/lib/hire-price.ts derives the hire prices from them).
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import { discountedPrice, formatRand, HOURLY_BOOKING, roundToCents } from "#app/features/catalogue/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

export type CatalogueItemKind = "product" | "bundle" | "personnel" | "promotion" | "add-on";

/** A catalogue record as the content keeps it, with the company's cost price: server code only. */
export type SourceRecord = Product | Bundle | Personnel | Promotion | AddOn;

/**
 * A record as pages, islands and the visitor's quote carry it: every field
 * but the cost price, and the hire price derived from it (undefined: priced
 * on request). `costPrice?: never` makes the compiler refuse a source record
 * where one of these is expected.
 */
export type WithHirePrice<Source extends SourceRecord> = Source extends unknown
  ? Omit<Source, "costPrice" | "hirePriceOverrideCents"> & {
      costPrice?: never;
      /** The unit hire price before any discount (personnel: per hour when hourly). */
      hirePrice?: number;
    }
  : never;

export type PricedProduct = WithHirePrice<Product>;
export type PricedBundle = WithHirePrice<Bundle>;
export type PricedPersonnel = WithHirePrice<Personnel>;
export type PricedPromotion = WithHirePrice<Promotion>;
export type PricedAddOn = WithHirePrice<AddOn>;
export type CatalogueRecord = PricedProduct | PricedBundle | PricedPersonnel | PricedPromotion | PricedAddOn;

/** The whole catalogue as it may leave the server: every record with its hire price, none with its cost price. */
export interface PricedCatalogueData {
  readonly productCategories: readonly ProductCategory[];
  readonly products: readonly PricedProduct[];
  readonly personnel: readonly PricedPersonnel[];
  readonly bundles: readonly PricedBundle[];
  readonly addOns: readonly PricedAddOn[];
  readonly promotions: readonly PricedPromotion[];
}

// A Record keyed by the union fails to compile if a kind is added or removed.
const KIND_SET: Record<CatalogueItemKind, true> = {
  product: true,
  bundle: true,
  personnel: true,
  promotion: true,
  "add-on": true,
};

/** Every catalogue item kind, for schemas that accept one. */
export const CATALOGUE_ITEM_KINDS = Object.keys(KIND_SET) as readonly CatalogueItemKind[];

/** Whether a value is one of the catalogue item kinds (for data read back from storage). */
export function isCatalogueItemKind(value: unknown): value is CatalogueItemKind {
  return typeof value === "string" && Object.hasOwn(KIND_SET, value);
}

export const KIND_LABELS: Record<CatalogueItemKind, string> = {
  product: "Product",
  bundle: "Bundle",
  personnel: "Personnel",
  promotion: "Promotion",
  "add-on": "Add-On",
};

export interface QuoteItem {
  id: string;
  name: string;
  type: CatalogueItemKind;
  quantity: number;
  /** The item's estimated unit price, taken when it was added. */
  price: number;
  /** The source record as the browser saw it: hire price, never cost price. */
  originalItem: CatalogueRecord;
  /** True when the source is priced per hour: then quantity is people, each booked for `hours`. */
  hourlyRate: boolean;
  /** Hours each person is booked (hourly lines only). */
  hours?: number;
  /** Fraction from 0 to 1, applied once by the quote totals. */
  discountPercentage?: number;
}

export const PRICE_ON_REQUEST = "Contact for Pricing";

/** The discount fraction of records that carry one (promotions, some add-ons). */
function discountOf(record: CatalogueRecord): number | undefined {
  const { discountPercentage } = record as { discountPercentage?: unknown };
  return typeof discountPercentage === "number" && discountPercentage > 0 && discountPercentage < 1
    ? discountPercentage
    : undefined;
}

/**
 * Unit price before any discount, as stored on a quote line: the record's
 * hire price (app/lib/hire-price.ts derives it per kind). Undefined when the
 * record has no price.
 */
export function listPrice(_kind: CatalogueItemKind, record: CatalogueRecord): number | undefined {
  const { hirePrice } = record;
  return typeof hirePrice === "number" && Number.isFinite(hirePrice) && hirePrice > 0 ? hirePrice : undefined;
}

/** The price a catalogue card shows: promotions and add-ons with their discount already taken off. */
export function displayPrice(kind: CatalogueItemKind, record: CatalogueRecord): number | undefined {
  const price = listPrice(kind, record);
  if (price === undefined) return undefined;
  return kind === "promotion" || kind === "add-on" ? discountedPrice(price, discountOf(record)) : price;
}

/** A price for display: 'R1,500.00', 'R1,500.00/hr', or 'Contact for Pricing' when there is none. */
export function formatPrice(price: number | undefined, hourly: boolean): string {
  if (price === undefined) return PRICE_ON_REQUEST;
  return hourly ? `${formatRand(price)}/hr` : formatRand(price);
}

/** Whether a record of this kind is priced per hour (only personnel can be). */
export function isHourly(kind: CatalogueItemKind, record: CatalogueRecord): boolean {
  return kind === "personnel" && (record as { hourlyRate?: unknown }).hourlyRate === true;
}

/** A quote line for one unit of a catalogue record, as the Add to Quote buttons create it. */
export function toQuoteItem(kind: CatalogueItemKind, record: CatalogueRecord): QuoteItem {
  const item: QuoteItem = {
    id: record.id,
    name: record.name,
    type: kind,
    quantity: 1,
    price: listPrice(kind, record) ?? 0,
    originalItem: record,
    hourlyRate: isHourly(kind, record),
  };
  if (item.hourlyRate) item.hours = HOURLY_BOOKING.defaultHours;
  const discount = kind === "promotion" || kind === "add-on" ? discountOf(record) : undefined;
  if (discount !== undefined) item.discountPercentage = discount;
  return item;
}

// ---------------------------------------------------------------------------
// Reducer steps: each returns the new list and the title of the toast to show.

export const QUOTE_TOASTS = {
  added: "Item Added",
  updated: "Item Updated",
  removed: "Item Removed",
  quantityUpdated: "Quantity Updated",
  cleared: "Quote Cleared",
} as const;
export type QuoteToastTitle = (typeof QUOTE_TOASTS)[keyof typeof QUOTE_TOASTS];

export interface QuoteChange {
  items: QuoteItem[];
  /** Toast title, or null when nothing changed. */
  toast: QuoteToastTitle | null;
}

/** Adds one unit: a line already on the quote (same id) goes up by one, a new one is appended with quantity 1. */
export function addToQuote(items: readonly QuoteItem[], item: QuoteItem): QuoteChange {
  if (items.some((existing) => existing.id === item.id)) {
    return {
      items: items.map((existing) =>
        existing.id === item.id ? { ...existing, quantity: existing.quantity + 1 } : existing,
      ),
      toast: QUOTE_TOASTS.updated,
    };
  }
  return { items: [...items, { ...item, quantity: 1 }], toast: QUOTE_TOASTS.added };
}

/** Removes a line; an unknown id changes nothing. */
export function removeFromQuote(items: readonly QuoteItem[], id: string): QuoteChange {
  if (!items.some((item) => item.id === id)) return { items: [...items], toast: null };
  return { items: items.filter((item) => item.id !== id), toast: QUOTE_TOASTS.removed };
}

/**
 * Sets a line's quantity (floored to a whole number); below 1 removes the line.
 * An unknown id or a quantity that is not a finite number changes nothing.
 */
export function updateQuantity(items: readonly QuoteItem[], id: string, quantity: number): QuoteChange {
  if (!Number.isFinite(quantity) || !items.some((item) => item.id === id)) return { items: [...items], toast: null };
  const whole = Math.floor(quantity);
  if (whole < 1) return removeFromQuote(items, id);
  return {
    items: items.map((item) => (item.id === id ? { ...item, quantity: whole } : item)),
    toast: QUOTE_TOASTS.quantityUpdated,
  };
}

/**
 * Sets the hours each person on an hourly line is booked (a whole number from
 * 1 to 24); anything else, an unknown id or a line not charged by the hour
 * changes nothing.
 */
export function updateHours(items: readonly QuoteItem[], id: string, hours: number): QuoteChange {
  const line = items.find((item) => item.id === id);
  if (
    !line?.hourlyRate ||
    !Number.isInteger(hours) ||
    hours < HOURLY_BOOKING.minHours ||
    hours > HOURLY_BOOKING.maxHours
  )
    return { items: [...items], toast: null };
  return { items: items.map((item) => (item.id === id ? { ...item, hours } : item)), toast: QUOTE_TOASTS.updated };
}

/** Empties the quote; the caller also issues a new quote number. */
export function clearQuote(): QuoteChange {
  return { items: [], toast: QUOTE_TOASTS.cleared };
}

export interface QuoteTotals {
  totalItems: number;
  /** Sum of price x quantity, each line reduced by its discount. */
  totalPrice: number;
  /** Sum of what the discounts take off. */
  totalDiscount: number;
}

/** Totals for the quote drawer (spec section 9: one day, people x hours), money rounded to cents. */
export function quoteTotals(items: readonly QuoteItem[]): QuoteTotals {
  let totalItems = 0;
  let totalPrice = 0;
  let totalDiscount = 0;
  for (const item of items) {
    const lineGross = item.price * item.quantity * (item.hourlyRate ? (item.hours ?? HOURLY_BOOKING.defaultHours) : 1);
    const lineDiscount = item.discountPercentage ? lineGross * item.discountPercentage : 0;
    totalItems += item.quantity;
    totalPrice += lineGross - lineDiscount;
    totalDiscount += lineDiscount;
  }
  return { totalItems, totalPrice: roundToCents(totalPrice), totalDiscount: roundToCents(totalDiscount) };
}

// ---------------------------------------------------------------------------
// Quote numbers.

/** Characters of the quote number's suffix: A-Z and 0-9 without the look-alikes 0, O, 1 and I. */
export const QUOTE_NUMBER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const QUOTE_NUMBER_SUFFIX_LENGTH = 4;

/**
 * A quote number such as 'Q-250314-K7PX': the day in Johannesburg (the one the
 * quote's document is dated) and four unambiguous characters.
 */
export function newQuoteNumber(now: Date, random: () => number = Math.random): string {
  const date = johannesburgDate(now).slice(2).replaceAll("-", "");
  let suffix = "";
  for (let i = 0; i < QUOTE_NUMBER_SUFFIX_LENGTH; i++) {
    const index = Math.min(
      QUOTE_NUMBER_ALPHABET.length - 1,
      Math.max(0, Math.floor(random() * QUOTE_NUMBER_ALPHABET.length)),
    );
    suffix += QUOTE_NUMBER_ALPHABET[index];
  }
  return `Q-${date}-${suffix}`;
}

// ---------------------------------------------------------------------------
// Local storage encoding.

export {
  QUOTE_ITEMS_KEY,
  QUOTE_SAVED_EVENT,
  SHOW_PRICES_KEY,
} from "#app/features/quotes/builder/quote-storage-keys.ts";
export const STORED_ITEMS_UNREADABLE = "Stored quote items could not be read";

/** The quote lines as stored under QUOTE_ITEMS_KEY. */
export function serializeQuoteItems(items: readonly QuoteItem[]): string {
  return JSON.stringify(items);
}

/**
 * A stored record without its cost fields. Quotes kept before issue 21 carry
 * the whole source record, cost price and all: it is dropped as it is read,
 * and the quote is saved again without it at the next change. (Matched by
 * prefix, so the browser's code names no cost field at all.)
 */
function withoutCostFields(record: object): object {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith("cost")));
}

/** A stored entry as a quote line, or null when its shape is wrong. */
function toStoredQuoteItem(entry: unknown): QuoteItem | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const { id, name, type, quantity, price, originalItem, hourlyRate, discountPercentage, hours } = entry as Record<
    string,
    unknown
  >;
  if (typeof id !== "string" || typeof name !== "string" || !isCatalogueItemKind(type)) return null;
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return null;
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) return null;
  if (typeof hourlyRate !== "boolean") return null;
  if (typeof originalItem !== "object" || originalItem === null || Array.isArray(originalItem)) return null;
  if (
    discountPercentage !== undefined &&
    (typeof discountPercentage !== "number" || !(discountPercentage >= 0 && discountPercentage <= 1))
  ) {
    return null;
  }
  const item: QuoteItem = {
    id,
    name,
    type,
    quantity,
    price,
    originalItem: withoutCostFields(originalItem) as CatalogueRecord,
    hourlyRate,
  };
  if (discountPercentage !== undefined) item.discountPercentage = discountPercentage;
  if (hourlyRate) {
    if (
      typeof hours === "number" &&
      Number.isInteger(hours) &&
      hours >= HOURLY_BOOKING.minHours &&
      hours <= HOURLY_BOOKING.maxHours
    ) {
      item.hours = hours;
    } else {
      // Kept before people x hours: the quantity was the hours, for one person.
      item.hours = Math.min(HOURLY_BOOKING.maxHours, quantity);
      item.quantity = 1;
    }
  }
  return item;
}

/**
 * Reads the quote lines saved under QUOTE_ITEMS_KEY. Never throws: unreadable
 * text gives an empty quote, malformed entries are dropped, and either is
 * reported in `error` for the console.
 */
export function parseStoredQuoteItems(text: string | null): { items: QuoteItem[]; error?: string } {
  if (text === null || text.trim() === "") return { items: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { items: [], error: STORED_ITEMS_UNREADABLE };
  }
  if (!Array.isArray(parsed)) return { items: [], error: STORED_ITEMS_UNREADABLE };
  const items: QuoteItem[] = [];
  for (const entry of parsed) {
    const item = toStoredQuoteItem(entry);
    if (item) items.push(item);
  }
  const dropped = parsed.length - items.length;
  if (dropped === 0) return { items };
  return { items, error: `${STORED_ITEMS_UNREADABLE}: dropped ${dropped} of ${parsed.length} entries` };
}

/** The Show prices switch as stored under SHOW_PRICES_KEY. */
export function serializeShowPrices(showPrices: boolean): "true" | "false" {
  return showPrices ? "true" : "false";
}

/** The stored Show prices switch: on only when the stored text is exactly 'true'. */
export function parseShowPrices(text: string | null): boolean {
  return text === "true";
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
