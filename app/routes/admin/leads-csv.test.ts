// GET /admin/leads.csv against a real database: the inbox's view, filters
// included, as a CSV download for the leads permission.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/leads-csv";
import { loader } from "#app/routes/admin/leads-csv.ts";
import { LEAD_CSV_HEADER } from "#app/features/leads/inbox/inbox-view.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();

function load(search: string, role: StaffRole = "sales") {
  return loader({
    request: bed.get(`/admin/leads.csv${search}`),
    params: {},
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the leads CSV export", () => {
  it("downloads every lead of the view as CSV, one row each under the header", async () => {
    await seedLead(bed.database.db);
    const quote = await seedQuoteLead(bed.database.db);
    const response = await load("");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-.+\.csv"$/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain(LEAD_CSV_HEADER[0]);
    expect(lines).toHaveLength(3);
    expect(lines.join("\n")).toContain(quote.quoteNumber);
  });

  it("keeps the view's filters", async () => {
    await seedLead(bed.database.db);
    await seedQuoteLead(bed.database.db);
    const lines = (await (await load("?kind=contact")).text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Sipho Dlamini");
  });

  it("refuses an editor with 403", async () => {
    expect((await thrownBy(load("", "editor"))).status).toBe(403);
  });
});
