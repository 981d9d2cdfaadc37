import type { Route } from "./+types/quote-request";
import { itemPriceLabel } from "#app/features/catalogue/item-card.tsx";
import { SUGGESTION_CANDIDATES, type SuggestedAddOn } from "#app/features/quotes/summary/suggested-add-ons.ts";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { QuoteRequestIsland } from "#app/features/quotes/request/quote-request.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";
import { quotePageAction } from "#app/features/quotes/basket/basket-page.server.ts";
import { loadBasket } from "#app/features/quotes/basket/basket-send.server.ts";

// The quote is the visitor's own (local storage), so the whole page is one
// island (app/features/quotes/request/quote-request.island.tsx) that moves through the stages: form,
// summary, success. The server renders the form stage; without JavaScript
// (decision 066) that is the page, over the basket the server keeps for the
// visitor, and its forms (and every Add to Quote) post to this action.
export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Request a Quote",
    description:
      "Turn your selection of sound equipment, bundles and crew into a quote from Sandton Sound Hire: see the estimated total, download the PDF and accept online.",
    breadcrumbs: [{ name: "Request a Quote", path: "/quote-request" }],
    // A page of the visitor's own quote, empty for a crawler: kept out of search results.
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const addOns = catalogueFrom(context).data.addOns;
  const suggestedAddOns: SuggestedAddOn[] = withHirePrices("add-on", addOns.slice(0, SUGGESTION_CANDIDATES)).map(
    (addOn) => ({ id: addOn.id, name: addOn.name, price: itemPriceLabel("add-on", addOn) }),
  );
  // A visitor's own basket: with its cookie this answer is theirs alone (server/page-layers.ts keeps no copy).
  const basket = await loadBasket(request, context).catch(() => null);
  return { suggestedAddOns, basket };
}

export function action({ request, context }: Route.ActionArgs) {
  return quotePageAction(request, context);
}

/** The action's cache policy and cookie, kept on the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers();
  for (const name of ["Cache-Control", "Set-Cookie"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  const result = actionData && "status" in actionData ? actionData : null;
  return (
    <QuoteRequestIsland
      suggestedAddOns={loaderData.suggestedAddOns}
      retention={retention}
      basket={loaderData.basket}
      result={result}
    />
  );
}
