// Random bytes for ids and CSP nonces, drawn from the system's CSPRNG a page at
// a time instead of one system call per value: a request used to make four.
// Every byte handed out is fresh and handed out once (Node's randomUUID pools
// the same way).
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** `size` new random bytes (a copy the caller owns), size at most 4096. */
export function pooledRandomBytes(size: number): Buffer {
  if (!Number.isInteger(size) || size < 1 || size > POOL_BYTES) throw new RangeError(`size must be 1 to ${POOL_BYTES}`);
  if (offset + size > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  // Wipe what was handed out, so no later caller can ever read it again.
  pool.fill(0, offset, offset + size);
  offset += size;
  return bytes;
}
