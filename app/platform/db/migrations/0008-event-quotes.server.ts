// The event quote: the hire period, the venue's details, delivery, a business
// customer's company name and VAT number, VAT totals and the quote's expiry.
// Every column may be null, so quotes stored before this read as they did (one
// hire day, no delivery said, no expiry; their VAT is worked out from their
// lines when they are read). Money in whole cents, bigint as in 0002.
import type { Kysely } from "kysely";

/** The columns this migration adds to quotes, in order (SQLite adds one column per statement). */
const QUOTE_COLUMNS = [
  // YYYY-MM-DD: the last day of a multi-day hire (event_date is the first).
  ["end_date", "text"],
  // HH:MM
  ["setup_time", "text"],
  ["collection_time", "text"],
  // 'indoor' or 'outdoor'; checked in code.
  ["venue_setting", "text"],
  ["guests", "integer"],
  ["company_name", "text"],
  // Ten digits, spaces removed.
  ["company_vat_number", "text"],
  // 'delivery' or 'collection'; checked in code.
  ["delivery_method", "text"],
  // A zone id from app/features/quotes/delivery.ts, for delivery.
  ["delivery_zone", "text"],
  // Estimated delivery and collection fee, excluding VAT (0 for collection).
  ["delivery_fee_cents", "bigint"],
  // Days charged under the multi-day rule.
  ["hire_days", "integer"],
  // The pricing rule the estimate stated, in words.
  ["pricing_rule", "text"],
  // VAT over the lines and delivery, each rounded on its line; and the total including VAT.
  ["vat_cents", "bigint"],
  ["total_cents", "bigint"],
  // YYYY-MM-DD: the last day the quote can be accepted.
  ["valid_until", "text"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of QUOTE_COLUMNS) await db.schema.alterTable("quotes").addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...QUOTE_COLUMNS].reverse()) await db.schema.alterTable("quotes").dropColumn(name).execute();
}
