// The served copies of a catalogue photo (decision 043): AVIF and WebP at
// each standard width up to its own, upright by its EXIF orientation, with
// every piece of metadata (GPS position, camera, dates) left out, made by
// sharp on libvips' own threads. Made all at once when a photo is uploaded,
// and one at a time from the original in the database when a process's cache
// lacks one (decision 060): the same settings make the same picture.
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  PHOTO_FORMATS,
  type PhotoFormat,
  photoVariantName,
  photoWidthsFor,
} from "#app/features/catalogue/photos/catalogue-photos.ts";
import { DEFAULT_PHOTO_MAX_MEGAPIXELS, DEFAULT_PHOTO_TIMEOUT_SECONDS } from "#app/platform/uploads/upload-sniff.ts";

/** One file of a photo: a variant (parsePhotoVariantName) with its bytes. */
export interface PhotoFile {
  name: string;
  data: Uint8Array;
}

/** Encoder settings: AVIF at a quality that holds detail on equipment photos; WebP for browsers without AVIF. */
const ENCODERS: Readonly<Record<PhotoFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** How big a photo may be and how long it may take (CATALOGUE_PHOTO_MAX_MEGAPIXELS, CATALOGUE_PHOTO_TIMEOUT_SECONDS). */
export interface PhotoLimits {
  maxPixels: number;
  timeoutSeconds: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxPixels: DEFAULT_PHOTO_MAX_MEGAPIXELS * 1_000_000,
  timeoutSeconds: DEFAULT_PHOTO_TIMEOUT_SECONDS,
};

/** Thrown when a photo's processing passes its time limit. */
export class PhotoTimeout extends Error {
  constructor() {
    super("The photo took too long to process");
    this.name = "PhotoTimeout";
  }
}

/** The upright size: EXIF orientations 5 to 8 turn the picture a quarter. */
function uprightSize(metadata: Metadata): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** Whole seconds left before `deadline` (sharp's unit; 0 would mean no limit, so at least 1), or PhotoTimeout. */
function secondsLeft(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new PhotoTimeout();
  return Math.max(1, Math.ceil(left / 1000));
}

/** The decoder of an original, its upright size and the widths its variants have. */
async function openOriginal(original: Uint8Array, limits: PhotoLimits) {
  const source = sharp(original, { limitInputPixels: limits.maxPixels, failOn: "error" });
  const { width, height } = uprightSize(await source.metadata());
  if (width === 0 || height === 0) throw new Error("The photo has no size");
  // sharp writes no metadata unless asked (no keepMetadata/withMetadata here): EXIF, GPS and XMP stay behind.
  return { upright: source.clone().rotate(), width, height, widths: photoWidthsFor(width) };
}

function encode(upright: Sharp, width: number, format: PhotoFormat, deadline: number): Promise<Buffer> {
  const resized = upright.clone().resize({ width, withoutEnlargement: true });
  return ENCODERS[format](resized)
    .timeout({ seconds: secondsLeft(deadline) })
    .toBuffer();
}

/**
 * Makes the served variants of a photo from its bytes: AVIF and WebP at each
 * width, upright, without metadata. Refuses to decode more than
 * `limits.maxPixels`; throws PhotoTimeout once `deadline` (ms since the
 * epoch) has passed, each encoding stopped by sharp at the time left.
 */
export async function makePhotoVariants(
  hash: string,
  original: Uint8Array,
  limits: PhotoLimits = DEFAULT_PHOTO_LIMITS,
  deadline = Date.now() + limits.timeoutSeconds * 1000,
): Promise<{ width: number; height: number; widths: number[]; files: PhotoFile[] }> {
  secondsLeft(deadline);
  const { upright, width, height, widths } = await openOriginal(original, limits);
  const files: PhotoFile[] = [];
  for (const target of widths) {
    for (const format of PHOTO_FORMATS) {
      files.push({
        name: photoVariantName(hash, target, format),
        data: await encode(upright, target, format, deadline),
      });
    }
  }
  return { width, height, widths, files };
}

/** One variant made again from its original; undefined when the photo has no variant of that width. */
export async function makePhotoVariant(
  original: Uint8Array,
  { width, format }: { width: number; format: PhotoFormat },
  limits: PhotoLimits = DEFAULT_PHOTO_LIMITS,
): Promise<Buffer | undefined> {
  const deadline = Date.now() + limits.timeoutSeconds * 1000;
  const opened = await openOriginal(original, limits);
  if (!opened.widths.includes(width)) return undefined;
  return encode(opened.upright, width, format, deadline);
}
