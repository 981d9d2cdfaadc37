import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { tableChecksum, woffTables, woffToSfnt } from "#app/features/quotes/pdf/woff.server.ts";

const require = createRequire(import.meta.url);
const latin = readFileSync(require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"));
const arabic = readFileSync(
  require.resolve("@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff"),
);

/** A table's checksum as the font states it: the head table's is taken with checkSumAdjustment as zero. */
function checksumOf(tag: string, data: Buffer): number {
  if (tag !== "head") return tableChecksum(data);
  const head = Buffer.from(data);
  head.writeUInt32BE(0, 8);
  return tableChecksum(head);
}

describe("woffTables", () => {
  it("unpacks every table to the bytes the original font held (their checksums match)", () => {
    for (const woff of [latin, arabic]) {
      const tables = woffTables(woff);
      expect(tables.map((table) => table.tag)).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx"]));
      for (const table of tables) expect(checksumOf(table.tag, table.data), table.tag).toBe(table.checksum);
    }
  });

  it("refuses a file that is not WOFF", () => {
    expect(() => woffTables(Buffer.from("not a font at all, but long enough to have a header of 44 bytes"))).toThrow(
      "not a WOFF file",
    );
  });
});

describe("woffToSfnt", () => {
  it("lays the tables out as a TrueType file: header, directory by tag, each table 4-byte aligned", () => {
    const tables = woffTables(latin);
    const sfnt = woffToSfnt(latin);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(sfnt.readUInt16BE(4)).toBe(tables.length);
    const entrySelector = Math.floor(Math.log2(tables.length));
    expect(sfnt.readUInt16BE(6)).toBe(2 ** entrySelector * 16);
    expect(sfnt.readUInt16BE(8)).toBe(entrySelector);
    tables.forEach((table, index) => {
      const record = 12 + index * 16;
      expect(sfnt.toString("latin1", record, record + 4)).toBe(table.tag);
      expect(sfnt.readUInt32BE(record + 4)).toBe(table.checksum);
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(offset % 4).toBe(0);
      expect(sfnt.subarray(offset, offset + length).equals(table.data)).toBe(true);
    });
    // The WOFF header states the size of the font it wraps.
    expect(sfnt.length).toBe(latin.readUInt32BE(16));
  });
});
