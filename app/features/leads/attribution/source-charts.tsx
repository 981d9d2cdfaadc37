// The dashboard's charts of leads by source, drawn as SVG on the server with
// d3-scale's scales (staff pages load no script; decision 036). Each chart is
// an image with a text alternative; the tables below them hold every figure.
import { scaleBand, scaleLinear } from "d3-scale";
import { LEAD_CHANNELS, type LeadChannel } from "#app/features/leads/lead-channel.ts";
import { type SourceReport, shortWeekLabel } from "#app/features/leads/attribution/lead-source-report.ts";

/** One colour per channel, each at least 3:1 against white (WCAG 1.4.11), and never the only cue: bars are labelled. */
export const CHANNEL_COLOURS: Readonly<Record<LeadChannel, string>> = {
  google_ads: "#1d4ed8",
  paid_search: "#0e7490",
  paid_social: "#be185d",
  organic_search: "#15803d",
  social: "#7e22ce",
  email: "#b45309",
  other_campaign: "#9f1239",
  referral: "#4d7c0f",
  direct: "#475569",
  unknown: "#78716c",
};

const FONT = "system-ui, sans-serif";

/** Leads per channel as horizontal bars, largest first, each with its count and accepted value written beside it. */
export function ChannelBars({
  report,
  summary,
  formatMoney,
}: {
  report: SourceReport;
  summary: string;
  formatMoney: (cents: number) => string;
}) {
  const rowHeight = 34;
  const labelWidth = 150;
  const valueWidth = 210;
  const width = 720;
  const height = Math.max(1, report.channels.length) * rowHeight + 8;
  const max = Math.max(1, ...report.channels.map((row) => row.total.leads));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, width - labelWidth - valueWidth]);
  const y = scaleBand<string>()
    .domain(report.channels.map((row) => row.channel))
    .range([4, height - 4])
    .paddingInner(0.3);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`Leads by channel. ${summary}`}
      data-chart="channels"
    >
      {report.channels.map((row) => {
        const top = y(row.channel) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <g key={row.channel} data-channel={row.channel}>
            <text
              x={labelWidth - 10}
              y={middle}
              dy="0.35em"
              textAnchor="end"
              fontSize="14"
              fill="#0b1324"
              fontFamily={FONT}
            >
              {row.label}
            </text>
            <rect
              x={labelWidth}
              y={top}
              width={Math.max(2, x(row.total.leads))}
              height={y.bandwidth()}
              rx="3"
              fill={CHANNEL_COLOURS[row.channel]}
            />
            <text
              x={labelWidth + Math.max(2, x(row.total.leads)) + 8}
              y={middle}
              dy="0.35em"
              fontSize="14"
              fill="#0b1324"
              fontFamily={FONT}
            >
              {row.total.leads} {row.total.leads === 1 ? "lead" : "leads"}
              {row.total.acceptances > 0 ? `, ${formatMoney(row.total.acceptedCents)} accepted` : ""}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Leads per week, each week's bar stacked by channel, with the week's total above it. */
export function WeeklyStackedBars({ report, summary }: { report: SourceReport; summary: string }) {
  const width = 720;
  const height = 260;
  const margin = { top: 20, right: 8, bottom: 34, left: 36 };
  const max = Math.max(1, ...report.byWeek.map((week) => week.leads));
  const x = scaleBand<string>()
    .domain(report.weeks)
    .range([margin.left, width - margin.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([height - margin.bottom, margin.top]);
  const ticks = y.ticks(Math.min(5, y.domain()[1] ?? 1)).filter((tick) => Number.isInteger(tick));
  const order = [...report.channels].sort(
    (a, b) => LEAD_CHANNELS.indexOf(a.channel) - LEAD_CHANNELS.indexOf(b.channel),
  );
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`Leads per week, by channel. ${summary}`}
      data-chart="weeks"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" />
          <text
            x={margin.left - 6}
            y={y(tick)}
            dy="0.35em"
            textAnchor="end"
            fontSize="12"
            fill="#334155"
            fontFamily={FONT}
          >
            {tick}
          </text>
        </g>
      ))}
      {report.weeks.map((week, index) => {
        const left = x(week) ?? 0;
        let base = 0;
        const total = report.byWeek[index]?.leads ?? 0;
        return (
          <g key={week} data-week={week}>
            {order.map((row) => {
              const count = row.byWeek[index]?.leads ?? 0;
              if (count === 0) return null;
              const top = y(base + count);
              const bottom = y(base);
              base += count;
              return (
                <rect
                  key={row.channel}
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(1, bottom - top - 1)}
                  fill={CHANNEL_COLOURS[row.channel]}
                />
              );
            })}
            {total > 0 ? (
              <text
                x={left + x.bandwidth() / 2}
                y={y(total) - 5}
                textAnchor="middle"
                fontSize="12"
                fill="#0b1324"
                fontFamily={FONT}
              >
                {total}
              </text>
            ) : null}
            <text
              x={left + x.bandwidth() / 2}
              y={height - margin.bottom + 18}
              textAnchor="middle"
              fontSize="12"
              fill="#334155"
              fontFamily={FONT}
            >
              {shortWeekLabel(week)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The colours' key, as a list (read by screen readers too). */
export function ChannelLegend({ report }: { report: SourceReport }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Colours of the channels">
      {report.channels.map((row) => (
        <li key={row.channel} className="inline-flex items-center gap-2">
          {/* A presentation attribute, not a style: the CSP allows no inline styles. */}
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <rect width="12" height="12" rx="2" fill={CHANNEL_COLOURS[row.channel]} />
          </svg>
          {row.label}
        </li>
      ))}
    </ul>
  );
}
