import { describe, expect, it } from "vitest";
import { parseQuoteEnv as parseEnv } from "#app/features/quotes/quote-env.server.ts";

describe("QUOTE_VALIDITY_DAYS", () => {
  it("holds quotes for 14 days unless set, and takes 1 to 90 days", () => {
    expect(parseEnv({}).QUOTE_VALIDITY_DAYS).toBe(14);
    expect(parseEnv({ QUOTE_VALIDITY_DAYS: "30" }).QUOTE_VALIDITY_DAYS).toBe(30);
    expect(() => parseEnv({ QUOTE_VALIDITY_DAYS: "0" })).toThrow("QUOTE_VALIDITY_DAYS must be at least 1 day");
    expect(() => parseEnv({ QUOTE_VALIDITY_DAYS: "two weeks" })).toThrow(
      "QUOTE_VALIDITY_DAYS must be a whole number of days",
    );
  });
});
