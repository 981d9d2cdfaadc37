// The catalogue's tables (migration 0015, decision 041), added to the
// platform's Database by declaration merging, with stock and holds (0017,
// stock-schema.server.ts). Money in cents, discounts in basis points, flags
// 0/1, lists of key features as JSON text.
import type { StockTables } from "#app/features/catalogue/stock/stock-schema.server.ts";

/** Columns every editable catalogue table has. */
interface CatalogueItemColumns {
  id: string;
  name: string;
  description: string;
  image: string;
  hidden: number;
  position: number;
  updated_at: string;
  updated_by: string;
}

interface CataloguePricedColumns {
  cost_price_cents: number;
  hire_price_override_cents: number | null;
}

export interface CatalogueCategoriesTable extends CatalogueItemColumns {
  parent_id: string | null;
}

export interface CatalogueProductsTable extends CatalogueItemColumns, CataloguePricedColumns {
  type: string;
  capacity: number | null;
  key_features: string;
}

export interface CatalogueProductCategoriesTable {
  product_id: string;
  category_id: string;
  position: number;
}

export interface CataloguePersonnelTable extends CatalogueItemColumns, CataloguePricedColumns {
  hourly_rate: number;
  key_features: string;
}

export interface CatalogueBundlesTable extends CatalogueItemColumns, CataloguePricedColumns {
  type: string;
  capacity: number | null;
  popularity: number;
  key_features: string;
}

export interface CatalogueBundleItemsTable {
  bundle_id: string;
  product_id: string;
  quantity: number;
  position: number;
}

export interface CatalogueAddOnsTable extends CatalogueItemColumns, CataloguePricedColumns {
  discount_basis_points: number | null;
  key_features: string;
}

export interface CatalogueAddOnItemsTable {
  add_on_id: string;
  item_id: string;
  quantity: number;
  position: number;
}

export interface CataloguePromotionsTable extends CatalogueItemColumns, CataloguePricedColumns {
  category: string;
  discount_basis_points: number;
  capacity: number;
}

export interface CataloguePromotionItemsTable {
  promotion_id: string;
  item_type: string;
  item_id: string;
  quantity: number;
  position: number;
}

export interface CatalogueDraftsTable {
  kind: string;
  item_id: string;
  is_new: number;
  record: string;
  saved_at: string;
  saved_by: string;
}

export interface CatalogueAuditTable {
  id: string;
  kind: string;
  item_id: string;
  action: string;
  before_json: string | null;
  after_json: string;
  staff_email: string;
  created_at: string;
  revision: number;
}

export interface CatalogueRevisionTable {
  id: number;
  revision: number;
  published_at: string;
  published_by: string;
}

declare module "#app/platform/db/schema.server.ts" {
  interface Database extends StockTables {
    catalogue_categories: CatalogueCategoriesTable;
    catalogue_products: CatalogueProductsTable;
    catalogue_product_categories: CatalogueProductCategoriesTable;
    catalogue_personnel: CataloguePersonnelTable;
    catalogue_bundles: CatalogueBundlesTable;
    catalogue_bundle_items: CatalogueBundleItemsTable;
    catalogue_add_ons: CatalogueAddOnsTable;
    catalogue_add_on_items: CatalogueAddOnItemsTable;
    catalogue_promotions: CataloguePromotionsTable;
    catalogue_promotion_items: CataloguePromotionItemsTable;
    catalogue_drafts: CatalogueDraftsTable;
    catalogue_audit: CatalogueAuditTable;
    catalogue_revision: CatalogueRevisionTable;
  }
}
