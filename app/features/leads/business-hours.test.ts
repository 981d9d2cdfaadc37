import { describe, expect, it } from "vitest";
import { COMPANY_HOURS, addBusinessMinutes, businessMinutesBetween } from "#app/features/leads/business-hours.ts";

/** A moment on Johannesburg's wall clock (SAST, UTC+2). */
const sast = (local: string) => new Date(`${local}+02:00`);

// 27 November 2026 is a Friday.
describe("business minutes between two moments", () => {
  it("reads the company's hours from the business facts", () => {
    expect(COMPANY_HOURS[1]).toEqual({ opensMinute: 8 * 60, closesMinute: 18 * 60 });
    expect(COMPANY_HOURS[5]).toEqual({ opensMinute: 8 * 60, closesMinute: 18 * 60 });
    expect(COMPANY_HOURS[6]).toEqual({ opensMinute: 9 * 60, closesMinute: 16 * 60 });
    expect(COMPANY_HOURS[0]).toBeUndefined();
  });

  it("counts plain minutes inside one working day", () => {
    expect(businessMinutesBetween(sast("2026-11-26T10:00"), sast("2026-11-26T10:15"))).toBe(15);
    expect(businessMinutesBetween(sast("2026-11-26T10:00"), sast("2026-11-26T10:14:59"))).toBe(14);
  });

  it("counts Friday 17:50 to Monday 08:10 as 10 + Saturday's 420 + 10 minutes, not two days", () => {
    expect(businessMinutesBetween(sast("2026-11-27T17:50"), sast("2026-11-30T08:10"))).toBe(440);
  });

  it("counts Saturday 15:55 to Monday 08:05 as 10 minutes: Sunday is closed", () => {
    expect(businessMinutesBetween(sast("2026-11-28T15:55"), sast("2026-11-30T08:05"))).toBe(10);
  });

  it("counts nothing outside hours: a lead at 22:00 answered at 07:30 waited 0 minutes", () => {
    expect(businessMinutesBetween(sast("2026-11-25T22:00"), sast("2026-11-26T07:30"))).toBe(0);
    expect(businessMinutesBetween(sast("2026-11-29T09:00"), sast("2026-11-29T17:00"))).toBe(0);
  });

  it("starts the clock at opening for a lead that arrived overnight", () => {
    expect(businessMinutesBetween(sast("2026-11-25T23:40"), sast("2026-11-26T08:15"))).toBe(15);
  });

  it("is 0 when the end is not after the start", () => {
    expect(businessMinutesBetween(sast("2026-11-26T10:00"), sast("2026-11-26T09:00"))).toBe(0);
  });

  it("does not depend on the server's time zone: UTC midnight is 02:00 in Johannesburg", () => {
    expect(businessMinutesBetween(new Date("2026-11-26T05:50:00Z"), new Date("2026-11-26T06:20:00Z"))).toBe(20);
  });
});

describe("adding business minutes", () => {
  it("finds when the 15-minute target passes inside a working day", () => {
    expect(addBusinessMinutes(sast("2026-11-26T10:00"), 15)).toEqual(sast("2026-11-26T10:15"));
  });

  it("carries Friday evening's remainder over to Saturday morning", () => {
    expect(addBusinessMinutes(sast("2026-11-27T17:50"), 15)).toEqual(sast("2026-11-28T09:05"));
  });

  it("skips Sunday: Saturday 15:55 plus 15 minutes is Monday 08:10", () => {
    expect(addBusinessMinutes(sast("2026-11-28T15:55"), 15)).toEqual(sast("2026-11-30T08:10"));
  });

  it("agrees with businessMinutesBetween", () => {
    const from = sast("2026-11-27T16:20");
    const due = addBusinessMinutes(from, 200);
    expect(businessMinutesBetween(from, due)).toBe(200);
  });
});
