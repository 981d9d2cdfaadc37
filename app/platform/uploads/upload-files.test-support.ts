// Small, valid PDF, JPEG and PNG files built byte by byte for the upload
// tests, and the ways a file goes wrong (cut short, renamed, a polyglot).
// Test-only: nothing in the app imports it.
import { crc32, deflateSync } from "node:zlib";

/**
 * A one-page PDF with a correct cross-reference table. `padTo` pads it with
 * a comment to exactly that many bytes (the 5 MB limit's edge);
 * `extraObject` adds an object's text (an action, say) before the page tree.
 */
export function tinyPdf({ padTo, extraObject }: { padTo?: number; extraObject?: string } = {}): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
    ...(extraObject ? [extraObject] : []),
  ];
  const build = (padding: string) => {
    let text = `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${padding}`;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(Buffer.byteLength(text, "latin1"));
      text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(text, "latin1");
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, "latin1");
  };
  if (padTo === undefined) return build("");
  // A comment line "%xxxx\n"; the xref offsets grow with it, so measure once and adjust.
  const base = build("%\n").length;
  let pdf = build(`%${"x".repeat(padTo - base)}\n`);
  pdf = build(`%${"x".repeat(padTo - base - (pdf.length - padTo))}\n`);
  return pdf;
}

/**
 * A 1×1 grey baseline JPEG: all-ones quantisation, one-code Huffman tables
 * (DC difference 0, end of block) and one byte of entropy-coded data.
 */
export function tinyJpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), // APP0 JFIF
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // DQT 0
    ...segment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]), // SOF0: 8 bit, 1×1, one component
    ...segment(0xc4, [0x00, 0x01, ...new Array<number>(15).fill(0), 0x00]), // DHT DC 0: one 1-bit code for 0
    ...segment(0xc4, [0x10, 0x01, ...new Array<number>(15).fill(0), 0x00]), // DHT AC 0: one 1-bit code for EOB
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]), // SOS
    0x3f, // "0" DC difference 0, "0" end of block, padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1×1 white PNG, optionally with a text chunk (where a polyglot hides its markup). */
export function tinyPng({ text }: { text?: string } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    ...(text ? [pngChunk("tEXt", Buffer.from(`Comment\0${text}`, "latin1"))] : []),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A blank grey PNG of `width` × `height` pixels, whatever its size: its rows
 * compress to almost nothing, so a 10,000 × 10,000 picture (a gigabyte once
 * decoded) is a file of about 100 KB (issue 32, finding 8).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // no filter
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y += 1) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html><body><script>fetch("/admin").then(r => r.text())</script></body></html>\n',
);
