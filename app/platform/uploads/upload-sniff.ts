// What an upload is, judged by its bytes, never by its name or the type the
// browser declared. A proof of payment: a PDF, JPEG or PNG; a catalogue photo:
// a JPEG, PNG or WebP. Either must start and end as one (so a truncated upload
// is refused), with no web page or script in its first kilobyte (a file that
// a browser could also read as HTML is refused), and for a PDF no JavaScript
// or launch action in the clear (names read as a PDF reader reads them). Pure; the upload stores feed it the first
// and last bytes and every chunk as it streams.

export const MAX_PROOF_OF_PAYMENT_BYTES = 5 * 1024 * 1024;

/** Bytes kept from the start of an upload: the signature and the markup sniff. */
export const SNIFF_HEAD_BYTES = 1024;
/** Bytes kept from the end: a PDF's %%EOF, a JPEG's end marker, a PNG's IEND chunk. */
export const SNIFF_TAIL_BYTES = 1024;

export const PROOF_OF_PAYMENT_TYPES = {
  "application/pdf": { extension: "pdf", label: "PDF" },
  "image/jpeg": { extension: "jpg", label: "JPEG" },
  "image/png": { extension: "png", label: "PNG" },
} as const;

export type ProofOfPaymentType = keyof typeof PROOF_OF_PAYMENT_TYPES;

export type UploadRefusal = "empty" | "too-large" | "type" | "truncated" | "markup" | "active-content" | "unchecked";

export const UPLOAD_MESSAGES: Readonly<Record<UploadRefusal, string>> = {
  empty: "The file is empty. Please choose your proof of payment (a PDF, JPEG or PNG).",
  "too-large": "The file is larger than 5 MB. Please upload a smaller PDF, JPEG or PNG.",
  type: "The file must be a PDF, JPEG or PNG, and this one is none of them, whatever its name says.",
  truncated:
    "The file is incomplete or damaged (it may not have finished saving or uploading). Please upload it again.",
  markup: "The file holds web page or script content, which we cannot accept. Please upload a plain PDF, JPEG or PNG.",
  "active-content":
    "The PDF contains scripts or actions that start programs, which we cannot accept. Please save it again as a plain PDF or upload a screenshot.",
  unchecked:
    "The PDF is compressed in a way we cannot check for scripts, so we cannot accept it. Please save it again as a plain PDF (print it to PDF) or upload a screenshot.",
};

export type SniffResult = { ok: true; type: ProofOfPaymentType } | { ok: false; refusal: UploadRefusal };

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** A PNG's first chunk: 13 bytes of IHDR. */
const PNG_IHDR = Uint8Array.of(0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52);
/** A PNG's last chunk: IEND, empty, with its fixed CRC. */
const PNG_IEND = Uint8Array.of(0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82);
const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff);
const JPEG_END = Uint8Array.of(0xff, 0xd9);
const PDF_HEADER = /^%PDF-[12]\.\d/;

/**
 * What a browser would take for a web page or a script, if it ever sniffed
 * the file: a polyglot (a valid image or PDF that is also HTML) shows these in
 * its first bytes. Matched without case on the first kilobyte.
 */
const MARKUP_MARKERS = ["<!doctype", "<html", "<head", "<body", "<script", "<iframe", "<svg", "<?php", "javascript:"];

/**
 * PDF names that run code or start programs (a JavaScript action, its script
 * key, a launch action); a PDF naming any of them outside a compressed stream
 * is refused. Compared after decoding `#xx` escapes, as a PDF reader does, so
 * "/J#61vaScript" is "/JavaScript" (issue 32).
 */
export const PDF_ACTIVE_NAMES = ["JavaScript", "JS", "Launch"];

function startsWith(data: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (data.length < at + prefix.length) return false;
  return prefix.every((byte, index) => data[at + index] === byte);
}

function endsWith(data: Uint8Array, suffix: Uint8Array): boolean {
  return startsWith(data, suffix, data.length - suffix.length);
}

const latin1 = (data: Uint8Array) => String.fromCharCode(...data);

interface SniffInput {
  head: Uint8Array;
  tail: Uint8Array;
  size: number;
}

const hasMarkup = (head: Uint8Array) => {
  const lowerHead = latin1(head.subarray(0, SNIFF_HEAD_BYTES)).toLowerCase();
  return MARKUP_MARKERS.some((marker) => lowerHead.includes(marker));
};

