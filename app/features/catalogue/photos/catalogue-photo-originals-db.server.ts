// The catalogue photos' originals in the database (migration 0022, decision
// 060): the bytes a photo was uploaded as, kept once per content hash and
// shared by every photo row with that hash, so any app process can make the
// served variants again. Written in the transaction that adds the photo's row
// (addCataloguePhoto); never served as they are.
import type { Kysely } from "kysely";
import { asBuffer } from "#app/platform/db/bytes.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { CataloguePhotoType } from "#app/platform/uploads/upload-sniff.ts";

export interface CataloguePhotoOriginalsTable {
  hash: string;
  content_type: CataloguePhotoType;
  size_bytes: number;
  data: Uint8Array;
  created_at: string;
}

type OriginalsDb = Kysely<{ catalogue_photo_originals: CataloguePhotoOriginalsTable }>;
const originalsDb = (db: Kysely<Database>): OriginalsDb =>
  db.withTables<{ catalogue_photo_originals: CataloguePhotoOriginalsTable }>();

export interface PhotoOriginal {
  hash: string;
  contentType: CataloguePhotoType;
  data: Uint8Array;
}

/** Keeps an original in the caller's transaction; the same content kept before stays as it is. */
export async function keepPhotoOriginal(db: Kysely<Database>, original: PhotoOriginal, now: Date): Promise<void> {
  await originalsDb(db)
    .insertInto("catalogue_photo_originals")
    .values({
      hash: original.hash,
      content_type: original.contentType,
      size_bytes: original.data.byteLength,
      data: original.data,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
}

/** The original with this content hash, or undefined when none is stored. */
export async function readPhotoOriginal(db: Kysely<Database>, hash: string): Promise<PhotoOriginal | undefined> {
  const row = await originalsDb(db)
    .selectFrom("catalogue_photo_originals")
    .select(["hash", "content_type", "data"])
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row ? { hash: row.hash, contentType: row.content_type, data: asBuffer(row.data) } : undefined;
}

/** Whether an original with this content hash is stored (without reading its bytes). */
export async function hasPhotoOriginal(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await originalsDb(db)
    .selectFrom("catalogue_photo_originals")
    .select("hash")
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row !== undefined;
}
