// Where this process caches the catalogue photos' served variants (decision
// 060, amending 043), read and validated once: the originals are in the
// database, and a variant missing here is made again from its original, so
// the folder may start empty and differ from one machine to the next. Outside
// the folders the site serves, so only the media route (which names every
// file it sends by its content hash) sends one.
import path from "node:path";
import { z } from "zod";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

export const DEFAULT_PHOTO_CACHE_DIR = "data/photo-cache";

/** The folders the server sends files from. */
const WEB_ROOTS = ["public", "build"];

const PhotoEnvSchema = z
  .object({
    PHOTO_CACHE_DIR: z.string().trim().min(1).default(DEFAULT_PHOTO_CACHE_DIR),
  })
  .superRefine((env, ctx) => {
    const directory = path.resolve(env.PHOTO_CACHE_DIR);
    for (const root of WEB_ROOTS.map((folder) => path.resolve(folder))) {
      if (directory === root || directory.startsWith(`${root}${path.sep}`)) {
        ctx.addIssue({
          code: "custom",
          path: ["PHOTO_CACHE_DIR"],
          message: `PHOTO_CACHE_DIR must be outside ${path.relative(process.cwd(), root) || root}/, which the site serves`,
        });
      }
    }
  });

export interface PhotoConfig {
  /** Absolute. */
  photoCacheDir: string;
}

export function parsePhotoEnv(source: Record<string, string | undefined>): PhotoConfig {
  const env = parseEnvironment(PhotoEnvSchema, source, "photo configuration");
  return { photoCacheDir: path.resolve(env.PHOTO_CACHE_DIR) };
}

let cached: PhotoConfig | undefined;

export function getPhotoConfig(): PhotoConfig {
  cached ??= parsePhotoEnv(process.env);
  return cached;
}
