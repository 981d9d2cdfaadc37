// The one rule for every amount of money staff type (a catalogue item's cost
// price and the hire price they set for it, a quote line's unit price, a
// discount amount, a delivery fee): whole cents within the business's range.
// Each schema that takes money builds its field from here, so every amount is
// checked the same way and named with the same range (issue 32). Pure; zod/mini
// so a form that checks money in the browser pays little for it.
import * as z from "zod/mini";
import { formatCents } from "#app/platform/format/money.ts";

/**
 * R1,000,000.00: above any price, fee or discount this business quotes, and
 * low enough that a line of 999 units for 30 days, with its discount, is
 * worked out in whole cents without losing one.
 */
export const MAX_MONEY_CENTS = 100_000_000;

/** The range in words: "from R0.01 to R1,000,000.00". */
export function moneyRange(minCents: number): string {
  return `from ${formatCents(minCents)} to ${formatCents(MAX_MONEY_CENTS)}`;
}

/** "Unit price must be an amount in rand from R0.00 to R1,000,000.00"; without a label, the rule alone. */
export function moneyMessage(label: string | undefined, minCents: number): string {
  const rule = `an amount in rand ${moneyRange(minCents)}`;
  return label ? `${label} must be ${rule}` : rule;
}

/** Whole cents from `minCents` to MAX_MONEY_CENTS. */
export function isMoneyCents(value: unknown, minCents = 0): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= minCents && value <= MAX_MONEY_CENTS;
}

/** A rand figure as whole cents, or undefined when it has more than two decimals (or is no number). */
export function randAsWholeCents(rand: number): number | undefined {
  if (!Number.isFinite(rand)) return undefined;
  const cents = Math.round(rand * 100);
  return Math.abs(cents - rand * 100) < 1e-6 ? cents : undefined;
}

export interface MoneyFieldOptions {
  /** The field's name in the message ("Unit price"); none when the form puts the label in front itself. */
  label?: string;
  /** The smallest amount: 0, or 1 for an amount that must be more than R0.00. */
  minCents?: number;
}

/**
 * A figure typed too long for a number ("1" and 400 zeros reads as Infinity)
 * is still an amount, one out of range: it is refused with the range, not as
 * "not a number".
 */
const beyondAnyAmount = () =>
  z.transform((value: number) =>
    value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value,
  );

/** An amount in whole cents (a number), within the range. */
export function moneyCents({ label, minCents = 0 }: MoneyFieldOptions = {}) {
  const message = moneyMessage(label, minCents);
  return z.pipe(
    beyondAnyAmount(),
    z.number(message).check(z.refine((value) => isMoneyCents(value, minCents), message)),
  );
}

/** An amount in rand (a number with at most two decimals), whose cents are within the range. */
export function moneyRand({ label, minCents = 0 }: MoneyFieldOptions = {}) {
  const message = moneyMessage(label, minCents);
  return z.pipe(
    beyondAnyAmount(),
    z.number(message).check(z.refine((value) => isMoneyCents(randAsWholeCents(value), minCents), message)),
  );
}
