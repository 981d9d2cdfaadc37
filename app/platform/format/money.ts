// Money as whole cents. The catalogue keeps rand figures; they become cents at
// one boundary (randToCents) and every sum, discount and VAT amount after that
// is integer arithmetic, so no total drifts by a cent.

/** A rand amount as whole cents (the catalogue's figures have at most two decimals). */
export function randToCents(rand: number): number {
  return Math.round(rand * 100 + (rand >= 0 ? 1e-7 : -1e-7));
}

/** `percent` % of an amount, rounded to the nearest cent, half a cent up (as a tax invoice rounds). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** A fraction (0..1) of an amount, rounded to the nearest cent, half a cent up. */
export function fractionOfCents(cents: number, fraction: number): number {
  // Through basis points, so 0.15 of 112500 is exactly 16875 and not 16874.999….
  return Math.floor((cents * Math.round(fraction * 10_000) + 5_000) / 10_000);
}

/** Cents as rand with two decimals: 112500 -> "R1,125.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(Math.round(cents));
  const rands = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}R${rands}.${String(whole % 100).padStart(2, "0")}`;
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
