// SQLite's side of backup and restore. The backup uses SQLite's online backup
// API in one step: one read transaction, so the copy is consistent while the
// site keeps writing (WAL lets the writer go on). The restore copies the dump
// beside the target, checks it, and renames it into place once SQLite's
// exclusive lock has shown that no process (the site) has the target open.
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import type { FactSource } from "./database-facts.server.ts";

/** All pages in one step: a step is one read transaction, so the copy is of one moment. */
const ALL_PAGES = 0x7fffffff;
const BUSY_TIMEOUT_MS = 5000;

export function sqliteFacts(database: DatabaseSync): FactSource {
  return {
    async tableNames() {
      const rows = database.prepare("select name from sqlite_master where type = 'table'").all();
      return new Set(rows.map((row) => String(row.name)));
    },
    async scalar(query) {
      const row = database.prepare(query).get();
      return row ? Object.values(row)[0] : undefined;
    },
  };
}

function openExisting(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  if (!existsSync(file)) throw new Error(`There is no SQLite database at ${path.resolve(file)} (DATABASE_FILE).`);
  const database = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS, ...options });
  database.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return database;
}

/**
 * Copies the live database to `destination` as one self-contained file (no
 * -wal beside it), then reads `describe` from the copy: what the manifest
 * records is what the file holds.
 */
export async function backupSqlite<Facts>(
  file: string,
  destination: string,
  describe: (source: FactSource) => Promise<Facts>,
): Promise<Facts> {
  const source = openExisting(file);
  try {
    await backup(source, destination, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(destination);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    const check = copy.prepare("PRAGMA quick_check").get();
    if (check?.quick_check !== "ok") throw new Error(`The copy failed SQLite's check: ${String(check?.quick_check)}`);
    return await describe(sqliteFacts(copy));
  } finally {
    copy.close();
  }
}

/** Reads `describe` from a database file; `checked` runs SQLite's integrity check first (a restored copy). */
export async function inspectSqlite<Facts>(
  file: string,
  describe: (source: FactSource) => Promise<Facts>,
  { checked = false }: { checked?: boolean } = {},
) {
  const database = openExisting(file);
  try {
    const check = checked ? database.prepare("PRAGMA integrity_check").get() : { integrity_check: "ok" };
    if (check?.integrity_check !== "ok") {
      throw new Error(`The backup's database failed SQLite's check: ${String(check?.integrity_check)}`);
    }
    return await describe(sqliteFacts(database));
  } finally {
    database.close();
  }
}

/**
 * The target's exclusive lock, or an error when another connection (the site)
 * has it open. In WAL mode every open connection holds a shared lock on the
 * database, so the exclusive one is granted only when nobody else is in it.
 */
export function lockSqliteTarget(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { timeout: 200 });
  try {
    database.exec("PRAGMA locking_mode = EXCLUSIVE");
    database.exec("BEGIN EXCLUSIVE");
    database.exec("COMMIT");
    return database;
  } catch (error) {
    database.close();
    const busy = error instanceof Error && /locked|busy/i.test(error.message);
    if (!busy) throw error;
    throw new Error(
      `${path.resolve(file)} is open in another process (the site?). Stop the site (every process) and run the restore again. Nothing was restored.`,
      { cause: error },
    );
  }
}

/** Copies the dump beside the target (same disk, so the last step is a rename). */
export async function stageSqliteRestore(dump: string, target: string): Promise<string> {
  const staged = `${path.resolve(target)}.restoring-${process.pid}`;
  await mkdir(path.dirname(staged), { recursive: true });
  await copyFile(dump, staged);
  return staged;
}

/**
 * Puts the staged copy in the target's place. The old file's -wal and -shm go
 * first: left beside the new file they would be replayed into it.
 */
export async function swapIntoPlace(staged: string, target: string, lock: DatabaseSync | undefined): Promise<void> {
  lock?.close();
  const resolved = path.resolve(target);
  await rm(`${resolved}-wal`, { force: true });
  await rm(`${resolved}-shm`, { force: true });
  await rm(`${resolved}-journal`, { force: true });
  await rename(staged, resolved);
}
