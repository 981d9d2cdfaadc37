// The catalogue's photo rows on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set:
// the first photo is main, choosing and removing keep exactly one main, who and when are kept,
// and the pages' main photos follow.
import { describe, expect, it } from "vitest";
import { withCataloguePhotos } from "#app/features/catalogue/content/catalogue-photos.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  type NewCataloguePhoto,
  addCataloguePhoto,
  chooseMainPhoto,
  listItemPhotos,
  mainPhotos,
  photoCounts,
  photoFilesInUse,
  removeCataloguePhoto,
  setPhotoAlt,
} from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { withFailingInsertInto } from "#app/platform/db/failing-insert.test-support.ts";
import { readPhotoOriginal } from "#app/features/catalogue/photos/catalogue-photo-originals-db.server.ts";

const T0 = new Date("2026-11-26T08:00:00.000Z");
const EDITOR = "naledi@sandtonsoundhire.co.za";
const OWNER = "thandi@sandtonsoundhire.co.za";
const hashOf = (n: number) => n.toString(16).padStart(32, "0");

const photo = (n: number, overrides: Partial<NewCataloguePhoto> = {}): NewCataloguePhoto => ({
  kind: "product",
  itemId: "fog-machine",
  hash: hashOf(n),
  width: 1600,
  height: 1200,
  widths: [320, 640, 960, 1280],
  alt: `Fog machine, photo ${n}`,
  originalType: "image/jpeg",
  originalName: `fog-${n}.jpg`,
  sizeBytes: 1_234_567,
  original: Buffer.from(`the bytes of photo ${n}`),
  staffEmail: EDITOR,
  now: new Date(T0.getTime() + n * 60_000),
  ...overrides,
});

describe.each(runnableBackends("catalogue-photos"))("catalogue photos on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  it("makes an item's first photo its main one, keeps who uploaded it and when, and counts photos per item", async () => {
    const first = await addCataloguePhoto(database.db, photo(1));
    await addCataloguePhoto(database.db, photo(2));
    await addCataloguePhoto(database.db, photo(3, { kind: "bundle", itemId: "dj-starter-kit" }));
    const photos = await listItemPhotos(database.db, "product", "fog-machine");
    expect(photos.map((entry) => [entry.id, entry.isMain])).toEqual([
      [first, true],
      [photos[1]!.id, false],
    ]);
    expect(photos[0]).toMatchObject({
      hash: hashOf(1),
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280],
      alt: "Fog machine, photo 1",
      originalType: "image/jpeg",
      sizeBytes: 1_234_567,
      uploadedBy: EDITOR,
      uploadedAt: "2026-11-26T08:01:00.000Z",
    });
    expect(Object.fromEntries(await photoCounts(database.db))).toEqual({
      "product/fog-machine": 2,
      "bundle/dj-starter-kit": 1,
    });
  });

  it("changes alt text and the main photo, recording who and when; refuses another item's photo", async () => {
    const first = await addCataloguePhoto(database.db, photo(1));
    const second = await addCataloguePhoto(database.db, photo(2));
    const later = new Date(T0.getTime() + 3_600_000);
    const change = { kind: "product" as const, itemId: "fog-machine", staffEmail: OWNER, now: later };
    expect(await setPhotoAlt(database.db, { ...change, photoId: second, alt: "Fog machine from the side" })).toBe(true);
    expect(await chooseMainPhoto(database.db, { ...change, photoId: second })).toBe(true);
    const photos = await listItemPhotos(database.db, "product", "fog-machine");
    expect(photos.map((entry) => [entry.id, entry.isMain])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(photos[0]).toMatchObject({
      alt: "Fog machine from the side",
      updatedBy: OWNER,
      updatedAt: later.toISOString(),
    });
    expect(await chooseMainPhoto(database.db, { ...change, itemId: "cable-ramp", photoId: first })).toBe(false);
    expect(await setPhotoAlt(database.db, { ...change, photoId: "nope", alt: "Anything at all" })).toBe(false);
  });

  it("removes a photo from the site but keeps its row and files; the next photo becomes main", async () => {
    const first = await addCataloguePhoto(database.db, photo(1));
    const second = await addCataloguePhoto(database.db, photo(2));
    const change = { kind: "product" as const, itemId: "fog-machine", staffEmail: OWNER, now: T0 };
    expect(await removeCataloguePhoto(database.db, { ...change, photoId: first })).toBe(true);
    expect(await removeCataloguePhoto(database.db, { ...change, photoId: first })).toBe(false);
    const photos = await listItemPhotos(database.db, "product", "fog-machine");
    expect(photos.map((entry) => [entry.id, entry.isMain])).toEqual([[second, true]]);
    // The removed photo's files stay in use by its row (originals are kept).
    expect(await photoFilesInUse(database.db, hashOf(1))).toBe(true);
    expect(await photoFilesInUse(database.db, hashOf(9))).toBe(false);
    expect((await readPhotoOriginal(database.db, hashOf(1)))?.data).toEqual(Buffer.from("the bytes of photo 1"));
  });

  it("keeps a photo's row and its original together: a crash between them leaves neither", async () => {
    const originals = () =>
      database.db
        .withTables<{ catalogue_photo_originals: { hash: string } }>()
        .selectFrom("catalogue_photo_originals")
        .select("hash")
        .execute();
    for (const table of ["catalogue_photos", "catalogue_photo_originals"]) {
      await expect(addCataloguePhoto(withFailingInsertInto(database.db, table), photo(1))).rejects.toThrow(
        /Simulated crash/,
      );
      expect(await listItemPhotos(database.db, "product", "fog-machine")).toEqual([]);
      expect(await originals()).toEqual([]);
    }
    // The same picture on two items is kept once, in the database as in the pages' names.
    await addCataloguePhoto(database.db, photo(1));
    await addCataloguePhoto(database.db, photo(1, { itemId: "smoke-machine" }));
    expect(await originals()).toEqual([{ hash: hashOf(1) }]);
    expect((await readPhotoOriginal(database.db, hashOf(1)))?.contentType).toBe("image/jpeg");
  });

  it("hands the pages each item's main photo, which withCataloguePhotos puts on the record", async () => {
    await addCataloguePhoto(database.db, photo(1, { itemId: "fog-machine" }));
    await addCataloguePhoto(database.db, photo(2, { itemId: "fog-machine" }));
    const main = await mainPhotos(database.db);
    expect([...main.keys()]).toEqual(["product/fog-machine"]);
    const shown = withCataloguePhotos(seedCatalogue, main);
    const fog = shown.products.find((product) => product.id === "fog-machine");
    expect(fog?.photo).toEqual({
      hash: hashOf(1),
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280],
      alt: "Fog machine, photo 1",
    });
    expect(shown.products.filter((product) => product.photo)).toHaveLength(1);
    expect(shown.bundles).toEqual(seedCatalogue.bundles);
  });
});
