// The fonts the quote PDF draws with: Noto Sans from npm (@fontsource), so a
// name or venue in Latin (with every South African language's letters),
// Vietnamese, Greek, Cyrillic, Devanagari, Arabic or Hebrew prints as typed.
// Fontsource splits each font by script into small files; react-pdf tries the
// families of a fontFamily list in order for every character, and embeds only
// the glyphs a PDF uses (a subset). WOFF, not WOFF2: fontkit cannot subset the
// composite glyphs of a WOFF2 file (decision 031). Each WOFF is unpacked to the
// font it wraps once, here, rather than by fontkit on every read (woff.server.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { woffToSfnt } from "#app/features/quotes/pdf/woff.server.ts";

const require = createRequire(import.meta.url);

/** Noto Sans's own subsets, Latin first: almost every character of a quote is found in the first family. */
const NOTO_SANS_SUBSETS = [
  "latin",
  "latin-ext",
  "vietnamese",
  "greek",
  "greek-ext",
  "cyrillic",
  "cyrillic-ext",
  "devanagari",
] as const;

/** Scripts Noto Sans leaves to companion fonts: [package, file prefix]. */
const COMPANION_FONTS = [
  ["@fontsource/noto-sans-arabic", "noto-sans-arabic-arabic"],
  ["@fontsource/noto-sans-hebrew", "noto-sans-hebrew-hebrew"],
] as const;

/** The two weights the PDF uses: body text and emphasis. */
export const PDF_FONT_WEIGHTS = { regular: 400, bold: 700 } as const;

interface FontFiles {
  family: string;
  /** Path of the file for a weight. */
  file: (weight: number) => string;
}

const FONT_FILES: FontFiles[] = [
  ...NOTO_SANS_SUBSETS.map((subset) => ({
    family: `Noto Sans ${subset}`,
    file: (weight: number) => require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
  })),
  ...COMPANION_FONTS.map(([pkg, prefix]) => ({
    family: prefix,
    file: (weight: number) => require.resolve(`${pkg}/files/${prefix}-${weight}-normal.woff`),
  })),
];

/** The fallback list every text style uses. */
export const PDF_FONT_FAMILY: string[] = FONT_FILES.map((font) => font.family);

let registered = false;

/** A font file as react-pdf takes one from memory: a base64 data URL of the unpacked font. */
function fontDataUrl(file: string): string {
  return `data:font/sfnt;base64,${woffToSfnt(readFileSync(file)).toString("base64")}`;
}

/**
 * Registers the fonts with react-pdf once per process, reading the files:
 * called by the first PDF, so the server starts without it.
 */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const { family, file } of FONT_FILES) {
    Font.register({
      family,
      fonts: Object.values(PDF_FONT_WEIGHTS).map((fontWeight) => ({ src: fontDataUrl(file(fontWeight)), fontWeight })),
    });
  }
  // Words break only at spaces, as typed: no hyphens inserted into names, venues or prices.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
