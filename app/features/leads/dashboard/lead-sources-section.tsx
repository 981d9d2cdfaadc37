// Where leads come from (decision 036): leads, quotes, acceptances and
// accepted value by channel and by week, as charts, their tables and a CSV.
import { CellLabel } from "#app/ui/admin/cell-label.tsx";
import { ChannelBars, ChannelLegend, WeeklyStackedBars } from "#app/features/leads/attribution/source-charts.tsx";
import type { SourceFigures, sourceReport } from "#app/features/leads/attribution/lead-source-report.ts";
import { Figure } from "#app/features/leads/dashboard/dashboard-panels.tsx";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { formatCents } from "#app/platform/format/money.ts";

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
export function LeadSources({ report, summary }: { report: ReturnType<typeof sourceReport>; summary: string }) {
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
