// The whole catalogue's schema: every record checked by the schema the pages
// trust. For the seed (seed-catalogue.server.ts) and the end-to-end tests'
// catalogue file (catalogue-sources.server.ts). Kept apart from
// catalogue-data.ts, whose types the browser's modules import, so zod stays
// out of their bundle.
import { z } from "zod";
import {
  AddOnSchema,
  BundleSchema,
  PersonnelSchema,
  ProductCategorySchema,
  ProductSchema,
  PromotionSchema,
} from "#app/features/site/index.ts";

export const CatalogueDataSchema = z.object({
  productCategories: z.array(ProductCategorySchema),
  products: z.array(ProductSchema),
  personnel: z.array(PersonnelSchema),
  bundles: z.array(BundleSchema),
  addOns: z.array(AddOnSchema),
  promotions: z.array(PromotionSchema),
});
