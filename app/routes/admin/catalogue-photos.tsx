// The catalogue's photos, for owners and editors (issue 24, decision 043):
// every item with how many photos it has, each linking to its own photo page.
// Plain HTML: no React in the browser, as everywhere in the staff area.
import type { Route } from "./+types/catalogue-photos";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { PHOTO_KIND_LABELS, photoItems, photoKey } from "#app/features/catalogue/content/catalogue-photos.ts";
import { PHOTO_ITEM_KINDS } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { everyCatalogueItem } from "#app/features/catalogue/editor/editor.server.ts";
import { photoCounts } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-photos.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogue photos");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const counts = await photoCounts(db);
  const items = photoItems(await everyCatalogueItem(db));
  return {
    groups: PHOTO_ITEM_KINDS.map((kind) => ({
      kind,
      label: PHOTO_KIND_LABELS[kind],
      items: items[kind].map((item) => ({ ...item, photos: counts.get(photoKey(kind, item.id)) ?? 0 })),
    })),
  };
}

export default function CataloguePhotos({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Catalogue photos</h1>
        <p className="mt-1 max-w-2xl text-muted">
          Photos of our own equipment for the catalogue pages. An item without a photo shows its drawing. Choose an item
          to upload photos, write their alt text and pick the one the site shows.
        </p>
      </div>
      {loaderData.groups.map((group) => (
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
                  <span className="shrink-0 text-sm text-muted">
                    {item.photos === 0 ? "Drawing only" : item.photos === 1 ? "1 photo" : `${item.photos} photos`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
