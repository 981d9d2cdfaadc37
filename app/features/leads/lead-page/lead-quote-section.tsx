// A quote lead's quote on the lead page: where the customer's decision
// stands, its live page and versions, its details, lines and totals, and its PDF.
import { FileText } from "lucide-react";
import { Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import { LiveQuoteRecords } from "#app/features/leads/lead-page/live-quote-records.tsx";
import type { StaffQuoteSummary } from "#app/features/quotes/index.server.ts";
import type { QuoteDocument, QuoteStatement, QuoteStatus } from "#app/features/quotes/index.ts";

export const DECISION_STATUS: Readonly<Record<QuoteStatus, string>> = {
  sent: "Awaiting the customer's decision",
  viewed: "The customer has opened the quote",
  changes_requested: "The customer asked for changes",
  revised: "Revised; awaiting the customer's decision",
  accepted: "Accepted by the customer",
  declined: "Declined by the customer",
  expired: "Expired without a decision",
  won: "Won",
  lost: "Lost",
};

export interface LeadQuoteSectionProps {
  leadId: string;
  quote: Pick<QuoteDocument, "quoteNumber" | "status">;
  statement: QuoteStatement;
  live: StaffQuoteSummary | undefined;
}

/** The figures of a line, in the order the table shows them. */
const FIGURE_COLUMNS = ["Qty", "Unit price", "Discount", "Line total"] as const;

export function LeadQuoteSection({ leadId, quote, statement, live }: LeadQuoteSectionProps) {
  return (
    <Section title={`Quote ${quote.quoteNumber}`} id="quote-heading">
      <p className="font-semibold text-navy">{DECISION_STATUS[quote.status] ?? quote.status}</p>
      {live ? <LiveQuoteRecords live={live} /> : null}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {[...statement.details.slice(1), ...statement.customer.slice(1)].map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-navy">{row.label}</dt>
            <dd className="text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      {/* The quote's table style (quote-table, app.css): a table at a desk, each line a card on a phone. */}
      <div className="mt-4 rounded-xl border border-line">
        <table className="quote-table w-full text-left text-sm">
          <caption className="sr-only">Quote lines, excluding VAT</caption>
          <thead className="bg-slate-100 text-navy">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Item
              </th>
              {FIGURE_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {statement.lines.map((line, index) => (
              <tr key={`${index}-${line.name}`}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {line.name}
                  <span className="block text-xs text-muted">
                    {line.detail ? `${line.kind}: ${line.detail}` : line.kind}
                  </span>
                </th>
                {[line.quantity, line.unitPrice, line.discount || "None", line.total].map((value, column) => (
                  <td
                    key={FIGURE_COLUMNS[column]}
                    data-label={FIGURE_COLUMNS[column]}
                    data-figure=""
                    className={`px-3 py-2 text-right ${column === 3 ? "font-semibold" : ""}`}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {statement.totals.map((row, index) => {
              const last = index === statement.totals.length - 1;
              return (
                <tr key={row.label}>
                  <th
                    scope="row"
                    colSpan={4}
                    className={`px-3 text-right text-navy ${last ? "pb-2 font-bold" : "font-semibold"} ${index === 0 ? "pt-3" : ""}`}
                  >
                    {row.label}
                  </th>
                  <td
                    data-figure=""
                    className={`px-3 text-right ${last ? "pb-2 font-bold" : ""} ${index === 0 ? "pt-3" : ""}`}
                  >
                    {row.value}
                  </td>
                </tr>
              );
            })}
          </tfoot>
        </table>
      </div>
      <a
        href={`/admin/leads/${leadId}/quote.pdf`}
        className="mt-4 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
      >
        <FileText className="size-4" aria-hidden="true" />
        Open the quote PDF
      </a>
    </Section>
  );
}
