// The hire period of an event quote: the event date (or the first and last
// day of a multi-day hire), set-up and collection times. Dates are YYYY-MM-DD
// as <input type="date"> posts them and are read as calendar days in
// Johannesburg; times are HH:MM as <input type="time"> posts them. Pure.
import { MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import { isCalendarDate } from "#app/platform/format/calendar-date.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

/** The date check the hire period's readers have always found here. */
export { isCalendarDate } from "#app/platform/format/calendar-date.ts";

export const HIRE_PERIOD_MESSAGES = {
  eventDate: "Please enter a valid date",
  eventDatePast: "The event date cannot be in the past",
  endDate: "Please enter a valid last day",
  endDatePast: "The last day cannot be in the past",
  endDateWithoutStart: "Please enter the event date (the first day of the hire) as well",
  endBeforeStart: "The last day cannot be before the event date",
  tooLong: `We estimate hires of up to ${MULTI_DAY_RATE.maxHireDays} days; please call us about a longer one`,
  setupTime: "Please enter the set-up time as hours and minutes, e.g. 14:30",
  collectionTime: "Please enter the collection time as hours and minutes, e.g. 23:00",
} as const;

export const VENUE_SETTINGS = ["indoor", "outdoor"] as const;
export type VenueSetting = (typeof VENUE_SETTINGS)[number];

export interface HirePeriod {
  /** YYYY-MM-DD: the event, or the first day of a multi-day hire. */
  eventDate?: string;
  /** YYYY-MM-DD: the last day of a multi-day hire (absent for one day). */
  endDate?: string;
  /** HH:MM */
  setupTime?: string;
  /** HH:MM */
  collectionTime?: string;
}

export interface HirePeriodIssue {
  field: keyof HirePeriod;
  message: string;
}

const DAY_MS = 86_400_000;

/** HH:MM on a 24-hour clock. */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The day `days` after a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days charged for a hire: 1 for one event date, first to last day inclusive for a multi-day hire. */
export function hireDays(period: Pick<HirePeriod, "eventDate" | "endDate">): number {
  const { eventDate, endDate } = period;
  if (!eventDate || !endDate || !isCalendarDate(eventDate) || !isCalendarDate(endDate)) return 1;
  return Math.max(1, Math.round((Date.parse(endDate) - Date.parse(eventDate)) / DAY_MS) + 1);
}

/**
 * The problems with a hire period as the visitor gave it (empty fields are
 * simply not given), each naming its field: a date that is not a date, a day
 * before today in Johannesburg, a last day before the first, a hire longer
 * than we estimate, a time that is not HH:MM.
 */
export function hirePeriodIssues(period: HirePeriod, now: Date): HirePeriodIssue[] {
  const issues: HirePeriodIssue[] = [];
  const today = johannesburgDate(now);
  const { eventDate, endDate, setupTime, collectionTime } = period;
  const startValid = Boolean(eventDate) && isCalendarDate(eventDate!);
  if (eventDate && !startValid) issues.push({ field: "eventDate", message: HIRE_PERIOD_MESSAGES.eventDate });
  else if (eventDate && eventDate < today)
    issues.push({ field: "eventDate", message: HIRE_PERIOD_MESSAGES.eventDatePast });

  if (endDate) {
    if (!isCalendarDate(endDate)) issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endDate });
    else if (!eventDate) issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endDateWithoutStart });
    else if (startValid && endDate < eventDate!)
      issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endBeforeStart });
    else if (endDate < today) issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endDatePast });
    else if (startValid && hireDays({ eventDate, endDate }) > MULTI_DAY_RATE.maxHireDays)
      issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.tooLong });
  }
  if (setupTime && !isClockTime(setupTime))
    issues.push({ field: "setupTime", message: HIRE_PERIOD_MESSAGES.setupTime });
  if (collectionTime && !isClockTime(collectionTime))
    issues.push({ field: "collectionTime", message: HIRE_PERIOD_MESSAGES.collectionTime });
  return issues;
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
