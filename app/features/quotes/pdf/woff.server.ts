// WOFF 1.0 unpacked into the plain TrueType/OpenType file it wraps. fontkit
// reads WOFF by inflating a table (with a JavaScript zlib) every time it reads
// from it, which made each quote PDF spend over 100 ms decompressing fonts;
// unpacked once with Node's zlib at the first PDF, the fonts cost nothing per PDF.
// Format: https://www.w3.org/TR/WOFF/ (header, table directory, tables).
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_RECORD_SIZE = 16;

export interface WoffTable {
  tag: string;
  /** The table as the original font held it. */
  data: Buffer;
  /** The original font's checksum of the table. */
  checksum: number;
}

const padded = (length: number) => (length + 3) & ~3;

/** The tables of a WOFF file, decompressed, in the order of its directory (by tag). */
export function woffTables(woff: Buffer): WoffTable[] {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF file");
  const numTables = woff.readUInt16BE(12);
  return Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored as is when compressing did not make it smaller.
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error(`WOFF table ${index} unpacks to the wrong length`);
    return { tag: woff.toString("latin1", entry, entry + 4), data, checksum: woff.readUInt32BE(entry + 16) };
  });
}

/** The sfnt (TTF or OTF) file a WOFF file wraps, table for table. */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tables = woffTables(woff);
  const directorySize = SFNT_HEADER_SIZE + tables.length * SFNT_RECORD_SIZE;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directorySize);
  const sfnt = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * SFNT_RECORD_SIZE;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tables.length, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(tables.length * SFNT_RECORD_SIZE - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_SIZE + index * SFNT_RECORD_SIZE;
    sfnt.write(table.tag, record, 4, "latin1");
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** The OpenType checksum of a table: the sum of its big-endian 32-bit words, zero-padded, modulo 2^32. */
export function tableChecksum(data: Buffer): number {
  const words = Buffer.alloc(padded(data.length));
  data.copy(words);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0;
  return sum;
}
