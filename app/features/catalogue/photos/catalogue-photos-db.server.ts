// The catalogue's photos in the database (decision 043): one row per photo of
// an item, which one is the item's main photo, its alt text, and who uploaded,
// changed and removed it, when. The table is this module's own (migration
// 0016); each photo's original is kept with its row (migration 0022,
// catalogue-photo-originals-db.server.ts) and its served variants are made
// from that original (photo-files.server.ts).
import type { Generated, Kysely } from "kysely";
import type { MainPhotos, PhotoKind } from "#app/features/catalogue/content/catalogue-photos.ts";
import { photoKey } from "#app/features/catalogue/content/catalogue-photos.ts";
import type { CataloguePhotoType } from "#app/platform/uploads/upload-sniff.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { keepPhotoOriginal } from "#app/features/catalogue/photos/catalogue-photo-originals-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface CataloguePhotosTable {
  id: string;
  item_kind: PhotoKind;
  item_id: string;
  hash: string;
  width: number;
  height: number;
  /** JSON array of widths, ascending. */
  widths: string;
  alt_text: string;
  original_type: CataloguePhotoType;
  original_name: string;
  size_bytes: number;
  is_main: Generated<number>;
  uploaded_by: string;
  uploaded_at: string;
  updated_by: string;
  updated_at: string;
  removed_by: string | null;
  removed_at: string | null;
}

type PhotosDb = Kysely<{ catalogue_photos: CataloguePhotosTable }>;
const photosDb = (db: Kysely<Database>): PhotosDb => db.withTables<{ catalogue_photos: CataloguePhotosTable }>();

export interface StoredPhoto {
  id: string;
  kind: PhotoKind;
  itemId: string;
  hash: string;
  width: number;
  height: number;
  widths: number[];
  alt: string;
  originalType: CataloguePhotoType;
  originalName: string;
  sizeBytes: number;
  isMain: boolean;
  uploadedBy: string;
  uploadedAt: string;
  updatedBy: string;
  updatedAt: string;
}

type Row = Pick<
  CataloguePhotosTable,
  | "id"
  | "item_kind"
  | "item_id"
  | "hash"
  | "width"
  | "height"
  | "widths"
  | "alt_text"
  | "original_type"
  | "original_name"
  | "size_bytes"
  | "uploaded_by"
  | "uploaded_at"
  | "updated_by"
  | "updated_at"
> & { is_main: number };

const COLUMNS = [
  "id",
  "item_kind",
  "item_id",
  "hash",
  "width",
  "height",
  "widths",
  "alt_text",
  "original_type",
  "original_name",
  "size_bytes",
  "is_main",
  "uploaded_by",
  "uploaded_at",
  "updated_by",
  "updated_at",
] as const;

