import { describe, expect, it } from "vitest";
import { type QuoteLifeEvent, leadStatusAfter } from "#app/features/leads/lead-status-flow.ts";
import { LEAD_STATUSES, type LeadStatus } from "#app/features/leads/lead-status.ts";

const sent: QuoteLifeEvent = { type: "version_sent", version: 2 };
const changes: QuoteLifeEvent = { type: "changes_requested" };
const accepted: QuoteLifeEvent = { type: "accepted" };
const deposit: QuoteLifeEvent = { type: "deposit_received" };
const declined: QuoteLifeEvent = { type: "declined" };
const expired: QuoteLifeEvent = { type: "expired", validUntil: "2026-11-20" };
const EVENTS = [sent, changes, accepted, deposit, declined, expired];

function to(event: QuoteLifeEvent, current: LeadStatus): LeadStatus | undefined {
  return leadStatusAfter(event, current)?.to;
}

describe("leadStatusAfter", () => {
  it("moves a lead to quoted when a version is sent", () => {
    for (const current of ["new", "contacted", "changes_requested"] as const) expect(to(sent, current)).toBe("quoted");
    expect(leadStatusAfter(sent, "new")?.why).toBe("Quote version 2 sent to the customer");
    expect(to(sent, "quoted")).toBeUndefined();
  });

  it("moves a lead to changes requested when the customer asks for changes", () => {
    for (const current of ["new", "contacted", "quoted"] as const)
      expect(to(changes, current)).toBe("changes_requested");
    expect(leadStatusAfter(changes, "quoted")?.why).toBe("The customer asked for changes to the quote");
  });

  it("moves a lead to accepted when the customer accepts", () => {
    for (const current of ["new", "contacted", "quoted", "changes_requested"] as const) {
      expect(to(accepted, current)).toBe("accepted");
    }
    expect(leadStatusAfter(accepted, "quoted")?.why).toBe("The customer accepted the quote");
  });

  it("moves a lead to won when the deposit is marked received, accepted or not", () => {
    for (const current of ["new", "contacted", "quoted", "changes_requested", "accepted"] as const) {
      expect(to(deposit, current)).toBe("won");
    }
    expect(leadStatusAfter(deposit, "accepted")?.why).toBe("The deposit was marked received");
  });

  it("moves a lead to lost with the reason when the customer declines", () => {
    for (const current of ["new", "contacted", "quoted", "changes_requested", "accepted"] as const) {
      expect(to(declined, current)).toBe("lost");
    }
    expect(leadStatusAfter(declined, "quoted")?.why).toBe("Declined by the customer");
    expect(leadStatusAfter({ type: "declined", reason: "The price" }, "quoted")?.why).toBe(
      "Declined by the customer: The price",
    );
  });

  it("moves an open lead to lost when its quote expires, but not an accepted one", () => {
    for (const current of ["new", "contacted", "quoted", "changes_requested"] as const) {
      expect(to(expired, current)).toBe("lost");
    }
    expect(leadStatusAfter(expired, "quoted")?.why).toBe("Expired: the quote was valid until 2026-11-20");
    expect(to(expired, "accepted")).toBeUndefined();
  });

  it("never moves a lead marked spam, nor a won one", () => {
    for (const event of EVENTS) {
      expect(to(event, "spam")).toBeUndefined();
      expect(to(event, "won")).toBeUndefined();
    }
  });

  it("reopens a lost lead on a later sign of life, never on a decline or an expiry", () => {
    expect(to(sent, "lost")).toBe("quoted");
    expect(to(changes, "lost")).toBe("changes_requested");
    expect(to(accepted, "lost")).toBe("accepted");
    expect(to(deposit, "lost")).toBe("won");
    expect(to(declined, "lost")).toBeUndefined();
    expect(to(expired, "lost")).toBeUndefined();
  });

  it("never moves an accepted lead backwards", () => {
    expect(to(sent, "accepted")).toBeUndefined();
    expect(to(changes, "accepted")).toBeUndefined();
    expect(to(accepted, "accepted")).toBeUndefined();
  });

  it("never answers a move to the status the lead already has", () => {
    for (const event of EVENTS) {
      for (const current of LEAD_STATUSES) expect(to(event, current)).not.toBe(current);
    }
  });
});
