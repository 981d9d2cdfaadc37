// POST /api/av/leads: the lead call of spec section 7.1 as a JSON endpoint.
// 201 with the lead's id once it is stored (200 with the same id when a
// retried post repeats its Idempotency-Key with the same body; 409 when the
// key was first used with another body); 400 with field errors; 413, 415
// and 400 for bodies that are too big, not JSON or malformed; 429 when rate
// limited; 403 with a challenge during a flood of its kind, until the post
// carries a solution (X-Challenge-Solution, decision 053); 503 when the
// database cannot take it. Nothing invalid is stored.
import type { Route } from "./+types/api.av.leads";
import { leadCallMessages } from "#app/features/leads/forms/lead-messages.ts";
import { notStoredAnswer, readIntakeSubmission } from "#app/features/leads/intake/intake-api.server.ts";
import { isApplication, submitLead } from "#app/features/leads/intake/submit-lead.server.ts";
import { LEADS_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { json } from "#app/platform/http/json.server.ts";

const USE_POST = "Use POST to submit a lead";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const read = await readIntakeSubmission(request, {
    limitBytes: LEADS_BODY_LIMIT_BYTES,
    what: "lead",
    wrongType: "Send the lead as JSON with Content-Type: application/json",
  });
  if (!read.ok) return read.response;
  const { body, ...submission } = read.submission;
  const result = await submitLead(context, request, { payload: body, ...submission });
  if (result.status !== "stored") return notStoredAnswer(result);
  const messages = isApplication(result.kind) ? leadCallMessages.application : leadCallMessages.request;
  // A replayed Idempotency-Key answers 200 with the first submission's id.
  return json(result.created ? 201 : 200, { success: true, id: result.id, message: messages.success });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
