import type { Route } from "./+types/quote-request";
import { itemPriceLabel } from "#app/features/catalogue/item-card.tsx";
import { SUGGESTION_CANDIDATES, type SuggestedAddOn } from "#app/features/quotes/summary/suggested-add-ons.ts";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { QuoteRequestIsland } from "#app/features/quotes/request/quote-request.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

// The quote is the visitor's own (local storage), so the whole page is one
// island (app/features/quotes/request/quote-request.island.tsx) that moves through the stages: form,
// summary, success. The server renders the form stage and the note for
// browsers without JavaScript.
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

export function loader({ context }: Route.LoaderArgs) {
  const addOns = catalogueFrom(context).data.addOns;
  const suggestedAddOns: SuggestedAddOn[] = withHirePrices("add-on", addOns.slice(0, SUGGESTION_CANDIDATES)).map(
    (addOn) => ({ id: addOn.id, name: addOn.name, price: itemPriceLabel("add-on", addOn) }),
  );
  return { suggestedAddOns };
}

export default function QuoteRequest({ loaderData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return <QuoteRequestIsland suggestedAddOns={loaderData.suggestedAddOns} retention={retention} />;
}
