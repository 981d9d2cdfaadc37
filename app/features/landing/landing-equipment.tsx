// The bundles and products a landing page is about (issue 35), right after
// its hero: the catalogue's own cards (photo, name, hire price, Add to
// Quote), then the way into the catalogue page with more of the same and to
// the visitor's quote. On a phone the cards scroll sideways, one and a peek
// of the next, so the page's copy still starts near the top. The row is the
// containing block of the cards' visually hidden text (relative), or that text
// would widen the page past the phone's screen.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ItemCard } from "#app/features/catalogue/components.tsx";
import type { LandingEquipmentView } from "#app/features/landing/landing-equipment.server.ts";
import type { LandingItemKind } from "#app/features/landing/content/equipment.ts";

/** Where a card's name leads: a product's own page, or the item on its section page. */
function cardHref(kind: LandingItemKind, id: string): string {
  if (kind === "product") return `/catalogue/product/${id}`;
  return `/catalogue/${kind === "bundle" ? "bundles" : "personnel"}#${id}`;
}

export function LandingEquipmentSection({ equipment, siteUrl }: { equipment: LandingEquipmentView; siteUrl: string }) {
  if (equipment.items.length === 0) return null;
  return (
    <section aria-labelledby="equipment-heading" className="container-page pt-8" data-landing-equipment>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="equipment-heading" className="text-2xl font-extrabold text-navy">
          {equipment.heading}
        </h2>
        <p className="text-sm text-muted">Prices exclude VAT; delivery is added to the final quote.</p>
      </div>
      <ul className="relative -mx-4 mt-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {equipment.items.map(({ kind, record }) => (
          <li key={`${kind}-${record.id}`} className="flex w-[80%] shrink-0 snap-start sm:w-auto">
            <ItemCard
              kind={kind}
              record={record}
              href={cardHref(kind, record.id)}
              siteUrl={siteUrl}
              headingLevel="h3"
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <Link to={equipment.seeAll.to} className="inline-flex items-center gap-1 text-brand hover:underline">
          {equipment.seeAll.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to="/quote-request" className="inline-flex items-center gap-1 text-brand hover:underline">
          Go to your quote
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
