// GET /q/<token>/pdf: the current quote as a PDF for the holder of its live
// link, with the link printed on it. The quote's own content only, as on the
// page (the link may have reached an address nobody confirmed). ?version=N is
// that version's PDF, for a version that was sent (decision 039). 404 for an
// unknown or wrong token, and for a version never sent or that does not exist.
import type { Route } from "./+types/live-quote-pdf";
import { liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
import { customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { refusal } from "#app/platform/http/json.server.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { leadIntakeFrom } from "#app/features/leads/intake/intake-context.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { pdfAttachmentResponse, quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import { LIVE_QUOTE_HEADERS } from "#app/routes/live-quote.tsx";

const NOT_FOUND = "We could not find a quote for this link. Please check the link, or call us.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowed(request, "GET", "Use GET to download the quote");
  }
  const versionParam = new URL(request.url).searchParams.get("version");
  const version = versionParam === null ? undefined : /^[1-9]\d{0,3}$/.test(versionParam) ? Number(versionParam) : 0;
  if (version === 0) return refusal(404, NOT_FOUND);
  let quote;
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_lookup");
    if (!limit.allowed) {
      return refusal(429, serverMessages.rateLimited, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    const store = context.get(quoteStoreContext);
    const live = await store.openLiveQuote(params.token, { recordView: false });
    if (live && version !== undefined) {
      // Only versions the customer was sent: a draft is staff's until it goes out.
      const versions = await store.quoteVersions(live.stored.id);
      quote = versions.find((candidate) => candidate.version === version && candidate.sentAt !== null)?.document;
    } else quote = live?.stored.quote;
  } catch (error) {
    logError("live_quote.read_failed", error);
    return refusal(503, serverMessages.unavailable, {}, { "Retry-After": "60" });
  }
  if (!quote) return refusal(404, NOT_FOUND);
  try {
    const pdf = await renderQuotePdf(customerSafeQuote(quote), {
      withCustomer: false,
      liveUrl: liveQuoteUrl(getEnv().SITE_URL, params.token),
    });
    const fileName = quotePdfFileName(quote.quoteNumber);
    const response = pdfAttachmentResponse(
      pdf,
      version === undefined ? fileName : fileName.replace(/\.pdf$/, `-v${version}.pdf`),
    );
    response.headers.set("X-Robots-Tag", LIVE_QUOTE_HEADERS["X-Robots-Tag"]);
    return response;
  } catch (error) {
    logError("quote.pdf_failed", error, { quoteNumber: quote.quoteNumber });
    return refusal(500, "We could not create the PDF just now. Please try again in a minute.");
  }
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, "GET", "Use GET to download the quote");
}
