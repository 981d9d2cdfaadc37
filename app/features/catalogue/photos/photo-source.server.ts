// The catalogue with each item's main photo on its record (decision 043), as
// one CatalogueSource for the snapshot (decision 042): its revision changes
// when the catalogue or any photo does, so pages follow a new photo as they
// follow a published edit.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { CatalogueData, CatalogueSource } from "#app/features/catalogue/content/catalogue-data.ts";
import { withCataloguePhotos } from "#app/features/catalogue/content/catalogue-photos.ts";
import { mainPhotos, photosRevision } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export function withMainPhotos(source: CatalogueSource, db: Kysely<Database>): CatalogueSource {
  return {
    revision: async () => {
      const [catalogue, photos] = await Promise.all([source.revision(), photosRevision(db)]);
      return `${catalogue}.${createHash("sha256").update(photos).digest("base64url").slice(0, 10)}`;
    },
    load: async (): Promise<CatalogueData> => {
      const [data, photos] = await Promise.all([source.load(), mainPhotos(db)]);
      return withCataloguePhotos(data, photos);
    },
  };
}
