// Schemas for the content that lives in the repository. Tests validate every
// content module against these, so a typo in data fails the build, not a visitor.
import { z } from "zod";

/** Name of an SVG file in app/assets/illustrations, without the extension. */
export const IllustrationNameSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, "illustration names are kebab-case file names");

export const SERVICE_SLUGS = [
  "corporate-events",
  "weddings",
  "dj-events",
  "bands",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const ServiceSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(3),
  slug: z.enum(SERVICE_SLUGS),
  shortDescription: z.string().min(40).max(220),
  /** Paragraphs of the full description, in order. */
  fullDescription: z.array(z.string().min(80)).min(3),
  features: z.array(z.string().min(10)).length(6),
  image: IllustrationNameSchema,
  icon: z.enum(["sound", "music", "headphones"]),
});
export type Service = z.infer<typeof ServiceSchema>;

export const TestimonialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(2),
  role: z.string().min(2),
  company: z.string().min(2),
  content: z.string().min(60),
  /** Illustration used as the reviewer's avatar. */
  image: IllustrationNameSchema,
  /** Star rating the reviewer gave, out of 5. */
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const CLIENT_CATEGORY_IDS = [
  "schools",
  "corporate",
  "weddings",
  "djs",
  "bands",
  "festivals",
  "celebrations",
  "churches",
] as const;

export const ClientCategorySchema = z.object({
  id: z.enum(CLIENT_CATEGORY_IDS),
  title: z.string().min(3),
  description: z.string().min(30).max(200),
  image: IllustrationNameSchema,
});
export type ClientCategory = z.infer<typeof ClientCategorySchema>;

export const FaqEntrySchema = z.object({
  question: z.string().min(10),
  answer: z.string().min(40),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const PromotionItemSchema = z.object({
  type: z.enum(["product", "bundle", "personnel"]),
  id: z.string().min(1),
  quantity: z.number().int().min(1),
});

export const PromotionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(3),
  description: z.string().min(60),
  image: IllustrationNameSchema,
  category: z.string().min(1),
  /** Replacement cost of everything in the promotion, in rand. */
  costPrice: z.number().positive(),
  /** Fraction from 0 to 1. */
  discountPercentage: z.number().gt(0).lt(1),
  capacity: z.number().int().positive(),
  items: z.array(PromotionItemSchema).min(1),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const CatalogueSectionSchema = z.object({
  id: z.enum(["products", "bundles", "personnel", "promotions", "add-ons"]),
  name: z.string().min(3),
  description: z.string().min(30),
  image: IllustrationNameSchema,
  route: z.string().regex(/^\/catalogue\/[a-z-]+$/),
});
export type CatalogueSection = z.infer<typeof CatalogueSectionSchema>;

// ---------------------------------------------------------------------------
// The rental catalogue (spec section 3).

export const PRODUCT_CATEGORY_IDS = [
  "speakers",
  "powered-speakers",
  "subwoofers",
  "microphones",
  "wired-microphones",
  "wireless-microphones",
  "mixers",
  "lighting",
  "moving-lights",
  "static-lights",
  "effects",
  "accessories",
  "stands",
  "safety",
] as const;
export type ProductCategoryId = (typeof PRODUCT_CATEGORY_IDS)[number];

export const ProductCategorySchema = z.object({
  id: z.enum(PRODUCT_CATEGORY_IDS),
  name: z.string().min(3),
  /** One or two sentences for the category card. */
  description: z.string().min(40).max(220),
  image: IllustrationNameSchema,
  /** The top-level category this one belongs to; none for a top-level category. */
  parentId: z.enum(PRODUCT_CATEGORY_IDS).optional(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** Selling points shown as the Key Features list (products) or What's included (others). */
const KeyFeaturesSchema = z.array(z.string().min(10).max(140)).min(4).max(8);

export const ProductSchema = z.object({
  /** Also the URL slug: /catalogue/product/{id}. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  /** The overview paragraph(s). */
  description: z.string().min(120),
  image: IllustrationNameSchema,
  /** Top-level category first, then its sub-category where there is one. */
  categories: z.array(z.enum(PRODUCT_CATEGORY_IDS)).min(1),
  /** What kind of equipment it is, e.g. 'Powered Speaker'. */
  type: z.string().min(3),
  /** Guests it serves on its own, where that means something. */
  capacity: z.number().int().positive().optional(),
  /** Replacement cost in rand; the hire price derives from it. */
  costPrice: z.number().positive(),
  keyFeatures: KeyFeaturesSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const PersonnelSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  costPrice: z.number().positive(),
  /** True when the price is per hour. */
  hourlyRate: z.boolean(),
  keyFeatures: KeyFeaturesSchema,
});
export type Personnel = z.infer<typeof PersonnelSchema>;

export const BUNDLE_TYPES = ["wedding", "corporate", "dj", "party"] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

export const BundleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  costPrice: z.number().positive(),
  type: z.enum(BUNDLE_TYPES),
  capacity: z.number().int().positive().optional(),
  /** Higher is more popular; 'Most Popular' sorts by it. */
  popularity: z.number().int().min(0),
  items: z.array(z.object({ productId: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
  keyFeatures: KeyFeaturesSchema,
});
export type Bundle = z.infer<typeof BundleSchema>;

export const AddOnSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  costPrice: z.number().positive(),
  /** Fraction from 0 to 1, when the add-on is discounted. */
  discountPercentage: z.number().gt(0).lt(1).optional(),
  /** What the add-on adds: product or personnel ids with quantities. */
  items: z.array(z.object({ id: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
  keyFeatures: KeyFeaturesSchema,
});
export type AddOn = z.infer<typeof AddOnSchema>;
