// An upload on its way to disk: written as it arrives to a temporary file
// (mode 0600) under a random name, refused the moment it passes its cap, with
// the bytes the content checks read (its first and last bytes), its size and a
// SHA-256 kept as it streams. The proof-of-payment and catalogue-photo uploads
// both stand on it; each decides what to do with the finished file.
import { createHash, randomBytes } from "node:crypto";
import { type FileHandle, open, rm } from "node:fs/promises";
import path from "node:path";
import { SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES } from "#app/platform/uploads/upload-sniff.ts";

export class CappedUploadFile {
  size = 0;
  head: Uint8Array = new Uint8Array(0);
  tail: Uint8Array = new Uint8Array(0);
  readonly hash;
  readonly tempPath: string;
  /** Set once the upload passed its cap (it is aborted then). */
  overLimit = false;
  private closed = false;
  private aborting?: Promise<void>;
  private readonly file: FileHandle;
  private readonly maxBytes: number;

  private constructor(tempPath: string, file: FileHandle, maxBytes: number, hashPrefix: string) {
    this.tempPath = tempPath;
    this.file = file;
    this.maxBytes = maxBytes;
    this.hash = createHash("sha256").update(hashPrefix);
  }

  /** Opens a new temporary file in `directory` (which must exist). `hashPrefix` is hashed before the bytes. */
  static async open(directory: string, prefix: string, maxBytes: number, hashPrefix = ""): Promise<CappedUploadFile> {
    const tempPath = path.join(directory, `${prefix}${randomBytes(16).toString("hex")}`);
    return new CappedUploadFile(tempPath, await open(tempPath, "wx", 0o600), maxBytes, hashPrefix);
  }

  /** Writes a chunk; false (and the file removed) once the upload passes its cap. */
  async write(chunk: Uint8Array): Promise<boolean> {
    if (this.closed) return !this.overLimit;
    this.size += chunk.byteLength;
    if (this.size > this.maxBytes) {
      this.overLimit = true;
      await this.abort();
      return false;
    }
    if (this.head.length < SNIFF_HEAD_BYTES)
      this.head = concat(this.head, chunk.subarray(0, SNIFF_HEAD_BYTES - this.head.length));
    this.tail =
      chunk.length >= SNIFF_TAIL_BYTES
        ? chunk.slice(-SNIFF_TAIL_BYTES)
        : concat(this.tail, chunk).slice(-SNIFF_TAIL_BYTES);
    this.hash.update(chunk);
    try {
      await this.file.write(chunk);
    } catch (error) {
      // A full disk or a lost directory: no partial file is left behind.
      await this.abort();
      throw error;
    }
    return true;
  }

  /** Closes the finished file for its checks; the caller keeps or removes `tempPath`. */
  async close(): Promise<void> {
    if (this.closed) throw new Error("This upload was already finished or aborted");
    this.closed = true;
    await this.file.close();
  }

  /** Drops the upload: the partial file is removed (a second call waits for the first one's removal). */
  async abort(): Promise<void> {
    if (this.aborting) return this.aborting;
    if (this.closed) return;
    this.closed = true;
    this.aborting = this.file
      .close()
      .catch(() => undefined)
      .then(() => rm(this.tempPath, { force: true }));
    return this.aborting;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
