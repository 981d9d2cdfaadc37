// What the sales team receives about a lead: the shape queued in the outbox and
// the e-mail rendered from it. Pure: the server modules do the sending.
import type { SpamDigest } from "./spam-digest.ts";
import { escapeHtml, escapeHtmlMultiline } from "./html-escape.ts";
import type { QuoteRequestType } from "./quote-document.ts";

export const LEAD_KINDS = [
  "callback",
  "contact",
  "partner_business",
  "partner_client",
  "quote",
  "assistant",
  "subscriber",
] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  callback: "call-back request",
  contact: "contact message",
  partner_business: "business partner application",
  partner_client: "client partner application",
  quote: "quote request",
  assistant: "equipment assistant enquiry",
  subscriber: "newsletter subscriber",
};

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A lead as queued for delivery (e-mail body, webhook JSON). */
export interface LeadNotification {
  leadId: string;
  kind: LeadKind;
  source: string;
  /** ISO-8601 time the lead was stored. */
  createdAt: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  referrer: string | null;
  marketingConsent: boolean;
  /** Everything the visitor submitted, as submitted. */
  payload: JsonObject;
  /** Present when this notification is about a decision on a quote rather than a new lead. */
  decision?: QuoteDecisionNotice;
  /**
   * Present on the digest of submissions held as suspected spam (decision
   * 025): the e-mail reports these counts, not the lead the row hangs on.
   */
  spamDigest?: SpamDigest;
}

/** A visitor's decision on their quote, as the sales e-mail reports it. */
export interface QuoteDecisionNotice {
  quoteNumber: string;
  requestType: QuoteRequestType;
  /** The quote's status after the decision. */
  status: string;
  /** ISO-8601 time of the decision. */
  decidedAt: string;
}

const DECISION_SUBJECTS: Readonly<Record<QuoteRequestType, (quoteNumber: string) => string>> = {
  discount: (quoteNumber) => `Discount requested on quote ${quoteNumber}`,
  accept: (quoteNumber) => `Quote ${quoteNumber} accepted`,
  decline: (quoteNumber) => `Quote ${quoteNumber} declined`,
  undecided: (quoteNumber) => `Quote ${quoteNumber}: client undecided`,
};

const DECISION_LINES: Readonly<Record<QuoteRequestType, string>> = {
  discount: "The client asked for a discount on this quote.",
  accept: "The client accepted this quote.",
  decline: "The client declined this quote.",
  undecided: "The client is undecided and would like to talk it over.",
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface NotificationField {
  label: string;
  value: string;
}

const SUBJECT_NAME_MAX = 80;

/**
 * Collapses control characters and runs of whitespace: a visitor's name must
 * not be able to add lines to a header or stretch a subject line.
 */
export function toSingleLine(value: string, maxLength = SUBJECT_NAME_MAX): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const collapsed = value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return collapsed.length > maxLength ? `${collapsed.slice(0, maxLength - 1).trimEnd()}…` : collapsed;
}

function displayName(lead: LeadNotification): string {
  const candidates = [lead.fullName, lead.email, lead.phone];
  for (const candidate of candidates) {
    const line = candidate ? toSingleLine(candidate) : "";
    if (line) return line;
  }
  return "(no name given)";
}

/** "New call-back request: Jane Smith"; for a decision "Quote Q-250314-K7PX accepted: Jane Smith". */
export function leadSubject(lead: LeadNotification): string {
  if (lead.decision) {
    return `${DECISION_SUBJECTS[lead.decision.requestType](toSingleLine(lead.decision.quoteNumber, 40))}: ${displayName(lead)}`;
  }
  const label = LEAD_KIND_LABELS[lead.kind];
  return `New ${label}: ${displayName(lead)}`;
}

function decisionFields(decision: QuoteDecisionNotice | undefined): NotificationField[] {
  if (!decision) return [];
  return [
    { label: "Decision", value: DECISION_LINES[decision.requestType] },
    { label: "Quote", value: decision.quoteNumber },
    { label: "Quote status", value: decision.status },
    { label: "Decided", value: decision.decidedAt },
  ];
}

