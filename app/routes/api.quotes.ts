// POST /api/quotes: a new quote from the quote page, priced on the server.
// 201 with the quote and its access token (given once: only its hash is
// stored); 200 with the same quote and no token when a retried post repeats
// its Idempotency-Key with the same body, 409 when the key was first used with
// another body; 400 with field errors (the quote form's own messages);
// 413, 415 and 400 for bodies that are too big, not JSON or malformed; 429
// past the lead intake's rate limits; 403 with a challenge during a flood of
// quotes until the post carries a solution (decision 053); 503 when the
// database cannot take it.
import type { Route } from "./+types/api.quotes";
import {
  CHALLENGE_PATH,
  CHALLENGE_SOLUTION_HEADER,
  proofProblemMessage,
} from "#app/features/leads/flood/flood-defence.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { QUOTES_BODY_LIMIT_BYTES, readIdempotencyKey } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import {
  liveQuoteUrlFor,
  quoteApiMessages,
  submitQuoteRequest,
} from "#app/features/quotes/request/quote-requests.server.ts";

const USE_POST = "Use POST to create a quote";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const body = await readJsonBody(request, {
    limitBytes: QUOTES_BODY_LIMIT_BYTES,
    what: "quote",
    types: ["application/json"],
    wrongType: quoteApiMessages.notJson,
  });
  if (!body.ok) return body.response;
  const key = readIdempotencyKey(request);
  if (!key.ok) return key.response;

  const outcome = await submitQuoteRequest(context, request, {
    body: body.value,
    idempotencyKey: key.key,
    proof: { solution: request.headers.get(CHALLENGE_SOLUTION_HEADER) },
  });
  switch (outcome.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: outcome.errors });
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "challenge":
      // A flood of quotes (decision 053): solve the challenge, then send the same quote again with the solution.
      return refusal(403, proofProblemMessage(outcome.problem), {
        challenge: outcome.challenge.proofOfWork,
        challengeUrl: CHALLENGE_PATH,
      });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "conflict":
      // The key was first used with another body: that quote (and its contact details) is not this client's.
      return refusal(409, serverMessages.reusedKey);
    case "stored": {
      const { result } = outcome;
      const answer = {
        success: true,
        quoteNumber: result.quote.quoteNumber,
        quote: result.quote,
        customerEmailQueued: result.customerEmailQueued,
      };
      // A replayed Idempotency-Key: the first quote without its tokens; the client kept them from the first answer.
      if (!result.created) return json(200, answer);
      const liveUrl = await liveQuoteUrlFor(context, result.quote.quoteNumber);
      return json(201, { ...answer, accessToken: result.accessToken, ...(liveUrl ? { liveUrl } : {}) });
    }
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
