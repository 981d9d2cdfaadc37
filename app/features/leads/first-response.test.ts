import { describe, expect, it } from "vitest";
import {
  countsAsFirstResponse,
  expectsResponse,
  formatBusinessDuration,
  leadNeedsNudge,
  overTargetText,
  responseTiming,
  responseTimingText,
} from "#app/features/leads/first-response.ts";

const sast = (local: string) => new Date(`${local}+02:00`).toISOString();
const TARGET = 15;

describe("what counts as a first response", () => {
  it("counts status changes and notes, not a repeated notification", () => {
    expect(countsAsFirstResponse("status")).toBe(true);
    expect(countsAsFirstResponse("note")).toBe(true);
    expect(countsAsFirstResponse("retry")).toBe(false);
  });

  it("counts a quote version sent to the customer, not one only saved", () => {
    expect(countsAsFirstResponse("quote_version_sent")).toBe(true);
    expect(countsAsFirstResponse("quote_version_saved")).toBe(false);
  });

  it("expects an answer to enquiries, not to newsletter sign-ups or privacy requests", () => {
    expect(expectsResponse("callback")).toBe(true);
    expect(expectsResponse("quote")).toBe(true);
    expect(expectsResponse("subscriber")).toBe(false);
    expect(expectsResponse("privacy_request")).toBe(false);
  });
});

describe("response timing against the 15-minute target", () => {
  it("answered within 12 business minutes is on target", () => {
    const timing = responseTiming(
      { createdAt: sast("2026-11-26T10:00"), firstResponseAt: sast("2026-11-26T10:12") },
      new Date(sast("2026-11-26T15:00")),
      TARGET,
    );
    expect(timing).toEqual({ state: "answered", businessMinutes: 12, overTarget: false });
    expect(responseTimingText(timing)).toBe("Answered in 12 min");
  });

  it("Friday 17:50 answered Monday 08:10 waited 440 business minutes, over target", () => {
    const timing = responseTiming(
      { createdAt: sast("2026-11-27T17:50"), firstResponseAt: sast("2026-11-30T08:10") },
      new Date(sast("2026-11-30T12:00")),
      TARGET,
    );
    expect(timing).toEqual({ state: "answered", businessMinutes: 440, overTarget: true });
    expect(responseTimingText(timing)).toBe("Answered in 7 h 20 min");
  });

  it("a lead still waiting counts to now: 42 minutes", () => {
    const timing = responseTiming(
      { createdAt: sast("2026-11-26T10:00"), firstResponseAt: null },
      new Date(sast("2026-11-26T10:42")),
      TARGET,
    );
    expect(timing).toEqual({ state: "waiting", businessMinutes: 42, overTarget: true });
    expect(responseTimingText(timing)).toBe("Waiting 42 min");
  });

  it("exactly 15 minutes is on target; the 16th minute is over", () => {
    const lead = { createdAt: sast("2026-11-26T10:00"), firstResponseAt: null };
    expect(responseTiming(lead, new Date(sast("2026-11-26T10:15")), TARGET).overTarget).toBe(false);
    expect(responseTiming(lead, new Date(sast("2026-11-26T10:15:01")), TARGET).overTarget).toBe(true);
  });

  it("a lead at 21:00 is not over target at 07:59 the next morning", () => {
    const lead = { createdAt: sast("2026-11-25T21:00"), firstResponseAt: null };
    expect(responseTiming(lead, new Date(sast("2026-11-26T07:59")), TARGET)).toEqual({
      state: "waiting",
      businessMinutes: 0,
      overTarget: false,
    });
  });

  it("formats durations and the over-target words", () => {
    expect(formatBusinessDuration(0)).toBe("0 min");
    expect(formatBusinessDuration(60)).toBe("1 h");
    expect(formatBusinessDuration(185)).toBe("3 h 5 min");
    expect(overTargetText(15)).toBe("over the 15-minute target");
  });
});

describe("nudge eligibility", () => {
  const waiting = { kind: "callback" as const, suspectedSpam: false, createdAt: sast("2026-11-26T10:00") };

  it("nudges for a call-back waiting 16 business minutes", () => {
    expect(leadNeedsNudge({ ...waiting, firstResponseAt: null }, new Date(sast("2026-11-26T10:16")), TARGET)).toBe(
      true,
    );
  });

  it("does not nudge before the target, after a response, for spam or for a sign-up", () => {
    const later = new Date(sast("2026-11-26T11:00"));
    expect(leadNeedsNudge({ ...waiting, firstResponseAt: null }, new Date(sast("2026-11-26T10:14")), TARGET)).toBe(
      false,
    );
    expect(leadNeedsNudge({ ...waiting, firstResponseAt: sast("2026-11-26T10:30") }, later, TARGET)).toBe(false);
    expect(leadNeedsNudge({ ...waiting, suspectedSpam: true, firstResponseAt: null }, later, TARGET)).toBe(false);
    expect(leadNeedsNudge({ ...waiting, kind: "subscriber", firstResponseAt: null }, later, TARGET)).toBe(false);
  });

  it("does not nudge over the weekend for a lead from Saturday 15:55 until Monday 08:10", () => {
    const lead = { ...waiting, createdAt: sast("2026-11-28T15:55"), firstResponseAt: null };
    expect(leadNeedsNudge(lead, new Date(sast("2026-11-30T08:05")), TARGET)).toBe(false);
    expect(leadNeedsNudge(lead, new Date(sast("2026-11-30T08:11")), TARGET)).toBe(true);
  });
});
