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
import { notStoredAnswer, readIntakeSubmission } from "#app/features/leads/intake/intake-api.server.ts";
import {
  liveQuoteUrlFor,
  quoteApiMessages,
  submitQuoteRequest,
} from "#app/features/quotes/request/quote-requests.server.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { json } from "#app/platform/http/json.server.ts";

const USE_POST = "Use POST to create a quote";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const read = await readIntakeSubmission(request, {
    limitBytes: QUOTES_BODY_LIMIT_BYTES,
    what: "quote",
    wrongType: quoteApiMessages.notJson,
  });
  if (!read.ok) return read.response;
  const outcome = await submitQuoteRequest(context, request, read.submission);
  if (outcome.status !== "stored") return notStoredAnswer(outcome);
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

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
