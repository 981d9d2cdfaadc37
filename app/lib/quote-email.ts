// The visitor's own copy of their quote: subject, plain text and HTML. The PDF
// goes along as an attachment (the sender renders it). Pure.
//
// It goes to an address nobody has confirmed, from the company's domain, so
// it carries no text a visitor wrote (decision 025): a fixed greeting, the
// quote's own content (quote number, event date, catalogue items, prices,
// notes) and the link to the quote. Name, e-mail, phone and venue stay out,
// in the e-mail and in its PDF alike (customerSafeQuote).
import { business } from "../content/business.ts";
import { escapeHtml, escapeHtmlMultiline } from "./html-escape.ts";
import type { RenderedEmail } from "./lead-notification.ts";
import { toSingleLine } from "./lead-notification.ts";
import { formatCents } from "./money.ts";
import { formatDiscount } from "./pricing.ts";
import { type PricedQuoteLine, type QuoteDocument, readQuoteDocument } from "./quote-document.ts";
import { STATEMENT_LABELS, quoteNotes } from "./quote-statement.ts";

/** "Your quote Q-250314-K7PX from Sandton Sound Hire" */
export function customerQuoteSubject(quote: Pick<QuoteDocument, "quoteNumber">): string {
  return `Your quote ${toSingleLine(quote.quoteNumber, 40)} from ${business.name}`;
}

function unitPrice(line: PricedQuoteLine): string {
  return line.hourlyRate ? `${formatCents(line.unitPriceCents)}/hr` : formatCents(line.unitPriceCents);
}

function quantity(line: PricedQuoteLine): string {
  return line.hourlyRate ? `${line.quantity} × ${line.hours ?? 1} hr` : `${line.quantity}`;
}

function discount(line: PricedQuoteLine): string {
  return line.discountPercentage ? formatDiscount(line.discountPercentage) : "";
}

/** "12 December 2026" for a YYYY-MM-DD date; the text itself when it is not one. */
function formatEventDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/**
 * The quote with only its own content: no contact details, company or venue, the
 * visitor's free text. The event date stays when it is a calendar date (the
 * only form the quote form accepts).
 */
export function customerSafeQuote(quote: QuoteDocument): QuoteDocument {
  const { venue: _venue, company: _company, eventDate, ...rest } = quote;
  const safe: QuoteDocument = { ...rest, contact: { name: "", email: "", phone: "" } };
  if (eventDate && /^\d{4}-\d{2}-\d{2}$/.test(eventDate)) safe.eventDate = eventDate;
  return safe;
}

function details(quote: QuoteDocument): { label: string; value: string }[] {
  const rows = [{ label: "Quote number", value: quote.quoteNumber }];
  if (quote.eventDate && /^\d{4}-\d{2}-\d{2}$/.test(quote.eventDate)) {
    rows.push({ label: "Event date", value: formatEventDate(quote.eventDate) });
  }
  return rows;
}

/** Said to whoever the address belongs to, since nobody confirmed it. */
const NOT_REQUESTED =
  "If you did not ask for this quote, you can ignore this e-mail: nothing more will be sent to you unless you contact us.";

function totals(quote: QuoteDocument): { label: string; value: string }[] {
  const rows = [{ label: "Total items", value: String(quote.totalItems) }];
  if (quote.totalDiscountCents > 0) rows.push({ label: "You save", value: formatCents(quote.totalDiscountCents) });
  rows.push(
    { label: STATEMENT_LABELS.subtotal, value: formatCents(quote.subtotalCents) },
    { label: STATEMENT_LABELS.vat, value: formatCents(quote.vatCents) },
    { label: STATEMENT_LABELS.total, value: formatCents(quote.totalCents) },
  );
  return rows;
}

