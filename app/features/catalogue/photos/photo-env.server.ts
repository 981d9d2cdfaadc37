// Where the catalogue's photos are kept (decision 043), read and validated
// once, as payment-env reads the proofs of payment's folder: outside the
// folders the site serves, so only the media route (which names every file it
// sends by its content hash) can send one, and originals are never served.
import path from "node:path";
import { z } from "zod";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

export const DEFAULT_CATALOGUE_PHOTO_DIR = "data/catalogue-photos";

/** The folders the server sends files from. */
const WEB_ROOTS = ["public", "build"];

const PhotoEnvSchema = z
  .object({
    CATALOGUE_PHOTO_DIR: z.string().trim().min(1).default(DEFAULT_CATALOGUE_PHOTO_DIR),
  })
  .superRefine((env, ctx) => {
    const directory = path.resolve(env.CATALOGUE_PHOTO_DIR);
    for (const root of WEB_ROOTS.map((folder) => path.resolve(folder))) {
      if (directory === root || directory.startsWith(`${root}${path.sep}`)) {
        ctx.addIssue({
          code: "custom",
          path: ["CATALOGUE_PHOTO_DIR"],
          message: `CATALOGUE_PHOTO_DIR must be outside ${path.relative(process.cwd(), root) || root}/, which the site serves`,
        });
      }
    }
  });

export interface PhotoConfig {
  /** Absolute. */
  cataloguePhotoDir: string;
}

export function parsePhotoEnv(source: Record<string, string | undefined>): PhotoConfig {
  const env = parseEnvironment(PhotoEnvSchema, source, "photo configuration");
  return { cataloguePhotoDir: path.resolve(env.CATALOGUE_PHOTO_DIR) };
}

let cached: PhotoConfig | undefined;

export function getPhotoConfig(): PhotoConfig {
  cached ??= parsePhotoEnv(process.env);
  return cached;
}
