// A sliding-window limit: what counts is the events of the last `windowMs`
// before now, not a window that resets on the clock (where a burst just
// before and just after a boundary gets twice the limit).

export interface SlidingWindowState {
  /** Events inside the window. */
  count: number;
  /** Whether one more event fits under the limit. */
  allowed: boolean;
  /** 0 when allowed; otherwise the time until enough events leave the window for one more. */
  retryAfterMs: number;
}

/** The window's state for events at `times` (ms since the epoch, any order) and a limit of `limit` events. */
export function slidingWindow(
  times: readonly number[],
  limit: number,
  windowMs: number,
  now: number,
): SlidingWindowState {
  if (!(windowMs > 0) || !Number.isFinite(windowMs)) throw new RangeError("windowMs must be a positive number");
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a whole number of events, 1 or more");
  // An event exactly windowMs ago has left the window; one stamped in the future (another clock) counts.
  const inside = times.filter((time) => now - time < windowMs).sort((a, b) => a - b);
  const count = inside.length;
  if (count < limit) return { count, allowed: true, retryAfterMs: 0 };
  // One more fits once all but limit - 1 of them have left: the (count - limit + 1)-th oldest decides.
  const deciding = inside[count - limit] ?? now;
  return { count, allowed: false, retryAfterMs: Math.max(1, deciding + windowMs - now) };
}
