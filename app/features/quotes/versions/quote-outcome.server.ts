// Staff mark a lead's quote won, or lost with its reason (decision 039): the
// quote, the lead and the history together, refused with the field's message
// when the form is not complete or the quote can no longer move there.
import type { Kysely } from "kysely";
import { QUOTE_STATUS_LABELS } from "#app/features/quotes/quote-status.ts";
import { quoteOutcomeInput, quoteOutcomeSchema } from "#app/features/quotes/versions/quote-versions.ts";
import { markQuoteOutcome } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export type QuoteOutcomeAnswer =
  | { status: "done"; notice: "outcome" }
  | { status: "refused"; httpStatus: 400 | 409; error: { intent: "quote_outcome"; field: string; message: string } }
  | { status: "not_found"; message: string };

/** Reads the won-or-lost form and records the outcome on the lead's quote. */
export async function recordQuoteOutcome(
  db: Kysely<Database>,
  { leadId, staff, form }: { leadId: string; staff: { email: string; staffId: string }; form: FormData },
): Promise<QuoteOutcomeAnswer> {
  const payload = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") payload.append(name, value);
  const submission = parseFormSubmission(payload, quoteOutcomeSchema);
  if (submission.status !== "success") {
    const errors = firstMessages(submission.error);
    const [field, message] = Object.entries(errors)[0] ?? ["outcome", "Choose won or lost"];
    return { status: "refused", httpStatus: 400, error: { intent: "quote_outcome", field, message } };
  }
  const result = await markQuoteOutcome(db, {
    leadId,
    staffEmail: staff.email,
    ...quoteOutcomeInput(submission.value),
  });
  if (result.status === "not_found") return { status: "not_found", message: "There is no quote on this lead." };
  if (result.status === "not_allowed") {
    const message = `This quote is ${QUOTE_STATUS_LABELS[result.quoteStatus].toLowerCase()}, so it cannot be marked ${String(submission.value.outcome)}.`;
    return { status: "refused", httpStatus: 409, error: { intent: "quote_outcome", field: "outcome", message } };
  }
  logInfo("staff.quote_outcome", { leadId, staffId: staff.staffId, to: result.quoteStatus });
  return { status: "done", notice: "outcome" };
}
