// Uploads stream into a temporary folder (UPLOAD_TEMP_DIR) and leave it once
// checked: their bytes go to the database (decision 060). A process killed
// mid-upload can leave its temporary file behind; the retention clean-up
// removes those once they are a day old, never one still on its way.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { logError } from "#app/platform/log/log.server.ts";

/** The temporary files' names: a proof's (`.incoming-`) and a photo's (`.upload-`), with 32 hex digits. */
const TEMPORARY_NAME = /^\.(?:incoming|upload)-[0-9a-f]{32}$/;
/** Older than this, a temporary file is not an upload still on its way. */
export const ABANDONED_AGE_MS = 24 * 60 * 60_000;

/** Removes temporary upload files older than a day from `directory`. Returns how many. Never throws. */
export async function sweepAbandonedUploads(directory: string, now: Date): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!TEMPORARY_NAME.test(name)) continue;
    const file = path.join(directory, name);
    const details = await stat(file).catch(() => undefined);
    if (!details?.isFile() || now.getTime() - details.mtimeMs <= ABANDONED_AGE_MS) continue;
    await rm(file, { force: true }).then(
      () => (removed += 1),
      (error: unknown) => logError("upload.temporary_remove_failed", error),
    );
  }
  return removed;
}
