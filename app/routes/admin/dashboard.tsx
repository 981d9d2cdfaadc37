// The dashboard: how many leads are arriving, where they stand, whether
// notifications are getting out, and the visitors' latest quote decisions.
import { CellLabel } from "#app/ui/admin/cell-label.tsx";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { formatSast, inboxSearch, leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import { channelLabel } from "#app/features/leads/inbox/lead-view.ts";
import { LEAD_KINDS } from "#app/features/leads/notify/lead-notification.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status.ts";
import {
  type VitalRating,
  formatVital,
  VITAL_THRESHOLDS,
  summariseVitals,
} from "#app/platform/telemetry/web-vitals.ts";
import { inboxFigures, recentQuoteDecisions } from "#app/features/leads/inbox/lead-admin.server.ts";
import { ChannelBars, ChannelLegend, WeeklyStackedBars } from "#app/features/leads/attribution/source-charts.tsx";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  SOURCE_REPORT_WEEKS,
  type SourceFigures,
  reportStart,
  sourceReport,
  sourceReportSummary,
} from "#app/features/leads/attribution/lead-source-report.ts";
import { sourceReportLeads } from "#app/features/leads/attribution/lead-sources.server.ts";
import { errorCountsSince, vitalsSince } from "#app/platform/telemetry/telemetry-db.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/dashboard.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Dashboard");

const DAY_MS = 24 * 60 * 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db, sendingChannels } = await staffServicesFrom(context);
  const now = Date.now();
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

const DECISION_TEXT: Readonly<Record<string, string>> = {
  discount: "Asked for a discount",
  accept: "Accepted",
  decline: "Declined",
  undecided: "Still deciding",
};

