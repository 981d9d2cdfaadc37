// The grid of item cards a catalogue list island shows. Each card sits in its
// own Suspense boundary, so when the island hydrates React first hydrates
// the search box and filters and commits them (the island is then
// interactive), and hydrates the cards afterwards, one short task at a time,
// instead of in one long task with everything else. The grid is memoised:
// the island's own re-renders (typing, the filter panel) must leave cards
// that are still waiting to hydrate alone, so the island passes a stable
// list (useMemo) and module-level functions. A card the visitor clicks
// before its turn is hydrated first and the click replayed (React's
// selective hydration).
import { Suspense, memo } from "react";
import { IslandScope } from "#app/platform/islands/island.tsx";
import type { CatalogueItemKind, CatalogueRecord } from "#app/features/quotes/index.ts";
import { ItemCard } from "#app/features/catalogue/item-card.tsx";

export interface ItemCardGridProps<R extends CatalogueRecord> {
  kind: CatalogueItemKind;
  records: readonly R[];
  siteUrl: string;
  /** A card's link and type line; a module-level function, so the grid stays memoised. */
  cardProps: (record: R) => { href?: string; meta?: string };
  className: string;
}

function ItemCardGridList<R extends CatalogueRecord>({
  kind,
  records,
  siteUrl,
  cardProps,
  className,
}: ItemCardGridProps<R>) {
  return (
    <ul className={className}>
      <IslandScope>
        {records.map((record) => (
          <li key={record.id} className="flex">
            <Suspense fallback={null}>
              <ItemCard kind={kind} record={record} siteUrl={siteUrl} {...cardProps(record)} />
            </Suspense>
          </li>
        ))}
      </IslandScope>
    </ul>
  );
}

export const ItemCardGrid = memo(ItemCardGridList) as typeof ItemCardGridList;

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
