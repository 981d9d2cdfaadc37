// The lead page's status form as one schema (decision 067): the target and the
// status staff saw, and, when they move a lead to lost by hand, why (a reason
// from the list; "other" needs words). The page's form is built from the same
// lists and limits, and the action checks the post with it. Pure.
import * as z from "zod/mini";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status.ts";
import { LOST_REASONS, LOST_REASON_LABELS, type LostReason } from "#app/features/quotes/index.ts";

export const LOST_NOTE_MAX_LENGTH = 500;

export const LEAD_STATUS_FORM_MESSAGES = {
  status: "Choose one of the listed statuses.",
  currentStatus: "That action is not recognised. Reload the page and try again.",
  lostReason: "Choose why the lead was lost.",
  lostNote: 'Say in a few words why the lead was lost (needed for "Other").',
  lostNoteTooLong: `The reason in your words must be at most ${LOST_NOTE_MAX_LENGTH} characters.`,
} as const;

const trimmed = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value?.trim() ?? ""),
);

export const leadStatusFormSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, LEAD_STATUS_FORM_MESSAGES.status),
    current_status: z.enum(LEAD_STATUSES, LEAD_STATUS_FORM_MESSAGES.currentStatus),
    lost_reason: trimmed,
    lost_note: trimmed.check(z.maxLength(LOST_NOTE_MAX_LENGTH, LEAD_STATUS_FORM_MESSAGES.lostNoteTooLong)),
  })
  .check(
    z.superRefine((value, ctx) => {
      // Only a move to lost asks why; "already lost" is answered by the action.
      if (value.status !== "lost" || value.current_status === "lost") return;
      if (!(LOST_REASONS as readonly string[]).includes(value.lost_reason)) {
        ctx.addIssue({
          code: "custom",
          path: ["lost_reason"],
          message: LEAD_STATUS_FORM_MESSAGES.lostReason,
          input: value,
        });
      } else if (value.lost_reason === "other" && value.lost_note === "") {
        ctx.addIssue({
          code: "custom",
          path: ["lost_note"],
          message: LEAD_STATUS_FORM_MESSAGES.lostNote,
          input: value,
        });
      }
    }),
  );

/** Why staff lost a lead: a listed reason and their words. */
export interface LostLeadReason {
  reason: LostReason;
  note: string;
}

export type LeadStatusMove = { from: LeadStatus; to: LeadStatus; lost?: LostLeadReason };

export type LeadStatusFormCheck =
  | { ok: true; move: LeadStatusMove }
  | { ok: false; field: "status" | "current_status" | "lost_reason" | "lost_note"; message: string };

const FIELD_ORDER = ["status", "current_status", "lost_reason", "lost_note"] as const;

/** Checks the posted status form; the first refusal, in the form's order, names its field. */
export function checkLeadStatusForm(values: Record<string, string>): LeadStatusFormCheck {
  const result = z.safeParse(leadStatusFormSchema, values);
  if (!result.success) {
    const issues = result.error.issues;
    for (const field of FIELD_ORDER) {
      const issue = issues.find((candidate) => candidate.path[0] === field);
      if (issue) return { ok: false, field, message: issue.message };
    }
    return { ok: false, field: "status", message: LEAD_STATUS_FORM_MESSAGES.status };
  }
  const { status: to, current_status: from, lost_reason, lost_note } = result.data;
  const asksWhy = to === "lost" && from !== "lost";
  const lost = asksWhy ? { reason: lost_reason as LostReason, note: lost_note } : undefined;
  return { ok: true, move: { from, to, ...(lost ? { lost } : {}) } };
}

/** The history's words for a lead lost by hand: "Price: their budget was cut". */
export function lostReasonNote(lost: LostLeadReason): string {
  const label = LOST_REASON_LABELS[lost.reason];
  return lost.note ? `${label}: ${lost.note}` : label;
}

/** The status select's options, in the workflow's order. */
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));
