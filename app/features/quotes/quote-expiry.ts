// How long a quote's prices hold: each quote is valid for a number of days
// (QUOTE_VALIDITY_DAYS, 14 by default) counted from the day it was made in
// Johannesburg, up to and including its last day. Pure.
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";

export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;
export const MAX_QUOTE_VALIDITY_DAYS = 90;

/** The last day (YYYY-MM-DD) a quote made at `createdAt` can be accepted. */
export function quoteValidUntil(createdAt: string | Date, validityDays: number): string {
  return addDays(johannesburgDate(new Date(createdAt)), validityDays);
}

/** Whether a quote valid until `validUntil` has expired at `now` (it holds through that whole day). */
export function isQuoteExpired(validUntil: string | undefined, now: Date): boolean {
  return validUntil !== undefined && johannesburgDate(now) > validUntil;
}

/** What the visitor is told when they decide on a quote past its last day. */
export function quoteExpiredMessage(quoteNumber: string, validUntil: string): string {
  return `Quote ${quoteNumber} expired on ${formatLongDate(validUntil) ?? validUntil}. Please request a fresh quote: prices and availability may have changed since.`;
}
