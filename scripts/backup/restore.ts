// npm run restore -- <backup> [--force]: puts a backup made by npm run backup
// back into the configured database (docs/backups.md). It checks the dump's
// SHA-256 first, refuses a backup of a newer schema than this code knows and,
// without --force, a database that already holds leads, quotes or accounts;
// then restores and brings the schema up to date with the migrations.
// SQLite needs the site stopped (it is checked); PostgreSQL is restored in one
// transaction. Exit codes: 0 done, 1 refused or failed, 2 usage error.
import { rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { type PlatformDataEnv, parsePlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import { databaseConfigFromEnv, openDatabase } from "#app/platform/db/database.server.ts";
import { type CommandIo, loadSiteEnvFile, EXIT_USAGE, Stop, runCommand } from "./cli.ts";
import {
  type FactSource,
  LATEST_KNOWN_MIGRATION,
  countDifferences,
  countMainTables,
  describeCounts,
  latestMigration,
  rowsInUse,
} from "./database-facts.server.ts";
import { type Manifest, readManifest, verifiedDump } from "./manifest.ts";
import { connect, postgresFacts, restorePostgres } from "./postgres-backup.server.ts";
import { inspectSqlite, lockSqliteTarget, stageSqliteRestore, swapIntoPlace } from "./sqlite-backup.server.ts";

const USAGE = `Restores a backup made by npm run backup into the site's database.

Usage:
  npm run restore -- <backup directory>           e.g. data/backups/backup-2026-11-29T02-30-00-000Z
  npm run restore -- <backup directory> --force   also over a database that holds leads, quotes or accounts

SQLite (DATABASE_FILE): stop the site first; the restored file replaces the old one.
PostgreSQL (DATABASE_URL): pg_restore --clean replaces the objects the backup holds.`;

const usageError = (message: string) => new Stop(`${message}\n\n${USAGE}`, EXIT_USAGE);

function parseArguments(argv: string[]): { location: string; force: boolean } {
  const flags = argv.filter((arg) => arg.startsWith("-"));
  const positional = argv.filter((arg) => !arg.startsWith("-"));
  const unknown = flags.find((flag) => flag !== "--force");
  if (unknown) throw usageError(`Unknown option "${unknown}".`);
  if (positional.length !== 1 || !positional[0]) throw usageError("Name exactly one backup to restore.");
  return { location: positional[0], force: flags.includes("--force") };
}

/** The checks that need only the backup: its kind, its schema, its checksum. Returns the dump's path. */
async function checkBackup(directory: string, manifest: Manifest, data: PlatformDataEnv): Promise<string> {
  const target = data.DATABASE_URL ? "postgres" : "sqlite";
  if (manifest.database !== target) {
    throw new Stop(
      `This backup is of a ${manifest.database} database, and the site is set up for ${target} ` +
        `(${target === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is not set"}). Nothing was restored.`,
    );
  }
  if (manifest.latestMigration > LATEST_KNOWN_MIGRATION) {
    throw new Stop(
      `This backup was made by a newer version of the site (its schema is at ${manifest.latestMigration}; ` +
        `this code knows migrations up to ${LATEST_KNOWN_MIGRATION}). Upgrade the site's code first, then restore. Nothing was restored.`,
    );
  }
  return verifiedDump(directory, manifest);
}

/** Refuses a target that holds the company's records, unless forced. */
async function refuseIfInUse(source: FactSource, where: string, force: boolean): Promise<void> {
  const inUse = await rowsInUse(source);
  if (Object.keys(inUse).length === 0 || force) return;
  throw new Stop(
    `${where} already holds data (${describeCounts(inUse)}). Restoring would replace it. ` +
      `Take a backup of it first (npm run backup), then run the restore again with --force. Nothing was restored.`,
  );
}

/** What a restored database must show: the backup's schema and its row counts. */
async function checkRestored(source: FactSource, manifest: Manifest): Promise<void> {
  const migration = await latestMigration(source);
  if (migration !== manifest.latestMigration) {
    throw new Error(
      `The restored schema is at ${migration ?? "nothing"}, the manifest says ${manifest.latestMigration}.`,
    );
  }
  const differences = countDifferences(manifest.rowCounts, await countMainTables(source));
  if (differences.length > 0) throw new Error(`The restored rows differ from the backup's: ${differences.join("; ")}`);
}

async function restoreSqlite(dump: string, manifest: Manifest, file: string, force: boolean): Promise<void> {
  const staged = await stageSqliteRestore(dump, file);
  let lock: DatabaseSync | undefined;
  try {
    await inspectSqlite(staged, (source) => checkRestored(source, manifest), { checked: true });
    if (existsSync(file)) {
      await inspectSqlite(file, (source) => refuseIfInUse(source, path.resolve(file), force));
      try {
        lock = lockSqliteTarget(file);
      } catch (error) {
        throw new Stop(error instanceof Error ? error.message : String(error));
      }
    }
    await swapIntoPlace(staged, file, lock);
    lock = undefined;
  } finally {
    lock?.close();
    await rm(staged, { force: true });
  }
}

async function restoreIntoPostgres(dump: string, manifest: Manifest, databaseUrl: string, force: boolean) {
  const where = `The PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`;
  const before = await connect(databaseUrl);
  try {
    await refuseIfInUse(postgresFacts(before), where, force);
  } finally {
    await before.end();
  }
  await restorePostgres(databaseUrl, dump);
  const after = await connect(databaseUrl);
  try {
    await checkRestored(postgresFacts(after), manifest);
  } finally {
    await after.end();
  }
}

async function restore(argv: string[], io: CommandIo): Promise<void> {
  if (argv.some((arg) => arg === "--help" || arg === "-h")) {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  const { location, force } = parseArguments(argv);
  const data = parsePlatformDataEnv(io.env);
  const { directory, manifest } = await readManifest(location).catch((error: Error) => {
    throw new Stop(error.message);
  });
  const dump = await checkBackup(directory, manifest, data).catch((error: Error) => {
    throw error instanceof Stop ? error : new Stop(error.message);
  });
  if (data.DATABASE_URL) await restoreIntoPostgres(dump, manifest, data.DATABASE_URL, force);
  else await restoreSqlite(dump, manifest, data.DATABASE_FILE, force);

  // An older backup is brought up to the code's schema, as the site's start would.
  const database = await openDatabase(databaseConfigFromEnv(data));
  const applied = database.appliedMigrations;
  await database.close();
  io.stdout.write(
    `Restored the backup of ${manifest.createdAt} (${describeCounts(manifest.rowCounts)}).\n` +
      (applied.length > 0 ? `Applied ${applied.length} newer migration(s): ${applied.join(", ")}.\n` : "") +
      (data.DATABASE_URL ? "" : "Start the site again.\n"),
  );
}

/** Restores one backup; returns the exit code. */
export function runRestoreCommand(argv: string[], io: CommandIo): Promise<number> {
  return runCommand("Restore", io, () => restore(argv, io));
}

if (import.meta.main) {
  loadSiteEnvFile();
  process.exitCode = await runRestoreCommand(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
