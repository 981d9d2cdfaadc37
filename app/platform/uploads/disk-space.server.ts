// The free-disk floor for uploads (issue 32, decision 052): the space left on
// the file system an upload would be written to, read with statfs before a
// byte of the upload is. Below the floor uploads are refused with a message;
// leads and quotes, which go to the database, are not affected.
import { statfs } from "node:fs/promises";
import path from "node:path";
import { hasDiskRoom } from "#app/platform/uploads/upload-limits.ts";
import { logError, logWarn } from "#app/platform/log/log.server.ts";

/** Bytes an unprivileged process may still write where `directory` is (or would be: its nearest existing parent). */
export async function freeDiskBytes(directory: string): Promise<number> {
  let at = path.resolve(directory);
  for (;;) {
    try {
      const stats = await statfs(at);
      return Number(stats.bavail) * Number(stats.bsize);
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === at) throw error;
      at = parent;
    }
  }
}

/**
 * Whether an upload of `incomingBytes` may be written to `directory` and
 * leave `minFreeBytes` free. When the space cannot be read the upload goes
 * ahead (a full disk still fails its write, which is answered as such).
 */
export async function hasRoomForUpload(
  directory: string,
  incomingBytes: number,
  minFreeBytes: number,
): Promise<boolean> {
  if (minFreeBytes <= 0) return true;
  try {
    const free = await freeDiskBytes(directory);
    if (hasDiskRoom(free, incomingBytes, minFreeBytes)) return true;
    logWarn("upload.disk_floor_reached", { freeBytes: free, minFreeBytes });
    return false;
  } catch (error) {
    logError("upload.disk_space_unreadable", error);
    return true;
  }
}

/** A write that failed because the disk (or the user's quota on it) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
