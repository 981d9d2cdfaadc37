// How a hire of more than one day is charged: the one written rule the quote
// applies (app/lib/event-pricing.ts) and states on every estimate.

export const MULTI_DAY_RATE = {
  /** Each day after the first is charged at this percentage of the day rate. */
  furtherDayPercent: 50,
  /** Longer hires are quoted by the team, not estimated. */
  maxHireDays: 30,
} as const;
