// A catalogue source that only the end-to-end tests use (CatalogueSource,
// decision 042): the server otherwise reads the catalogue staff publish
// (DatabaseCatalogueSource, decision 041).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { CatalogueData, CatalogueSource } from "#app/features/catalogue/content/catalogue-data.ts";
import {
  AddOnSchema,
  BundleSchema,
  PersonnelSchema,
  ProductCategorySchema,
  ProductSchema,
  PromotionSchema,
} from "#app/features/site/index.ts";

const CatalogueDataSchema = z.object({
  productCategories: z.array(ProductCategorySchema),
  products: z.array(ProductSchema),
  personnel: z.array(PersonnelSchema),
  bundles: z.array(BundleSchema),
  addOns: z.array(AddOnSchema),
  promotions: z.array(PromotionSchema),
});

/**
 * TEST ONLY (CATALOGUE_TEST_FILE): a catalogue kept as one JSON file that a
 * test rewrites to play a staff edit, so the end-to-end tests can watch pages
 * follow a change without a database editor. Its revision is a hash of the
 * file's bytes; a file that does not parse or validate fails the load, and the
 * server keeps the catalogue it had.
 */
export function jsonFileCatalogueSource(file: string): CatalogueSource {
  const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url").slice(0, 16);
  return {
    revision: async () => `file-${digest(await readFile(file))}`,
    load: async (): Promise<CatalogueData> => CatalogueDataSchema.parse(JSON.parse(await readFile(file, "utf8"))),
  };
}
