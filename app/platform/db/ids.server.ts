// Row ids are UUIDv7 (RFC 9562): unique without coordination between
// processes, and ordered by creation time, so "newest first" can break ties on
// the id and new rows append to the end of the primary-key index.
import { pooledRandomBytes } from "#app/platform/security/random-pool.server.ts";

let lastMs = -1;
let sequence = 0;

export function newId(nowMs: number = Date.now()): string {
  // A 12-bit counter keeps ids from one process increasing within the same
  // millisecond and when the clock steps back.
  if (nowMs > lastMs) {
    lastMs = nowMs;
    sequence = pooledRandomBytes(2).readUInt16BE() & 0x3ff; // random start, room to count up
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
  }

  const bytes = pooledRandomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);

  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
