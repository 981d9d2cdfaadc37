import { Outlet } from "react-router";
import { QuoteDrawer } from "~/components/quote/quote-drawer";
import { cataloguePageHandle } from "~/lib/hydration";

export const handle = cataloguePageHandle;

export default function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <QuoteDrawer />
    </>
  );
}
