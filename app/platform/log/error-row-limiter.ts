// Which server errors become rows for the staff dashboard. Every error is
// logged; a row is stored for at most `perAddressPerMinute` errors a minute
// from one client address and `perMinute` over all, so a client that finds a
// failing request cannot fill the table by repeating it.

export interface ErrorRowLimits {
  perAddressPerMinute: number;
  perMinute: number;
}

const MINUTE_MS = 60_000;

/** A check to call once per error: true when its row may be stored. */
export function createErrorRowLimiter(
  limits: ErrorRowLimits,
  now: () => number = Date.now,
): (address: string | null) => boolean {
  let minute = Number.NaN;
  let total = 0;
  // Holds at most `perMinute` addresses: one is added only when its row is allowed.
  const perAddress = new Map<string, number>();
  return (address) => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      total = 0;
      perAddress.clear();
    }
    if (total >= limits.perMinute) return false;
    const key = address ?? "";
    const used = perAddress.get(key) ?? 0;
    if (used >= limits.perAddressPerMinute) return false;
    perAddress.set(key, used + 1);
    total += 1;
    return true;
  };
}
