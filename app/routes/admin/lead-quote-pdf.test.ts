// GET /admin/leads/<id>/quote.pdf against a real database: the quote's PDF,
// shown inline, for the leads permission; 404 for a lead without a quote.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/lead-quote-pdf";
import { loader } from "#app/routes/admin/lead-quote-pdf.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, seedQuoteLead, staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();

function load(leadId: string, role: StaffRole = "sales") {
  return loader({
    request: bed.get(`/admin/leads/${leadId}/quote.pdf`),
    params: { leadId },
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the lead's quote PDF", () => {
  it("renders the quote as a PDF named after its number, to open in the browser", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const response = await load(quote.leadId, "owner");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="Quote-${quote.quoteNumber}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
  }, 30_000);

  it("refuses an editor with 403", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect((await thrownBy(load(quote.leadId, "editor"))).status).toBe(403);
  });

  it("answers 404 for a lead without a quote and an unknown lead", async () => {
    const missing = { status: 404, body: "This lead has no quote." };
    expect(await thrownBy(load(await seedLead(bed.database.db)))).toEqual(missing);
    expect(await thrownBy(load("no-such-lead"))).toEqual(missing);
  });
});
