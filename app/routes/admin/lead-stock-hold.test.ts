// POST /admin/leads/<id>/stock-hold against a real database: sales place a
// hold on a quote's items and release it; a date out of range or a stale
// hold comes back as a code for the lead page, with nothing stored.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/lead-stock-hold";
import { action, loader } from "#app/routes/admin/lead-stock-hold.ts";
import { holdsForQuote } from "#app/features/catalogue/stock/stock-db.server.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();
const today = johannesburgDate(new Date());

async function post(leadId: string, fields: Record<string, string>, role: StaffRole = "sales") {
  const request = bed.post(`/admin/leads/${leadId}/stock-hold`, fields);
  return action({ request, params: { leadId }, context: bed.contextAs(role) } as unknown as Route.ActionArgs);
}

const locationOf = (response: unknown) => (response as Response).headers.get("Location");

describe("the stock hold route", () => {
  it("places a hold until the chosen day, then releases it", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const heldUntil = addDays(today, 3);
    const placed = await post(quote.leadId, { intent: "hold", heldUntil });
    expect(locationOf(placed)).toBe(`/admin/leads/${quote.leadId}?stock=held#stock-heading`);
    const [hold] = await holdsForQuote(bed.database.db, quote.quoteId);
    expect(hold).toMatchObject({ heldUntil, placedBy: "anna@sandtonsoundhire.co.za", releasedAt: null });

    const released = await post(quote.leadId, { intent: "release", holdId: hold!.id });
    expect(locationOf(released)).toBe(`/admin/leads/${quote.leadId}?stock=released#stock-heading`);
    expect((await holdsForQuote(bed.database.db, quote.quoteId))[0]?.releasedAt).not.toBeNull();
  });

  it("sends a date out of range or a hold already gone back as its error code, storing nothing", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const back = (code: string) => `/admin/leads/${quote.leadId}?stock_error=${code}#stock-heading`;
    expect(locationOf(await post(quote.leadId, { intent: "hold", heldUntil: "someday" }))).toBe(back("heldUntil"));
    expect(locationOf(await post(quote.leadId, { intent: "hold", heldUntil: addDays(today, -1) }))).toBe(
      back("heldUntilPast"),
    );
    expect(locationOf(await post(quote.leadId, { intent: "hold", heldUntil: addDays(today, 400) }))).toBe(
      back("heldUntilFar"),
    );
    expect(
      locationOf(await post(quote.leadId, { intent: "release", holdId: "00000000-0000-4000-8000-000000000000" })),
    ).toBe(back("hold"));
    expect(await holdsForQuote(bed.database.db, quote.quoteId)).toEqual([]);
  });

  it("refuses an editor with 403 and holds nothing", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect((await thrownBy(post(quote.leadId, { intent: "hold", heldUntil: today }, "editor"))).status).toBe(403);
    expect(await holdsForQuote(bed.database.db, quote.quoteId)).toEqual([]);
  });

  it("answers 404 for a lead without a quote", async () => {
    const message = await seedLead(bed.database.db);
    expect(await thrownBy(post(message, { intent: "hold", heldUntil: today }))).toEqual({
      status: 404,
      body: "There is no quote on this lead to hold.",
    });
  });

  it("sends a page visit back to the lead", async () => {
    const args = (role: StaffRole) =>
      ({
        request: bed.get("/admin/leads/lead-1/stock-hold"),
        params: { leadId: "lead-1" },
        context: bed.contextAs(role),
      }) as unknown as Route.LoaderArgs;
    expect(locationOf(await loader(args("owner")))).toBe("/admin/leads/lead-1");
    expect((await thrownBy(loader(args("editor")))).status).toBe(403);
  });
});