/** The type an upload's bytes show, or why it is refused. `head` and `tail` may overlap on a small file. */
export function sniffUpload({ head, tail, size }: SniffInput): SniffResult {
  if (size === 0) return { ok: false, refusal: "empty" };
  if (size > MAX_PROOF_OF_PAYMENT_BYTES) return { ok: false, refusal: "too-large" };
  const headText = latin1(head.subarray(0, SNIFF_HEAD_BYTES));

  let type: ProofOfPaymentType | undefined;
  let complete = false;
  if (PDF_HEADER.test(headText)) {
    type = "application/pdf";
    // A whole PDF ends with its cross-reference offset and %%EOF (and at most a line ending or two).
    const end = latin1(tail.subarray(-SNIFF_TAIL_BYTES));
    const eof = end.lastIndexOf("%%EOF");
    complete = eof >= 0 && end.lastIndexOf("startxref", eof) >= 0 && /^[\r\n\s]*$/.test(end.slice(eof + 5));
  } else {
    const image = sniffRasterImage({ head, tail, size });
    if (image && image.type !== "image/webp") ({ type, complete } = image);
  }
  if (!type) return { ok: false, refusal: "type" };
  if (hasMarkup(head)) return { ok: false, refusal: "markup" };
  if (!complete) return { ok: false, refusal: "truncated" };
  return { ok: true, type };
}

const WEBP_RIFF = bytes("RIFF");
const WEBP_FORMAT = bytes("WEBP");
const ISO_FILE_TYPE = bytes("ftyp");
/** Brands of HEIF files holding HEVC pictures (what an iPhone saves as .heic). */
const HEIC_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"];

type RasterType = "image/jpeg" | "image/png" | "image/webp";

/** A JPEG, PNG or WebP by its signature, and whether it ends as one (a WebP: its RIFF length is the file's). */
function sniffRasterImage({ head, tail, size }: SniffInput): { type: RasterType; complete: boolean } | undefined {
  if (startsWith(head, JPEG_START)) return { type: "image/jpeg", complete: endsWith(tail, JPEG_END) };
  if (startsWith(head, PNG_SIGNATURE))
    return {
      type: "image/png",
      complete: startsWith(head, PNG_IHDR, PNG_SIGNATURE.length) && endsWith(tail, PNG_IEND),
    };
  if (startsWith(head, WEBP_RIFF) && startsWith(head, WEBP_FORMAT, 8)) {
    const riffLength = (head[4]! | (head[5]! << 8) | (head[6]! << 16) | (head[7]! << 24)) >>> 0;
    // A RIFF chunk is padded to an even length.
    return { type: "image/webp", complete: riffLength + 8 + (riffLength % 2) === size };
  }
  return undefined;
}

/** An HEIF/HEIC photo: the ISO file-type box with an HEVC brand. */
function isHeic(head: Uint8Array): boolean {
  if (!startsWith(head, ISO_FILE_TYPE, 4)) return false;
  return HEIC_BRANDS.includes(latin1(head.subarray(8, 12)));
}

// ---------------------------------------------------------------------------
// Catalogue photos (issue 24): staff photos of the company's own equipment.

export const MAX_CATALOGUE_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels a photo may have, read from its header before it is
 * decoded (CATALOGUE_PHOTO_MAX_MEGAPIXELS): 40 megapixels is more than any
 * phone or camera the staff use and over ten times what the widest copy the
 * pages show (1,920 px) needs, while a 10,000 × 10,000 picture of a few
 * hundred kilobytes (a gigabyte of memory once decoded) is refused.
 */
export const DEFAULT_PHOTO_MAX_MEGAPIXELS = 40;
/** The most one photo's processing may take (CATALOGUE_PHOTO_TIMEOUT_SECONDS). */
export const DEFAULT_PHOTO_TIMEOUT_SECONDS = 60;

export const CATALOGUE_PHOTO_TYPES = {
  "image/jpeg": { extension: "jpg", label: "JPEG" },
  "image/png": { extension: "png", label: "PNG" },
  "image/webp": { extension: "webp", label: "WebP" },
} as const;

export type CataloguePhotoType = keyof typeof CATALOGUE_PHOTO_TYPES;

export type PhotoRefusal =
  | "empty"
  | "too-large"
  | "type"
  | "heic"
  | "truncated"
  | "markup"
  | "unreadable"
  | "too-many-pixels"
  | "too-slow"
  | "busy"
  | "disk-full";

export const PHOTO_UPLOAD_MESSAGES: Readonly<Record<PhotoRefusal, string>> = {
  empty: "Photo: the file is empty. Please choose a JPEG, PNG or WebP photo.",
  "too-large": "Photo: the file is larger than 15 MB. Please choose a smaller photo or export it at a lower size.",
  type: "Photo: the file must be a JPEG, PNG or WebP photo, and this one is none of them, whatever its name says.",
  heic: "Photo: HEIC photos cannot be read here. Please export the photo as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) and upload that.",
  truncated:
    "Photo: the file is incomplete or damaged (it may not have finished saving or uploading). Please upload it again.",
  markup:
    "Photo: the file holds web page or script content, which we cannot accept. Please upload a plain JPEG, PNG or WebP.",
  unreadable: "Photo: the picture in this file could not be read. Please save it again as a JPEG and upload that.",
  "too-many-pixels": `Photo: the picture has more than ${DEFAULT_PHOTO_MAX_MEGAPIXELS} megapixels, the most we take. Please resize it (the product pages show photos at most 1,920 pixels wide) and upload that.`,
  "too-slow": `Photo: processing this photo took longer than ${DEFAULT_PHOTO_TIMEOUT_SECONDS} seconds, so it was stopped. Please export it at a smaller size (4,000 pixels wide is plenty) and upload that.`,
  busy: "Photo: other photos are being processed just now. Please wait a minute and upload this one again.",
  "disk-full":
    "Photo: the photo store's disk is nearly full, so no photos can be taken at the moment. Please ask whoever looks after the server to free some space.",
};

