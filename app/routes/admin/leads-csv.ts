// The inbox's current view (same filters, every page) as a CSV download.
import type { Route } from "./+types/leads-csv";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import {
  EXPORT_MAX_ROWS,
  LEAD_CSV_HEADER,
  exportFileName,
  leadCsvRow,
  parseInboxQuery,
  statusesFor,
  suspectedSpamFor,
} from "#app/features/leads/inbox/inbox-view.ts";
import { toCsv } from "#app/platform/http/csv.ts";
import { quoteBriefs } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type Lead, listLeads } from "#app/features/leads/leads-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/leads-csv.ts"];

const BATCH = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const filters = {
    kind: query.kind,
    status: statusesFor(query.status),
    search: query.q,
    suspectedSpam: suspectedSpamFor(query.spam),
  };
  // Read in pages: listLeads caps a page, and the export should not hold the database long.
  const rows: ReturnType<typeof leadCsvRow>[] = [];
  while (rows.length < EXPORT_MAX_ROWS) {
    const page: Lead[] = await listLeads(db, { ...filters, limit: BATCH, offset: rows.length });
    const quotes = await quoteBriefs(
      db,
      page.filter((lead) => lead.kind === "quote").map((lead) => lead.id),
    );
    rows.push(...page.map((lead) => leadCsvRow(lead, quotes.get(lead.id))));
    if (page.length < BATCH) break;
  }
  const csv = toCsv(LEAD_CSV_HEADER, rows);
  logInfo("staff.export", { staffId: staff.staffId, rows: rows.length });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    },
  });
}
