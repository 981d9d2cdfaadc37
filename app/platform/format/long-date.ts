// Dates as South Africans read them. Apart from the form's rules
// (hire-period.ts), so the form's first load does not carry the formatter.
import { isCalendarDate } from "#app/platform/format/calendar-date.ts";

// Made on first use: building a formatter costs a phone script time on every page that loads this module.
let longDate: Intl.DateTimeFormat | undefined;

/** A YYYY-MM-DD date as South Africans read it: "Saturday, 12 December 2026". */
export function formatLongDate(isoDate: string): string | undefined {
  if (!isCalendarDate(isoDate)) return undefined;
  longDate ??= new Intl.DateTimeFormat("en-ZA", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
