// Where a lead stands in the sales team's work. Every lead starts as 'new';
// a quote lead follows its quote's life on its own (lead-status-flow.ts,
// decision 067) and staff can move any lead to any status by hand. Each move,
// by staff or by the system, is kept in its history.

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "quoted",
  "changes_requested",
  "accepted",
  "won",
  "lost",
  "spam",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DEFAULT_LEAD_STATUS: LeadStatus = "new";

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  changes_requested: "Changes requested",
  accepted: "Accepted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Statuses that still need someone to act: the inbox's "open" view. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = [
  "new",
  "contacted",
  "quoted",
  "changes_requested",
  "accepted",
];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The history's author of a move the quote's life made, not a member of staff. */
export const SYSTEM_ACTOR = "system";
