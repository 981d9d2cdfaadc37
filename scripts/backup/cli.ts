// What the backup and restore commands share as commands: their streams (the
// process's, or a test's), refusals with an exit code, sizes for people.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export interface CommandIo {
  stdout: Writable;
  stderr: Writable;
  /** DATABASE_URL or DATABASE_FILE say which database; BACKUP_DIR and BACKUP_KEEP where backups go. */
  env: Record<string, string | undefined>;
}

/** A refusal or usage error: the message is for the person at the keyboard. */
export class Stop extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = EXIT_REFUSED) {
    super(message);
    this.exitCode = exitCode;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

/** Runs a command's body and turns what it throws into a message and an exit code. */
export async function runCommand(label: string, io: CommandIo, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return EXIT_OK;
  } catch (error) {
    if (error instanceof Stop) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`${label}: ${describe(error)}\n`);
    return EXIT_REFUSED;
  }
}

/** "12.3 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The site's .env, when there is one, as its start command reads it (variables already set win). */
export function loadSiteEnvFile(): void {
  const envFile = path.resolve(import.meta.dirname, "..", "..", ".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}
