// Bytes read from a BLOB (node:sqlite gives a Uint8Array) or a bytea (pg
// gives a Buffer), as one type for callers.
export function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
