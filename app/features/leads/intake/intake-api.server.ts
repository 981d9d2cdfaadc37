// What the JSON endpoints that submit through the lead intake (a lead at
// /api/av/leads, a quote at /api/quotes) share: reading the body and its
// Idempotency-Key, and the answer to a submission that was not stored.
import type { FieldError } from "#app/platform/forms/field-errors.ts";
import {
  CHALLENGE_PATH,
  CHALLENGE_SOLUTION_HEADER,
  proofProblemMessage,
} from "#app/features/leads/flood/flood-defence.ts";
import type { ProofSent } from "#app/features/leads/flood/flood-gate.server.ts";
import type { ChallengeResult } from "#app/features/leads/intake/lead-intake.server.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { readIdempotencyKey } from "#app/platform/http/endpoints.server.ts";
import { readJsonBody } from "#app/platform/http/json-body.server.ts";
import { refusal } from "#app/platform/http/json.server.ts";

export interface IntakeSubmission {
  body: unknown;
  idempotencyKey: string | null;
  proof: ProofSent;
}

/**
 * The submission a client posted: a JSON body within `limitBytes`, its
 * Idempotency-Key and any flood challenge's solution; or the refusal (413,
 * 415, 400) to answer with.
 */
export async function readIntakeSubmission(
  request: Request,
  rules: { limitBytes: number; what: string; wrongType: string },
): Promise<{ ok: true; submission: IntakeSubmission } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, { ...rules, types: ["application/json"] });
  if (!body.ok) return body;
  const key = readIdempotencyKey(request);
  if (!key.ok) return key;
  const proof = { solution: request.headers.get(CHALLENGE_SOLUTION_HEADER) };
  return { ok: true, submission: { body: body.value, idempotencyKey: key.key, proof } };
}

export type NotStored =
  | { status: "invalid"; errors: FieldError[] }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "conflict" }
  | ChallengeResult
  | { status: "unavailable" };

/** The answer to a submission the intake did not store; nothing of it was kept. */
export function notStoredAnswer(outcome: NotStored): Response {
  switch (outcome.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: outcome.errors });
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "challenge":
      // A flood of its kind (decision 053): solve the challenge, then send the same submission again with the solution.
      return refusal(403, proofProblemMessage(outcome.problem), {
        challenge: outcome.challenge.proofOfWork,
        challengeUrl: CHALLENGE_PATH,
      });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "conflict":
      // The key was first used with another body: what it stored is not this client's, and its details stay private.
      return refusal(409, serverMessages.reusedKey);
  }
}
