// What the staff area needs from the photo store, handed to each request
// through React Router's context by the server (server/app.ts). The pages get
// photos on the catalogue's records (photo-source.server.ts).
import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { PhotoFileStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import type { PhotoUploadServices } from "#app/features/catalogue/photos/photo-upload.server.ts";

export interface CataloguePhotoServices extends PhotoUploadServices {
  db: Kysely<Database>;
  files: PhotoFileStore;
  /** Where an upload is written while it streams in and is checked (UPLOAD_TEMP_DIR). */
  scratchDir: string;
}

export const cataloguePhotoServicesContext = createContext<CataloguePhotoServices | null>(null);

export function cataloguePhotoServicesFrom(context: Readonly<RouterContextProvider>): CataloguePhotoServices | null {
  return context.get(cataloguePhotoServicesContext);
}
