// A form post's answer to the flood challenge, and the page's reply when the
// challenge must be met first: shared by the lead forms and the privacy request.
import { data } from "react-router";
import type { FormValues } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import {
  CHALLENGE_SOLUTION_FIELD,
  type FloodChallenge,
  type ProofProblem,
  QUESTION_ANSWER_FIELD,
  QUESTION_TOKEN_FIELD,
  floodMessages,
} from "#app/features/leads/flood/flood-defence.ts";
import type { ProofSent } from "#app/features/leads/flood/flood-gate.server.ts";

/** The flood challenge's fields of a form post: a solution (island) or a question's token and answer (no JavaScript). */
export function proofFromForm(formData: FormData): ProofSent {
  return {
    solution: formData.get(CHALLENGE_SOLUTION_FIELD),
    questionToken: formData.get(QUESTION_TOKEN_FIELD),
    questionAnswer: formData.get(QUESTION_ANSWER_FIELD),
  };
}

/**
 * During a flood (decision 053): the form comes back with what was typed and
 * the challenge; an island solves its proof of work and sends again, a page
 * without JavaScript shows its question.
 */
export function challengeAnswer(result: { problem: ProofProblem; challenge: FloodChallenge }, values: FormValues) {
  const message = result.problem === "missing" ? floodMessages.questionIntro : floodMessages.questionWrong;
  return data<LeadFormResult>(
    { status: "error", message, values, challenge: result.challenge },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}
