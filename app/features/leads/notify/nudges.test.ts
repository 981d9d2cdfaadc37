import { describe, expect, it } from "vitest";
import { isNudge, quoteReminderDue, quoteReminderFrom } from "#app/features/leads/notify/nudges.ts";

describe("the quote's expiry reminder", () => {
  // A quote valid until Saturday 5 December 2026 (its last day, in Johannesburg).
  const validUntil = "2026-12-05";
  const at = (iso: string) => new Date(iso);

  it("is due from two days before the last valid day until that day ends, in Johannesburg", () => {
    expect(quoteReminderFrom(validUntil)).toBe("2026-12-03");
    expect(quoteReminderDue("sent", validUntil, at("2026-12-02T21:59:00Z"))).toBe(false); // 23:59 SAST on the 2nd
    expect(quoteReminderDue("sent", validUntil, at("2026-12-02T22:00:00Z"))).toBe(true); // 00:00 SAST on the 3rd
    expect(quoteReminderDue("viewed", validUntil, at("2026-12-05T21:59:00Z"))).toBe(true);
    expect(quoteReminderDue("viewed", validUntil, at("2026-12-05T22:00:00Z"))).toBe(false); // expired
  });

  it("is only for open quotes: never after a yes, a no, won or lost", () => {
    const now = at("2026-12-04T08:00:00Z");
    for (const status of ["sent", "viewed", "changes_requested", "revised"] as const)
      expect(quoteReminderDue(status, validUntil, now)).toBe(true);
    for (const status of ["accepted", "declined", "won", "lost", "expired"] as const)
      expect(quoteReminderDue(status, validUntil, now)).toBe(false);
    expect(quoteReminderDue("sent", null, now)).toBe(false);
  });

  it("is a nudge an outbox row can carry", () => {
    expect(
      isNudge({
        kind: "quote_expiring",
        audience: "customer",
        quoteNumber: "Q-261121-7KQM",
        leadId: "l1",
        recipient: "naledi@example.co.za",
        validUntil,
      }),
    ).toBe(true);
    expect(isNudge({ kind: "quote_expiring", audience: "staff", quoteNumber: "Q", leadId: "l", validUntil })).toBe(
      false,
    );
  });
});
