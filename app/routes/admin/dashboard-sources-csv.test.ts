// GET /admin/dashboard/sources.csv against a real database: the dashboard's
// figures by source as a CSV download for the leads permission.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/dashboard-sources-csv";
import { loader } from "#app/routes/admin/dashboard-sources-csv.ts";
import { SOURCE_REPORT_CSV_HEADER } from "#app/features/leads/attribution/lead-source-report.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();

function load(role: StaffRole) {
  return loader({
    request: bed.get("/admin/dashboard/sources.csv"),
    params: {},
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the lead sources CSV", () => {
  it("downloads a row per week and channel that had a lead, named after the day", async () => {
    await seedLead(bed.database.db);
    const response = await load("owner");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="lead-sources-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain(SOURCE_REPORT_CSV_HEADER[0]);
    expect(lines).toHaveLength(2);
  });

  it("refuses an editor with 403", async () => {
    expect((await thrownBy(load("editor"))).status).toBe(403);
  });
});
