// Opens the database named by the configuration, applies pending migrations,
// and hands back one Kysely instance for either backend.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { PlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import type { DialectName } from "#app/platform/db/dialect.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { NodeSqliteDialect } from "#app/platform/db/node-sqlite-dialect.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface DatabaseConfig {
  /** SQLite file, used when no URL is given. ":memory:" works for throwaway use. */
  databaseFile?: string;
  /** PostgreSQL connection URL; takes precedence over the file. */
  databaseUrl?: string;
  /** Most PostgreSQL connections this process may hold. */
  poolSize?: number;
  /** Called when an idle PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** SQLite only: the most pages the file may grow to; past it writes fail with SQLITE_FULL, as on a full disk. */
  maxPageCount?: number;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Names of the migrations this open applied (empty when already current). */
  appliedMigrations: string[];
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_FILE = "data/site.db";
const SQLITE_BUSY_TIMEOUT_MS = 5000;
/**
 * Once open, SQLite's own busy handler waits only this long, synchronously;
 * the driver waits the rest of SQLITE_BUSY_TIMEOUT_MS between tries without
 * blocking the event loop, so a lock held elsewhere never freezes the site.
 */
const SQLITE_BUSY_SLICE_MS = 10;

export function databaseConfigFromEnv(
  env: Pick<PlatformDataEnv, "DATABASE_FILE" | "DATABASE_URL" | "SQLITE_MAX_PAGE_COUNT">,
): DatabaseConfig {
  return { databaseFile: env.DATABASE_FILE, databaseUrl: env.DATABASE_URL, maxPageCount: env.SQLITE_MAX_PAGE_COUNT };
}

function openSqlite(file: string, maxPageCount: number | undefined): DatabaseSync {
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const database = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    // busy_timeout first: switching to WAL needs a lock another process may hold.
    database.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    // WAL lets readers run while one writer commits; FULL syncs the WAL on
    // every commit, so a lead acknowledged to a visitor survives a power cut.
    database.exec("PRAGMA journal_mode = WAL");
    database.exec("PRAGMA synchronous = FULL");
    database.exec("PRAGMA foreign_keys = ON");
    if (maxPageCount !== undefined) database.exec(`PRAGMA max_page_count = ${Math.trunc(maxPageCount)}`);
    database.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_SLICE_MS}`);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

function createKysely(config: DatabaseConfig): { db: Kysely<Database>; dialect: DialectName } {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // Without a listener an idle client's error would crash the process.
    pool.on("error", (error) => config.onPoolError?.(error));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const file = config.databaseFile ?? DEFAULT_DATABASE_FILE;
  const database = openSqlite(file, config.maxPageCount);
  // Each ":memory:" open is its own database; files are shared by path.
  const lockKey = file === ":memory:" ? undefined : resolve(file);
  return {
    db: new Kysely<Database>({
      dialect: new NodeSqliteDialect({ database, lockKey, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS }),
    }),
    dialect: "sqlite",
  };
}

/** Opens the database and brings its schema up to date before returning. */
export async function openDatabase(config: DatabaseConfig = {}): Promise<AppDatabase> {
  const { db, dialect } = createKysely(config);

  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Database migration failed${failed ? ` at ${failed}` : ""}`, { cause: error });
  }

  let closed: Promise<void> | undefined;
  return {
    db,
    dialect,
    appliedMigrations: results.filter((result) => result.status === "Success").map((result) => result.migrationName),
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}
