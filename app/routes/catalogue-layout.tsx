import { Outlet } from "react-router";
import { QuoteDrawerIsland } from "#app/features/quotes/builder/quote-drawer.island.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";

// The quote drawer and Add to Quote are React islands (Add to Quote is a form post without JavaScript:
// decision 066); the catalogue script runs search, sharing and the assistant.
export const handle = sitePageHandle;

export default function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <QuoteDrawerIsland />
    </>
  );
}
