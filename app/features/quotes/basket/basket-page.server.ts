// The quote page's form posts without JavaScript (decision 066): Add to Quote
// from any page, a line's quantity or removal, and the request itself. They
// are the quote page's action, so React Router's origin check (its CSRF
// guard for page actions) covers them as it covers the contact form. The
// basket lives in the database under the visitor's cookie token; the request
// goes through the JSON API's own path (submitQuoteRequest: the same schema,
// flood challenge and rate limits), and the basket is cleared once it is stored.
import { type RouterContextProvider, data, redirect } from "react-router";
import { catalogueFrom, catalogueResolver } from "#app/features/catalogue/index.server.ts";
import { leadIntakeFrom, proofFromForm } from "#app/features/leads/index.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { safeReturnPath } from "#app/platform/http/safe-return-path.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { type CatalogueItemKind, isCatalogueItemKind } from "#app/features/quotes/quote.ts";
import { resolveItems } from "#app/features/quotes/quote-pricing.ts";
import { DEFAULT_HOURS } from "#app/features/quotes/event-pricing.ts";
import { readRequestedItems } from "#app/features/quotes/request/quote-request-schema.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import {
  type BasketLine,
  addToBasket,
  removeFromBasket,
  setBasketLine,
} from "#app/features/quotes/basket/quote-basket.ts";
import { addedNoticeId, isBasketIntent } from "#app/features/quotes/basket/basket-view.ts";
import {
  basketCookieHeader,
  clearedBasketCookieHeader,
  readBasketToken,
} from "#app/features/quotes/basket/basket-cookie.ts";
import { newBasketToken } from "#app/features/quotes/basket/quote-baskets-db.server.ts";
import { type BasketNotice, sendBasketQuote } from "#app/features/quotes/basket/basket-send.server.ts";

type Context = Readonly<RouterContextProvider>;

const QUOTE_PAGE = "/quote-request";
const BASKET_ANCHOR = "#quote-basket";

function noticeRedirect(notice: BasketNotice, headers?: HeadersInit): Response {
  return redirect(`${QUOTE_PAGE}?notice=${notice}${BASKET_ANCHOR}`, { status: 303, headers });
}

/** The page Add to Quote was pressed on (the Referer: same-origin posts carry the whole address), else the catalogue. */
function pageOfPost(request: Request): string {
  const referer = request.headers.get("Referer");
  let path = "/catalogue";
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin) path = `${url.pathname}${url.search}`;
    } catch {
      // Not an address: the catalogue.
    }
  }
  return safeReturnPath(path, { fallback: "/catalogue" });
}

function postedItem(formData: FormData): { type: CatalogueItemKind; id: string } | null {
  const type = formData.get("type");
  const id = formData.get("id");
  return isCatalogueItemKind(type) && typeof id === "string" && id !== "" ? { type, id } : null;
}

function postedNumber(formData: FormData, name: string): number | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() !== "" ? Number(value) : undefined;
}

/**
 * One more of an item, checked as the JSON API checks an item (the request's
 * items schema, then the catalogue: known, priced). A visitor's first basket
 * counts against the client's quote_lookup limit, so nobody fills the table.
 */
async function addPosted(request: Request, context: Context, formData: FormData, token: string | undefined) {
  const requested = readRequestedItems([{ type: formData.get("type"), id: formData.get("id"), quantity: 1 }]);
  const resolved = requested.ok ? resolveItems(requested.items, catalogueResolver(catalogueFrom(context))) : null;
  const item = resolved?.ok ? resolved.items[0] : undefined;
  if (!item) return noticeRedirect("unknown");
  if (!token) {
    const limit = await leadIntakeFrom(context).checkRateLimits(context.get(clientIpContext), "quote_lookup");
    if (!limit.allowed) return noticeRedirect("busy");
  }
  const baskets = context.get(quoteStoreContext).baskets;
  const change = addToBasket(token ? await baskets.read(token) : [], {
    type: item.type,
    id: item.id,
    // Booked for the default hours, as the browser's Add to Quote books them (toQuoteItem).
    ...(item.hourlyRate ? { hours: DEFAULT_HOURS } : {}),
  });
  if (!change.ok) return noticeRedirect("full");
  const kept = token ?? newBasketToken();
  await baskets.save(kept, change.lines);
  return redirect(`${pageOfPost(request)}#${addedNoticeId(item.type, item.id)}`, {
    status: 303,
    headers: { "Set-Cookie": basketCookieHeader(request, kept) },
  });
}

/** A line's new quantity (and hours) or its removal; back to the basket. */
async function changeLine(context: Context, formData: FormData, token: string | undefined, remove: boolean) {
  const target = postedItem(formData);
  if (!token || !target) return noticeRedirect("unknown");
  const baskets = context.get(quoteStoreContext).baskets;
  const lines: BasketLine[] = await baskets.read(token);
  const hours = postedNumber(formData, "hours");
  const next = remove
    ? removeFromBasket(lines, target)
    : setBasketLine(lines, target, {
        quantity: postedNumber(formData, "quantity") ?? Number.NaN,
        ...(hours === undefined ? {} : { hours }),
      });
  await baskets.save(token, next);
  return redirect(`${QUOTE_PAGE}${BASKET_ANCHOR}`, { status: 303 });
}

/** The quote page's action: every post of its forms and of Add to Quote, by `intent`. */
export async function quotePageAction(request: Request, context: Context) {
  const formData = await request.formData().catch(() => null);
  const intent = formData?.get("intent");
  // A post that is none of the page's forms (no intent, or one it does not know) changes nothing: 400.
  if (!formData || !isBasketIntent(intent))
    throw data(
      "That post is not one of the quote page's forms (its intent is missing or unknown); nothing was changed.",
      {
        status: 400,
      },
    );
  const token = readBasketToken(request);
  try {
    switch (intent) {
      case "add":
        return await addPosted(request, context, formData, token);
      case "update":
      case "remove":
        return await changeLine(context, formData, token, intent === "remove");
      case "clear":
        // The page's script took the basket into the browser's own storage.
        if (token) await context.get(quoteStoreContext).baskets.delete(token);
        return data({ cleared: true }, { headers: { "Set-Cookie": clearedBasketCookieHeader(request) } });
      case "send":
        return await sendBasketQuote(request, context, formData, token, proofFromForm(formData));
    }
  } catch (error) {
    logError("quote_basket.failed", error, { intent });
    return noticeRedirect("unavailable");
  }
}
