// What a PDF's compressed object streams hold (issue 32, decision 052). Since
// PDF 1.5 a file may keep its dictionaries, actions included, inside object
// streams (/Type /ObjStm) compressed with /FlateDecode, where a scan of the
// file's bytes sees nothing. The stored file (at most 5 MB) is read once more:
// each object stream is inflated, within a budget, and its names read as a PDF
// reader reads them. Object streams are where a dictionary can hide; page
// content, fonts and images cannot hold an action, and are left alone (their
// binary data would only give false alarms).
import { constants, inflateSync } from "node:zlib";
import { createPdfNameReader, createPdfNameScanner } from "#app/platform/uploads/upload-sniff.ts";

/** More inflated bytes than this from a 5 MB proof is a compression bomb, not a bank's confirmation. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** "active": one of the names is in an object stream; "unchecked": one could not be read (an unknown filter, bad data, a bomb). */
export type ObjectStreamScan = "clean" | "active" | "unchecked";

function namesIn(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  const reader = createPdfNameReader((name) => names.add(name));
  reader.write(bytes);
  reader.end();
  return names;
}

/** Filters a reader could apply to a stream; only /FlateDecode is undone here. */
const FILTER_NAMES = [
  "ASCIIHexDecode",
  "ASCII85Decode",
  "LZWDecode",
  "FlateDecode",
  "RunLengthDecode",
  "CCITTFaxDecode",
  "JBIG2Decode",
  "DCTDecode",
  "JPXDecode",
  "Crypt",
  "AHx",
  "A85",
  "LZW",
  "Fl",
  "RL",
  "CCF",
  "DCT",
];

export function scanPdfObjectStreams(
  file: Uint8Array,
  names: readonly string[],
  maxInflatedBytes = MAX_INFLATED_BYTES,
): ObjectStreamScan {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const text = bytes.toString("latin1");
  let budget = maxInflatedBytes;
  let searchFrom = 0;
  for (;;) {
    const keyword = /(?<!end)stream(?:\r\n|\n)/g;
    keyword.lastIndex = searchFrom;
    const match = keyword.exec(text);
    if (!match) return "clean";
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd < 0) return "clean";
    searchFrom = dataEnd + "endstream".length;
    // The stream's dictionary: from its object's "obj" keyword to "stream".
    const objectAt = text.lastIndexOf("obj", match.index);
    const dictionary = namesIn(bytes.subarray(objectAt < 0 ? 0 : objectAt + 3, match.index));
    if (!dictionary.has("ObjStm")) continue;
    const filters = FILTER_NAMES.filter((filter) => dictionary.has(filter));
    // Not compressed: its bytes were scanned with the rest of the file.
    if (filters.length === 0) continue;
    if (filters.some((filter) => filter !== "FlateDecode" && filter !== "Fl")) return "unchecked";
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(dataStart, dataEnd), {
        maxOutputLength: Math.max(1, budget),
        // A stream cut short is read as far as it goes, as readers do.
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch {
      return "unchecked";
    }
    budget -= inflated.length;
    if (budget < 0) return "unchecked";
    const scanner = createPdfNameScanner(names);
    scanner.write(inflated);
    if (scanner.found()) return "active";
  }
}
