// What the lead page's forms do: move the lead to a status (its quote marked
// won or lost with it, decision 070), add a note, or retry a notification.
// Each answers with the notice to show back on the page, or the refusal to
// show by its form, or that the lead is not there.
import { addLeadNote, changeLeadStatus, retryDelivery } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { LEAD_ACTION_MESSAGES, parseLeadAction } from "#app/features/leads/inbox/lead-view.ts";
import type { LeadStatusMove } from "#app/features/leads/inbox/lead-status-form.ts";
import type { StaffServices } from "#app/features/staff/index.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

/** A refusal shown by the form it answers (its intent), at the field it names. */
export interface LeadActionError {
  intent: string;
  field?: string;
  message: string;
}

export type LeadActionOutcome =
  | { status: "done"; notice: "status" | "note" | "retry" | "outcome" }
  | { status: "refused"; httpStatus: 400 | 404 | 409; error: LeadActionError }
  | { status: "not_found"; message: string };

export interface LeadActionRequest {
  leadId: string;
  staff: { email: string; staffId: string };
  form: FormData;
}

const LEAD_NOT_FOUND = "There is no lead with this address.";

/** Does what the posted form asks of the lead. */
export async function leadPageAction(services: StaffServices, request: LeadActionRequest): Promise<LeadActionOutcome> {
  const parsed = parseLeadAction(request.form);
  if (!parsed.ok) {
    const stale = parsed.field?.startsWith("lost_") ? await staleStatusRefusal(services, request) : undefined;
    if (stale) return stale;
    return {
      status: "refused",
      httpStatus: 400,
      error: { intent: parsed.intent, field: parsed.field, message: parsed.message },
    };
  }
  const { action } = parsed;
  if (action.intent === "status") return moveLead(services, request, action);
  if (action.intent === "note") {
    const { leadId, staff } = request;
    if (!(await addLeadNote(services.db, { leadId, note: action.note, staffEmail: staff.email }))) {
      return { status: "not_found", message: LEAD_NOT_FOUND };
    }
    return { status: "done", notice: "note" };
  }
  return retryNotification(services, request, action.outboxId);
}

/**
 * A move to lost without its reason from a page someone has moved on since
 * answers as any stale page does (409): the reason only matters once the
 * member of staff sees the lead as it is.
 */
async function staleStatusRefusal(
  services: StaffServices,
  { leadId, form }: LeadActionRequest,
): Promise<LeadActionOutcome | undefined> {
  const lead = await getLead(services.db, leadId);
  if (!lead) return { status: "not_found", message: LEAD_NOT_FOUND };
  if (lead.status === form.get("current_status")) return undefined;
  const message = LEAD_ACTION_MESSAGES.conflict(lead.status);
  return { status: "refused", httpStatus: 409, error: { intent: "status", field: "status", message } };
}

async function moveLead(
  services: StaffServices,
  { leadId, staff }: LeadActionRequest,
  move: LeadStatusMove,
): Promise<LeadActionOutcome> {
  const result = await changeLeadStatus(services.db, { leadId, ...move, staffEmail: staff.email });
  if (result.status === "not_found") return { status: "not_found", message: LEAD_NOT_FOUND };
  if (result.status === "conflict") {
    const message = LEAD_ACTION_MESSAGES.conflict(result.current);
    return { status: "refused", httpStatus: 409, error: { intent: "status", field: "status", message } };
  }
  if (result.status === "quote_refuses") {
    const message = LEAD_ACTION_MESSAGES.quoteRefuses(result.quoteStatus, move.to);
    return { status: "refused", httpStatus: 409, error: { intent: "status", field: "status", message } };
  }
  if (result.status === "unchanged") {
    const message = LEAD_ACTION_MESSAGES.unchanged(move.to);
    return { status: "refused", httpStatus: 400, error: { intent: "status", field: "status", message } };
  }
  logInfo("staff.lead_status", { leadId, staffId: staff.staffId, to: move.to, quote: result.quoteMarked });
  // The quote moved with the lead: the notice says its outcome is recorded.
  return { status: "done", notice: result.quoteMarked ? "outcome" : "status" };
}

async function retryNotification(
  services: StaffServices,
  { leadId, staff }: LeadActionRequest,
  outboxId: string,
): Promise<LeadActionOutcome> {
  const result = await retryDelivery(services.db, { leadId, outboxId, staffEmail: staff.email });
  if (result === "not_found") {
    const error = { intent: "retry", message: LEAD_ACTION_MESSAGES.notificationMissing };
    return { status: "refused", httpStatus: 404, error };
  }
  if (result === "not_retryable") {
    return {
      status: "refused",
      httpStatus: 409,
      error: { intent: "retry", message: LEAD_ACTION_MESSAGES.notRetryable },
    };
  }
  services.kickOutbox();
  logInfo("staff.delivery_retry", { leadId, outboxId, staffId: staff.staffId });
  return { status: "done", notice: "retry" };
}
