// Hire prices derived from cost prices (spec section 9).

/** Cost price from which the hire rate drops from 10% to 5% (rand). */
export const HIGH_VALUE_THRESHOLD = 2000;
export const STANDARD_HIRE_RATE = 0.1;
export const HIGH_VALUE_HIRE_RATE = 0.05;
/** Promotions and add-ons are priced at 5% of cost before any discount. */
export const PACKAGE_HIRE_RATE = 0.05;

/** Rounds to whole cents, avoiding binary floating-point drift. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Estimated hire price: 10% of cost, or 5% when cost is R2000 or more. */
export function estimatedHirePrice(costPrice: number): number {
  const rate = costPrice >= HIGH_VALUE_THRESHOLD ? HIGH_VALUE_HIRE_RATE : STANDARD_HIRE_RATE;
  return roundToCents(costPrice * rate);
}

/** Promotion price: 5% of cost reduced by the discount fraction. */
export function promotionPrice(costPrice: number, discountFraction: number): number {
  return roundToCents(costPrice * PACKAGE_HIRE_RATE * (1 - discountFraction));
}

/** Add-on price: 5% of cost, reduced by the discount only when there is one. */
export function addOnPrice(costPrice: number, discountFraction?: number): number {
  return roundToCents(costPrice * PACKAGE_HIRE_RATE * (1 - (discountFraction ?? 0)));
}

/** A list price with a discount fraction taken off (none when there is no discount). */
export function discountedPrice(listPrice: number, discountFraction?: number): number {
  return roundToCents(listPrice * (1 - (discountFraction ?? 0)));
}

/**
 * Rand with two decimals, e.g. "R1,125.00". Formatted by hand rather than with
 * Intl.NumberFormat: building that formatter costs a phone tens of milliseconds
 * of script time on every catalogue and quote page load.
 */
export function formatRand(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  // The same nudge as roundToCents, so a half cent rounds up as it does there.
  const cents = Math.round((Math.abs(amount) + 2 ** -52) * 100);
  const rands = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}R${rands}.${String(cents % 100).padStart(2, "0")}`;
}

/** A discount fraction as a rounded whole percent, e.g. 0.15 -> "15% off". */
export function formatDiscount(discountFraction: number): string {
  return `${Math.round(discountFraction * 100)}% off`;
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
