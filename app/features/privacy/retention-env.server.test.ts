import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import { parseRetentionEnv } from "#app/features/privacy/retention-env.server.ts";

describe("parseRetentionEnv", () => {
  it("uses the defaults when nothing is set", () => {
    expect(parseRetentionEnv({})).toEqual(DEFAULT_RETENTION);
    expect(parseRetentionEnv({ RETENTION_ENQUIRY_MONTHS: "" })).toEqual(DEFAULT_RETENTION);
  });

  it("reads each period", () => {
    expect(
      parseRetentionEnv({
        RETENTION_ENQUIRY_MONTHS: "36",
        RETENTION_BOOKING_YEARS: "7",
        RETENTION_TELEMETRY_DAYS: "30",
        RETENTION_DELIVERY_LOG_DAYS: "60",
        RETENTION_UNCONFIRMED_DAYS: "5",
      }),
    ).toEqual({ enquiryMonths: 36, bookingYears: 7, telemetryDays: 30, deliveryLogDays: 60, unconfirmedDays: 5 });
  });

  it("names the variable and its rule when a value is out of bounds", () => {
    expect(() => parseRetentionEnv({ RETENTION_ENQUIRY_MONTHS: "0" })).toThrow(
      /RETENTION_ENQUIRY_MONTHS must be at least 1 months/,
    );
    expect(() => parseRetentionEnv({ RETENTION_TELEMETRY_DAYS: "a week" })).toThrow(/RETENTION_TELEMETRY_DAYS/);
    expect(() => parseRetentionEnv({ RETENTION_UNCONFIRMED_DAYS: "1" })).toThrow(
      /RETENTION_UNCONFIRMED_DAYS must be at least 3 days/,
    );
  });
});
