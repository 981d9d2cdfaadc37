// The quote page without JavaScript, on the server (decision 066): the basket
// as the page shows it, and the request sent from it through the JSON API's
// own path (submitQuoteRequest), read from the same form fields the page's
// script sends.
import { type RouterContextProvider, data } from "react-router";
import { catalogueFrom, catalogueResolver } from "#app/features/catalogue/index.server.ts";
import { type ProofSent } from "#app/features/leads/index.server.ts";
import { VISIT_SOURCE_FIELD, floodMessages } from "#app/features/leads/index.ts";
import { IDEMPOTENCY_FIELD, fieldNames, isTicked, readFormValues } from "#app/platform/forms/form-fields.ts";
import { serverMessages } from "#app/platform/forms/server-messages.ts";
import { isValidIdempotencyKey } from "#app/platform/http/idempotency-key.ts";
import { truncateReferrer } from "#app/platform/http/referrer.ts";
import { KIND_LABELS, formatPrice, listPrice, toQuoteItem } from "#app/features/quotes/quote.ts";
import { quoteContactFormSchema } from "#app/features/quotes/request/quote-contact-schema.ts";
import { quoteEventValues } from "#app/features/quotes/request/quote-event-fields.ts";
import { contactFieldErrors } from "#app/features/quotes/request/quote-request.ts";
import { liveQuoteUrlFor, submitQuoteRequest } from "#app/features/quotes/request/quote-requests.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import { BASKET_MESSAGES, basketItemCount } from "#app/features/quotes/basket/quote-basket.ts";
import type { BasketSendResult, BasketViewLine, ServerBasket } from "#app/features/quotes/basket/basket-view.ts";
import { clearedBasketCookieHeader, readBasketToken } from "#app/features/quotes/basket/basket-cookie.ts";
import { newBasketToken } from "#app/features/quotes/basket/quote-baskets-db.server.ts";

type Context = Readonly<RouterContextProvider>;

/** Why a basket post came back to the quote page instead of where it was sent from. */
export const BASKET_NOTICES = {
  full: BASKET_MESSAGES.full,
  unknown: "That item could not be added: it is no longer in our catalogue, or is priced on request.",
  busy: serverMessages.rateLimited,
  unavailable: serverMessages.unavailable,
} as const;
export type BasketNotice = keyof typeof BASKET_NOTICES;

function noticeOf(url: URL): string | undefined {
  const notice = url.searchParams.get("notice");
  return notice && Object.hasOwn(BASKET_NOTICES, notice) ? BASKET_NOTICES[notice as BasketNotice] : undefined;
}

/**
 * The visitor's basket as the page shows it, or null when the request names
 * none (the page is then the one every visitor gets). A line no longer in the
 * catalogue is left out of the view; sending refuses it by name.
 */
export async function loadBasket(request: Request, context: Context): Promise<ServerBasket | null> {
  const notice = noticeOf(new URL(request.url));
  const token = readBasketToken(request);
  if (!token) return notice ? { lines: [], totalItems: 0, submissionKey: newBasketToken(), notice } : null;
  const lines = await context.get(quoteStoreContext).baskets.read(token);
  const resolve = catalogueResolver(catalogueFrom(context));
  const view: BasketViewLine[] = lines.flatMap((line) => {
    const record = resolve(line.type, line.id);
    if (!record) return [];
    const item = toQuoteItem(line.type, record);
    return [
      {
        type: line.type,
        id: line.id,
        name: record.name,
        kindLabel: KIND_LABELS[line.type],
        priceLabel: formatPrice(listPrice(line.type, record), item.hourlyRate),
        quantity: line.quantity,
        ...(line.hours === undefined ? {} : { hours: line.hours }),
        record,
      },
    ];
  });
  return {
    lines: view,
    totalItems: basketItemCount(lines),
    // Made per render: a form sent twice makes one quote (the JSON API's idempotency key).
    submissionKey: newBasketToken(),
    ...(notice ? { notice } : {}),
  };
}

/** The quote form's fields as posted, as the page's script reads them. */
function postedValues(formData: FormData): Record<string, string> {
  return readFormValues(formData, fieldNames(quoteContactFormSchema()));
}

function refused(status: number, result: BasketSendResult) {
  return data<BasketSendResult>(result, { status, headers: { "Cache-Control": "no-store" } });
}

/** Sends the basket as a quote request; once stored, the basket is gone and the page thanks the visitor. */
export async function sendBasketQuote(
  request: Request,
  context: Context,
  formData: FormData,
  token: string | undefined,
  proof: ProofSent,
) {
  const values = postedValues(formData);
  const baskets = context.get(quoteStoreContext).baskets;
  const items = token ? await baskets.read(token) : [];
  const body = {
    contact: { name: values.name, email: values.email, phone: values.phone },
    ...quoteEventValues(values),
    marketingConsent: isTicked(values.marketingConsent),
    items,
    referrer: truncateReferrer(request.headers.get("Referer") ?? new URL(request.url).href),
    [VISIT_SOURCE_FIELD]: formData.get(VISIT_SOURCE_FIELD),
  };
  const key = formData.get(IDEMPOTENCY_FIELD);
  const outcome = await submitQuoteRequest(context, request, {
    body,
    idempotencyKey: typeof key === "string" && isValidIdempotencyKey(key) ? key : null,
    proof,
  });
  const { marketingConsent: _consent, ...shown } = values;
  switch (outcome.status) {
    case "invalid": {
      const fieldErrors = contactFieldErrors(outcome.errors);
      const itemsError = outcome.errors.find((error) => error.field.startsWith("items"));
      const message = Object.keys(fieldErrors).length > 0 || !itemsError ? serverMessages.invalid : itemsError.message;
      return refused(400, { status: "invalid", message, fieldErrors, values: shown });
    }
    case "challenge":
      return refused(403, {
        status: "error",
        message: outcome.problem === "missing" ? floodMessages.questionIntro : floodMessages.questionWrong,
        fieldErrors: {},
        values: shown,
        question: outcome.challenge.question,
      });
    case "rate_limited":
      return refused(429, { status: "error", message: serverMessages.rateLimited, fieldErrors: {}, values: shown });
    case "conflict":
      return refused(409, { status: "error", message: serverMessages.reusedFormKey, fieldErrors: {}, values: shown });
    case "unavailable":
      return refused(503, { status: "error", message: serverMessages.unavailable, fieldErrors: {}, values: shown });
    case "stored":
      break;
  }
  if (token) await baskets.delete(token);
  const { quoteNumber } = outcome.result.quote;
  const liveUrl = await liveQuoteUrlFor(context, quoteNumber);
  return data<BasketSendResult>(
    { status: "sent", quoteNumber, ...(liveUrl ? { liveUrl: new URL(liveUrl).pathname } : {}) },
    { headers: { "Set-Cookie": clearedBasketCookieHeader(request), "Cache-Control": "no-store" } },
  );
}
