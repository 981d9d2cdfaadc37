// The inbox's current view (same filters, every page, up to EXPORT_MAX_ROWS)
// as CSV text.
import type { Kysely } from "kysely";
import {
  EXPORT_MAX_ROWS,
  LEAD_CSV_HEADER,
  leadCsvRow,
  parseInboxQuery,
  statusesFor,
  suspectedSpamFor,
} from "#app/features/leads/inbox/inbox-view.ts";
import { quoteBriefs } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type Lead, listLeads } from "#app/features/leads/leads-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { toCsv } from "#app/platform/http/csv.ts";

const BATCH = 200;

/** The leads the inbox's query selects, as CSV, and how many rows it holds. */
export async function leadsCsvExport(
  db: Kysely<Database>,
  searchParams: URLSearchParams,
): Promise<{ csv: string; rows: number }> {
  const query = parseInboxQuery(searchParams);
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
  return { csv: toCsv(LEAD_CSV_HEADER, rows), rows: rows.length };
}
