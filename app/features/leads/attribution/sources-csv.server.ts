// The dashboard's figures by source as CSV: one row per week and channel that
// had a lead, the same numbers as the charts and tables.
import type { Kysely } from "kysely";
import {
  SOURCE_REPORT_CSV_HEADER,
  SOURCE_REPORT_WEEKS,
  reportStart,
  sourceReport,
  sourceReportCsvRows,
} from "#app/features/leads/attribution/lead-source-report.ts";
import { sourceReportLeads } from "#app/features/leads/attribution/lead-sources.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { toCsv } from "#app/platform/http/csv.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

/** The last SOURCE_REPORT_WEEKS weeks' report as CSV, and its file name (the day in Johannesburg). */
export async function sourcesCsvExport(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const report = sourceReport(
    await sourceReportLeads(db, reportStart(now, SOURCE_REPORT_WEEKS)),
    now,
    SOURCE_REPORT_WEEKS,
  );
  const day = johannesburgDate(now);
  return { csv: toCsv(SOURCE_REPORT_CSV_HEADER, sourceReportCsvRows(report)), fileName: `lead-sources-${day}.csv` };
}
