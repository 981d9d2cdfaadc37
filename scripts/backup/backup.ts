// npm run backup [-- --keep N]: one consistent copy of the database, taken
// while the site runs, into BACKUP_DIR as backup-<UTC time>/ with its
// manifest (docs/backups.md). Uploads (proofs of payment, catalogue photos)
// are rows of the database, so the copy holds them too. Exit codes: 0 done,
// 1 failed, 2 usage error. The work is in runBackupCommand, which the tests
// call in-process with their own streams.
import { chmod, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parsePlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import { parseBackupEnv } from "./backup-env.server.ts";
import { type CommandIo, loadSiteEnvFile, EXIT_USAGE, Stop, formatBytes, runCommand } from "./cli.ts";
import { type FactSource, countMainTables, describeCounts, latestMigration } from "./database-facts.server.ts";
import { MANIFEST_FILE, MANIFEST_FORMAT, type Manifest, backupName, pruneBackups, sha256OfFile } from "./manifest.ts";
import { backupPostgres } from "./postgres-backup.server.ts";
import { backupSqlite } from "./sqlite-backup.server.ts";

const USAGE = `A backup of the site's database (leads, quotes, proofs of payment, photos, staff).

Usage:
  npm run backup                 write one backup into BACKUP_DIR (default data/backups)
  npm run backup -- --keep 14    and then delete all but the newest 14 (or set BACKUP_KEEP)

SQLite (DATABASE_FILE) is copied with SQLite's online backup; PostgreSQL
(DATABASE_URL) is dumped with pg_dump. Both run while the site is up.
Restore with: npm run restore -- <backup directory>`;

const usageError = (message: string) => new Stop(`${message}\n\n${USAGE}`, EXIT_USAGE);

function parseKeep(argv: string[]): number | undefined {
  const rest = [...argv];
  let keep: number | undefined;
  while (rest.length > 0) {
    const arg = rest.shift() ?? "";
    const inline = /^--keep=(.*)$/.exec(arg);
    if (arg !== "--keep" && !inline) throw usageError(`Unknown argument "${arg}".`);
    const value = inline ? inline[1] : rest.shift();
    keep = Number(value);
    if (!Number.isInteger(keep) || keep < 1) throw usageError(`--keep needs a whole number of backups, at least 1.`);
  }
  return keep;
}

interface Facts {
  latestMigration: string;
  rowCounts: Record<string, number>;
}

async function readFacts(source: FactSource): Promise<Facts> {
  const latest = await latestMigration(source);
  if (!latest) throw new Stop("The database has no migrations applied: start the site once before backing it up.");
  return { latestMigration: latest, rowCounts: await countMainTables(source) };
}

/** Dumps the configured database into `directory`; the manifest's fields that describe the dump. */
async function dumpInto(directory: string, env: CommandIo["env"]) {
  const data = parsePlatformDataEnv(env);
  if (data.DATABASE_URL) {
    const file = "site.pgdump";
    const { facts, versions } = await backupPostgres(data.DATABASE_URL, path.join(directory, file), readFacts);
    return { database: "postgres" as const, file, ...facts, versions };
  }
  const file = "site.db";
  const facts = await backupSqlite(data.DATABASE_FILE, path.join(directory, file), readFacts);
  return { database: "sqlite" as const, file, ...facts };
}

async function backUp(argv: string[], io: CommandIo, now: () => Date): Promise<void> {
  if (argv.some((arg) => arg === "--help" || arg === "-h")) {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  const settings = parseBackupEnv(io.env);
  const keep = parseKeep(argv) ?? settings.BACKUP_KEEP;
  const backupDir = path.resolve(settings.BACKUP_DIR);
  const served = ["public", "build"].find((folder) => !path.relative(path.resolve(folder), backupDir).startsWith(".."));
  if (served) throw new Stop(`BACKUP_DIR (${backupDir}) is inside ${served}/, which the site serves: choose another.`);
  const createdAt = now();
  const name = backupName(createdAt);
  // Written under another name and renamed when complete: a backup cut off half-way is never listed or restored.
  const partial = path.join(backupDir, `.partial-${name}`);
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const dumped = await dumpInto(partial, io.env);
    const dump = path.join(partial, dumped.file);
    await chmod(dump, 0o600);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: createdAt.toISOString(),
      ...dumped,
      sizeBytes: (await stat(dump)).size,
      sha256: await sha256OfFile(dump),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, path.join(backupDir, name));
    io.stdout.write(
      `Backed up the ${manifest.database} database (schema ${manifest.latestMigration}; ${describeCounts(manifest.rowCounts)})\n` +
        `to ${path.join(backupDir, name)} (${formatBytes(manifest.sizeBytes)}).\n`,
    );
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  if (keep !== undefined) {
    const removed = await pruneBackups(backupDir, keep);
    if (removed.length > 0) io.stdout.write(`Removed ${removed.length} older backup(s), keeping ${keep}.\n`);
  }
}

/** Takes one backup; returns the exit code. `now` names it (the tests set it). */
export function runBackupCommand(argv: string[], io: CommandIo, now: () => Date = () => new Date()): Promise<number> {
  return runCommand("Backup", io, () => backUp(argv, io, now));
}

if (import.meta.main) {
  loadSiteEnvFile();
  process.exitCode = await runBackupCommand(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
