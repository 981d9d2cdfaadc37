// POST /api/quotes/estimate.pdf: the quote drawer's "Download Quote". The body
// is the visitor's selection ({ "quoteNumber": "Q-…", "items": [{ type, id,
// quantity }] }); the answer is a PDF estimate priced from the catalogue,
// stored nowhere. 400 for a body that is no selection, 429 past the client's
// lookup limit, 503 when the limits cannot be counted, 500 when the PDF cannot
// be made.
import type { Route } from "./+types/api.quotes.estimate.pdf";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { refusal } from "#app/platform/http/json.server.ts";
import { estimatePdf, quoteApiMessages } from "#app/features/quotes/request/quote-requests.server.ts";
import { pdfAttachmentResponse } from "#app/features/quotes/pdf/quote-pdf.server.ts";

const USE_POST = "Use POST with the selection to download an estimate";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const body = await readJsonBody(request, {
    limitBytes: QUOTES_BODY_LIMIT_BYTES,
    what: "quote",
    types: ["application/json"],
    wrongType: quoteApiMessages.notJson,
  });
  if (!body.ok) return body.response;

  const outcome = await estimatePdf(context, { body: body.value });
  switch (outcome.status) {
    case "invalid":
      return refusal(400, serverMessages.invalid, { errors: outcome.errors });
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

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