function fromRow(row: Row): StoredPhoto {
  return {
    id: row.id,
    kind: row.item_kind,
    itemId: row.item_id,
    hash: row.hash,
    width: Number(row.width),
    height: Number(row.height),
    widths: (JSON.parse(row.widths) as unknown[]).map(Number),
    alt: row.alt_text,
    originalType: row.original_type,
    originalName: row.original_name,
    sizeBytes: Number(row.size_bytes),
    isMain: Number(row.is_main) === 1,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

export interface NewCataloguePhoto {
  kind: PhotoKind;
  itemId: string;
  hash: string;
  width: number;
  height: number;
  widths: readonly number[];
  alt: string;
  originalType: CataloguePhotoType;
  originalName: string;
  sizeBytes: number;
  /** The bytes uploaded, kept with the row in one transaction (shared with any photo of the same content). */
  original: Uint8Array;
  staffEmail: string;
  now: Date;
}

/**
 * Adds a photo to an item, its original in the same transaction: the row and
 * the bytes it names are kept together or not at all. The item's first photo
 * becomes its main one.
 */
export async function addCataloguePhoto(db: Kysely<Database>, photo: NewCataloguePhoto): Promise<string> {
  const id = newId(photo.now.getTime());
  const at = photo.now.toISOString();
  await db.transaction().execute(async (transaction) => {
    const original = { hash: photo.hash, contentType: photo.originalType, data: photo.original };
    await keepPhotoOriginal(transaction, original, photo.now);
    const trx = photosDb(transaction);
    const hasMain = await trx
      .selectFrom("catalogue_photos")
      .select("id")
      .where("item_kind", "=", photo.kind)
      .where("item_id", "=", photo.itemId)
      .where("removed_at", "is", null)
      .where("is_main", "=", 1)
      .executeTakeFirst();
    await trx
      .insertInto("catalogue_photos")
      .values({
        id,
        item_kind: photo.kind,
        item_id: photo.itemId,
        hash: photo.hash,
        width: photo.width,
        height: photo.height,
        widths: JSON.stringify(photo.widths),
        alt_text: photo.alt,
        original_type: photo.originalType,
        original_name: photo.originalName,
        size_bytes: photo.sizeBytes,
        is_main: hasMain ? 0 : 1,
        uploaded_by: photo.staffEmail,
        uploaded_at: at,
        updated_by: photo.staffEmail,
        updated_at: at,
      })
      .execute();
  });
  return id;
}

/** An item's photos on show (not removed), main first, then oldest first. */
export async function listItemPhotos(db: Kysely<Database>, kind: PhotoKind, itemId: string): Promise<StoredPhoto[]> {
  const rows = await photosDb(db)
    .selectFrom("catalogue_photos")
    .select(COLUMNS)
    .where("item_kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("removed_at", "is", null)
    .orderBy("is_main", "desc")
    .orderBy("uploaded_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** How many photos each item has on show, by photoKey. */
export async function photoCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await photosDb(db)
    .selectFrom("catalogue_photos")
    .select(["item_kind", "item_id"])
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("removed_at", "is", null)
    .groupBy(["item_kind", "item_id"])
    .execute();
  return new Map(rows.map((row) => [photoKey(row.item_kind, row.item_id), Number(row.count)]));
}

/** Every item's main photo, as the pages show it (withCataloguePhotos). */
export async function mainPhotos(db: Kysely<Database>): Promise<MainPhotos> {
  const rows = await photosDb(db)
    .selectFrom("catalogue_photos")
    .select(COLUMNS)
    .where("removed_at", "is", null)
    .where("is_main", "=", 1)
    .execute();
  return new Map(
    rows
      .map(fromRow)
      .map((photo) => [
        photoKey(photo.kind, photo.itemId),
        { hash: photo.hash, width: photo.width, height: photo.height, widths: photo.widths, alt: photo.alt },
      ]),
  );
}

interface PhotoChange {
  kind: PhotoKind;
  itemId: string;
  photoId: string;
  staffEmail: string;
  now: Date;
}

/** Changes a photo's alt text. False when the item has no such photo on show. */
export async function setPhotoAlt(db: Kysely<Database>, change: PhotoChange & { alt: string }): Promise<boolean> {
  const result = await photosDb(db)
    .updateTable("catalogue_photos")
    .set({ alt_text: change.alt, updated_by: change.staffEmail, updated_at: change.now.toISOString() })
    .where("id", "=", change.photoId)
    .where("item_kind", "=", change.kind)
    .where("item_id", "=", change.itemId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes a photo its item's main one (the others are no longer). False when the item has no such photo on show. */
export async function chooseMainPhoto(db: Kysely<Database>, change: PhotoChange): Promise<boolean> {
  return photosDb(db)
    .transaction()
    .execute(async (trx) => {
      const target = await trx
        .selectFrom("catalogue_photos")
        .select("id")
        .where("id", "=", change.photoId)
        .where("item_kind", "=", change.kind)
        .where("item_id", "=", change.itemId)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      if (!target) return false;
      const at = change.now.toISOString();
      await trx
        .updateTable("catalogue_photos")
        .set({ is_main: 0, updated_by: change.staffEmail, updated_at: at })
        .where("item_kind", "=", change.kind)
        .where("item_id", "=", change.itemId)
        .where("is_main", "=", 1)
        .where("id", "!=", change.photoId)
        .execute();
      await trx
        .updateTable("catalogue_photos")
        .set({ is_main: 1, updated_by: change.staffEmail, updated_at: at })
        .where("id", "=", change.photoId)
        .execute();
      return true;
    });
}

/**
 * Takes a photo off the item (its row, with who removed it and when, and its
 * original stay). When it was the main photo, the oldest remaining one becomes
 * main. False when the item has no such photo on show.
 */
export async function removeCataloguePhoto(db: Kysely<Database>, change: PhotoChange): Promise<boolean> {
  return photosDb(db)
    .transaction()
    .execute(async (trx) => {
      const target = await trx
        .selectFrom("catalogue_photos")
        .select(["id", "is_main"])
        .where("id", "=", change.photoId)
        .where("item_kind", "=", change.kind)
        .where("item_id", "=", change.itemId)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      if (!target) return false;
      const at = change.now.toISOString();
      await trx
        .updateTable("catalogue_photos")
        .set({ removed_by: change.staffEmail, removed_at: at, is_main: 0 })
        .where("id", "=", change.photoId)
        .execute();
      if (Number(target.is_main) === 1) {
        const next = await trx
          .selectFrom("catalogue_photos")
          .select("id")
          .where("item_kind", "=", change.kind)
          .where("item_id", "=", change.itemId)
          .where("removed_at", "is", null)
          .orderBy("uploaded_at")
          .orderBy("id")
          .executeTakeFirst();
        if (next)
          await trx
            .updateTable("catalogue_photos")
            .set({ is_main: 1, updated_by: change.staffEmail, updated_at: at })
            .where("id", "=", next.id)
            .execute();
      }
      return true;
    });
}

/** Whether any photo row (on show or removed) uses these files. */
export async function photoFilesInUse(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await photosDb(db)
    .selectFrom("catalogue_photos")
    .select("id")
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes whenever a photo is added, changed, made main or removed: cheap
 * enough for the catalogue snapshot to poll beside the catalogue's revision.
 */
export async function photosRevision(db: Kysely<Database>): Promise<string> {
  const row = await photosDb(db)
    .selectFrom("catalogue_photos")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("photos"),
      eb.fn.count<number | string>("removed_at").as("removed"),
      eb.fn.max("updated_at").as("updated"),
      eb.fn.max("removed_at").as("lastRemoved"),
    ])
    .executeTakeFirst();
  return [row?.photos ?? 0, row?.removed ?? 0, row?.updated ?? "", row?.lastRemoved ?? ""].join("|");
}
