// The catalogue photos' served variants (decisions 043, 060): each photo's
// original is in the database, and this process keeps the variants it has
// made or served in a cache folder of its own (PHOTO_CACHE_DIR). A variant
// not there is made again from its original, so a new process with an empty
// cache, on any machine, serves every photo. Names come from the content
// (hash, width, format), so a cached file never goes stale.
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { parsePhotoVariantName } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { readPhotoOriginal } from "#app/features/catalogue/photos/catalogue-photo-originals-db.server.ts";
import {
  type PhotoFile,
  type PhotoLimits,
  makePhotoVariant,
} from "#app/features/catalogue/photos/photo-variants.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { hasRoomForUpload } from "#app/platform/uploads/disk-space.server.ts";

export interface VariantFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface PhotoFileStore {
  /** Puts the variants an upload made into the cache, so its first visitor waits for nothing. Never throws. */
  cacheVariants(files: readonly PhotoFile[]): Promise<void>;
  /**
   * A served variant: from the cache, else made from its original. Undefined
   * when there is no such variant (only variant names are ever looked up);
   * "busy" when too many are being made just now.
   */
  openVariant(name: string): Promise<VariantFile | "busy" | undefined>;
}

export interface PhotoCacheOptions {
  db: Kysely<Database>;
  /** PHOTO_CACHE_DIR, absolute. */
  cacheDir: string;
  limits: PhotoLimits;
  /** The cache is not written to while its disk has less than this free (UPLOAD_MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number;
}

/**
 * Variants are made again one at a time per process, as uploads are
 * processed: a cold cache must not take every core from the pages. Beyond
 * the ones waiting, a request is answered "busy" (503, try again).
 */
const MAKING_CONCURRENCY = 1;
const MAKING_WAITING = 64;

function fromBytes(data: Uint8Array): VariantFile {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  return { body, size: data.byteLength };
}

/** A cached file, opened before its size is read: a file removed meanwhile is a miss, not a broken answer. */
async function openCached(file: string): Promise<VariantFile | undefined> {
  const handle = await open(file, "r").catch(() => undefined);
  if (!handle) return undefined;
  const details = await handle.stat().catch(() => undefined);
  if (!details?.isFile()) {
    await handle.close();
    return undefined;
  }
  return { body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size: details.size };
}

/** The variant cache of one process, over the originals in the database. */
export function cachedPhotoStore({ db, cacheDir, limits, minFreeDiskBytes }: PhotoCacheOptions): PhotoFileStore {
  const making = createBoundedQueue({ concurrency: MAKING_CONCURRENCY, maxWaiting: MAKING_WAITING });
  /** The variants being made now, by name: a second request for one waits for the first's work. */
  const inFlight = new Map<string, Promise<Uint8Array | "busy" | undefined>>();

  /** Written whole under a temporary name, then renamed: a reader sees the whole file or none. */
  async function keep(name: string, data: Uint8Array): Promise<void> {
    if (!parsePhotoVariantName(name)) throw new Error(`Not a photo variant's name: ${name}`);
    if (!(await hasRoomForUpload(cacheDir, data.byteLength, minFreeDiskBytes))) return;
    await mkdir(cacheDir, { recursive: true, mode: 0o700 });
    const temporary = path.join(cacheDir, `.${name}.${randomBytes(8).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, path.join(cacheDir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function make(name: string): Promise<Uint8Array | "busy" | undefined> {
    const variant = parsePhotoVariantName(name);
    if (!variant) return undefined;
    const original = await readPhotoOriginal(db, variant.hash);
    if (!original) return undefined;
    const made = making.tryRun(() => makePhotoVariant(original.data, variant, limits));
    if (!made) return "busy";
    const data = await made;
    // The page is answered even when the cache cannot be written (a full disk, a read-only folder).
    if (data) await keep(name, data).catch((error: unknown) => logError("catalogue.photo_cache_failed", error));
    return data;
  }

  return {
    async cacheVariants(files) {
      for (const file of files)
        await keep(file.name, file.data).catch((error: unknown) => logError("catalogue.photo_cache_failed", error));
    },

    async openVariant(name) {
      // Only exact variant names: no path, no dot-dot, no original.
      if (!parsePhotoVariantName(name)) return undefined;
      const cached = await openCached(path.join(cacheDir, name));
      if (cached) return cached;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = make(name).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      const data = await pending;
      return data === "busy" || data === undefined ? data : fromBytes(data);
    },
  };
}
