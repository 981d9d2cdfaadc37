import { describe, expect, it } from "vitest";
import { HIRE_PERIOD_MESSAGES, addDays, hireDays, hirePeriodIssues } from "#app/features/quotes/hire-period.ts";
import { isQuoteExpired, quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";

// 26 November 2026, 23:30 in Johannesburg (21:30 UTC).
const now = new Date("2026-11-26T21:30:00Z");

describe("hire period", () => {
  it("counts a one-day event as one day and a Friday-to-Sunday wedding as three", () => {
    expect(hireDays({ eventDate: "2026-12-12" })).toBe(1);
    expect(hireDays({ eventDate: "2026-12-11", endDate: "2026-12-13" })).toBe(3);
    expect(hireDays({ eventDate: "2026-12-12", endDate: "2026-12-12" })).toBe(1);
  });

  it("accepts today, a future multi-day hire and times", () => {
    expect(
      hirePeriodIssues(
        { eventDate: "2026-11-26", endDate: "2026-11-28", setupTime: "08:30", collectionTime: "23:00" },
        now,
      ),
    ).toEqual([]);
    expect(hirePeriodIssues({}, now)).toEqual([]);
  });

  it("refuses a date in the past, naming the field", () => {
    expect(hirePeriodIssues({ eventDate: "2026-11-25" }, now)).toEqual([
      { field: "eventDate", message: HIRE_PERIOD_MESSAGES.eventDatePast },
    ]);
  });

  it("refuses a last day before the first", () => {
    expect(hirePeriodIssues({ eventDate: "2026-12-12", endDate: "2026-12-11" }, now)).toEqual([
      { field: "endDate", message: "The last day cannot be before the event date" },
    ]);
  });

  it("refuses a last day without a first, dates that are not dates, times that are not times and very long hires", () => {
    expect(hirePeriodIssues({ endDate: "2026-12-12" }, now)[0]).toMatchObject({ field: "endDate" });
    expect(hirePeriodIssues({ eventDate: "2026-02-30" }, now)[0]).toMatchObject({ field: "eventDate" });
    expect(hirePeriodIssues({ setupTime: "25:00", collectionTime: "late" }, now).map((issue) => issue.field)).toEqual([
      "setupTime",
      "collectionTime",
    ]);
    expect(hirePeriodIssues({ eventDate: "2026-12-01", endDate: "2026-12-31" }, now)).toEqual([
      { field: "endDate", message: HIRE_PERIOD_MESSAGES.tooLong },
    ]);
  });

  it("adds days across a month end", () => {
    expect(addDays("2026-11-26", 14)).toBe("2026-12-10");
  });
});

describe("quote expiry", () => {
  it("holds a quote made on 26 November for 14 days, through 10 December", () => {
    const validUntil = quoteValidUntil("2026-11-26T09:30:00Z", 14);
    expect(validUntil).toBe("2026-12-10");
    expect(isQuoteExpired(validUntil, new Date("2026-12-10T21:59:00Z"))).toBe(false);
    expect(isQuoteExpired(validUntil, new Date("2026-12-10T22:00:00Z"))).toBe(true);
  });

  it("counts from the day in Johannesburg, and never expires a quote that has no expiry", () => {
    expect(quoteValidUntil("2026-11-26T22:30:00Z", 7)).toBe("2026-12-04");
    expect(isQuoteExpired(undefined, now)).toBe(false);
  });
});
