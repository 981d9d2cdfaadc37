// What the sales team receives about a lead: the shape queued in the outbox and
// what its e-mail says (app/emails renders it). Pure: the server modules do the sending.
import type { SpamDigest } from "#app/features/leads/flood/spam-digest.ts";
import { splitFullName } from "#app/platform/forms/full-name.ts";
import { toSingleLine } from "#app/platform/format/single-line.ts";
import type { QuoteDecisionType } from "#app/features/quotes/index.ts";
import { southAfricanMobile, whatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

export const LEAD_KINDS = [
  "callback",
  "contact",
  "partner_business",
  "partner_client",
  "quote",
  "assistant",
  "subscriber",
  "privacy_request",
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
  privacy_request: "privacy request",
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
   * Present on the customer's e-mail of a new version of their quote (decision
   * 039): the payload is that version; the e-mail says what changed.
   */
  revision?: QuoteRevisionNotice;
  /**
   * Present on the digest of submissions held as suspected spam (decision
   * 025): the e-mail reports these counts, not the lead the row hangs on.
   */
  spamDigest?: SpamDigest;
}

/** A version staff sent, as the customer's e-mail reports it. */
export interface QuoteRevisionNotice {
  version: number;
  previousVersion: number;
  /** What changed, a sentence each (versionChangeSummary). */
  changes: string[];
}

/** A visitor's decision on their quote, as the sales e-mail reports it. */
export interface QuoteDecisionNotice {
  quoteNumber: string;
  requestType: QuoteDecisionType;
  /** The quote's status after the decision. */
  status: string;
  /** ISO-8601 time of the decision. */
  decidedAt: string;
}

const DECISION_SUBJECTS: Readonly<Record<QuoteDecisionType, (quoteNumber: string) => string>> = {
  discount: (quoteNumber) => `Discount requested on quote ${quoteNumber}`,
  accept: (quoteNumber) => `Quote ${quoteNumber} accepted`,
  decline: (quoteNumber) => `Quote ${quoteNumber} declined`,
  undecided: (quoteNumber) => `Quote ${quoteNumber}: client undecided`,
  changes: (quoteNumber) => `Changes requested on quote ${quoteNumber}`,
};

const DECISION_LINES: Readonly<Record<QuoteDecisionType, string>> = {
  discount: "The client asked for a discount on this quote.",
  accept: "The client accepted this quote.",
  decline: "The client declined this quote.",
  undecided: "The client is undecided and would like to talk it over.",
  changes: "The client asked for changes to this quote on its live page; the lead in the inbox lists them.",
};

export type { RenderedEmail } from "#app/platform/mail/render-email.ts";

export interface NotificationField {
  label: string;
  value: string;
  /** Shown as a mailto: or tel: link when the value looks like one. */
  link?: "email" | "phone";
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

export function decisionFields(decision: QuoteDecisionNotice | undefined): NotificationField[] {
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

/** Who sent the lead, from where and when, as the top of the sales e-mail lists it. */
export function summaryFields(lead: LeadNotification): NotificationField[] {
  return [
    { label: "Name", value: lead.fullName ?? "" },
    { label: "Email", value: lead.email ?? "", link: "email" },
    { label: "Phone", value: lead.phone ?? "", link: "phone" },
    { label: "Source", value: lead.source },
    { label: "Referrer", value: lead.referrer ?? "" },
    { label: "Marketing consent", value: lead.marketingConsent ? "yes" : "no" },
    { label: "Received", value: lead.createdAt },
    { label: "Lead id", value: lead.leadId },
  ];
}

/** Where the lead opens in the staff inbox, e.g. https://www.example.co.za/admin/leads/<id>. */
export function staffLeadUrl(siteUrl: string, leadId: string): string {
  return new URL(`/admin/leads/${encodeURIComponent(leadId)}`, siteUrl).href;
}

/** "New call-back request", or "Decision on quote Q-…": the e-mail's heading. */
export function leadHeading(lead: LeadNotification): string {
  return lead.decision
    ? `Decision on quote ${toSingleLine(lead.decision.quoteNumber, 40)}`
    : `New ${LEAD_KIND_LABELS[lead.kind]}`;
}

/**
 * "Reply on WhatsApp" for a lead with a South African mobile number: a chat
 * to that number with a greeting naming what the lead asked for. Undefined
 * for other numbers (see southAfricanMobile).
 */
export function staffWhatsAppReplyLink(lead: LeadNotification): string | undefined {
  const mobile = lead.phone ? southAfricanMobile(lead.phone) : undefined;
  if (!mobile) return undefined;
  const firstName = toSingleLine(splitFullName(lead.fullName ?? "").name, 40) || "there";
  const request = lead.decision ? `quote ${toSingleLine(lead.decision.quoteNumber, 40)}` : LEAD_KIND_LABELS[lead.kind];
  return whatsAppLink(mobile, whatsAppMessages.staffReply(firstName, request));
}
