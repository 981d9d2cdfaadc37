// Where a lead stands in the sales team's work. Every lead starts as 'new';
// staff move it on by hand and each move is kept in its history.

export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DEFAULT_LEAD_STATUS: LeadStatus = "new";

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Statuses that still need someone to act: the inbox's "open" view. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ["new", "contacted", "quoted"];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}
