// How much may be uploaded (issue 32, decision 052), read and validated once
// at start like the other settings (empty string = unset, errors name the
// variable): proofs of payment per quote and per client per day, the free
// disk space uploads must leave, how big and slow a catalogue photo may be,
// and the folder uploads are written to while they stream in and are checked
// (decision 060: they are kept in the database once checked).
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_MIN_FREE_DISK_BYTES,
  DEFAULT_PROOF_UPLOAD_LIMITS,
  type ProofUploadLimits,
} from "#app/platform/uploads/upload-limits.ts";
import { DEFAULT_PHOTO_MAX_MEGAPIXELS, DEFAULT_PHOTO_TIMEOUT_SECONDS } from "#app/platform/uploads/upload-sniff.ts";
import { parseEnvironment, wholeNumber } from "#app/platform/config/env.server.ts";

const MB = 1024 * 1024;

export const DEFAULT_UPLOAD_TEMP_DIR = "data/upload-tmp";

/** The folders the server sends files from: an upload on its way in must not be reachable there. */
const WEB_ROOTS = ["public", "build"];

const UploadEnvSchema = z.object({
  PROOF_UPLOADS_PER_QUOTE: wholeNumber("PROOF_UPLOADS_PER_QUOTE", 1, 1_000, DEFAULT_PROOF_UPLOAD_LIMITS.filesPerQuote),
  PROOF_UPLOAD_MB_PER_QUOTE: wholeNumber(
    "PROOF_UPLOAD_MB_PER_QUOTE",
    1,
    10_000,
    DEFAULT_PROOF_UPLOAD_LIMITS.bytesPerQuote / MB,
  ),
  PROOF_UPLOADS_PER_CLIENT_PER_DAY: wholeNumber(
    "PROOF_UPLOADS_PER_CLIENT_PER_DAY",
    1,
    10_000,
    DEFAULT_PROOF_UPLOAD_LIMITS.filesPerClientPerDay,
  ),
  PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY: wholeNumber(
    "PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY",
    1,
    // The counter is a 32-bit integer on PostgreSQL.
    2_000,
    DEFAULT_PROOF_UPLOAD_LIMITS.bytesPerClientPerDay / MB,
  ),
  UPLOAD_MIN_FREE_DISK_MB: wholeNumber("UPLOAD_MIN_FREE_DISK_MB", 0, 100_000_000, DEFAULT_MIN_FREE_DISK_BYTES / MB),
  CATALOGUE_PHOTO_MAX_MEGAPIXELS: wholeNumber("CATALOGUE_PHOTO_MAX_MEGAPIXELS", 1, 100, DEFAULT_PHOTO_MAX_MEGAPIXELS),
  CATALOGUE_PHOTO_TIMEOUT_SECONDS: wholeNumber(
    "CATALOGUE_PHOTO_TIMEOUT_SECONDS",
    5,
    600,
    DEFAULT_PHOTO_TIMEOUT_SECONDS,
  ),
  UPLOAD_TEMP_DIR: z
    .string()
    .trim()
    .min(1)
    .default(DEFAULT_UPLOAD_TEMP_DIR)
    .superRefine((value, ctx) => {
      const directory = path.resolve(value);
      for (const root of WEB_ROOTS.map((folder) => path.resolve(folder))) {
        if (directory === root || directory.startsWith(`${root}${path.sep}`))
          ctx.addIssue({
            code: "custom",
            message: `UPLOAD_TEMP_DIR must be outside ${path.relative(process.cwd(), root) || root}/, which the site serves`,
          });
      }
    }),
});

export interface UploadConfig {
  proofs: ProofUploadLimits;
  /** Uploads are refused while the disk of the temporary folder has less than this free; variants are then not cached. */
  minFreeDiskBytes: number;
  /** Absolute: where an upload is written while it streams in and is checked, before its bytes go to the database. */
  tempDir: string;
  photos: {
    /** A photo with more pixels than this is refused from its header, before it is decoded. */
    maxPixels: number;
    /** The most one photo's processing may take. */
    timeoutSeconds: number;
  };
}

export function parseUploadEnv(source: Record<string, string | undefined>): UploadConfig {
  const env = parseEnvironment(UploadEnvSchema, source, "upload limits");
  return {
    proofs: {
      filesPerQuote: env.PROOF_UPLOADS_PER_QUOTE,
      bytesPerQuote: env.PROOF_UPLOAD_MB_PER_QUOTE * MB,
      filesPerClientPerDay: env.PROOF_UPLOADS_PER_CLIENT_PER_DAY,
      bytesPerClientPerDay: env.PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY * MB,
    },
    minFreeDiskBytes: env.UPLOAD_MIN_FREE_DISK_MB * MB,
    tempDir: path.resolve(env.UPLOAD_TEMP_DIR),
    photos: {
      maxPixels: env.CATALOGUE_PHOTO_MAX_MEGAPIXELS * 1_000_000,
      timeoutSeconds: env.CATALOGUE_PHOTO_TIMEOUT_SECONDS,
    },
  };
}

let cached: UploadConfig | undefined;

export function getUploadConfig(): UploadConfig {
  cached ??= parseUploadEnv(process.env);
  return cached;
}
