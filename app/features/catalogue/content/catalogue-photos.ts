// The one seam between the photo store and the pages (decision 043): each
// item's main photo put on its record as `photo`, so every page, card, search
// result and island that renders the record shows it, and an item without one
// keeps its illustration. Pure; relative `.ts` imports only, as in
// catalogue-data.ts.
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type { CataloguePhoto } from "#app/features/site/index.ts";

/** The kinds of record that can carry a photo, as the photo store keys them. */
export type PhotoKind = "product" | "bundle" | "personnel" | "add-on";

/** Main photos by "<kind>/<id>" (photoKey). */
export type MainPhotos = ReadonlyMap<string, CataloguePhoto>;

export const photoKey = (kind: PhotoKind, id: string) => `${kind}/${id}`;

function withPhotos<Item extends { id: string; photo?: CataloguePhoto }>(
  kind: PhotoKind,
  items: readonly Item[],
  photos: MainPhotos,
): readonly Item[] {
  return items.map((item) => {
    const photo = photos.get(photoKey(kind, item.id));
    if (photo) return { ...item, photo };
    if (item.photo === undefined) return item;
    // A photo removed since: the record goes back to its drawing.
    const { photo: _removed, ...rest } = item;
    return rest as Item;
  });
}

/** The catalogue with each item's main photo on its record (and no photo on an item that has none). */
export function withCataloguePhotos(data: CatalogueData, photos: MainPhotos): CatalogueData {
  return {
    ...data,
    products: withPhotos("product", data.products, photos),
    bundles: withPhotos("bundle", data.bundles, photos),
    personnel: withPhotos("personnel", data.personnel, photos),
    addOns: withPhotos("add-on", data.addOns, photos),
  };
}

export const PHOTO_KIND_LABELS: Readonly<Record<PhotoKind, string>> = {
  product: "Products",
  bundle: "Bundles",
  personnel: "Personnel",
  "add-on": "Add-ons",
};

export interface PhotoItem {
  kind: PhotoKind;
  id: string;
  name: string;
  image: string;
}

/** Every item that can have photos, by kind, in catalogue order. */
export function photoItems(data: CatalogueData): Record<PhotoKind, PhotoItem[]> {
  const list = (kind: PhotoKind, items: readonly { id: string; name: string; image: string }[]) =>
    items.map(({ id, name, image }) => ({ kind, id, name, image }));
  return {
    product: list("product", data.products),
    bundle: list("bundle", data.bundles),
    personnel: list("personnel", data.personnel),
    "add-on": list("add-on", data.addOns),
  };
}
