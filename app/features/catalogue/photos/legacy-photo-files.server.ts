// Catalogue photo originals kept as files before decision 060
// (CATALOGUE_PHOTO_DIR, default data/catalogue-photos, in originals/) move
// into the database once: each original a photo row names, whose bytes give
// its name's content hash, is kept in the database and then removed from the
// disk. Run at every start and idempotent. The old variants/ folder is not
// needed: variants are made again from the originals.
import { createHash } from "node:crypto";
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { keepPhotoOriginal } from "#app/features/catalogue/photos/catalogue-photo-originals-db.server.ts";
import { PIPELINE_VERSION } from "#app/features/catalogue/photos/photo-upload.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logWarn } from "#app/platform/log/log.server.ts";
import type { CataloguePhotoType } from "#app/platform/uploads/upload-sniff.ts";

const ORIGINAL_NAME = /^([0-9a-f]{32})\.(jpg|png|webp)$/;
const TYPE_OF: Readonly<Record<string, CataloguePhotoType>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Moves one original into the database; false when no photo row names it, or its bytes are not its name's. */
async function importOne(db: Kysely<Database>, file: string, hash: string, extension: string): Promise<boolean> {
  const named = await db
    .withTables<{ catalogue_photos: { hash: string } }>()
    .selectFrom("catalogue_photos")
    .select("hash")
    .where("hash", "=", hash)
    .executeTakeFirst();
  if (!named) return false;
  const data = await readFile(file).catch(() => undefined);
  // Another process starting at the same time moved it already.
  if (!data) return true;
  const contentHash = createHash("sha256").update(`${PIPELINE_VERSION}\0`).update(data).digest("hex").slice(0, 32);
  if (contentHash !== hash) {
    logWarn("uploads.legacy_photo_mismatch", { hash });
    return false;
  }
  await keepPhotoOriginal(db, { hash, contentType: TYPE_OF[extension]!, data }, new Date());
  await rm(file, { force: true });
  return true;
}

/** Moves the originals under `directory`/originals into the database. Nothing to do when the folder does not exist. */
export async function importLegacyPhotoFiles(
  db: Kysely<Database>,
  directory: string,
): Promise<{ imported: number; leftOver: number }> {
  const originals = path.join(directory, "originals");
  const names = await readdir(originals).catch(() => [] as string[]);
  const outcome = { imported: 0, leftOver: 0 };
  for (const name of names) {
    const match = ORIGINAL_NAME.exec(name);
    if (!match) continue;
    if (await importOne(db, path.join(originals, name), match[1]!, match[2]!)) outcome.imported += 1;
    else outcome.leftOver += 1;
  }
  return outcome;
}
