// Schemas for the content that lives in the repository. Tests validate every
// content module against these, so a typo in data fails the build, not a visitor.
import { z } from "zod";
import { business } from "#app/platform/business.ts";
import { MAX_PAGE_TITLE_LENGTH, pageTitleFits } from "#app/features/site/seo/seo.ts";
import { moneyCents, moneyRand } from "#app/platform/forms/money-field.ts";

/** Name of an SVG file in app/assets/illustrations, without the extension. */
export const IllustrationNameSchema = z.string().regex(/^[a-z0-9-]+$/, "illustration names are kebab-case file names");

/**
 * A staff photo of the item (decision 043): optional, filled in from the
 * photo store by withCataloguePhotos; the illustration stays as the fallback.
 */
export const CataloguePhotoSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  alt: z.string().min(1),
});
export type CataloguePhoto = z.infer<typeof CataloguePhotoSchema>;

export const SERVICE_SLUGS = ["corporate-events", "weddings", "dj-events", "bands"] as const;
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

/**
 * A catalogue id, also its URL slug: the seed's ids stay as they are (quotes
 * and links refer to them); staff give new items ids of the same shape.
 */
export const CatalogueIdSchema = z
  .string()
  .min(2, "at least 2 characters")
  .max(80, "at most 80 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens only");

/**
 * A hire price staff set for one item, in whole cents, instead of the one the
 * spec's rule derives from the cost price (app/features/catalogue/pricing.ts). Absent: the rule applies.
 */
const HirePriceOverrideSchema = z.optional(moneyCents({ minCents: 1 }));

/** Replacement cost in rand (at most two decimals); the hire price derives from it. Within the money range. */
const CostPriceSchema = moneyRand({ minCents: 1 });

export const PromotionItemSchema = z.object({
  type: z.enum(["product", "bundle", "personnel"]),
  id: z.string().min(1),
  quantity: z.number().int().min(1),
});

