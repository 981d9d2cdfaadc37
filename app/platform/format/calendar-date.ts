// The one check of a YYYY-MM-DD date, shared by the formatter (long-date.ts)
// and the hire period's rules, so neither has to load the other.

/** YYYY-MM-DD that is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
