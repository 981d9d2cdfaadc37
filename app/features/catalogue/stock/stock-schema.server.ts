// Table types of stock and holds (migration 0017, decision 044), apart from
// schema.server.ts so the catalogue's own tables and these never touch.
import type { ColumnType } from "kysely";
import type { StockedKind } from "#app/features/catalogue/availability.ts";

/** How many of an item the company owns; no row: not tracked. */
export interface StockLevelsTable {
  item_kind: StockedKind;
  item_id: string;
  quantity_owned: number;
  updated_by: string;
  updated_at: string;
}

/** Who set a quantity owned, and when; null before or after: not tracked. */
export interface StockLevelChangesTable {
  id: string;
  item_kind: StockedKind;
  item_id: string;
  quantity_before: number | null;
  quantity_after: number | null;
  changed_by: string;
  changed_at: string;
}

/** A quote's items held until a day (YYYY-MM-DD in Johannesburg), who placed it and who released it early. */
export interface StockHoldsTable {
  id: string;
  quote_id: string;
  held_until: string;
  placed_by: string;
  placed_at: string;
  released_by: ColumnType<string | null, string | null | undefined, string | null>;
  released_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StockTables {
  stock_levels: StockLevelsTable;
  stock_level_changes: StockLevelChangesTable;
  stock_holds: StockHoldsTable;
}
