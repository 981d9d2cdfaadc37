// /admin/leads/<id> read against a real database: the lead page's data for a
// message and for a quote lead, 403 for a role without leads, 404 for a lead
// there is not. What the page's forms do: lead.action.test.ts.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/lead";
import { loader } from "#app/routes/admin/lead.tsx";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed({ sendingChannels: ["email"] });

function load(leadId: string, { role = "sales", search = "" }: { role?: StaffRole; search?: string } = {}) {
  return loader({
    request: bed.get(`/admin/leads/${leadId}${search}`),
    params: { leadId },
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the lead page's data", () => {
  it("shows a message with its contact details, what was sent, its notification and its history", async () => {
    const leadId = await seedLead(bed.database.db);
    const page = await load(leadId, { search: "?notice=note" });
    expect(page.lead).toMatchObject({
      id: leadId,
      kind: "contact",
      status: "new",
      title: "Sipho Dlamini",
      email: "sipho@example.co.za",
      source: "Website Form",
    });
    expect(page.lead.entries).toEqual([{ label: "Message", value: "Do you have a PA for a school concert?" }]);
    expect(page.notice).toBe("Note added.");
    expect(page.response?.answered).toBeNull();
    expect(page.deliveries).toEqual([
      expect.objectContaining({ channel: "Sales e-mail", status: "pending", retryable: false }),
    ]);
    expect(page.timeline[0]).toMatchObject({ actor: "Visitor", text: "Received through Website Form" });
    expect(page.quote).toBeUndefined();
    expect(page.live).toBeUndefined();
    expect(page.stock).toBeUndefined();
  });

  it("shows a quote lead's quote: its statement, live page, versions, stock and the moves still open", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const page = await load(quote.leadId, { role: "owner" });
    expect(page.lead.entries).toEqual([]);
    expect(page.quote?.quoteNumber).toBe(quote.quoteNumber);
    expect(page.statement?.lines.length).toBe(2);
    expect(page.live).toMatchObject({
      status: "Sent",
      firstViewed: null,
      editPath: `/admin/leads/${quote.leadId}/quote/edit`,
      hasDraft: false,
      canMarkWon: true,
      canMarkLost: true,
    });
    expect(page.live?.path).toMatch(/^\/q\//);
    expect(page.live?.versions).toEqual([expect.objectContaining({ version: 1, current: true })]);
    // Only an accepted quote owes a deposit.
    expect(page.deposit).toBeUndefined();
    expect(page.stock).toBeDefined();
  });

  it("refuses an editor with 403", async () => {
    const leadId = await seedLead(bed.database.db);
    expect((await thrownBy(load(leadId, { role: "editor" }))).status).toBe(403);
  });

  it("answers 404 for a lead there is not", async () => {
    expect(await thrownBy(load("no-such-lead"))).toEqual({
      status: 404,
      body: "There is no lead with this address. It may have been mistyped.",
    });
  });
});
