import { Link, Outlet } from "react-router";
import { business } from "#app/platform/business.ts";
import { QuoteDrawerIsland } from "#app/features/quotes/builder/quote-drawer.island.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";

// The quote drawer and Add to Quote are React islands; the catalogue script runs search, sharing and the assistant.
export const handle = sitePageHandle;

export default function CatalogueLayout() {
  return (
    <>
      <noscript>
        <p className="container-page mt-4 rounded-xl bg-amber-light p-4 text-ink">
          Adding items to a quote needs JavaScript in your browser. You can also call us on {business.phone.display} or
          use the{" "}
          <Link to="/contact" className="font-semibold underline">
            contact form
          </Link>
          .
        </p>
      </noscript>
      <Outlet />
      <QuoteDrawerIsland />
    </>
  );
}
