// POST /api/quotes/:quoteNumber/email: "Email My Quote", for the holder of the
// quote's token ({ "accessToken": "…" }). 202 once the visitor's copy is
// stored for sending (sent at once when SMTP is configured, else waiting in
// the outbox); 400 for a body without a token; 404 for an unknown quote and a
// wrong token alike; 429 past the rate limits, and with `capped: true` and a
// message saying when to try again once the quote or its address has had as
// many e-mails as allowed (3 an hour, 5 a day: issue 32); 503 when the
// database cannot take it.
import type { Route } from "./+types/api.quotes.$quoteNumber.email";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import { emailQuote, quoteApiMessages } from "#app/features/quotes/request/quote-requests.server.ts";

const USE_POST = "Use POST to have the quote e-mailed";

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
  const outcome = await emailQuote(context, { quoteNumber, body: body.value });
  switch (outcome.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: outcome.errors });
    case "not_found":
      return refusal(404, quoteApiMessages.notFound(quoteNumber));
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "capped":
      return refusal(429, outcome.message, { capped: true }, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "queued":
      return json(202, { success: true, quoteNumber });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
