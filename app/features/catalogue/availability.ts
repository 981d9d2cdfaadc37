// Stock and date availability (issue 24, decision 044): which days a hire
// keeps equipment out of the warehouse, how many units of an item other
// bookings have committed on those days, and whether a quote asks for more
// than is free. Pure: the quantities owned, the bookings and the catalogue
// are arguments; the server reads them (app/features/catalogue/stock/stock-db.server.ts).
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { MULTI_DAY_RATE } from "#app/features/catalogue/content/hire-rates.ts";
import { addDays, type CatalogueItemKind, isCalendarDate, type QuoteStatus } from "#app/features/quotes/index.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { type PublicAvailability, publiclyAvailableUnits } from "#app/features/catalogue/public-availability.ts";

/**
 * Days a hire keeps equipment out before its first and after its last day:
 * delivered (or collected from us) the day before, back the day after. Gear
 * out on a Friday for a Saturday event is not free that Friday.
 */
export const TURNAROUND_DAYS = 1;

/** Statuses whose lines commit stock: the customer accepted, or staff marked the job won. */
export const COMMITTING_QUOTE_STATUSES: readonly QuoteStatus[] = ["accepted", "won"];

/** A held quote stops counting once the customer has said no or staff marked it lost, even before release. */
export const HOLD_IGNORED_QUOTE_STATUSES: readonly QuoteStatus[] = ["declined", "lost"];

/** The kinds whose quantity owned is counted; bundles, promotions and add-ons are made of them. */
export const STOCKED_KINDS = ["product", "personnel"] as const satisfies readonly CatalogueItemKind[];
export type StockedKind = (typeof STOCKED_KINDS)[number];

export function isStockedKind(value: unknown): value is StockedKind {
  return typeof value === "string" && (STOCKED_KINDS as readonly string[]).includes(value);
}

/** Calendar days in Johannesburg, first to last inclusive (YYYY-MM-DD). */
export interface DayRange {
  first: string;
  last: string;
}

/** The hire days of a quote (its event date, or first to last day); undefined without a valid event date. */
export function hireDayRange(period: { eventDate?: string | null; endDate?: string | null }): DayRange | undefined {
  const { eventDate, endDate } = period;
  if (!eventDate || !isCalendarDate(eventDate)) return undefined;
  const last = endDate && isCalendarDate(endDate) && endDate > eventDate ? endDate : eventDate;
  return { first: eventDate, last };
}

/** The days the equipment is out: the hire days and the turnaround either side. */
export function daysOut(period: { eventDate?: string | null; endDate?: string | null }): DayRange | undefined {
  const hire = hireDayRange(period);
  return hire && widen(hire);
}

function widen(hire: DayRange): DayRange {
  return { first: addDays(hire.first, -TURNAROUND_DAYS), last: addDays(hire.last, TURNAROUND_DAYS) };
}

export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.first <= b.last && b.first <= a.last;
}

/**
 * The earliest event date of a booking whose days out can reach `range` (days out):
 * what a query bounds its index scan with, so it never reads every quote.
 */
export function earliestOverlappingEventDate(range: DayRange): string {
  return addDays(range.first, -(MULTI_DAY_RATE.maxHireDays - 1) - TURNAROUND_DAYS);
}

/** The latest event date of a booking whose days out can reach `range`. */
export function latestOverlappingEventDate(range: DayRange): string {
  return addDays(range.last, TURNAROUND_DAYS);
}

