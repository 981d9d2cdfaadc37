import { describe, expect, it } from "vitest";
import {
  DEFAULT_LEAD_STATUS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  OPEN_LEAD_STATUSES,
  isLeadStatus,
} from "#app/features/leads/lead-status.ts";

describe("isLeadStatus", () => {
  it.each(LEAD_STATUSES)("accepts %j", (status) => {
    expect(isLeadStatus(status)).toBe(true);
  });

  it.each(["", "open", "New", "NEW", " new", "closed", "toString", "constructor"])("refuses %j", (value) => {
    expect(isLeadStatus(value)).toBe(false);
  });

  it("refuses values that are not strings", () => {
    for (const value of [undefined, null, 0, 1, true, {}, ["new"], new String("new")]) {
      expect(isLeadStatus(value)).toBe(false);
    }
  });
});

describe("lead statuses", () => {
  it("start at 'new', which is open", () => {
    expect(DEFAULT_LEAD_STATUS).toBe("new");
    expect(OPEN_LEAD_STATUSES).toContain(DEFAULT_LEAD_STATUS);
  });

  it("have a label each, and the open ones are real statuses", () => {
    expect(Object.keys(LEAD_STATUS_LABELS).sort()).toEqual([...LEAD_STATUSES].sort());
    for (const status of OPEN_LEAD_STATUSES) expect(isLeadStatus(status)).toBe(true);
    expect(OPEN_LEAD_STATUSES).not.toContain("won");
    expect(OPEN_LEAD_STATUSES).not.toContain("lost");
    expect(OPEN_LEAD_STATUSES).not.toContain("spam");
  });

  it("keep a quote that waits for the customer or for the deposit open", () => {
    expect(OPEN_LEAD_STATUSES).toContain("changes_requested");
    expect(OPEN_LEAD_STATUSES).toContain("accepted");
    expect(LEAD_STATUS_LABELS.changes_requested).toBe("Changes requested");
    expect(LEAD_STATUS_LABELS.accepted).toBe("Accepted");
  });
});
