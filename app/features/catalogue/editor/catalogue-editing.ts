// What staff edit in the catalogue (issue 24, decision 041): the kinds, the
// records as the content schemas define them, how a posted editor form becomes
// a record (checked by those same schemas in catalogue-checks.ts), and which
// fields a change touched. Pure.
import type { ZodType } from "zod";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import {
  type AddOn,
  AddOnSchema,
  type Bundle,
  BundleSchema,
  type Personnel,
  PersonnelSchema,
  type Product,
  type ProductCategory,
  ProductCategorySchema,
  ProductSchema,
  type Promotion,
  PromotionSchema,
} from "#app/features/site/index.ts";

export const CATALOGUE_EDIT_KINDS = ["category", "product", "personnel", "bundle", "add-on", "promotion"] as const;
export type CatalogueEditKind = (typeof CATALOGUE_EDIT_KINDS)[number];

export interface CatalogueRecordOf {
  category: ProductCategory;
  product: Product;
  personnel: Personnel;
  bundle: Bundle;
  "add-on": AddOn;
  promotion: Promotion;
}
export type AnyCatalogueRecord = CatalogueRecordOf[CatalogueEditKind];

/** Where each kind lives in CatalogueData. */
export const DATA_KEY: Readonly<Record<CatalogueEditKind, keyof CatalogueData>> = {
  category: "productCategories",
  product: "products",
  personnel: "personnel",
  bundle: "bundles",
  "add-on": "addOns",
  promotion: "promotions",
};

export const KIND_TITLES: Readonly<Record<CatalogueEditKind, { one: string; many: string; path: string }>> = {
  category: { one: "Category", many: "Categories", path: "categories" },
  product: { one: "Product", many: "Products", path: "products" },
  personnel: { one: "Personnel", many: "Personnel", path: "personnel" },
  bundle: { one: "Bundle", many: "Bundles", path: "bundles" },
  "add-on": { one: "Add-on", many: "Add-ons", path: "add-ons" },
  promotion: { one: "Promotion", many: "Promotions", path: "promotions" },
};

export function kindForPath(path: string | undefined): CatalogueEditKind | undefined {
  return CATALOGUE_EDIT_KINDS.find((kind) => KIND_TITLES[kind].path === path);
}

export function isCatalogueEditKind(value: unknown): value is CatalogueEditKind {
  return typeof value === "string" && (CATALOGUE_EDIT_KINDS as readonly string[]).includes(value);
}

/** The schemas the public pages trust, one per kind. */
export const SCHEMAS: Readonly<Record<CatalogueEditKind, ZodType>> = {
  category: ProductCategorySchema,
  product: ProductSchema,
  personnel: PersonnelSchema,
  bundle: BundleSchema,
  "add-on": AddOnSchema,
  promotion: PromotionSchema,
};

/** Field labels as the editor shows them; messages start with them. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: "Id (web address)",
  name: "Name",
  description: "Description",
  image: "Drawing",
  parentId: "Parent category",
  categories: "Categories",
  type: "Type",
  capacity: "Capacity (guests)",
  costPrice: "Cost price (rand)",
  hirePriceOverrideCents: "Hire price set by staff (rand)",
  keyFeatures: "Key features",
  hourlyRate: "Charged per hour",
  popularity: "Popularity",
  items: "Contents",
  discountPercentage: "Discount (%)",
  category: "Promotion category",
};

/** Which fields the editor form has, in order, per kind. */
export const FORM_FIELDS: Readonly<Record<CatalogueEditKind, readonly string[]>> = {
  category: ["id", "name", "description", "image", "parentId"],
  product: [
    "id",
    "name",
    "description",
    "image",
    "categories",
    "type",
    "capacity",
    "costPrice",
    "hirePriceOverrideCents",
    "keyFeatures",
  ],
  personnel: ["id", "name", "description", "image", "costPrice", "hirePriceOverrideCents", "hourlyRate", "keyFeatures"],
  bundle: [
    "id",
    "name",
    "description",
    "image",
    "type",
    "capacity",
    "popularity",
    "costPrice",
    "hirePriceOverrideCents",
    "items",
    "keyFeatures",
  ],
  "add-on": [
    "id",
    "name",
    "description",
    "image",
    "costPrice",
    "discountPercentage",
    "hirePriceOverrideCents",
    "items",
    "keyFeatures",
  ],
  promotion: [
    "id",
    "name",
    "description",
    "image",
    "category",
    "capacity",
    "costPrice",
    "discountPercentage",
    "hirePriceOverrideCents",
    "items",
  ],
};

/** How many contents rows the form offers beyond the current ones (no JavaScript: fixed rows). */
export const SPARE_CONTENT_ROWS = 3;

