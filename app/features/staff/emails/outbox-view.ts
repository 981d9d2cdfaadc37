// The staff's view of the outbox at /admin/emails: every message the site has
// queued, newest first, 50 a page, with its state in the staff's words
// (waiting, retrying, sent, failed), its times and what it holds. Pure.
import type { OutboxChannel, OutboxStatus } from "#app/platform/db/schema.server.ts";

export const OUTBOX_PAGE_SIZE = 50;

export const OUTBOX_STATES = ["waiting", "retrying", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_STATE_LABELS: Readonly<Record<OutboxState, string>> = {
  waiting: "Waiting",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
};

/** A pending row that has failed before is retrying; one never tried (or being tried) is waiting. */
export function outboxState(row: { status: OutboxStatus; lastError: string | null }): OutboxState {
  if (row.status === "pending") return row.lastError === null ? "waiting" : "retrying";
  return row.status;
}

const CHANNEL_TITLES: Readonly<Record<OutboxChannel, string>> = {
  email: "Sales e-mail",
  webhook: "CRM webhook",
  customer_email: "Customer's copy of the quote",
  confirmation_email: "Confirmation link",
  staff_alert: "Failed sign-in alert to staff",
  staff_account_email: "Staff invitation or password reset",
  nudge_email: "Reminder",
};

export function outboxChannelTitle(channel: OutboxChannel): string {
  return Object.hasOwn(CHANNEL_TITLES, channel) ? CHANNEL_TITLES[channel] : channel;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Who a message goes to, as far as its row says: the customer's address, or the team it is for. */
export function outboxRecipient(channel: OutboxChannel, payload: Record<string, unknown>): string {
  switch (channel) {
    case "email":
      return "Sales";
    case "webhook":
      return "CRM";
    case "staff_alert":
      return "Staff";
    case "customer_email":
    case "confirmation_email":
      return text(payload.email) ?? "The customer";
    case "staff_account_email":
      return text(payload.email) ?? text(payload.to) ?? "A member of staff";
    case "nudge_email":
      return text(payload.recipient) ?? "Sales";
  }
}

/**
 * The Subject column: what the e-mail said, once it has gone. Before that
 * there is none yet: each e-mail is written from its row when it is sent.
 */
export function outboxSubject(channel: OutboxChannel, state: OutboxState, sentSubject: string | null): string {
  if (sentSubject !== null) return sentSubject;
  if (channel === "webhook") return "No subject: not an e-mail";
  if (state === "waiting" || state === "retrying") return "Written when it is sent";
  if (state === "failed") return "Not sent";
  return "Not kept: sent before copies were kept";
}

export interface OutboxQuery {
  state?: OutboxState;
  page: number;
  /** The message whose stored content is shown. */
  message?: string;
}

/** Reads ?state=, ?page= and ?message= leniently: anything else is the first page of every state. */
export function parseOutboxQuery(params: URLSearchParams): OutboxQuery {
  const state = params.get("state") ?? "";
  const page = Number(params.get("page") ?? "1");
  const message = params.get("message") ?? "";
  return {
    ...((OUTBOX_STATES as readonly string[]).includes(state) ? { state: state as OutboxState } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(/^[0-9a-f-]{36}$/.test(message) ? { message } : {}),
  };
}

/** A page's address with the same filter: ?state=…&page=…. */
export function outboxSearch(query: { state?: OutboxState; page?: number; message?: string }): string {
  const params = new URLSearchParams();
  if (query.state) params.set("state", query.state);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.message) params.set("message", query.message);
  const search = params.toString();
  return search ? `?${search}` : "";
}
