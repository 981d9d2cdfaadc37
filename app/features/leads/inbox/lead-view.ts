// The staff lead page's rules: reading its three forms (status, note, retry),
// labelling notifications, listing what the visitor sent, and the lead's
// history as one timeline. Pure: the route does the reading and writing.
import { LEAD_STATUS_LABELS, type LeadStatus, SYSTEM_ACTOR } from "#app/features/leads/lead-status.ts";
import { type LeadStatusMove, checkLeadStatusForm } from "#app/features/leads/inbox/lead-status-form.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "#app/features/quotes/index.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";
import { splitFullName } from "#app/platform/forms/full-name.ts";
import { LEAD_KIND_LABELS, type LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { southAfricanMobile, whatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

export const NOTE_MAX_LENGTH = 2000;

export const LEAD_ACTION_MESSAGES = {
  statusInvalid: "Choose one of the listed statuses.",
  noteRequired: "Write a note before saving it.",
  noteTooLong: (length: number) =>
    `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters; this one has ${length.toLocaleString("en-US")}.`,
  unknownAction: "That action is not recognised. Reload the page and try again.",
  unchanged: (status: LeadStatus) => `This lead is already ${LEAD_STATUS_LABELS[status]}.`,
  conflict: (current: LeadStatus) =>
    `Someone else changed this lead to ${LEAD_STATUS_LABELS[current]} while you had it open. Check the history below and choose again.`,
  /** A move of a quote lead its quote cannot take (quoteOnLeadMove): "This quote is won, so it cannot be marked lost." */
  quoteRefuses: (quoteStatus: QuoteStatus, to: LeadStatus) =>
    `This quote is ${QUOTE_STATUS_LABELS[quoteStatus].toLowerCase()}, so it cannot be marked ${to}.`,
  notRetryable: "That notification has been sent already or is being sent right now, so there is nothing to retry.",
  notificationMissing: "That notification does not belong to this lead.",
} as const;

/** Messages shown after a successful action (the page is reloaded with ?notice=…). */
export const LEAD_NOTICES = {
  status: "Status updated.",
  note: "Note added.",
  retry: "Notification queued: it will be sent again within a few seconds.",
  version_sent:
    "Version sent to the customer. Their e-mail goes out within a few seconds; you can also send the link on WhatsApp.",
  /** Sent while this site sends no e-mail (no SMTP): the version is live, and staff pass its link on themselves. */
  version_live:
    "Version saved and live for the customer, but no e-mail was sent: e-mail is not set up on this site. Copy the live-quote link below, or send it on WhatsApp.",
  outcome: "Quote outcome recorded.",
} as const;
export type LeadNotice = keyof typeof LEAD_NOTICES;

export function leadNotice(value: string | null): string | undefined {
  return value && Object.hasOwn(LEAD_NOTICES, value) ? LEAD_NOTICES[value as LeadNotice] : undefined;
}

export type LeadAction =
  ({ intent: "status" } & LeadStatusMove) | { intent: "note"; note: string } | { intent: "retry"; outboxId: string };

export type LeadActionParse =
  | { ok: true; action: LeadAction }
  | { ok: false; intent: "status" | "note" | "retry" | "unknown"; field?: string; message: string };

type FormLike = { get(name: string): FormDataEntryValue | null };

function field(form: FormLike, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Reads one of the lead page's forms; every refusal names the field and the rule. */
export function parseLeadAction(form: FormLike): LeadActionParse {
  const intent = field(form, "intent");
  if (intent === "status") {
    const check = checkLeadStatusForm({
      status: field(form, "status"),
      current_status: field(form, "current_status"),
      lost_reason: field(form, "lost_reason"),
      lost_note: field(form, "lost_note"),
    });
    if (check.ok) return { ok: true, action: { intent, ...check.move } };
    if (check.field === "current_status") {
      return { ok: false, intent: "unknown", message: LEAD_ACTION_MESSAGES.unknownAction };
    }
    return { ok: false, intent, field: check.field, message: check.message };
  }
  if (intent === "note") {
    // Line ends normalised so the count matches what the textarea showed;
    // stored like visitor text (PostgreSQL refuses NUL in text).
    const note = storableText(field(form, "note")).replace(/\r\n?/g, "\n").trim();
    if (!note) return { ok: false, intent, field: "note", message: LEAD_ACTION_MESSAGES.noteRequired };
    if (note.length > NOTE_MAX_LENGTH) {
      return { ok: false, intent, field: "note", message: LEAD_ACTION_MESSAGES.noteTooLong(note.length) };
    }
    return { ok: true, action: { intent, note } };
  }
  if (intent === "retry") {
    const outboxId = field(form, "outbox_id");
    if (!/^[0-9a-f-]{36}$/.test(outboxId)) {
      return { ok: false, intent, message: LEAD_ACTION_MESSAGES.notificationMissing };
    }
    return { ok: true, action: { intent, outboxId } };
  }
  return { ok: false, intent: "unknown", message: LEAD_ACTION_MESSAGES.unknownAction };
}

export const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  email: "Sales e-mail",
  webhook: "CRM webhook",
  customer_email: "Customer's copy of the quote",
  staff_alert: "Failed sign-in alert to staff",
  staff_account_email: "Staff invitation or password reset",
  nudge_email: "Reminder to sales: waiting past the response target",
};

/** The own entry of a label table: "constructor" or "toString" are not labels. */
function labelFrom(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function channelLabel(channel: string): string {
  return labelFrom(CHANNEL_LABELS, channel) ?? channel;
}

export interface DeliveryLike {
  channel: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
}

/** One sentence on where a notification stands. */
export function describeDelivery(delivery: DeliveryLike, channelConfigured: boolean): string {
  if (delivery.status === "sent") return `Sent ${formatSast(delivery.deliveredAt ?? delivery.nextAttemptAt)}`;
  const attempts = delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`;
  if (delivery.status === "failed") return `Failed after ${attempts}`;
  if (!channelConfigured) return "Waiting: this channel is not configured on the server";
  if (delivery.attempts === 0) return "Queued to send";
  if (delivery.lastError === null) return "Being sent now";
  return `Pending: attempt ${delivery.attempts} failed, next try ${formatSast(delivery.nextAttemptAt)}`;
}

/** A failed notification, or one waiting for its next try, can be sent again now. */
export function canRetry(delivery: DeliveryLike): boolean {
  return delivery.status === "failed" || (delivery.status === "pending" && delivery.lastError !== null);
}

export interface PayloadEntry {
  label: string;
  value: string;
}

const PAYLOAD_LABELS: Readonly<Record<string, string>> = {
  requestedAt: "Requested at",
  vdn: "Routing code (VDN)",
  preferredTime: "Preferred time",
  comments: "Message",
  fullname: "Full name",
  tel: "Phone",
  email: "E-mail",
  company: "Company",
  companyWebsite: "Company website",
  industry: "Industry",
  clientType: "Client type",
  eventsPerYear: "Events per year",
  interestReason: "Why they are interested",
  referralSource: "Heard about us through",
  subscribedAt: "Subscribed at",
  page: "Page",
};

/** Keys already shown elsewhere on the page (contact block, quote table). */
const SHOWN_ELSEWHERE = new Set(["referrer", "source", "name", "surname", "lines", "contact.name", "contact.surname"]);

function humanise(key: string): string {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Everything the visitor sent, as label and text, nested objects flattened, empty values left out. */
export function payloadEntries(payload: unknown, prefix = ""): PayloadEntry[] {
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return [];
  const entries: PayloadEntry[] = [];
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (SHOWN_ELSEWHERE.has(path) || SHOWN_ELSEWHERE.has(key)) continue;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      entries.push(...payloadEntries(value, path));
      continue;
    }
    if (value === null || value === undefined || value === "") continue;
    const text = Array.isArray(value)
      ? value.map((item) => (typeof item === "object" ? JSON.stringify(item) : String(item))).join(", ")
      : String(value);
    entries.push({ label: labelFrom(PAYLOAD_LABELS, key) ?? humanise(key), value: text });
  }
  return entries;
}

/** One entry of a lead's staff history (the lead_events table). */
export interface LeadEvent {
  id: string;
  type: "status" | "note" | "retry" | "quote_version_saved" | "quote_version_sent" | "quote_won" | "quote_lost";
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string | null;
  outboxId: string | null;
  staffEmail: string;
  createdAt: string;
  /** The quote version a quote_version_* event is about. */
  quoteVersion?: number | null;
}

export interface TimelineSources {
  createdAt: string;
  source: string;
  events: readonly Omit<LeadEvent, "id">[];
  deliveries: readonly (DeliveryLike & { id: string; createdAt: string })[];
  decisions: readonly { requestType: string; statusAfter: string; createdAt: string; quoteVersion?: number }[];
}

export interface TimelineEntry {
  at: string;
  /** Who acted: a member of staff, "Visitor" or "System" (deliveries). */
  actor: string;
  text: string;
  /** A note's own text, shown as written. */
  note?: string;
}

const DECISION_TEXT: Readonly<Record<string, string>> = {
  discount: "Visitor asked for a discount on the quote",
  accept: "Visitor accepted the quote",
  decline: "Visitor declined the quote",
  undecided: "Visitor said they are still deciding",
  changes: "Visitor asked for changes to the quote",
};

/** The lead's whole history, oldest first: receipt, staff actions, visitor decisions and deliveries. */
export function leadTimeline(sources: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { at: sources.createdAt, actor: "Visitor", text: `Received through ${sources.source}` },
  ];
  const deliveryLabel = new Map(sources.deliveries.map((delivery) => [delivery.id, channelLabel(delivery.channel)]));
  for (const event of sources.events) {
    if (event.type === "status" && event.fromStatus && event.toStatus) {
      entries.push({
        at: event.createdAt,
        actor: event.staffEmail === SYSTEM_ACTOR ? "System" : event.staffEmail,
        text: `Status changed from ${LEAD_STATUS_LABELS[event.fromStatus]} to ${LEAD_STATUS_LABELS[event.toStatus]}`,
        // Why: the quote event that moved it, or the reason staff gave for a lost lead.
        ...(event.note ? { note: event.note } : {}),
      });
    } else if (event.type === "note") {
      entries.push({ at: event.createdAt, actor: event.staffEmail, text: "Note added", note: event.note ?? "" });
    } else if (event.type === "retry") {
      const label = deliveryLabel.get(event.outboxId ?? "") ?? "A notification";
      entries.push({ at: event.createdAt, actor: event.staffEmail, text: `${label}: asked to send again` });
    } else if (event.type === "quote_version_saved" || event.type === "quote_version_sent") {
      const what = event.type === "quote_version_saved" ? "saved" : "sent to the customer";
      entries.push({
        at: event.createdAt,
        actor: event.staffEmail,
        text: `Quote version ${event.quoteVersion ?? ""} ${what}`,
      });
    } else if (event.type === "quote_won" || event.type === "quote_lost") {
      entries.push({
        at: event.createdAt,
        actor: event.staffEmail,
        text: event.type === "quote_won" ? "Quote marked won" : "Quote marked lost",
        ...(event.note ? { note: event.note } : {}),
      });
    }
  }
  for (const decision of sources.decisions) {
    const text = labelFrom(DECISION_TEXT, decision.requestType) ?? `Visitor decision: ${decision.requestType}`;
    entries.push({
      at: decision.createdAt,
      actor: "Visitor",
      // Which version the decision was on, once a quote has more than one.
      text: decision.quoteVersion && decision.quoteVersion > 1 ? `${text} (version ${decision.quoteVersion})` : text,
    });
  }
  for (const delivery of sources.deliveries) {
    // Failures carry no time of their own; the notifications table shows them.
    if (delivery.status === "sent" && delivery.deliveredAt) {
      entries.push({ at: delivery.deliveredAt, actor: "System", text: `${channelLabel(delivery.channel)} sent` });
    }
  }
  // Stable: entries at the same moment keep the order above.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * Staff's "Reply on WhatsApp" for a lead: a chat with the lead's mobile
 * number, opened with a greeting that names what they asked for ("your quote
 * request Q-…", "your call-back request"). Undefined when the lead left no
 * South African mobile number, since a landline cannot take the chat.
 */
export function leadWhatsAppReply(
  lead: { kind: LeadKind; fullName: string | null; phone: string | null },
  quoteNumber?: string,
): string | undefined {
  const mobile = lead.phone ? southAfricanMobile(lead.phone) : undefined;
  if (!mobile) return undefined;
  const firstName = lead.fullName ? splitFullName(lead.fullName).name : "";
  const request = quoteNumber ? `${LEAD_KIND_LABELS.quote} ${quoteNumber}` : LEAD_KIND_LABELS[lead.kind];
  return whatsAppLink(mobile, whatsAppMessages.staffReply(firstName || "there", request));
}

/**
 * Staff's "Send on WhatsApp" for a revised quote (decision 039): a chat with
 * the lead's mobile number with the version and its live page typed in.
 * Undefined without a South African mobile number.
 */
export function revisedQuoteWhatsApp(
  lead: { fullName: string | null; phone: string | null },
  quote: { quoteNumber: string; version: number; liveUrl: string },
): string | undefined {
  const mobile = lead.phone ? southAfricanMobile(lead.phone) : undefined;
  if (!mobile) return undefined;
  const firstName = lead.fullName ? splitFullName(lead.fullName).name : "";
  return whatsAppLink(
    mobile,
    whatsAppMessages.revisedQuote(firstName || "there", quote.quoteNumber, quote.version, quote.liveUrl),
  );
}

/**
 * "Send on WhatsApp" for a version no e-mail went out for: a chat with the
 * customer's mobile number when it reads as one (+27…), else WhatsApp's own
 * choice of contact, with the version and its live page typed in.
 */
export function liveQuoteWhatsApp(
  lead: { fullName: string | null; phone: string | null },
  quote: { quoteNumber: string; version: number; liveUrl: string },
): string {
  const mobile = lead.phone ? southAfricanMobile(lead.phone) : undefined;
  const firstName = lead.fullName ? splitFullName(lead.fullName).name : "";
  const text =
    quote.version > 1
      ? whatsAppMessages.revisedQuote(firstName || "there", quote.quoteNumber, quote.version, quote.liveUrl)
      : whatsAppMessages.liveQuote(firstName || "there", quote.quoteNumber, quote.liveUrl);
  return mobile ? whatsAppLink(mobile, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * What staff are told of a record that stands for identical submissions
 * folded together during a flood (decision 053); undefined for a lead sent once.
 */
export function repeatedSubmissionText(repeatCount: number, lastSeen: string | null): string | undefined {
  if (repeatCount <= 1) return undefined;
  // Thousands grouped with commas, as the site writes every amount.
  const times = `${new Intl.NumberFormat("en-US").format(repeatCount)} identical submissions`;
  return lastSeen ? `${times}, the last received ${lastSeen}` : times;
}
