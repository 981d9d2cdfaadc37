// How the server follows the published catalogue (decision 042), read and
// validated once, like payment-env and retention-env.
import { z } from "zod";
import { MAX_CATALOGUE_REFRESH_SECONDS } from "#app/features/catalogue/catalogue-caching.ts";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

export const DEFAULT_CATALOGUE_REFRESH_SECONDS = 10;

const refreshRule = `CATALOGUE_REFRESH_SECONDS must be a whole number of seconds from 1 to ${MAX_CATALOGUE_REFRESH_SECONDS}`;

const CatalogueEnvSchema = z.object({
  // How often each process asks the catalogue whether it changed. At most 15 s, so that with the pages'
  // browser caching a saved change shows within a minute.
  CATALOGUE_REFRESH_SECONDS: z.coerce
    .number({ message: refreshRule })
    .int({ message: refreshRule })
    .min(1, { message: refreshRule })
    .max(MAX_CATALOGUE_REFRESH_SECONDS, { message: refreshRule })
    .default(DEFAULT_CATALOGUE_REFRESH_SECONDS),
  // TEST ONLY: serve the catalogue from this JSON file instead (the end-to-end tests rewrite it).
  CATALOGUE_TEST_FILE: z.string().trim().min(1).optional(),
});

export interface CatalogueConfig {
  refreshMs: number;
  /** Test only: see jsonFileCatalogueSource. */
  testFile?: string;
}

export function parseCatalogueEnv(source: Record<string, string | undefined>): CatalogueConfig {
  const env = parseEnvironment(CatalogueEnvSchema, source, "catalogue configuration");
  return {
    refreshMs: env.CATALOGUE_REFRESH_SECONDS * 1000,
    ...(env.CATALOGUE_TEST_FILE ? { testFile: env.CATALOGUE_TEST_FILE } : {}),
  };
}

let cached: CatalogueConfig | undefined;

export function getCatalogueConfig(): CatalogueConfig {
  cached ??= parseCatalogueEnv(process.env);
  return cached;
}
