import { describe, expect, it } from "vitest";
import { subjectExportFileName } from "#app/features/privacy/subject-data-view.ts";

describe("a data-subject export's file name", () => {
  it("is dated the day in Johannesburg, as staff and the requester read it", () => {
    expect(subjectExportFileName(new Date("2026-11-21T09:00:00Z"), "json")).toBe(
      "personal-information-2026-11-21.json",
    );
    // Half past midnight in Sandton is still the day before in UTC.
    expect(subjectExportFileName(new Date("2026-11-21T22:30:00Z"), "csv")).toBe("personal-information-2026-11-22.csv");
  });
});
