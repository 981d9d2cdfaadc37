// Johannesburg's wall clock, the one the company, its customers and its
// documents live by. South Africa Standard Time is UTC+2 all year (no daylight
// saving since 1944), so the wall clock is UTC shifted by a fixed two hours.

export const SAST_OFFSET_MS = 2 * 60 * 60_000;

/** The calendar day in Johannesburg at `now`, as YYYY-MM-DD. */
export function johannesburgDate(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}
