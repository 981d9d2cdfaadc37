// Where the catalogue's photo files live (decision 043), behind one small
// interface: a local directory now; an object store could implement the same
// four calls later. A photo's files (its original and its served variants)
// are kept all at once or not at all, under names made from its content
// hash, so a name never changes meaning and can be cached for a year.
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { PHOTO_HASH, parsePhotoVariantName } from "#app/features/catalogue/photos/catalogue-photos.ts";

export interface PhotoFile {
  /** A variant's name (parsePhotoVariantName) or an original's: `<hash>.<jpg|png|webp>`. */
  name: string;
  data: Uint8Array;
}

export interface PhotoFileStore {
  /** Keeps every file of one photo: afterwards all of them are there, or (on any failure) none that were new. */
  putPhoto(hash: string, files: readonly PhotoFile[]): Promise<void>;
  /** A served variant's bytes, or undefined when there is no such file. Only variant names are ever opened. */
  openVariant(name: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined>;
  /** Whether the photo's original is stored. */
  hasOriginal(hash: string, extension: string): Promise<boolean>;
  /** Removes every file of one photo (its upload failed after the files were kept). */
  removePhoto(hash: string): Promise<void>;
}

const ORIGINAL_NAME = /^([0-9a-f]{32})\.(jpg|png|webp)$/;

/** Variants in variants/, originals in originals/: the media route can only ever reach the first. */
export function localPhotoDirectory(root: string): PhotoFileStore {
  const variants = path.join(root, "variants");
  const originals = path.join(root, "originals");
  const incoming = path.join(root, ".incoming");
  const placeOf = (name: string) => {
    if (parsePhotoVariantName(name)) return path.join(variants, name);
    if (ORIGINAL_NAME.test(name)) return path.join(originals, name);
    throw new Error(`Not a photo file name: ${name}`);
  };

  return {
    async putPhoto(hash, files) {
      if (!PHOTO_HASH.test(hash)) throw new Error("Not a photo hash");
      for (const folder of [variants, originals, incoming]) await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written in full beside the final folders first, then moved in one rename each.
      const staging = path.join(incoming, `${hash}-${randomBytes(8).toString("hex")}`);
      await mkdir(staging, { mode: 0o700 });
      const placed: string[] = [];
      try {
        for (const file of files) {
          if (!file.name.startsWith(hash)) throw new Error(`${file.name} is not a file of photo ${hash}`);
          await writeFile(path.join(staging, file.name), file.data, { mode: 0o600 });
        }
        for (const file of files) {
          const target = placeOf(file.name);
          // The same content uploaded again makes the same files: the ones there stay.
          if (await stat(target).catch(() => undefined)) continue;
          await rename(path.join(staging, file.name), target);
          placed.push(target);
        }
      } catch (error) {
        await Promise.all(placed.map((file) => rm(file, { force: true })));
        throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async openVariant(name) {
      // Only exact variant names: no path, no dot-dot, no original.
      if (!parsePhotoVariantName(name)) return undefined;
      const file = path.join(variants, name);
      const details = await stat(file).catch(() => undefined);
      if (!details?.isFile()) return undefined;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: details.size };
    },

    async hasOriginal(hash, extension) {
      const name = `${hash}.${extension}`;
      if (!ORIGINAL_NAME.test(name)) return false;
      return Boolean((await stat(path.join(originals, name)).catch(() => undefined))?.isFile());
    },

    async removePhoto(hash) {
      if (!PHOTO_HASH.test(hash)) return;
      for (const folder of [variants, originals]) {
        const names = await readdir(folder).catch(() => [] as string[]);
        await Promise.all(
          names.filter((name) => name.startsWith(hash)).map((name) => rm(path.join(folder, name), { force: true })),
        );
      }
    },
  };
}
