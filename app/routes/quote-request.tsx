import type { Route } from "./+types/quote-request";
import { itemPriceLabel } from "~/components/catalogue/item-card";
import type { SuggestedAddOn } from "~/components/quote/quote-summary";
import { pageMeta } from "~/components/seo/page-meta";
import { QuoteRequestIsland } from "~/islands/quote-request";
import { useRetentionPolicy } from "~/components/forms/use-retention-policy";
import { sitePageHandle } from "~/lib/route-handle";
import { catalogueFrom } from "~/server/catalogue/catalogue-context.server";
import { withHirePrices } from "~/server/catalogue/hire-prices.server";

// The quote is the visitor's own (local storage), so the whole page is one
// island (app/islands/quote-request.tsx) that moves through the stages: form,
// summary, success. The server renders the form stage and the note for
// browsers without JavaScript.
export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Request a Quote",
    description:
      "Turn your selection of sound equipment, bundles and crew into a quote from Sandton Sound Hire: see the estimated total, download it as a PDF and accept it online.",
    breadcrumbs: [{ name: "Request a Quote", path: "/quote-request" }],
    // A page of the visitor's own quote, empty for a crawler: kept out of search results.
    noindex: true,
  });

/** The summary suggests the first three add-ons (spec section 2). */
const SUGGESTED_ADD_ONS = 3;

export function loader({ context }: Route.LoaderArgs) {
  const addOns = catalogueFrom(context).data.addOns;
  const suggestedAddOns: SuggestedAddOn[] = withHirePrices("add-on", addOns.slice(0, SUGGESTED_ADD_ONS)).map(
    (addOn) => ({ id: addOn.id, name: addOn.name, price: itemPriceLabel("add-on", addOn) }),
  );
  return { suggestedAddOns };
}

export default function QuoteRequest({ loaderData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return <QuoteRequestIsland suggestedAddOns={loaderData.suggestedAddOns} retention={retention} />;
}
