// A backup is a directory in BACKUP_DIR named by its UTC time: the database's
// dump and manifest.json, which says what the dump is and holds its SHA-256,
// so a restore can tell a damaged or foreign copy before it touches anything.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/** Raised when this format changes in a way an older restore could not read. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST_FILE = "manifest.json";

const ManifestSchema = z.object({
  format: z.number().int(),
  createdAt: z.iso.datetime(),
  database: z.enum(["sqlite", "postgres"]),
  /** The newest migration the database had applied; a restore refuses one newer than its code knows. */
  latestMigration: z.string().min(1),
  /** The dump's file name inside the backup's directory. */
  file: z.string().regex(/^[\w-]+\.\w+$/),
  sizeBytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Rows in the main tables when the dump was taken (the proofs and photos among them). */
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  /** PostgreSQL only: the server's and pg_dump's versions. */
  versions: z.record(z.string(), z.string()).optional(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

const NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** backup-2026-11-29T02-30-00-000Z: sorts by time, and is a valid file name everywhere. */
export function backupName(createdAt: Date): string {
  return `backup-${createdAt.toISOString().replace(/[:.]/g, "-")}`;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Reads a backup's manifest; `location` is its directory or the manifest itself. */
export async function readManifest(location: string): Promise<{ directory: string; manifest: Manifest }> {
  const isFile = (await stat(location).catch(() => undefined))?.isFile() ?? false;
  const directory = isFile ? path.dirname(location) : location;
  const text = await readFile(path.join(directory, MANIFEST_FILE), "utf8").catch(() => undefined);
  if (text === undefined) throw new Error(`No backup at ${location}: ${MANIFEST_FILE} is missing.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The backup's ${MANIFEST_FILE} at ${directory} is not valid JSON: the backup is damaged.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === "number" && format > MANIFEST_FORMAT) {
    throw new Error(`The backup at ${directory} has format ${format}; this code reads up to ${MANIFEST_FORMAT}.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`The backup's ${MANIFEST_FILE} at ${directory} is damaged or not a backup's.`);
  return { directory, manifest: parsed.data };
}

/** The dump's path once its size and SHA-256 match the manifest; throws otherwise. */
export async function verifiedDump(directory: string, manifest: Manifest): Promise<string> {
  const dump = path.join(directory, manifest.file);
  const details = await stat(dump).catch(() => undefined);
  if (!details?.isFile()) throw new Error(`The backup's dump ${dump} is missing.`);
  const actual = await sha256OfFile(dump);
  if (details.size !== manifest.sizeBytes || actual !== manifest.sha256) {
    throw new Error(
      `The backup at ${directory} is damaged: its dump's SHA-256 is ${actual}, the manifest says ${manifest.sha256}. Nothing was restored.`,
    );
  }
  return dump;
}

/** The complete backups in `directory`, oldest first (partial ones have no manifest and another name). */
export async function listBackups(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const complete: string[] = [];
  for (const name of names.filter((candidate) => NAME.test(candidate)).sort()) {
    if ((await stat(path.join(directory, name, MANIFEST_FILE)).catch(() => undefined))?.isFile()) complete.push(name);
  }
  return complete;
}

/** Deletes all but the newest `keep` backups; returns the names removed. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const backups = await listBackups(directory);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) await rm(path.join(directory, name), { recursive: true, force: true });
  return removed;
}