function renderText(quote: QuoteDocument, quoteLink: string): string {
  const lines = quote.lines.map((line) => {
    const off = discount(line);
    return `- ${toSingleLine(line.name, 120)}: ${quantity(line)} x ${unitPrice(line)}${off ? ` (${off})` : ""} = ${formatCents(line.lineTotalCents)}`;
  });
  return [
    "Hello,",
    "",
    `Thank you for your quote request. Your quote ${quote.quoteNumber} is attached as a PDF; here is a summary.`,
    "",
    `View or download your quote: ${quoteLink}`,
    "",
    ...details(quote).map(({ label, value }) => `${label}: ${toSingleLine(value, 300)}`),
    "",
    "Items",
    ...lines,
    "",
    ...totals(quote).map(({ label, value }) => `${label}: ${value}`),
    "",
    "Please note",
    ...quoteNotes(quote).map((note) => `- ${note}`),
    "",
    `Questions, or ready to book? Reply to this e-mail or call us on ${business.phone.display}.`,
    "",
    NOT_REQUESTED,
    "",
    business.name,
    "",
  ].join("\n");
}

const CELL = "padding:6px 8px;border-bottom:1px solid #e5e7eb";

function renderHtml(quote: QuoteDocument, subject: string, quoteLink: string): string {
  const detailRows = details(quote)
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:3px 12px 3px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:3px 0">${escapeHtmlMultiline(value)}</td></tr>`,
    )
    .join("\n");
  const itemRows = quote.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${escapeHtml(line.name)}</td>` +
        `<td align="right" style="${CELL}">${escapeHtml(quantity(line))}</td>` +
        `<td align="right" style="${CELL}">${escapeHtml(unitPrice(line))}</td>` +
        `<td align="right" style="${CELL}">${escapeHtml(discount(line))}</td>` +
        `<td align="right" style="${CELL}">${escapeHtml(formatCents(line.lineTotalCents))}</td></tr>`,
    )
    .join("\n");
  const totalRows = totals(quote)
    .map(
      ({ label, value }) =>
        `<tr><th align="right" colspan="4" style="padding:4px 8px;font-weight:600">${escapeHtml(label)}</th>` +
        `<td align="right" style="padding:4px 8px;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const notes = quoteNotes(quote)
    .map((note) => `<li>${escapeHtml(note)}</li>`)
    .join("\n");
  const header = (label: string, align = "right") =>
    `<th align="${align}" style="padding:6px 8px;border-bottom:2px solid #111827">${escapeHtml(label)}</th>`;

  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827">',
    "<p>Hello,</p>",
    `<p>Thank you for your quote request. Your quote <strong>${escapeHtml(quote.quoteNumber)}</strong> is attached as a PDF; here is a summary.</p>`,
    `<p><a href="${escapeHtml(quoteLink)}">View or download your quote</a></p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">\n${detailRows}\n</table>`,
    '<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin-top:16px;min-width:480px">',
    `<thead><tr>${header("Item", "left")}${header("Qty")}${header("Unit price")}${header("Discount")}${header("Total")}</tr></thead>`,
    `<tbody>\n${itemRows}\n</tbody>`,
    `<tfoot>\n${totalRows}\n</tfoot>`,
    "</table>",
    '<h2 style="font-size:15px;margin-top:20px">Please note</h2>',
    `<ul>\n${notes}\n</ul>`,
    `<p>Questions, or ready to book? Reply to this e-mail or call us on <a href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a>.</p>`,
    `<p style="color:#6b7280">${escapeHtml(NOT_REQUESTED)}</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
}

/**
 * Subject, plain-text and HTML parts of the visitor's copy of a quote, with
 * the link to it (`quoteLink`). Whatever contact details or venue `quote`
 * holds are left out (customerSafeQuote).
 */
export function renderCustomerQuoteEmail(quote: QuoteDocument, quoteLink: string): RenderedEmail {
  const safe = customerSafeQuote(quote);
  const subject = customerQuoteSubject(safe);
  return { subject, text: renderText(safe, quoteLink), html: renderHtml(safe, subject, quoteLink) };
}

/** The link in the e-mail: the quote's PDF on the site, opened with the e-mail's own read-only token. */
export function customerQuoteLink(siteUrl: string, quoteNumber: string, linkToken: string): string {
  const url = new URL(`/api/quotes/${encodeURIComponent(quoteNumber)}/pdf`, siteUrl);
  url.searchParams.set("token", linkToken);
  return url.href;
}

/** Whether a stored payload has the shape of a quote document (checked before a send), as any version stored it. */
export function isQuoteDocument(value: unknown): value is QuoteDocument {
  return readQuoteDocument(value) !== undefined;
}
