import { Outlet } from "react-router";
import { QuoteDrawer } from "~/components/quote/quote-drawer";
import { cataloguePageHandle } from "~/lib/hydration";

// Catalogue pages load no React in the browser: the catalogue script draws the quote drawer and runs search.
export const handle = cataloguePageHandle;

export default function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <QuoteDrawer />
    </>
  );
}
