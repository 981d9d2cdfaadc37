// The backup commands run in-process by the tests: their output kept as text,
// and the environment that points them at a test database.
import { Writable } from "node:stream";
import type { DatabaseConfig } from "#app/platform/db/database.server.ts";
import type { CommandIo } from "./cli.ts";

export interface CapturedIo extends CommandIo {
  out(): string;
  err(): string;
}

function collector(): { stream: Writable; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Streams that keep what is written; the commands' settings for `config` and `backupDir`. */
export function captureIo(config: DatabaseConfig, backupDir: string): CapturedIo {
  const stdout = collector();
  const stderr = collector();
  const database = config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATABASE_FILE: config.databaseFile };
  return {
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { ...database, BACKUP_DIR: backupDir },
    out: stdout.text,
    err: stderr.text,
  };
}
