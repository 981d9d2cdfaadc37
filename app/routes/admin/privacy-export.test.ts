// /admin/privacy-requests/:requestId/export.json and .csv against a real
// database: the download of what the request covers, recorded in its audit
// trail; refused to editors; 404 for no request or an erased one.
import { describe, expect, it } from "vitest";
import { seedPrivacyRequest } from "#app/features/privacy/admin/privacy-request.test-support.ts";
import { PRIVACY_EXPORT_MISSING } from "#app/features/privacy/admin/privacy-export.server.ts";
import { listPrivacyAudit } from "#app/features/privacy/subject-data.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { loader } from "#app/routes/admin/privacy-export.ts";

const bed = staffRouteTestbed();

async function download(requestId: string, format: "json" | "csv", role: StaffRole = "sales") {
  const { get, context, signedIn } = bed;
  const request = get(`/admin/privacy-requests/${requestId}/export.${format}`, await signedIn(role));
  return answerOf(loader(routeArgs(request, context(), { requestId })));
}

describe("/admin/privacy-requests/:requestId/export", () => {
  it("refuses editors (403) and records nothing", async () => {
    const { request } = await seedPrivacyRequest(bed.database.db);
    expect((await download(request.id, "json", "editor")).status).toBe(403);
    expect(await listPrivacyAudit(bed.database.db, request.id)).toEqual([]);
  });

  it("downloads what the request covers as JSON and as CSV, each recorded in the audit trail", async () => {
    const { request, enquiry, callback } = await seedPrivacyRequest(bed.database.db);
    const json = await download(request.id, "json");
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.json"$/);
    expect(json.headers.get("Cache-Control")).toBe("no-store");
    const body = String(json.data);
    expect(body).toContain(enquiry.id);
    // Found by the phone number only: never in the export until staff verify it.
    expect(body).not.toContain(callback.id);

    const csv = await download(request.id, "csv");
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(String(csv.data)).toContain(enquiry.id);
    const audit = await listPrivacyAudit(bed.database.db, request.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["export_csv", "export_json"]);
  });

  it("answers 404 for no confirmed request, and for an erased one", async () => {
    expect(await download("no-such-request", "json")).toMatchObject({ status: 404, data: PRIVACY_EXPORT_MISSING });
    const { request } = await seedPrivacyRequest(bed.database.db);
    await bed.database.db
      .updateTable("leads")
      .set({ anonymised_at: new Date().toISOString() })
      .where("id", "=", request.id)
      .execute();
    expect((await download(request.id, "csv")).status).toBe(404);
  });
});
