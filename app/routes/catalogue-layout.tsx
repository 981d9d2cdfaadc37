import { Link, Outlet } from "react-router";
import { QuoteDrawer } from "~/components/quote/quote-drawer";
import { business } from "~/content/business";
import { cataloguePageHandle } from "~/lib/hydration";

// Catalogue pages load no React in the browser: the catalogue script draws the quote drawer and runs search.
export const handle = cataloguePageHandle;

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
      <QuoteDrawer />
    </>
  );
}
