// Catalogue photos served by any process (decision 060), on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL: two data layers on one database stand
// for two app processes, each with its own empty variant cache. A photo
// uploaded through one is served, every variant, by the other; the cache
// opens only variant names, makes a missing one once for two requests at
// once, and serves it uncached when its disk is at the floor.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_FORMATS, photoVariantName } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { listItemPhotos } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import type { CataloguePhotoServices } from "#app/features/catalogue/photos/photo-context.server.ts";
import { type VariantFile, cachedPhotoStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import { uploadItemPhoto } from "#app/features/catalogue/photos/photo-pages.server.ts";
import { DEFAULT_PHOTO_LIMITS } from "#app/features/catalogue/photos/photo-variants.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { type TestTarget, runnableBackends } from "#app/platform/db/test-support.server.ts";

const ITEM = { kind: "product" as const, id: "fog-machine", name: "Fog machine", image: "fog" };
const STAFF = { staffId: "s1", email: "naledi@sandtonsoundhire.co.za" };

async function bytesOf(file: VariantFile | "busy" | undefined): Promise<Buffer> {
  if (!file || file === "busy") throw new Error(`no variant: ${String(file)}`);
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

describe.each(runnableBackends("photo-files"))("catalogue photos across processes on $name", (backend) => {
  let target: TestTarget;
  let dir: string;
  const opened: AppDatabase[] = [];

  beforeEach(async () => {
    target = await backend.createTarget();
    dir = await mkdtemp(path.join(tmpdir(), "ssh-photo-files-"));
  });
  afterEach(async () => {
    opened.length = 0;
    await target.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** One app process: its own data layer and its own (empty) variant cache and temporary folder. */
  async function processNamed(name: string, minFreeDiskBytes = 0): Promise<CataloguePhotoServices> {
    const database = await target.open();
    opened.push(database);
    const cacheDir = path.join(dir, name, "photo-cache");
    return {
      db: database.db,
      files: cachedPhotoStore({ db: database.db, cacheDir, limits: DEFAULT_PHOTO_LIMITS, minFreeDiskBytes }),
      scratchDir: path.join(dir, name, "upload-tmp"),
      limits: DEFAULT_PHOTO_LIMITS,
      minFreeDiskBytes,
    };
  }

  async function uploadThrough(services: CataloguePhotoServices, width = 1000, height = 750) {
    const photo = await sharp({ create: { width, height, channels: 3, background: "#f5b301" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("alt", "The fog machine on the stage");
    form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "fog.jpg");
    const request = new Request("http://localhost/admin/catalogue/photos/product/fog-machine", {
      method: "POST",
      body: form,
    });
    const outcome = await uploadItemPhoto(services, request, { item: ITEM, staff: STAFF, now: new Date() });
    expect(outcome).toEqual({ redirectTo: "/admin/catalogue/photos/product/fog-machine?notice=uploaded" });
    const [stored] = await listItemPhotos(services.db, "product", "fog-machine");
    if (!stored) throw new Error("the photo was not stored");
    return stored;
  }

  it("serves every variant of a photo uploaded through another process, byte for byte the same", async () => {
    const first = await processNamed("first");
    const second = await processNamed("second");
    const stored = await uploadThrough(first);
    expect(stored.widths).toEqual([320, 640, 960]);
    const names = stored.widths.flatMap((width) =>
      PHOTO_FORMATS.map((format) => photoVariantName(stored.hash, width, format)),
    );
    for (const name of names) {
      const made = await bytesOf(await second.files.openVariant(name));
      expect(made, name).toEqual(await bytesOf(await first.files.openVariant(name)));
      const { width, format } = await sharp(made).metadata();
      expect(width, name).toBe(Number(/-(\d+)\./.exec(name)![1]));
      expect(format, name).toBe(name.endsWith(".avif") ? "heif" : "webp");
    }
    // Each made its own cache; no temporary file is left in either.
    expect((await readdir(path.join(dir, "second", "photo-cache"))).sort()).toEqual([...names].sort());
    expect((await readdir(path.join(dir, "first", "photo-cache"))).sort()).toEqual([...names].sort());
    expect(await readdir(path.join(dir, "first", "upload-tmp"))).toEqual([]);
  }, 60_000);

  it("opens only variant names of stored photos: no original, no path, no other width", async () => {
    const first = await processNamed("first");
    const second = await processNamed("second");
    const { hash } = await uploadThrough(first, 700, 500);
    expect(await second.files.openVariant(`${hash}-320.webp`)).toBeDefined();
    for (const name of [
      `${hash}.jpg`,
      `../originals/${hash}.jpg`,
      `${hash}-960.webp`,
      `${hash}-999.webp`,
      `${"0".repeat(32)}-320.webp`,
      "../../etc/passwd",
      "",
    ])
      expect(await second.files.openVariant(name), name).toBeUndefined();
    expect(await readdir(path.join(dir, "second", "photo-cache"))).toEqual([`${hash}-320.webp`]);
  }, 30_000);

  it("makes a missing variant once for two requests at once, and serves it uncached when the disk is at its floor", async () => {
    const first = await processNamed("first");
    const { hash } = await uploadThrough(first, 700, 500);
    const name = `${hash}-320.avif`;
    const second = await processNamed("second");
    const [a, b] = await Promise.all([second.files.openVariant(name), second.files.openVariant(name)]);
    expect(await bytesOf(a)).toEqual(await bytesOf(b));
    expect(await readdir(path.join(dir, "second", "photo-cache"))).toEqual([name]);

    const full = await processNamed("full", Number.MAX_SAFE_INTEGER);
    expect((await bytesOf(await full.files.openVariant(name))).length).toBeGreaterThan(0);
    expect(await readdir(path.join(dir, "full")).catch(() => [])).toEqual([]);
  }, 30_000);
});
