// What the pages and the staff area need from the photo store, handed to each
// request through React Router's context by the server (server/app.ts). A
// page prerendered at build time has none: it shows the drawings.
import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import type { MainPhotos } from "../../content/catalogue-photos.ts";
import { mainPhotos } from "../db/catalogue-photos.server.ts";
import type { Database } from "../db/schema.server.ts";
import type { PhotoFileStore } from "./photo-files.server.ts";

export interface CataloguePhotoServices {
  db: Kysely<Database>;
  files: PhotoFileStore;
  /** Where an upload is written while it streams in and is checked (inside the photo directory). */
  scratchDir: string;
}

export const cataloguePhotoServicesContext = createContext<CataloguePhotoServices | null>(null);

export function cataloguePhotoServicesFrom(context: Readonly<RouterContextProvider>): CataloguePhotoServices | null {
  return context.get(cataloguePhotoServicesContext);
}

const NO_PHOTOS: MainPhotos = new Map();

/** Every item's main photo, for withCataloguePhotos; none when the page is prerendered. */
export async function mainPhotosFor(context: Readonly<RouterContextProvider>): Promise<MainPhotos> {
  const services = cataloguePhotoServicesFrom(context);
  return services ? mainPhotos(services.db) : NO_PHOTOS;
}

/** How long a process trusts its answer to "are there any photos?" (pages follow an upload within this). */
const PRESENCE_TTL_MS = 5_000;

/**
 * Whether any item has a photo on show, asked at most every few seconds: the
 * catalogue pages prerendered at build time show drawings only, so while any
 * photo exists the server renders them on request instead.
 */
export function photoPresence(db: Kysely<Database>, ttlMs = PRESENCE_TTL_MS) {
  let known: { value: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;
  return {
    async any(): Promise<boolean> {
      const now = Date.now();
      if (known && now - known.at < ttlMs) return known.value;
      pending ??= mainPhotos(db)
        .then((photos) => {
          known = { value: photos.size > 0, at: Date.now() };
          return known.value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    /** After a change in this process: the next question asks the database. */
    forget(): void {
      known = undefined;
    },
  };
}