function formatPrimitive(value: JsonPrimitive): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/**
 * Every submitted field as label/value pairs, nested objects and lists
 * flattened to paths ("contact.email", "items[0].name"), so nothing the
 * visitor sent is left out of the e-mail.
 */
export function flattenFields(value: JsonValue, prefix = ""): NotificationField[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ label: prefix, value: "" }];
    return value.flatMap((item, index) => flattenFields(item, `${prefix}[${index}]`));
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix ? [{ label: prefix, value: "" }] : [];
    return entries.flatMap(([key, item]) => flattenFields(item, prefix ? `${prefix}.${key}` : key));
  }
  return [{ label: prefix || "value", value: formatPrimitive(value) }];
}

function summaryFields(lead: LeadNotification): NotificationField[] {
  return [
    { label: "Name", value: lead.fullName ?? "" },
    { label: "Email", value: lead.email ?? "" },
    { label: "Phone", value: lead.phone ?? "" },
    { label: "Source", value: lead.source },
    { label: "Referrer", value: lead.referrer ?? "" },
    { label: "Marketing consent", value: lead.marketingConsent ? "yes" : "no" },
    { label: "Received", value: lead.createdAt },
    { label: "Lead id", value: lead.leadId },
  ];
}

const EMPTY = "(empty)";

function textLines(fields: NotificationField[]): string {
  return fields
    .map(({ label, value }) => {
      const shown = value === "" ? EMPTY : value;
      // Indent continuation lines so a multi-line message stays under its label.
      return `${label}: ${shown.replace(/\r\n|\r|\n/g, "\n  ")}`;
    })
    .join("\n");
}

// Only values that look like an address or number become links; anything else
// (including the referrer, which a visitor controls) stays inert text.
const LINKABLE_EMAIL = /^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&]+$/;
const LINKABLE_PHONE = /^\+?[\d\s()-]{6,}$/;

function htmlValue(label: string, value: string): string {
  if (value === "") return `<span style="color:#6b7280">${EMPTY}</span>`;
  if (label === "Email" && LINKABLE_EMAIL.test(value)) {
    return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  }
  if (label === "Phone" && LINKABLE_PHONE.test(value)) {
    return `<a href="tel:${escapeHtml(value.replace(/[^\d+]/g, ""))}">${escapeHtml(value)}</a>`;
  }
  return escapeHtmlMultiline(value);
}

function htmlTable(fields: NotificationField[]): string {
  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${htmlValue(label, value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">\n${rows}\n</table>`;
}

/** Where the lead opens in the staff inbox, e.g. https://www.example.co.za/admin/leads/<id>. */
export function staffLeadUrl(siteUrl: string, leadId: string): string {
  return new URL(`/admin/leads/${encodeURIComponent(leadId)}`, siteUrl).href;
}

/**
 * Subject, plain-text and HTML parts of the sales notification. With the
 * site's address, the e-mail links to the lead in the staff inbox.
 */
export function renderLeadEmail(lead: LeadNotification, options: { siteUrl?: string } = {}): RenderedEmail {
  const subject = leadSubject(lead);
  const heading = lead.decision
    ? `Decision on quote ${toSingleLine(lead.decision.quoteNumber, 40)}`
    : `New ${LEAD_KIND_LABELS[lead.kind]}`;
  const summary = [...decisionFields(lead.decision), ...summaryFields(lead)];
  const submitted = flattenFields(lead.payload);

  const inboxUrl = options.siteUrl ? staffLeadUrl(options.siteUrl, lead.leadId) : undefined;
  const inboxLines = inboxUrl ? [`Open this lead in the staff inbox: ${inboxUrl}`, ""] : [];
  const text = [
    heading,
    "",
    textLines(summary),
    "",
    "Submitted fields",
    "",
    textLines(submitted),
    "",
    ...inboxLines,
  ].join("\n");

  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    htmlTable(summary),
    '<h2 style="font-size:16px;margin-top:24px">Submitted fields</h2>',
    htmlTable(submitted),
    ...(inboxUrl
      ? [`<p style="margin-top:24px"><a href="${escapeHtml(inboxUrl)}">Open this lead in the staff inbox</a></p>`]
      : []),
    "</body></html>",
    "",
  ].join("\n");

  return { subject, text, html };
}
