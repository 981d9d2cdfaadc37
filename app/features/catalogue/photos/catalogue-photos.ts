// Photos of the company's own equipment (issue 24, decision 043): which widths
// are made from an upload, what the served files are called, and the
// `srcset`/`sizes` the pages give the browser. Pure, and light (islands render
// pictures too): the staff forms' rules are in catalogue-photo-forms.ts.

/** The catalogue kinds a photo can belong to (the same kinds as the quote's). */
export const PHOTO_ITEM_KINDS = ["product", "bundle", "personnel", "add-on"] as const;
export type PhotoItemKind = (typeof PHOTO_ITEM_KINDS)[number];

export function isPhotoItemKind(value: unknown): value is PhotoItemKind {
  return typeof value === "string" && (PHOTO_ITEM_KINDS as readonly string[]).includes(value);
}

/** Item ids are slugs, today's and the ones staff will add. */
export const PHOTO_ITEM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The widths made from each photo: a phone's card up to a wide desktop's main photo at 2×. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MEDIA_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
};

/**
 * The widths to make from a photo `width` pixels wide: every standard width
 * up to it, never enlarged; a photo narrower than the smallest is kept at its
 * own width.
 */
export function photoWidthsFor(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((standard) => standard <= width);
  return fitting.length > 0 ? [...fitting] : [Math.max(1, Math.floor(width))];
}

/** A photo's content hash as used in file names: 32 hex digits of its SHA-256. */
export const PHOTO_HASH = /^[0-9a-f]{32}$/;

/** Where a served variant lives: /media/catalogue/<hash>-<width>.<format>. */
export const PHOTO_MEDIA_PREFIX = "/media/catalogue/";

export function photoVariantName(hash: string, width: number, format: PhotoFormat): string {
  return `${hash}-${width}.${format}`;
}

export function photoVariantUrl(hash: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_MEDIA_PREFIX}${photoVariantName(hash, width, format)}`;
}

const VARIANT_NAME = /^([0-9a-f]{32})-([1-9][0-9]{0,3})\.(avif|webp)$/;

/** A served file's name read back, or undefined for anything that is not exactly one. */
export function parsePhotoVariantName(name: string): { hash: string; width: number; format: PhotoFormat } | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/** What a page needs to show a photo: no path on disk, only its name, size and words. */
export interface PhotoForPage {
  hash: string;
  /** Pixel size of the oriented original: its aspect ratio sets width and height on the page. */
  width: number;
  height: number;
  /** Widths made, ascending. */
  widths: number[];
  alt: string;
}

export function photoSrcSet(photo: Pick<PhotoForPage, "hash" | "widths">, format: PhotoFormat): string {
  return photo.widths.map((width) => `${photoVariantUrl(photo.hash, width, format)} ${width}w`).join(", ");
}

/** The width a fallback `src` uses: the one closest above a card's size. */
export function fallbackWidth(widths: readonly number[], wanted = 640): number {
  return widths.find((width) => width >= wanted) ?? widths.at(-1) ?? wanted;
}

/**
 * How wide each layout shows a photo, as `sizes` (see the Tailwind classes
 * where they are used): the product page's main photo fills the page's
 * container (max 80rem with 1rem/1.5rem padding) on a phone and half of it
 * from lg; a card is one, two or three to a row; a search result is 6rem.
 */
export const PHOTO_SIZES = {
  product: "(min-width: 1280px) 600px, (min-width: 1024px) calc(50vw - 64px), calc(100vw - 32px)",
  card: "(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 48px), (min-width: 640px) calc(50vw - 48px), calc(100vw - 32px)",
  thumbnail: "96px",
} as const;
export type PhotoLayout = keyof typeof PHOTO_SIZES;

/** Height for a width at the photo's aspect ratio, in whole pixels. */
export function heightAt(photo: Pick<PhotoForPage, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

// ---------------------------------------------------------------------------
// Paths the server treats apart.

/** The staff page an upload is posted to: its body may be a 15 MB photo, beyond the 64 KB page-post limit. */
export function isPhotoUploadPath(pathname: string): boolean {
  return /^\/admin\/catalogue\/photos\/[^/]+\/[^/]+\/?$/.test(pathname);
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
