// POST /api/quotes/:quoteNumber/decisions: discount | accept | decline |
// undecided, for the holder of the quote's token, on the version it names
// (quoteVersion); an acceptance also carries the typed full name (signedName)
// and the hire terms (acceptTerms), as on the live page (issue 32). 200 with
// the quote's new status; 400 for a body that is no decision, naming the
// fields; 404 for an unknown quote and a wrong token alike (neither says
// whether the number exists); 409 once the quote is accepted or declined, and
// when staff have sent a newer version ("This quote changed: please review
// version 2", with currentVersion); 410 once it has expired (the visitor is
// asked for a fresh quote); 429 past the rate limits; 503 when the database
// cannot take it. Nothing is stored unless it answers 200.
import type { Route } from "./+types/api.quotes.$quoteNumber.decisions";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { quoteExpiredMessage } from "#app/features/quotes/quote-expiry.ts";
import { QUOTE_BODY_MESSAGES } from "#app/features/quotes/request/quote-request-schema.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import { quoteApiMessages, submitQuoteDecision } from "#app/features/quotes/request/quote-requests.server.ts";

const USE_POST = "Use POST to record a decision";

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const body = await readJsonBody(request, {
    limitBytes: QUOTES_BODY_LIMIT_BYTES,
    what: "quote",
    types: ["application/json"],
    wrongType: quoteApiMessages.notJson,
  });
  if (!body.ok) return body.response;

  const { quoteNumber } = params;
  const outcome = await submitQuoteDecision(context, request, { quoteNumber, body: body.value });
  switch (outcome.status) {
    case "invalid": {
      const { errors } = outcome;
      // A body that is no object is a bad request; otherwise the request type is what is wrong.
      const message = errors.some((error) => error.field === "requestType")
        ? QUOTE_BODY_MESSAGES.requestType
        : serverMessages.invalid;
      return refusal(400, message, { errors });
    }
    case "not_found":
      return refusal(404, quoteApiMessages.notFound(quoteNumber));
    case "already_final":
      return refusal(409, quoteApiMessages.final(quoteNumber, outcome.quoteStatus), { status: outcome.quoteStatus });
    case "version_changed":
      return refusal(409, outcome.message, { currentVersion: outcome.currentVersion });
    case "expired":
      return refusal(410, quoteExpiredMessage(quoteNumber, outcome.validUntil), {
        expired: true,
        validUntil: outcome.validUntil,
      });
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "recorded":
      return json(200, {
        success: true,
        quoteNumber: outcome.quoteNumber,
        status: outcome.quoteStatus,
        decidedAt: outcome.decidedAt,
      });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
