// What a backup's manifest records about a database, and what a restore checks
// against it: the newest migration applied and the rows of the main tables.
// Asked of either backend through the one small interface below.
import { migrations } from "#app/platform/db/migrations/index.server.ts";

/** The tables whose rows a backup counts: the records the company could not rebuild. */
export const MAIN_TABLES = [
  "leads",
  "lead_events",
  "quotes",
  "quote_versions",
  "quote_acceptances",
  "quote_decisions",
  "quote_deposits",
  "quote_payment_proofs",
  // The uploads' bytes (migration 0022); a table a schema lacks is left out of the counts.
  "quote_payment_proof_files",
  "catalogue_products",
  "catalogue_photos",
  "catalogue_photo_originals",
  "staff_users",
  "privacy_audit",
  "outbox",
] as const;

/** The tables whose rows mean a database is in use: a restore over them needs --force. */
const IN_USE_TABLES = ["leads", "quotes", "quote_payment_proofs", "catalogue_photos", "staff_users"];

/** Kysely's record of applied migrations. */
export const MIGRATION_TABLE = "kysely_migration";

/** The newest migration this code knows (names sort in the order they run). */
export const LATEST_KNOWN_MIGRATION = Object.keys(migrations).sort().at(-1) ?? "";

export interface FactSource {
  tableNames(): Promise<Set<string>>;
  /** The value of the first column of the query's first row. */
  scalar(query: string): Promise<unknown>;
}

export async function latestMigration(source: FactSource): Promise<string | undefined> {
  if (!(await source.tableNames()).has(MIGRATION_TABLE)) return undefined;
  const name = await source.scalar(`select max(name) from ${MIGRATION_TABLE}`);
  return typeof name === "string" ? name : undefined;
}

/** Rows in each main table that exists (an older schema lacks some). */
export async function countMainTables(source: FactSource): Promise<Record<string, number>> {
  const present = await source.tableNames();
  const counts: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    if (present.has(table)) counts[table] = Number(await source.scalar(`select count(*) from ${table}`));
  }
  return counts;
}

/** The in-use tables that hold rows, with their counts; empty for a new or blank database. */
export async function rowsInUse(source: FactSource): Promise<Record<string, number>> {
  const counts = await countMainTables(source);
  return Object.fromEntries(Object.entries(counts).filter(([table, n]) => IN_USE_TABLES.includes(table) && n > 0));
}

/** "3 leads, 1 quotes" for a message (the empty tables left out). */
export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
}

/** The tables whose counts differ between what the manifest recorded and what was restored. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `${table}: ${n} in the backup, ${actual[table] ?? "no table"} restored`);
}
