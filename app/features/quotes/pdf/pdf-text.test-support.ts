// Reads a PDF the way a viewer does, for tests (unit and end-to-end): its text
// per page (PDF.js maps each glyph back to its characters through the font's
// ToUnicode table and puts right-to-left runs back in reading order), its
// links, metadata and the glyphs drawn. Test-only: nothing in the app imports it.
import { OPS, VerbosityLevel, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfLink {
  url: string;
  /** [x1, y1, x2, y2] in points from the bottom-left corner. */
  rect: number[];
}

export interface PdfPage {
  /** The page's text, one line of the layout a line. */
  lines: string[];
  links: PdfLink[];
  /** [width, height] in points. */
  size: [number, number];
}

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  language?: string;
  creationDate?: string;
}

export interface PdfContents {
  pages: PdfPage[];
  info: PdfInfo;
  /** Every page's lines, joined with newlines. */
  text: string;
}

/** A drawn glyph: the characters it stands for and its advance width (thousandths of the font size). */
export interface PdfGlyph {
  unicode: string;
  width: number;
}

/** Opens a PDF; the caller destroys the task when done. */
function open(bytes: Uint8Array) {
  // PDF.js takes the buffer over, so it gets a copy; without a worker it parses in this thread.
  return getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
  });
}

interface TextItem {
  str: string;
  hasEOL: boolean;
}

function toLines(items: readonly unknown[]): string[] {
  let text = "";
  for (const item of items) {
    if (typeof item !== "object" || item === null || !("str" in item)) continue;
    const { str, hasEOL } = item as TextItem;
    text += str + (hasEOL ? "\n" : "");
  }
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The text, links and metadata of every page. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const task = open(bytes);
  try {
    const pdf = await task.promise;
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
      const annotations = (await page.getAnnotations()) as { subtype: string; url?: string; rect: number[] }[];
      pages.push({
        lines: toLines((await page.getTextContent()).items),
        links: annotations
          .filter((annotation) => annotation.subtype === "Link")
          .map((annotation) => ({ url: annotation.url ?? "", rect: annotation.rect })),
        size: [x2 - x1, y2 - y1],
      });
    }
    const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
    const field = (name: string) => (typeof info[name] === "string" ? info[name] : undefined);
    return {
      pages,
      info: {
        title: field("Title"),
        author: field("Author"),
        subject: field("Subject"),
        creator: field("Creator"),
        producer: field("Producer"),
        language: field("Language"),
        creationDate: field("CreationDate"),
      },
      text: pages.map((page) => page.lines.join("\n")).join("\n"),
    };
  } finally {
    await task.destroy();
  }
}

/**
 * All the text of a PDF as it reads, page after page: the layout's lines joined
 * by a space, so a phrase the layout wraps ("Tuesday, / 22 December 2026") is
 * still found whole. Line by line is `readPdf`.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).pages.flatMap((page) => page.lines).join(" ");
}

/** The glyphs drawn on a page, in the order the content stream draws them (left to right). */
export async function drawnGlyphs(bytes: Uint8Array, pageNumber = 1): Promise<PdfGlyph[]> {
  const task = open(bytes);
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const { fnArray, argsArray } = await page.getOperatorList();
    const glyphs: PdfGlyph[] = [];
    fnArray.forEach((fn, index) => {
      if (fn !== OPS.showText) return;
      const [drawn] = argsArray[index] as [unknown[]];
      for (const glyph of drawn) {
        if (typeof glyph === "object" && glyph !== null && "unicode" in glyph) {
          const { unicode, width } = glyph as PdfGlyph;
          glyphs.push({ unicode, width });
        }
      }
    });
    return glyphs;
  } finally {
    await task.destroy();
  }
}
