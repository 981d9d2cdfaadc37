import { describe, expect, it } from "vitest";
import { summariseHeldLeads } from "#app/features/leads/flood/spam-digest.ts";

describe("the spam digest's counts", () => {
  it("counts a campaign row as the identical submissions it stands for", () => {
    const digest = summariseHeldLeads([
      { kind: "callback", createdAt: "2026-11-29T08:00:00.000Z", count: 4210 },
      { kind: "callback", createdAt: "2026-11-29T08:00:05.000Z" },
      { kind: "contact", createdAt: "2026-11-29T07:59:00.000Z", count: 1 },
    ]);
    expect(digest).toEqual({
      byKind: { callback: 4211, contact: 1 },
      total: 4212,
      firstAt: "2026-11-29T07:59:00.000Z",
      lastAt: "2026-11-29T08:00:05.000Z",
    });
    expect(summariseHeldLeads([])).toBeNull();
  });
});
