// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { HIRE_TERMS_VERSION } from "#app/features/site/content/hire-terms.ts";
export { callBackLink } from "#app/features/site/layout/navigation.ts";
export {
  type AddOn,
  AddOnSchema,
  type Bundle,
  BUNDLE_TYPES,
  BundleSchema,
  type BundleType,
  type CataloguePhoto,
  type CatalogueSection,
  type LandingPage,
  type Personnel,
  PersonnelSchema,
  type Product,
  type ProductCategory,
  ProductCategorySchema,
  ProductSchema,
  type Promotion,
  PromotionSchema,
} from "#app/features/site/seo/schemas.ts";
export {
  MAX_META_DESCRIPTION_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
  metaDescriptionFits,
  pageTitleFits,
} from "#app/features/site/seo/seo.ts";
export { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "#app/features/site/share/share.ts";