export const PromotionSchema = z.object({
  id: CatalogueIdSchema,
  name: z.string().min(3),
  description: z.string().min(60),
  image: IllustrationNameSchema,
  category: z.string().min(1),
  /** Replacement cost of everything in the promotion, in rand. */
  costPrice: CostPriceSchema,
  /** Fraction from 0 to 1. */
  discountPercentage: z.number().gt(0).lt(1),
  capacity: z.number().int().positive(),
  items: z.array(PromotionItemSchema).min(1),
  hirePriceOverrideCents: HirePriceOverrideSchema,
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
  id: CatalogueIdSchema,
  name: z.string().min(3),
  /** One or two sentences for the category card. */
  description: z.string().min(40).max(220),
  image: IllustrationNameSchema,
  /** The top-level category this one belongs to; none for a top-level category. */
  parentId: CatalogueIdSchema.optional(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** Selling points shown as the Key Features list (products) or What's included (others). */
const KeyFeaturesSchema = z.array(z.string().min(10).max(140)).min(4).max(8);

export const ProductSchema = z.object({
  /** Also the URL slug: /catalogue/product/{id}. */
  id: CatalogueIdSchema,
  name: z.string().min(3),
  /** The overview paragraph(s). */
  description: z.string().min(120),
  image: IllustrationNameSchema,
  photo: CataloguePhotoSchema.optional(),
  /** Top-level category first, then its sub-category where there is one. */
  categories: z.array(CatalogueIdSchema).min(1),
  /** What kind of equipment it is, e.g. 'Powered Speaker'. */
  type: z.string().min(3),
  /** Guests it serves on its own, where that means something. */
  capacity: z.number().int().positive().optional(),
  /** Replacement cost in rand; the hire price derives from it. */
  costPrice: CostPriceSchema,
  keyFeatures: KeyFeaturesSchema,
  hirePriceOverrideCents: HirePriceOverrideSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const PersonnelSchema = z.object({
  id: CatalogueIdSchema,
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  photo: CataloguePhotoSchema.optional(),
  costPrice: CostPriceSchema,
  /** True when the price is per hour. */
  hourlyRate: z.boolean(),
  keyFeatures: KeyFeaturesSchema,
  hirePriceOverrideCents: HirePriceOverrideSchema,
});
export type Personnel = z.infer<typeof PersonnelSchema>;

export const BUNDLE_TYPES = ["wedding", "corporate", "dj", "party"] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

export const BundleSchema = z.object({
  id: CatalogueIdSchema,
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  photo: CataloguePhotoSchema.optional(),
  costPrice: CostPriceSchema,
  type: z.enum(BUNDLE_TYPES),
  capacity: z.number().int().positive().optional(),
  /** Higher is more popular; 'Most Popular' sorts by it. */
  popularity: z.number().int().min(0),
  items: z.array(z.object({ productId: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
  keyFeatures: KeyFeaturesSchema,
  hirePriceOverrideCents: HirePriceOverrideSchema,
});
export type Bundle = z.infer<typeof BundleSchema>;

export const AddOnSchema = z.object({
  id: CatalogueIdSchema,
  name: z.string().min(3),
  description: z.string().min(120),
  image: IllustrationNameSchema,
  photo: CataloguePhotoSchema.optional(),
  costPrice: CostPriceSchema,
  /** Fraction from 0 to 1, when the add-on is discounted. */
  discountPercentage: z.number().gt(0).lt(1).optional(),
  /** What the add-on adds: product or personnel ids with quantities. */
  items: z.array(z.object({ id: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
  keyFeatures: KeyFeaturesSchema,
  hirePriceOverrideCents: HirePriceOverrideSchema,
});
export type AddOn = z.infer<typeof AddOnSchema>;

// ---------------------------------------------------------------------------
// Search landing pages (spec section 2, landing page template).

/** Where a landing page's calls to action may lead (spec), or "tel" for the business line. */
export const LANDING_CTA_TARGETS = [
  "/quote-request",
  "/contact",
  "/catalogue",
  "/catalogue/products",
  "/catalogue/bundles",
  "/catalogue/personnel",
  "/services",
  "/services/weddings",
  "/services/corporate-events",
  "/services/dj-events",
  "tel",
] as const;

const LandingCtaSchema = z.object({
  label: z.string().min(3).max(40),
  to: z.enum(LANDING_CTA_TARGETS),
});

export const LandingPageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** The page title before " | brand"; with the brand it fits in a search result. */
  title: z
    .string()
    .min(20)
    .refine((title) => pageTitleFits(title, business.name), {
      message: `with " | ${business.name}" the title must fit in ${MAX_PAGE_TITLE_LENGTH} characters`,
    }),
  description: z.string().min(120).max(160),
  keywords: z.array(z.string().min(3)).min(4).max(10),
  /** schema.org serviceType for the Service JSON-LD. */
  serviceType: z.string().min(5),
  hero: z.object({
    eyebrow: z.string().min(3).max(40),
    heading: z.string().min(15).max(90),
    intro: z.string().min(80).max(320),
    primaryCta: LandingCtaSchema,
    secondaryCta: LandingCtaSchema.optional(),
  }),
  /** The sales pitch: sections of plain paragraphs (rendered as HTML). */
  pitch: z
    .array(z.object({ heading: z.string().min(5), paragraphs: z.array(z.string().min(60)).min(1) }))
    .min(2)
    .max(5),
  /** Internal links to related pages on this site. */
  internalLinks: z
    .array(
      z.object({ label: z.string().min(3), to: z.string().regex(/^\/[a-z0-9/#-]*$/), description: z.string().min(20) }),
    )
    .min(3)
    .max(8),
  quickTips: z
    .array(z.object({ title: z.string().min(5), text: z.string().min(40) }))
    .min(3)
    .max(6),
  faqs: z
    .array(z.object({ question: z.string().min(10), answer: z.string().min(40) }))
    .min(3)
    .max(6),
  bottomCta: z.object({
    heading: z.string().min(10),
    text: z.string().min(40),
    primary: LandingCtaSchema,
    secondary: LandingCtaSchema.optional(),
  }),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;
