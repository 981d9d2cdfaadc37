// GET /api/quotes/:quoteNumber/pdf?token=: the quote as a PDF download, for
// the holder of its token (or of its e-mail's link). 404 for an unknown quote
// and a wrong or missing token alike; 429 past the client's lookup limit; 503
// when the database cannot be read, 500 when the PDF cannot be made.
import type { Route } from "./+types/api.quotes.$quoteNumber.pdf";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { refusal } from "#app/platform/http/json.server.ts";
import { quoteApiMessages, quotePdf } from "#app/features/quotes/request/quote-requests.server.ts";
import { pdfAttachmentResponse } from "#app/features/quotes/pdf/quote-pdf.server.ts";

const USE_GET = "Use GET to download the quote";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request, "GET", USE_GET);
  const { quoteNumber } = params;
  // One token, under its own name: a repeated or bracketed parameter is no token.
  const tokens = new URL(request.url).searchParams.getAll("token");
  const outcome = await quotePdf(context, { quoteNumber, token: tokens.length === 1 ? tokens[0] : undefined });
  switch (outcome.status) {
    case "not_found":
      return refusal(404, quoteApiMessages.notFound(quoteNumber));
    case "rate_limited":
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "unavailable":
      return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
    case "pdf_failed":
      return refusal(500, quoteApiMessages.pdfFailed);
    case "ok":
      return pdfAttachmentResponse(outcome.pdf, outcome.fileName);
  }
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, "GET", USE_GET);
}
