// The dashboard's figures: leads arriving and where they stand, the sources
// report, notifications, the visitors' latest quote decisions, and the
// site's speed and errors as browsers and the server reported them.
import type { Kysely } from "kysely";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { channelLabel } from "#app/features/leads/inbox/lead-view.ts";
import { inboxFigures, recentQuoteDecisions } from "#app/features/leads/inbox/lead-admin.server.ts";
import {
  SOURCE_REPORT_WEEKS,
  reportStart,
  sourceReport,
  sourceReportSummary,
} from "#app/features/leads/attribution/lead-source-report.ts";
import { sourceReportLeads } from "#app/features/leads/attribution/lead-sources.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { formatCents } from "#app/platform/format/money.ts";
import { summariseVitals } from "#app/platform/telemetry/web-vitals.ts";
import { errorCountsSince, vitalsSince } from "#app/platform/telemetry/telemetry-db.server.ts";

const DAY_MS = 24 * 60 * 60_000;

export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

/** Everything the dashboard shows, as of `now`; `sendingChannels` are the channels this server delivers. */
export async function dashboardData(
  db: Kysely<Database>,
  sendingChannels: readonly OutboxChannel[],
  now: number = Date.now(),
) {
  const [figures, decisions, vitals, errorsDay, errorsWeek, sourceLeads] = await Promise.all([
    inboxFigures(db),
    recentQuoteDecisions(db, 10),
    vitalsSince(db, new Date(now - 7 * DAY_MS)),
    errorCountsSince(db, new Date(now - DAY_MS)),
    errorCountsSince(db, new Date(now - 7 * DAY_MS)),
    sourceReportLeads(db, reportStart(new Date(now), SOURCE_REPORT_WEEKS)),
  ]);
  const sources = sourceReport(sourceLeads, new Date(now), SOURCE_REPORT_WEEKS);
  return {
    sources,
    sourcesSummary: sourceReportSummary(sources, formatCents),
    vitals: summariseVitals(vitals),
    errors: { day: errorsDay, week: errorsWeek },
    figures,
    sendingChannels: sendingChannels.map(channelLabel),
    decisions: decisions.map((decision) => ({ ...decision, when: formatSast(decision.createdAt) })),
  };
}
