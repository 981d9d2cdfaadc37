// The estimate of an event quote, in whole cents: each line priced for the
// hire period (the multi-day rule) or for people x hours, the delivery
// estimate, and VAT at 15% rounded per line as a tax invoice rounds it. Pure:
// the prices come in as cents from the catalogue boundary (quote-pricing.ts).
import { business } from "#app/platform/business.ts";
import { type DeliveryZoneId, deliveryZone } from "#app/features/quotes/delivery.ts";
import { HOURLY_BOOKING, MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import { formatCents, fractionOfCents, percentOfCents } from "#app/platform/format/money.ts";

export const VAT_PERCENT = business.vat.ratePercent;

export const { defaultHours: DEFAULT_HOURS, minHours: MIN_HOURS, maxHours: MAX_HOURS } = HOURLY_BOOKING;

export interface LineToPrice {
  /** Per day, or per hour for a line charged by the hour. */
  unitPriceCents: number;
  /** Units, or people for a line charged by the hour. */
  quantity: number;
  /** Hours each person works (lines charged by the hour only). */
  hours?: number;
  hourlyRate: boolean;
  /** Fraction 0..1 taken off the line. */
  discountPercentage?: number;
}

export interface PricedLineAmounts {
  /** Before the discount, for the hire period or the hours booked. */
  grossCents: number;
  discountCents: number;
  /** What the line costs, excluding VAT. */
  lineTotalCents: number;
  /** VAT on the line, rounded on the line. */
  vatCents: number;
}

/**
 * The multi-day rule: the first day at the day rate, each further day at
 * MULTI_DAY_RATE.furtherDayPercent of it. `days` day rates' worth of a line,
 * in hundredths: 3 days at 50% = 200 (two day rates).
 */
export function dayRateHundredths(days: number): number {
  return 100 + (Math.max(1, Math.floor(days)) - 1) * MULTI_DAY_RATE.furtherDayPercent;
}

/** A line for the hire period: units x day rate x the multi-day rule, or people x hours x hourly rate. */
export function priceLine(line: LineToPrice, days: number): PricedLineAmounts {
  const units = line.unitPriceCents * line.quantity;
  const grossCents = line.hourlyRate
    ? units * (line.hours ?? DEFAULT_HOURS)
    : percentOfCents(units, dayRateHundredths(days));
  const discountCents = line.discountPercentage ? fractionOfCents(grossCents, line.discountPercentage) : 0;
  const lineTotalCents = grossCents - discountCents;
  return { grossCents, discountCents, lineTotalCents, vatCents: vatOn(lineTotalCents) };
}

/** VAT at 15% on an amount excluding VAT, rounded to the cent. */
export function vatOn(cents: number): number {
  return percentOfCents(cents, VAT_PERCENT);
}

/** "2 technicians × 5 hours" reads from these: "2 people × 5 hours", "1 person × 1 hour". */
export function peopleTimesHours(people: number, hours: number): string {
  return `${people} ${people === 1 ? "person" : "people"} × ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

export type DeliveryMethod = "delivery" | "collection";

export interface DeliveryEstimate {
  method: DeliveryMethod;
  /** For delivery: the zone the venue is in. */
  zone?: DeliveryZoneId;
  zoneName?: string;
  /** Estimated fee excluding VAT (0 when the customer collects). */
  feeCents: number;
  vatCents: number;
}

/** Delivery to a zone at its estimated fee, or collection by the customer at no fee. */
export function deliveryEstimate(method: DeliveryMethod, zoneId?: string): DeliveryEstimate | undefined {
  if (method === "collection") return { method, feeCents: 0, vatCents: 0 };
  const zone = zoneId ? deliveryZone(zoneId) : undefined;
  if (!zone) return undefined;
  return {
    method,
    zone: zone.id as DeliveryZoneId,
    zoneName: zone.name,
    feeCents: zone.feeCents,
    vatCents: vatOn(zone.feeCents),
  };
}

export interface VatTotals {
  /** Lines and delivery, excluding VAT. */
  subtotalCents: number;
  /** The sum of each line's VAT. */
  vatCents: number;
  totalCents: number;
}

/** Subtotal, VAT and total from lines each carrying its own rounded VAT (a tax invoice's rounding). */
export function vatTotals(lines: readonly { lineTotalCents: number; vatCents: number }[]): VatTotals {
  let subtotalCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    subtotalCents += line.lineTotalCents;
    vatCents += line.vatCents;
  }
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** The rule the estimate applied, in words, for the quote to state. */
export function pricingRuleText(days: number, hasHourlyLines: boolean): string {
  const whole = Math.max(1, Math.floor(days));
  const dayRule =
    whole === 1
      ? "One-day hire: equipment at the day rate."
      : `${whole}-day hire: the first day at the day rate and each further day at ${MULTI_DAY_RATE.furtherDayPercent}% of it (${formatDayRates(dayRateHundredths(whole))} day rates in all).`;
  return hasHourlyLines ? `${dayRule} Personnel by the hour: people × hours × hourly rate.` : dayRule;
}

function formatDayRates(hundredths: number): string {
  return hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2).replace(/0$/, "");
}

/** "R1,125.00 excl. VAT": how the site states a price it shows before VAT. */
export function exclVat(cents: number): string {
  return `${formatCents(cents)} excl. VAT`;
}