/** 10000 as "10,000", as the site writes numbers. */
const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A refused photo's message with the picture's own numbers and the
 * installation's limits, where the refusal has them.
 */
export function photoRefusalMessage(
  refusal: PhotoRefusal,
  details: { width?: number; height?: number; maxPixels?: number; timeoutSeconds?: number } = {},
): string {
  const { width, height, maxPixels, timeoutSeconds } = details;
  if (refusal === "too-many-pixels" && width && height && maxPixels) {
    const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;
    return `Photo: the picture is ${thousands(width)} × ${thousands(height)} pixels (${megapixels(width * height)} megapixels); the most we take is ${megapixels(maxPixels)} megapixels. Please resize it (the product pages show photos at most 1,920 pixels wide) and upload that.`;
  }
  if (refusal === "too-slow" && timeoutSeconds)
    return `Photo: processing this photo took longer than ${timeoutSeconds} seconds, so it was stopped. Please export it at a smaller size (4,000 pixels wide is plenty) and upload that.`;
  return PHOTO_UPLOAD_MESSAGES[refusal];
}

export type PhotoSniffResult = { ok: true; type: CataloguePhotoType } | { ok: false; refusal: PhotoRefusal };

/** What a catalogue photo's bytes show: a whole JPEG, PNG or WebP of at most 15 MB, or why it is refused. */
export function sniffPhoto({ head, tail, size }: SniffInput): PhotoSniffResult {
  if (size === 0) return { ok: false, refusal: "empty" };
  if (size > MAX_CATALOGUE_PHOTO_BYTES) return { ok: false, refusal: "too-large" };
  const image = sniffRasterImage({ head, tail, size });
  if (!image) return { ok: false, refusal: isHeic(head) ? "heic" : "type" };
  if (hasMarkup(head)) return { ok: false, refusal: "markup" };
  if (!image.complete) return { ok: false, refusal: "truncated" };
  return { ok: true, type: image.type };
}

/** PDF whitespace and delimiters: each ends a name (PDF 32000-1, 7.2.2). */
const PDF_NAME_ENDS = new Set([
  0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25,
]);
/** Longer than any name looked for: past this a name cannot match, and only its end is waited for. */
const MAX_NAME_KEPT = 64;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/**
 * Reads the PDF names in a stream of chunks as a PDF reader does: a name is
 * "/" and the regular characters after it, each "#xx" standing for the byte
 * xx ("/J#61vaScript" is the name JavaScript). Each name is handed to
 * `onName` decoded (cut at 65 characters: no name looked for is longer); a
 * name split across chunks is read whole, and end() hands on one running to
 * the last byte.
 */
export function createPdfNameReader(onName: (name: string) => void) {
  let inName = false;
  let name = "";
  /** The "#" and the first hex digit of an escape not yet complete. */
  let escape: number[] = [];
  /** The name read so far, an escape cut short taken as its characters (it is not an escape). */
  const whole = () => (escape.length > 0 ? name + String.fromCharCode(...escape) : name);
  const endName = () => {
    if (inName) onName(whole());
    inName = false;
    name = "";
    escape = [];
  };
  const append = (code: number) => {
    if (name.length <= MAX_NAME_KEPT) name += String.fromCharCode(code);
  };
  return {
    write(chunk: Uint8Array): void {
      for (const byte of chunk) {
        if (PDF_NAME_ENDS.has(byte)) {
          endName();
          if (byte === 0x2f) inName = true;
          continue;
        }
        if (!inName) continue;
        if (escape.length === 0) {
          if (byte === 0x23) escape = [byte];
          else append(byte);
        } else if (hexValue(byte) < 0) {
          // "#" not followed by two hex digits: taken as it stands.
          for (const kept of escape) append(kept);
          escape = byte === 0x23 ? [byte] : [];
          if (byte !== 0x23) append(byte);
        } else if (escape.length === 1) {
          escape.push(byte);
        } else {
          append(hexValue(escape[1]!) * 16 + hexValue(byte));
          escape = [];
        }
      }
    },
    end: endName,
  };
}

/** Whether any of `names` appears in a stream of chunks, read as PDF names (createPdfNameReader). */
export function createPdfNameScanner(names: readonly string[]) {
  const wanted = new Set(names);
  let found = false;
  const reader = createPdfNameReader((name) => {
    if (wanted.has(name)) found = true;
  });
  return {
    write(chunk: Uint8Array): void {
      if (!found) reader.write(chunk);
    },
    /** Once every chunk is written: whether one of the names appeared (a name running to the last byte too). */
    found(): boolean {
      reader.end();
      return found;
    },
  };
}
