// How a hire of more than one day is charged: the one written rule the quote
// applies (app/features/quotes/event-pricing.ts) and states on every estimate.

/** Personnel charged by the hour are booked as people x hours, within these bounds. */
export const HOURLY_BOOKING = {
  /** Hours a person is booked for when first added, before the visitor says. */
  defaultHours: 4,
  minHours: 1,
  /** A full day and night on site; longer bookings are quoted by the team. */
  maxHours: 24,
} as const;

export const MULTI_DAY_RATE = {
  /** Each day after the first is charged at this percentage of the day rate. */
  furtherDayPercent: 50,
  /** Longer hires are quoted by the team, not estimated. */
  maxHireDays: 30,
} as const;

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
