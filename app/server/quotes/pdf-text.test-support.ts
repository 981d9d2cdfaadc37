// Reads the text drawn in a PDF made by pdf-lib with the standard fonts, for
// tests (unit and end-to-end). Test-only: nothing in the app imports it.
import { inflateSync } from "node:zlib";
import { PDFArray, type PDFDocument, PDFName, PDFRawStream, type PDFPage } from "pdf-lib";

/** The decoded bytes of a page's content stream(s), inflated when Flate-compressed. */
export function pageContent(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error("expected a raw content stream");
      const flate = stream.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode");
      return Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString("latin1");
    })
    .join("\n");
}

/**
 * The text runs drawn on each page. pdf-lib writes standard-font text as
 * WinAnsi hex strings (`<48656C6C6F> Tj`); WinAnsi matches Latin-1 for the
 * characters these tests use.
 */
export function pageTexts(pdf: PDFDocument): string[][] {
  return pdf
    .getPages()
    .map((page) =>
      [...pageContent(pdf, page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        Buffer.from(match[1] ?? "", "hex").toString("latin1"),
      ),
    );
}
