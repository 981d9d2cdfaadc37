// The dashboard: how many leads are arriving, where they stand, whether
// notifications are getting out, the visitors' latest quote decisions, and
// the site's speed and errors.
import { LEAD_KINDS } from "#app/features/leads/notify/lead-notification.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status.ts";
import { inboxSearch, leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import type { DashboardData } from "#app/features/leads/dashboard/dashboard-data.server.ts";
import {
  CountTable,
  DecisionsPanel,
  Figure,
  NotificationsPanel,
} from "#app/features/leads/dashboard/dashboard-panels.tsx";
import { LeadSources } from "#app/features/leads/dashboard/lead-sources-section.tsx";
import { SiteErrors, SiteSpeed } from "#app/features/leads/dashboard/site-health.tsx";

export function DashboardPage({ data }: { data: DashboardData }) {
  const { figures, decisions, sendingChannels, vitals, errors, sources, sourcesSummary } = data;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Dashboard</h1>
      <p className="mt-1 text-muted">Times are South African (SAST).</p>

      <section aria-labelledby="arrivals-heading" className="mt-8">
        <h2 id="arrivals-heading" className="text-xl font-bold text-navy">
          Leads received
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <Figure label="In the last 24 hours" value={figures.receivedLast24Hours} />
          <Figure label="In the last 7 days" value={figures.receivedLast7Days} />
          <Figure label="In the last 30 days" value={figures.receivedLast30Days} />
        </ul>
      </section>

      <LeadSources report={sources} summary={sourcesSummary} />

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <CountTable
          id="status-heading"
          title="Where leads stand"
          caption="Leads by status, all time"
          column="Status"
          rows={LEAD_STATUSES.map((status) => ({
            key: status,
            label: LEAD_STATUS_LABELS[status],
            href: `/admin${inboxSearch({ status })}`,
            count: figures.byStatus[status] ?? 0,
          }))}
        />
        <CountTable
          id="kind-heading"
          title="What came in (last 30 days)"
          caption="Leads by kind in the last 30 days"
          column="Kind"
          rows={LEAD_KINDS.map((kind) => ({
            key: kind,
            label: leadKindLabel(kind),
            href: `/admin${inboxSearch({ kind })}`,
            count: figures.byKindLast30Days[kind] ?? 0,
          }))}
        />

        <NotificationsPanel figures={figures} sendingChannels={sendingChannels} />

        <DecisionsPanel decisions={decisions} />
      </div>

      <SiteSpeed vitals={vitals} />

      <SiteErrors errors={errors} />
    </>
  );
}
