// POST /api/quotes/availability: whether the lines of a quote are available
// on the visitor's dates. The body is { "eventDate": "YYYY-MM-DD", "endDate"?:
// "YYYY-MM-DD", "items": [{ type, id, quantity }] }; the answer is
// { "lines": ["available" | "limited", …] } in the items' order, never a
// count, nor one that counts down unit by unit. 400 for a body that is no
// such request, 429 past the client's limit or its limit of checks of one
// item (issue 32), 503 when stock cannot be read (decisions 044, 051).
import type { Route } from "./+types/api.quotes.availability";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { checkAvailability } from "#app/features/catalogue/availability-api.server.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import { quoteApiMessages } from "#app/features/quotes/request/quote-requests.server.ts";

const USE_POST = "Use POST with the dates and lines to check availability";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const body = await readJsonBody(request, {
    limitBytes: QUOTES_BODY_LIMIT_BYTES,
    what: "quote",
    types: ["application/json"],
    wrongType: quoteApiMessages.notJson,
  });
  if (!body.ok) return body.response;
  const outcome = await checkAvailability(context, body.value);
  switch (outcome.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: outcome.errors });
    case "rate_limited":
      return refusal(
        429,
        outcome.message ?? serverMessages.rateLimited,
        {},
        {
          "Retry-After": String(outcome.retryAfterSeconds),
        },
      );
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "ok":
      // Bookings change by the minute: json() answers no-store.
      return json(200, { lines: outcome.lines });
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
