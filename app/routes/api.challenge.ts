// GET /api/challenge: a fresh flood challenge (decision 053). During a flood
// each submission must carry a solved one: a script solves `proofOfWork`
// (SHA-256(salt + number) = challenge, number from 0 to maxNumber) and sends
// the solution, base64 JSON of {algorithm, challenge, number, salt,
// signature}, in the X-Challenge-Solution header or the challengeSolution
// form field. Issuing stores nothing; a solution is accepted once.
import type { Route } from "./+types/api.challenge";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { json } from "#app/platform/http/json.server.ts";
import { leadIntakeFrom } from "#app/features/leads/intake/intake-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowed(request, "GET", "Use GET to get a challenge");
  }
  const intake = leadIntakeFrom(context);
  const challenge = await intake.issueChallenge();
  return json(200, { challenge: challenge.proofOfWork });
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, "GET", "Use GET to get a challenge");
}
