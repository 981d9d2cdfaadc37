// The catalogue's photos (issue 24, decision 043): every item with how many
// photos it has, each linking to its own photo page. Plain HTML.
import type { PhotoOverviewPageData } from "#app/features/catalogue/photos/photo-pages.server.ts";

function photoCountText(photos: number): string {
  return photos === 0 ? "Drawing only" : photos === 1 ? "1 photo" : `${photos} photos`;
}

export function PhotoOverview({ page }: { page: PhotoOverviewPageData }) {
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Catalogue photos</h1>
        <p className="mt-1 max-w-2xl text-muted">
          Photos of our own equipment for the catalogue pages. An item without a photo shows its drawing. Choose an item
          to upload photos, write their alt text and pick the one the site shows.
        </p>
      </div>
      {page.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`photos-${group.kind}`}>
          <h2 id={`photos-${group.kind}`} className="text-xl font-bold text-navy">
            {group.label}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => (
              <li key={item.id}>
                <a
                  href={`/admin/catalogue/photos/${item.kind}/${item.id}`}
                  className="flex items-center justify-between gap-3 rounded-lg border border-line bg-white px-4 py-3 hover:border-brand"
                >
                  <span className="font-semibold text-navy">{item.name}</span>
                  <span className="shrink-0 text-sm text-muted">{photoCountText(item.photos)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