function eachDay(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** An item whose units are counted, as "product:mixer-16-channel". */
export type StockKey = `${StockedKind}:${string}`;

export function stockKey(kind: StockedKind, id: string): StockKey {
  return `${kind}:${id}`;
}

export function parseStockKey(key: StockKey): { kind: StockedKind; id: string } {
  const at = key.indexOf(":");
  return { kind: key.slice(0, at) as StockedKind, id: key.slice(at + 1) };
}

/** A line as bookings and requests carry it: what, and how many (people, for personnel). */
export interface StockLine {
  type: CatalogueItemKind;
  id: string;
  quantity: number;
}

/** What the contents rules read from the catalogue. */
export type CatalogueContents = Pick<CatalogueData, "products" | "personnel" | "bundles" | "addOns" | "promotions">;

function addUnits(into: Map<StockKey, number>, key: StockKey, count: number): void {
  into.set(key, (into.get(key) ?? 0) + count);
}

// A promotion may hold a bundle, so contents are followed; depth bounds a catalogue edited into a loop.
function collectUnits(
  into: Map<StockKey, number>,
  type: CatalogueItemKind,
  id: string,
  count: number,
  catalogue: CatalogueContents,
  depth = 0,
): void {
  if (count <= 0 || depth > 4) return;
  switch (type) {
    case "product":
    case "personnel":
      addUnits(into, stockKey(type, id), count);
      return;
    case "bundle": {
      const bundle = catalogue.bundles.find((record) => record.id === id);
      for (const item of bundle?.items ?? [])
        addUnits(into, stockKey("product", item.productId), count * item.quantity);
      return;
    }
    case "promotion": {
      const promotion = catalogue.promotions.find((record) => record.id === id);
      for (const item of promotion?.items ?? [])
        collectUnits(into, item.type, item.id, count * item.quantity, catalogue, depth + 1);
      return;
    }
    case "add-on": {
      const addOn = catalogue.addOns.find((record) => record.id === id);
      // An add-on's items name a product or a person by id alone.
      for (const item of addOn?.items ?? []) {
        const kind: StockedKind = catalogue.products.some((product) => product.id === item.id)
          ? "product"
          : "personnel";
        addUnits(into, stockKey(kind, item.id), count * item.quantity);
      }
      return;
    }
  }
}

/** The units of counted items that lines take: a bundle of two speakers takes two speakers. */
export function unitsOf(lines: readonly StockLine[], catalogue: CatalogueContents): Map<StockKey, number> {
  const units = new Map<StockKey, number>();
  for (const line of lines) collectUnits(units, line.type, line.id, line.quantity, catalogue);
  return units;
}

/** A booking that takes stock: an accepted (or won) quote, or a quote on hold. */
export interface Booking {
  quoteNumber: string;
  daysOut: DayRange;
  lines: readonly StockLine[];
}

/** An item's counts for a period. `owned` undefined: nobody has said how many we own, so it is not tracked. */
export interface ItemAvailability {
  key: StockKey;
  asked: number;
  owned: number | undefined;
  /** The most units other bookings have out on any one day of the period. */
  committed: number;
  /** Owned less committed on the tightest day (never below 0); undefined when not tracked. */
  free: number | undefined;
  /** The day with the fewest free: a hire day where one is as tight as the turnaround days. */
  tightestDay: string;
  overbooked: boolean;
}

/** Days out with the hire days first, so a tie names the event rather than the delivery day. */
function daysToCheck(hire: DayRange): string[] {
  const out = widen(hire);
  return [
    ...eachDay(hire),
    ...eachDay({ first: out.first, last: addDays(hire.first, -1) }),
    ...eachDay({ first: addDays(hire.last, 1), last: out.last }),
  ];
}

/**
 * How `asked` units of each item stand for a hire (its hire days; the
 * turnaround is added here), given what is owned and the other bookings.
 * Bookings are counted per day, so two bookings on different days of a long
 * hire never add up.
 */
export function availabilityOver(
  asked: ReadonlyMap<StockKey, number>,
  hire: DayRange,
  owned: ReadonlyMap<StockKey, number>,
  bookings: readonly Booking[],
  catalogue: CatalogueContents,
): ItemAvailability[] {
  const period = widen(hire);
  const days = daysToCheck(hire);
  const overlapping = bookings
    .filter((booking) => rangesOverlap(booking.daysOut, period))
    .map((booking) => ({ range: booking.daysOut, units: unitsOf(booking.lines, catalogue) }));
  return [...asked].map(([key, count]) => {
    let committed = 0;
    let tightestDay = days[0]!;
    for (const day of days) {
      const out = overlapping
        .filter(({ range }) => range.first <= day && day <= range.last)
        .reduce((sum, { units }) => sum + (units.get(key) ?? 0), 0);
      if (out > committed) {
        committed = out;
        tightestDay = day;
      }
    }
    const have = owned.get(key);
    const free = have === undefined ? undefined : Math.max(0, have - committed);
    return {
      key,
      asked: count,
      owned: have,
      committed,
      free,
      tightestDay,
      overbooked: free !== undefined && count > free,
    };
  });
}

/** The warning staff read on an overbooked line: "Overbooked: 4 asked, 2 free on Saturday, 12 December 2026". */
export function overbookedWarning(item: Pick<ItemAvailability, "asked" | "free" | "tightestDay">): string {
  return `Overbooked: ${item.asked} asked, ${item.free ?? 0} free on ${formatLongDate(item.tightestDay) ?? item.tightestDay}`;
}

export { LIMITED_AVAILABILITY_TEXT, type PublicAvailability } from "#app/features/catalogue/public-availability.ts";

/**
 * A line is limited when any counted item in it is asked for beyond what the
 * public check will promise on its tightest day (publiclyAvailableUnits: a
 * power of two, so the answer never counts down one unit at a time);
 * untracked items never are.
 */
export function publicAvailability(
  line: StockLine,
  items: ReadonlyMap<StockKey, ItemAvailability>,
  catalogue: CatalogueContents,
): PublicAvailability {
  for (const key of unitsOf([line], catalogue).keys()) {
    const item = items.get(key);
    if (item?.free !== undefined && item.asked > publiclyAvailableUnits(item.free)) return "limited";
  }
  return "available";
}

/** Whether a hold still counts on `today` (YYYY-MM-DD in Johannesburg): it holds through its last day. */
export function holdIsActive(hold: { heldUntil: string; releasedAt: string | null }, today: string): boolean {
  return hold.releasedAt === null && hold.heldUntil >= today;
}
