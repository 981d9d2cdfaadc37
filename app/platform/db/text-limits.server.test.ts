// The columns' caps never cut what a form accepted (issue 32): a field's
// schema is the one rule for how long it may be, and every column that keeps
// a form field holds at least that much, so what was accepted is stored whole.
import { describe, expect, it } from "vitest";
import { LIMITS } from "#app/platform/forms/form-fields.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";

describe("the stored text caps", () => {
  it("hold every form field the forms accept at its longest", () => {
    expect(STORED_TEXT_MAX.name).toBeGreaterThanOrEqual(LIMITS.name);
    expect(STORED_TEXT_MAX.email).toBeGreaterThanOrEqual(LIMITS.email);
    expect(STORED_TEXT_MAX.phone).toBeGreaterThanOrEqual(LIMITS.phone);
    expect(STORED_TEXT_MAX.referrer).toBeGreaterThanOrEqual(LIMITS.referrer);
    // The quote form's venue is checked with the company limit.
    expect(STORED_TEXT_MAX.venue).toBeGreaterThanOrEqual(LIMITS.company);
  });
});
