// POST /admin/leads/<id>/deposit against a real database: sales and owners
// mark an accepted quote's deposit received, once; an editor may not; a lead
// without a quote, or a quote without a deposit, says so.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/lead-deposit";
import { action, loader } from "#app/routes/admin/lead-deposit.ts";
import { getDeposit, openDeposit } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { recordDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { seedLead, seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";

const bed = staffRouteTestbed();

function post(leadId: string, role: StaffRole = "sales") {
  const request = bed.post(`/admin/leads/${leadId}/deposit`, {});
  return action({ request, params: { leadId }, context: bed.contextAs(role) } as unknown as Route.ActionArgs);
}

async function acceptedQuoteWithDeposit() {
  const quote = await seedQuoteLead(bed.database.db);
  await recordDecision(bed.database.db, quote.quoteNumber, quote.accessToken, "accept");
  await openDeposit(bed.database.db, { quoteId: quote.quoteId, totalCents: 1_000_000, percent: 50 });
  return quote;
}

describe("the deposit route", () => {
  it("marks the deposit received by the member of staff, then says it already was", async () => {
    const quote = await acceptedQuoteWithDeposit();
    const first = (await post(quote.leadId)) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/admin/leads/${quote.leadId}?deposit=marked#deposit`);
    expect(await getDeposit(bed.database.db, quote.quoteId)).toMatchObject({
      status: "received",
      receivedBy: "anna@sandtonsoundhire.co.za",
    });
    const again = (await post(quote.leadId, "owner")) as Response;
    expect(again.headers.get("Location")).toBe(`/admin/leads/${quote.leadId}?deposit=already#deposit`);
  });

  it("refuses an editor with 403 and changes nothing", async () => {
    const quote = await acceptedQuoteWithDeposit();
    expect((await thrownBy(post(quote.leadId, "editor"))).status).toBe(403);
    expect((await getDeposit(bed.database.db, quote.quoteId))?.status).toBe("awaiting_payment");
  });

  it("answers 404 for a lead without a quote and 409 for a quote with no deposit", async () => {
    const message = await seedLead(bed.database.db);
    expect(await thrownBy(post(message))).toEqual({ status: 404, body: "This lead has no quote." });
    expect((await thrownBy(post("no-such-lead"))).status).toBe(404);
    const sent = await seedQuoteLead(bed.database.db);
    expect(await thrownBy(post(sent.leadId))).toEqual({
      status: 409,
      body: "This quote has no deposit to mark: it is not accepted.",
    });
  });

  it("sends a page visit back to the lead's deposit, for the leads permission only", async () => {
    const args = (role: StaffRole) =>
      ({
        request: bed.get("/admin/leads/lead-1/deposit"),
        params: { leadId: "lead-1" },
        context: bed.contextAs(role),
      }) as unknown as Route.LoaderArgs;
    const back = (await loader(args("sales"))) as Response;
    expect(back.headers.get("Location")).toBe("/admin/leads/lead-1#deposit");
    expect((await thrownBy(loader(args("editor")))).status).toBe(403);
  });
});