function Figure({ label, value, href }: { label: string; value: number; href?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-bold text-navy">{value.toLocaleString("en-ZA")}</span>
      <span className="mt-1 block text-sm text-muted">{label}</span>
    </>
  );
  return (
    <li className="rounded-2xl border border-line bg-white p-5">
      {href ? (
        <Link to={href} className="block rounded-md hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

const RATING_TEXT: Readonly<Record<VitalRating, string>> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const RATING_CLASS: Readonly<Record<VitalRating, string>> = {
  good: "bg-green-100 text-green-900",
  "needs-improvement": "bg-amber-100 text-amber-900",
  poor: "bg-red-100 text-red-900",
};

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A panel of lead counts, each row linking to the inbox filtered to it. */
function CountTable(props: {
  id: string;
  title: string;
  caption: string;
  column: string;
  rows: { key: string; label: string; href: string; count: number }[];
}) {
  return (
    <section aria-labelledby={props.id} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={props.id} className="text-lg font-bold text-navy">
        {props.title}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="text-navy">
            <th scope="col" className="py-2 font-semibold">
              {props.column}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Leads
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.rows.map((row) => (
            <tr key={row.key}>
              <td className="py-2">
                <Link to={row.href} className="text-brand underline-offset-4 hover:underline">
                  {row.label}
                </Link>
              </td>
              <td className="py-2 text-right">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Below 40rem a figures table reads as one small card per row: its name, then four labelled figures. */
const stackedRowClass = "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:py-2";
const rowHeaderClass = "py-2 font-semibold max-sm:col-span-2 max-sm:block max-sm:pb-0";

/** A table's figures as cells: leads, quotes, acceptances, accepted value. */
function FigureCells({ figures }: { figures: SourceFigures }) {
  return (
    <>
      <td className="py-2 max-sm:block sm:text-right">
        <CellLabel below="sm">Leads</CellLabel>
        {figures.leads}
      </td>
      <td className="py-2 max-sm:block sm:text-right">
        <CellLabel below="sm">Quotes</CellLabel>
        {figures.quotes}
      </td>
      <td className="py-2 max-sm:block sm:text-right">
        <CellLabel below="sm">Accepted</CellLabel>
        {figures.acceptances}
      </td>
      <td className="py-2 max-sm:block sm:text-right">
        <CellLabel below="sm">Accepted value</CellLabel>
        {formatCents(figures.acceptedCents)}
      </td>
    </>
  );
}

function FigureHeadings({ first }: { first: string }) {
  return (
    <thead className="max-sm:sr-only">
      <tr className="text-navy">
        <th scope="col" className="py-2 font-semibold">
          {first}
        </th>
        <th scope="col" className="py-2 text-right font-semibold">
          Leads
        </th>
        <th scope="col" className="py-2 text-right font-semibold">
          Quotes
        </th>
        <th scope="col" className="py-2 text-right font-semibold">
          Accepted
        </th>
        <th scope="col" className="py-2 text-right font-semibold">
          Accepted value
        </th>
      </tr>
    </thead>
  );
}

/** Leads, quotes, acceptances and accepted value by channel and by week: charts, their tables, and a CSV. */
function LeadSources({ report, summary }: { report: ReturnType<typeof sourceReport>; summary: string }) {
  const weeks = report.weeks.length;
  return (
    <section aria-labelledby="sources-heading" className="mt-8" data-lead-sources="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="sources-heading" className="text-xl font-bold text-navy">
          Where leads come from (last {weeks} weeks)
        </h2>
        <a
          href="/admin/dashboard/sources.csv"
          className="font-semibold text-brand underline-offset-4 hover:underline"
          download
        >
          Download these figures (CSV)
        </a>
      </div>
      <p className="mt-2 max-w-4xl text-ink" data-sources-summary="">
        {summary}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Leads" value={report.total.leads} />
        <Figure label="Quotes" value={report.total.quotes} />
        <Figure label="Quotes accepted" value={report.total.acceptances} />
        <li className="rounded-2xl border border-line bg-white p-5">
          <span className="block text-3xl font-bold text-navy">{formatCents(report.total.acceptedCents)}</span>
          <span className="mt-1 block text-sm text-muted">Accepted value (incl. VAT)</span>
        </li>
      </ul>
      {report.total.leads > 0 ? (
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          <figure className="rounded-2xl border border-line bg-white p-6">
            <figcaption className="text-lg font-bold text-navy">Leads by channel</figcaption>
            <div className="mt-4">
              <ChannelBars report={report} summary={summary} formatMoney={formatCents} />
            </div>
          </figure>
          <figure className="rounded-2xl border border-line bg-white p-6">
            <figcaption className="text-lg font-bold text-navy">Leads per week, by channel</figcaption>
            <div className="mt-4">
              <WeeklyStackedBars report={report} summary={summary} />
            </div>
            <ChannelLegend report={report} />
          </figure>
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="sources-channel-heading" className="rounded-2xl border border-line bg-white p-6">
          <h3 id="sources-channel-heading" className="text-lg font-bold text-navy">
            By channel
          </h3>
          <table className="mt-4 w-full text-left text-sm max-sm:block" data-sources-table="channels">
            <caption className="sr-only">
              Leads, quotes, acceptances and accepted value by channel, last {weeks} weeks
            </caption>
            <FigureHeadings first="Channel" />
            <tbody className="divide-y divide-line max-sm:block">
              {report.channels.map((row) => (
                <tr key={row.channel} data-channel={row.channel} className={stackedRowClass}>
                  <th scope="row" className={rowHeaderClass}>
                    {row.label}
                  </th>
                  <FigureCells figures={row.total} />
                </tr>
              ))}
              <tr className={stackedRowClass}>
                <th scope="row" className={rowHeaderClass}>
                  All channels
                </th>
                <FigureCells figures={report.total} />
              </tr>
            </tbody>
          </table>
        </section>
        <section aria-labelledby="sources-week-heading" className="rounded-2xl border border-line bg-white p-6">
          <h3 id="sources-week-heading" className="text-lg font-bold text-navy">
            By week
          </h3>
          <table className="mt-4 w-full text-left text-sm max-sm:block" data-sources-table="weeks">
            <caption className="sr-only">
              Leads, quotes, acceptances and accepted value by week, Monday to Sunday
            </caption>
            <FigureHeadings first="Week starting" />
            <tbody className="divide-y divide-line max-sm:block">
              {report.weeks.map((week, index) => (
                <tr key={week} data-week={week} className={stackedRowClass}>
                  <th scope="row" className={rowHeaderClass}>
                    {formatLongDate(week) ?? week}
                  </th>
                  <FigureCells figures={report.byWeek[index]!} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, decisions, sendingChannels, vitals, errors, sources, sourcesSummary } = loaderData;
  const measured = vitals.some((vital) => vital.samples > 0);
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

        <section aria-labelledby="delivery-heading" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="delivery-heading" className="text-lg font-bold text-navy">
            Notifications
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-3 text-center">
            <li className="rounded-xl bg-green-50 p-3">
              <span className="block text-2xl font-bold text-green-900">{figures.outbox.sent}</span>
              <span className="text-sm text-green-900">sent</span>
            </li>
            <li className="rounded-xl bg-amber-50 p-3">
              <span className="block text-2xl font-bold text-amber-900">{figures.outbox.pending}</span>
              <span className="text-sm text-amber-900">pending</span>
            </li>
            <li className="rounded-xl bg-red-50 p-3">
              <span className="block text-2xl font-bold text-red-900">{figures.outbox.failed}</span>
              <span className="text-sm text-red-900">failed</span>
            </li>
          </ul>
          <p className="mt-4 text-sm text-muted">
            {sendingChannels.length > 0
              ? `This server delivers: ${sendingChannels.join(", ")}.`
              : "No delivery channel is configured on this server, so notifications wait in the queue. Set SMTP_URL to send the sales e-mails."}
          </p>
          {Object.entries(figures.pendingByChannel).length > 0 ? (
            <ul className="mt-2 text-sm text-muted">
              {Object.entries(figures.pendingByChannel).map(([channel, count]) => (
                <li key={channel}>
                  {channelLabel(channel)}: {count} pending
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="decisions-heading" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="decisions-heading" className="text-lg font-bold text-navy">
            Latest quote decisions
          </h2>
          {decisions.length === 0 ? (
            <p className="mt-4 text-sm text-muted">No visitor has decided on a quote yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-line text-sm">
              {decisions.map((decision) => (
                <li key={`${decision.quoteNumber}-${decision.createdAt}`} className="py-2">
                  <Link
                    to={`/admin/leads/${decision.leadId}`}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {decision.quoteNumber}
                  </Link>{" "}
                  {decision.contactName}: {DECISION_TEXT[decision.requestType] ?? decision.requestType}
                  <span className="block text-muted">
                    <time dateTime={decision.createdAt}>{decision.when}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="vitals-heading" className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h2 id="vitals-heading" className="text-lg font-bold text-navy">
          Site speed in visitors&apos; browsers (last 7 days)
        </h2>
        {measured ? (
          // A phone scrolls the table sideways in its box; the box takes focus so a keyboard can scroll it too.
          <div
            className="mt-4 overflow-x-auto"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            role="region"
            aria-label="Web vitals table (scrolls sideways on a small screen)"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Web vitals: 75th percentile and share of page loads in each rating</caption>
              <thead>
                <tr className="text-navy">
                  <th scope="col" className="py-2 font-semibold">
                    Measure
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    75th percentile
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Good / needs improvement / poor
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Page loads
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Good up to, poor above
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {vitals.map((vital) => (
                  <tr key={vital.name}>
                    <th scope="row" className="py-2 font-semibold">
                      {vital.name}
                    </th>
                    <td className="py-2 text-right">
                      {vital.p75 !== undefined && vital.p75Rating ? (
                        <>
                          {formatVital(vital.name, vital.p75)}{" "}
                          <span
                            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_CLASS[vital.p75Rating]}`}
                          >
                            {RATING_TEXT[vital.p75Rating]}
                          </span>
                        </>
                      ) : (
                        "Not measured"
                      )}
                    </td>
                    <td className="py-2 text-right">
                      {vital.samples > 0
                        ? `${percent(vital.shares.good)} / ${percent(vital.shares["needs-improvement"])} / ${percent(vital.shares.poor)}`
                        : "–"}
                    </td>
                    <td className="py-2 text-right">{vital.samples}</td>
                    <td className="py-2 text-right text-muted">
                      {formatVital(vital.name, VITAL_THRESHOLDS[vital.name][0])},{" "}
                      {formatVital(vital.name, VITAL_THRESHOLDS[vital.name][1])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-sm text-muted">
            No visitor page loads were measured in the last 7 days. Browsers report them as a page is closed or left.
          </p>
        )}
      </section>

      <section aria-labelledby="errors-heading" className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h2 id="errors-heading" className="text-lg font-bold text-navy">
          Errors
        </h2>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Errors counted on the server and in visitors&apos; browsers</caption>
          <thead>
            <tr className="text-navy">
              <th scope="col" className="py-2 font-semibold">
                Where
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Last 24 hours
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Last 7 days
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <tr>
              <th scope="row" className="py-2 font-normal">
                On the server
              </th>
              <td className="py-2 text-right">{errors.day.server}</td>
              <td className="py-2 text-right">{errors.week.server}</td>
            </tr>
            <tr>
              <th scope="row" className="py-2 font-normal">
                In visitors&apos; browsers
              </th>
              <td className="py-2 text-right">{errors.day.browser}</td>
              <td className="py-2 text-right">{errors.week.browser}</td>
            </tr>
          </tbody>
        </table>
        {errors.week.top.length > 0 ? (
          <>
            <h3 className="mt-6 font-semibold text-navy">Most frequent this week</h3>
            <ul className="mt-2 divide-y divide-line text-sm">
              {errors.week.top.map((error) => (
                <li key={`${error.source}-${error.message}`} className="py-2">
                  <span className="font-semibold">{error.count}×</span>{" "}
                  {error.source === "server" ? "server" : "browser"}:{" "}
                  <span className="break-words">{error.message}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}
