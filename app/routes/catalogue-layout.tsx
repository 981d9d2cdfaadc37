import { Outlet } from "react-router";
import { QuoteDrawer } from "~/components/quote/quote-drawer";

export default function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <QuoteDrawer />
    </>
  );
}
