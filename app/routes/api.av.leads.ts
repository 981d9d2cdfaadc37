// POST /api/av/leads: the lead call of spec section 7.1 as a JSON endpoint.
// 201 with the lead's id once it is stored (200 with the same id when a
// retried post repeats its Idempotency-Key with the same body; 409 when the
// key was first used with another body); 400 with field errors; 413, 415
// and 400 for bodies that are too big, not JSON or malformed; 429 when rate
// limited; 403 with a challenge during a flood of its kind, until the post
// carries a solution (X-Challenge-Solution, decision 053); 503 when the
// database cannot take it. Nothing invalid is stored.
import type { Route } from "./+types/api.av.leads";
import {
  CHALLENGE_PATH,
  CHALLENGE_SOLUTION_HEADER,
  proofProblemMessage,
} from "#app/features/leads/flood/flood-defence.ts";
import { leadCallMessages, serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { LEADS_BODY_LIMIT_BYTES, readIdempotencyKey } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import { isApplication, submitLead } from "#app/features/leads/intake/submit-lead.server.ts";

const USE_POST = "Use POST to submit a lead";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const body = await readJsonBody(request, {
    limitBytes: LEADS_BODY_LIMIT_BYTES,
    what: "lead",
    types: ["application/json"],
    wrongType: "Send the lead as JSON with Content-Type: application/json",
  });
  if (!body.ok) return body.response;
  const key = readIdempotencyKey(request);
  if (!key.ok) return key.response;

  const result = await submitLead(context, request, {
    payload: body.value,
    idempotencyKey: key.key,
    proof: { solution: request.headers.get(CHALLENGE_SOLUTION_HEADER) },
  });
  switch (result.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: result.errors });
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "challenge":
      // A flood of its kind (decision 053): solve the challenge, then send the same lead again with the solution.
      return refusal(403, proofProblemMessage(result.problem), {
        challenge: result.challenge.proofOfWork,
        challengeUrl: CHALLENGE_PATH,
      });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "conflict":
      // The key was first used with another body: its lead is not this one, and its details stay private.
      return refusal(409, serverMessages.reusedKey);
    case "stored": {
      const messages = isApplication(result.kind) ? leadCallMessages.application : leadCallMessages.request;
      // A replayed Idempotency-Key answers 200 with the first submission's id.
      return json(result.created ? 201 : 200, { success: true, id: result.id, message: messages.success });
    }
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
