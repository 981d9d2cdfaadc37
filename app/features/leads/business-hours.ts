// The company's business hours as arithmetic: how many minutes of opening
// time lie between two moments, in Johannesburg time. The hours come from
// business.ts (the same facts the contact page and structured data show), so
// "15 minutes in business hours" means what customers are told. Pure.
import { business } from "#app/platform/business.ts";
import { SAST_OFFSET_MS } from "#app/platform/format/johannesburg-clock.ts";

/** One day's opening, in minutes after midnight (SAST). */
export interface OpeningWindow {
  opensMinute: number;
  closesMinute: number;
}

/** Opening windows by weekday, 0 = Sunday as Date.getUTCDay counts; a day without one is closed. */
export type WeeklyHours = Readonly<Partial<Record<number, OpeningWindow>>>;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function minuteOfDay(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * The company's week, read from its schema.org opening hours: Monday to
 * Friday 08:00–18:00, Saturday 09:00–16:00. Sunday is by appointment only,
 * which counts as closed: nobody is expected to answer a lead then.
 */
export const COMPANY_HOURS: WeeklyHours = Object.freeze(
  Object.fromEntries(
    business.openingHoursSpecification.flatMap((spec) =>
      spec.dayOfWeek.map((day) => [
        WEEKDAYS.indexOf(day),
        { opensMinute: minuteOfDay(spec.opens), closesMinute: minuteOfDay(spec.closes) },
      ]),
    ),
  ),
);

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/**
 * Milliseconds of opening time between `from` and `to` (0 when `to` is not
 * after `from`): the time a lead really waited for someone at work.
 */
export function businessMillisecondsBetween(from: Date, to: Date, hours: WeeklyHours = COMPANY_HOURS): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  // Midnight SAST of the day `from` falls on, as a UTC instant; then day by day.
  let dayStart = Math.floor((start + SAST_OFFSET_MS) / DAY_MS) * DAY_MS - SAST_OFFSET_MS;
  for (; dayStart < end; dayStart += DAY_MS) {
    const weekday = new Date(dayStart + SAST_OFFSET_MS).getUTCDay();
    const window = hours[weekday];
    if (!window) continue;
    const opens = dayStart + window.opensMinute * MINUTE_MS;
    const closes = dayStart + window.closesMinute * MINUTE_MS;
    total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  }
  return total;
}

/** Whole minutes of opening time between two moments (rounded down). */
export function businessMinutesBetween(from: Date, to: Date, hours: WeeklyHours = COMPANY_HOURS): number {
  return Math.floor(businessMillisecondsBetween(from, to, hours) / MINUTE_MS);
}

/**
 * The moment at which `minutes` of opening time will have passed since
 * `from`: when a lead that arrived then passes its response target. Looks at
 * most a year ahead (a week without opening hours would otherwise never end).
 */
export function addBusinessMinutes(from: Date, minutes: number, hours: WeeklyHours = COMPANY_HOURS): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  const start = from.getTime();
  let dayStart = Math.floor((start + SAST_OFFSET_MS) / DAY_MS) * DAY_MS - SAST_OFFSET_MS;
  for (let day = 0; day < 366; day++, dayStart += DAY_MS) {
    const window = hours[new Date(dayStart + SAST_OFFSET_MS).getUTCDay()];
    if (!window) continue;
    const opens = Math.max(dayStart + window.opensMinute * MINUTE_MS, start);
    const closes = dayStart + window.closesMinute * MINUTE_MS;
    if (closes <= opens) continue;
    if (remaining <= closes - opens) return new Date(opens + remaining);
    remaining -= closes - opens;
  }
  throw new RangeError("No opening hours in the year ahead");
}