export type EditorErrors = Record<string, string>;

type FormLike = Pick<FormData, "get" | "getAll">;

function text(form: FormLike, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A number typed in a form, or NaN when it is not one; undefined when empty. */
function number(form: FormLike, name: string): number | undefined {
  const raw = text(form, name).replace(/[\s,]/g, "").replace(/^R/i, "");
  if (raw === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * Rand typed with up to two decimals, as whole cents (NaN when it is not a
 * price). A minus sign is read, so the money rule (money-field.ts), not this
 * reading, says what range an amount must be in.
 */
export function randTextToCents(raw: string): number | undefined {
  const cleaned = raw.trim().replace(/[\s,]/g, "").replace(/^R/i, "");
  if (cleaned === "") return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const negative = cleaned.startsWith("-");
  const [rands, cents = ""] = cleaned.replace(/^-/, "").split(".");
  const amount = Number(rands) * 100 + Number(cents.padEnd(2, "0"));
  return negative ? -amount : amount;
}

/** Whole cents as the form shows them: 250000 -> "2500.00". */
export function centsToRandText(cents: number | undefined): string {
  return cents === undefined ? "" : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A fraction as a percent for the form: 0.05 -> "5". */
export function fractionToPercentText(fraction: number | undefined): string {
  return fraction === undefined ? "" : String(Math.round(fraction * 10_000) / 100);
}

function lines(form: FormLike, name: string): string[] {
  return text(form, name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Rows of contents posted as items.N.id / items.N.quantity (and items.N.type for promotions); blank rows dropped. */
function contentRows(form: FormLike): { id: string; quantity: number; type: string }[] {
  const rows: { id: string; quantity: number; type: string }[] = [];
  for (let index = 0; index < 100; index += 1) {
    if (form.get(`items.${index}.id`) === null) break;
    const id = text(form, `items.${index}.id`);
    if (id === "") continue;
    const quantity = number(form, `items.${index}.quantity`);
    rows.push({ id, quantity: quantity ?? 1, type: text(form, `items.${index}.type`) });
  }
  return rows;
}

/** The record a posted editor form describes (not yet checked). */
export function recordFromForm(kind: CatalogueEditKind, form: FormLike): Record<string, unknown> {
  const base = {
    id: text(form, "id"),
    name: text(form, "name"),
    description: text(form, "description"),
    image: text(form, "image"),
  };
  const override = randTextToCents(text(form, "hirePriceOverrideCents"));
  const priced = { costPrice: number(form, "costPrice"), hirePriceOverrideCents: override };
  const percent = number(form, "discountPercentage");
  const discountPercentage = percent === undefined ? undefined : percent / 100;
  const record: Record<string, unknown> = (() => {
    switch (kind) {
      case "category":
        return { ...base, parentId: text(form, "parentId") || undefined };
      case "product":
        return {
          ...base,
          categories: form.getAll("categories").filter((value): value is string => typeof value === "string"),
          type: text(form, "type"),
          capacity: number(form, "capacity"),
          ...priced,
          keyFeatures: lines(form, "keyFeatures"),
        };
      case "personnel":
        return {
          ...base,
          ...priced,
          hourlyRate: form.get("hourlyRate") === "on",
          keyFeatures: lines(form, "keyFeatures"),
        };
      case "bundle":
        return {
          ...base,
          type: text(form, "type"),
          capacity: number(form, "capacity"),
          popularity: number(form, "popularity") ?? 0,
          ...priced,
          items: contentRows(form).map((row) => ({ productId: row.id, quantity: row.quantity })),
          keyFeatures: lines(form, "keyFeatures"),
        };
      case "add-on":
        return {
          ...base,
          ...priced,
          discountPercentage,
          items: contentRows(form).map((row) => ({ id: row.id, quantity: row.quantity })),
          keyFeatures: lines(form, "keyFeatures"),
        };
      case "promotion":
        return {
          ...base,
          category: text(form, "category"),
          capacity: number(form, "capacity"),
          ...priced,
          discountPercentage,
          // The form's choice is "type:id" (one list of products, bundles and personnel).
          items: contentRows(form).map((row) => {
            const [type, id] = row.id.includes(":") ? row.id.split(":", 2) : [row.type, row.id];
            return { type, id, quantity: row.quantity };
          }),
        };
    }
  })();
  // Absent optional fields are left out, as in the content files, so a record compares equal to its seed.
  for (const [key, value] of Object.entries(record)) if (value === undefined) delete record[key];
  return record;
}

/** The top-level fields whose values differ between two versions of a record (the audit log's "what changed"). */
export function changedFields(before: object | null | undefined, after: object): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const left = (before ?? {}) as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  return [...keys].filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]));
}
