import { describe, expect, it } from "vitest";
import { fieldErrorsResult, firstMessages } from "#app/platform/forms/form-submission.ts";

// Reading a post with a schema is tested with the lead forms' schemas, beside
// them: app/features/leads/forms/lead-form-submission.test.ts.

describe("a server answer about the fields, for Conform", () => {
  it("puts each message beside its field and keeps what was typed", () => {
    expect(fieldErrorsResult({ phone: "Valid phone number is required" }, { name: "Sipho", phone: "08" })).toEqual({
      status: "error",
      error: { phone: ["Valid phone number is required"] },
      initialValue: { name: "Sipho", phone: "08" },
    });
    expect(fieldErrorsResult({})).toEqual({ status: "error", error: {} });
  });

  it("keeps the first message of each field and no form-level entry", () => {
    expect(firstMessages({ "": ["form"], name: ["first", "second"], email: null, phone: [] })).toEqual({
      name: "first",
    });
  });
});
