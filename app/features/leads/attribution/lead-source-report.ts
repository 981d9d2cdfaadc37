// The dashboard's figures by source: leads, quotes, acceptances and accepted
// value per channel and per week (Monday to Sunday in South African time),
// from the leads of the weeks shown. Pure, so the numbers are tested as sums.
import type { LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import { LEAD_CHANNELS, type LeadChannel, leadChannel, leadChannelLabel } from "#app/features/leads/lead-channel.ts";
import { SAST_OFFSET_MS } from "#app/platform/format/johannesburg-clock.ts";

/**
 * The quote statuses that count as an acceptance. Today a visitor's "accept"
 * decision sets 'accepted'; a status that means the same (a job won) is added
 * here and every figure follows.
 */
export const ACCEPTED_QUOTE_STATUSES: readonly string[] = ["accepted", "won"];

export function quoteCountsAsAccepted(status: string): boolean {
  return ACCEPTED_QUOTE_STATUSES.includes(status);
}

export interface SourceReportLead {
  createdAt: string;
  attribution: LeadAttribution | null;
  /** The lead's quote, if it is a quote request: its current status and total in cents. */
  quote: { status: string; totalCents: number } | null;
}

export interface SourceFigures {
  leads: number;
  quotes: number;
  acceptances: number;
  /** Sum of the accepted quotes' totals, in cents. */
  acceptedCents: number;
}

export interface ChannelRow {
  channel: LeadChannel;
  label: string;
  total: SourceFigures;
  /** One entry per week of the report, oldest first. */
  byWeek: SourceFigures[];
}

export interface SourceReport {
  /** Each week's Monday, YYYY-MM-DD, oldest first. */
  weeks: string[];
  /** Channels with at least one lead in the weeks shown, most leads first. */
  channels: ChannelRow[];
  byWeek: SourceFigures[];
  total: SourceFigures;
}

/** How many weeks the dashboard shows. */
export const SOURCE_REPORT_WEEKS = 12;

const DAY_MS = 24 * 60 * 60_000;

/** The Monday (YYYY-MM-DD) of the South African week a moment falls in. */
export function weekStartOf(moment: string | Date): string {
  const local = new Date(new Date(moment).getTime() + SAST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks up to the one `now` falls in, oldest first. */
export function reportWeeks(now: Date, count: number): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** When the first week of a report starts, as an ISO moment (its Monday, 00:00 in Johannesburg). */
export function reportStart(now: Date, weeks: number): Date {
  const [first] = reportWeeks(now, weeks);
  return new Date(Date.parse(`${first}T00:00:00Z`) - SAST_OFFSET_MS);
}

const empty = (): SourceFigures => ({ leads: 0, quotes: 0, acceptances: 0, acceptedCents: 0 });

function add(figures: SourceFigures, lead: SourceReportLead): void {
  figures.leads += 1;
  if (!lead.quote) return;
  figures.quotes += 1;
  if (quoteCountsAsAccepted(lead.quote.status)) {
    figures.acceptances += 1;
    figures.acceptedCents += lead.quote.totalCents;
  }
}

/** The figures of `leads` by channel and week, for the `weekCount` weeks up to `now`; other leads are left out. */
export function sourceReport(leads: readonly SourceReportLead[], now: Date, weekCount: number): SourceReport {
  const weeks = reportWeeks(now, weekCount);
  const weekIndex = new Map(weeks.map((week, index) => [week, index]));
  const rows = new Map<LeadChannel, ChannelRow>();
  const byWeek = weeks.map(empty);
  const total = empty();
  for (const lead of leads) {
    const index = weekIndex.get(weekStartOf(lead.createdAt));
    if (index === undefined) continue;
    const channel = leadChannel(lead.attribution);
    let row = rows.get(channel);
    if (!row) {
      row = { channel, label: leadChannelLabel(channel), total: empty(), byWeek: weeks.map(empty) };
      rows.set(channel, row);
    }
    add(row.total, lead);
    add(row.byWeek[index]!, lead);
    add(byWeek[index]!, lead);
    add(total, lead);
  }
  const channels = [...rows.values()].sort(
    (a, b) => b.total.leads - a.total.leads || LEAD_CHANNELS.indexOf(a.channel) - LEAD_CHANNELS.indexOf(b.channel),
  );
  return { weeks, channels, byWeek, total };
}

export const SOURCE_REPORT_CSV_HEADER = [
  "Week starting",
  "Channel",
  "Leads",
  "Quotes",
  "Acceptances",
  "Accepted value (R)",
] as const;

/** Rand with two decimals and no thousands separator, as a spreadsheet reads it. */
function randText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** One row per week and channel that had a lead, oldest week first. */
export function sourceReportCsvRows(report: SourceReport): string[][] {
  const rows: string[][] = [];
  report.weeks.forEach((week, index) => {
    for (const row of report.channels) {
      const figures = row.byWeek[index]!;
      if (figures.leads === 0) continue;
      rows.push([
        week,
        row.label,
        String(figures.leads),
        String(figures.quotes),
        String(figures.acceptances),
        randText(figures.acceptedCents),
      ]);
    }
  });
  return rows;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A week's Monday for a chart's axis: "23 Nov". */
export function shortWeekLabel(week: string): string {
  const [, month, day] = week.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

function share(part: number, whole: number): string {
  return `${Math.round((part / whole) * 100)}%`;
}

/**
 * The report in two sentences, as a chart's text alternative and the
 * dashboard's headline: leads by channel (the top three), and acceptances.
 */
export function sourceReportSummary(report: SourceReport, formatMoney: (cents: number) => string): string {
  const weeks = report.weeks.length;
  if (report.total.leads === 0) return `No leads arrived in the last ${weeks} weeks.`;
  const top = report.channels
    .slice(0, 3)
    .map((row) => `${row.label} ${row.total.leads} (${share(row.total.leads, report.total.leads)})`);
  const rest = report.channels.length > 3 ? `, and ${report.channels.length - 3} more channels` : "";
  const leads = `${report.total.leads} ${report.total.leads === 1 ? "lead" : "leads"} in the last ${weeks} weeks: ${top.join(", ")}${rest}.`;
  if (report.total.acceptances === 0) return `${leads} No quote was accepted yet.`;
  const best = [...report.channels].sort((a, b) => b.total.acceptedCents - a.total.acceptedCents)[0]!;
  const accepted = `${report.total.acceptances} ${report.total.acceptances === 1 ? "quote" : "quotes"} accepted, worth ${formatMoney(report.total.acceptedCents)}; the most from ${best.label} (${formatMoney(best.total.acceptedCents)}).`;
  return `${leads} ${accepted}`;
}
