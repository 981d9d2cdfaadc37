// A staff photo on its way in (decision 043): streamed to a temporary file
// with the 15 MB cap, checked by its bytes (app/lib/upload-sniff.ts), then
// decoded by sharp (on libvips' own threads, not the event loop): turned
// upright by its EXIF orientation, every piece of metadata (GPS position,
// camera, dates) left out, and made into AVIF and WebP at each standard width
// up to its own. The variants and the untouched original are kept together in
// the photo store, or nothing is.
import { mkdir, readFile, rm } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { PHOTO_FILE_FIELD } from "../../lib/catalogue-photo-forms.ts";
import { PHOTO_FORMATS, type PhotoFormat, photoVariantName, photoWidthsFor } from "../../lib/catalogue-photos.ts";
import { sanitiseFileName } from "../../lib/upload-file-name.ts";
import {
  CATALOGUE_PHOTO_TYPES,
  type CataloguePhotoType,
  MAX_CATALOGUE_PHOTO_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  type PhotoRefusal,
  sniffPhoto,
} from "../../lib/upload-sniff.ts";
import { CappedUploadFile } from "../uploads/capped-upload-file.server.ts";
import { type MultipartOutcome, readMultipartUpload, type UploadSink } from "../uploads/multipart-upload.server.ts";
import type { PhotoFile, PhotoFileStore } from "./photo-files.server.ts";

/**
 * Part of every photo's name: bumped when the variants are made differently
 * (other widths, quality), so new files get new names and no browser keeps a
 * year-old copy of the old ones.
 */
const PIPELINE_VERSION = "photos-v1";

/** Encoder settings: AVIF at a quality that holds detail on equipment photos; WebP for browsers without AVIF. */
const ENCODERS: Readonly<Record<PhotoFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/** A picture bigger than this (in pixels) is refused before it is decoded: a 15 MB file can hold a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedPhoto {
  hash: string;
  /** Upright pixel size of the original. */
  width: number;
  height: number;
  widths: number[];
  originalType: CataloguePhotoType;
  originalName: string;
  sizeBytes: number;
}

export type PhotoSinkRefusal = { ok: false; status: 400 | 413 | 422; message: string; refusal: PhotoRefusal };

/** The upright size: EXIF orientations 5 to 8 turn the picture a quarter. */
function uprightSize(metadata: Metadata): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** Makes the served variants of a photo from its bytes: AVIF and WebP at each width, upright, without metadata. */
export async function makePhotoVariants(
  hash: string,
  original: Uint8Array,
): Promise<{ width: number; height: number; widths: number[]; files: PhotoFile[] }> {
  const source = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { width, height } = uprightSize(await source.metadata());
  if (width === 0 || height === 0) throw new Error("The photo has no size");
  const widths = photoWidthsFor(width);
  // sharp writes no metadata unless asked (no keepMetadata/withMetadata here): EXIF, GPS and XMP stay behind.
  const upright = source.clone().rotate();
  const files: PhotoFile[] = [];
  for (const target of widths) {
    const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
    for (const format of PHOTO_FORMATS) {
      files.push({
        name: photoVariantName(hash, target, format),
        data: await ENCODERS[format](resized.clone()).toBuffer(),
      });
    }
  }
  return { width, height, widths, files };
}

/**
 * One photo upload as it streams in (an UploadSink): write() each chunk,
 * then finish() to check, process and keep it, or abort().
 */
export class PhotoUploadSink implements UploadSink<ProcessedPhoto, PhotoRefusal> {
  private readonly store: PhotoFileStore;
  private readonly upload: CappedUploadFile;
  private readonly originalName: string;

  private constructor(store: PhotoFileStore, upload: CappedUploadFile, originalName: string) {
    this.store = store;
    this.upload = upload;
    this.originalName = originalName;
  }

  static async start(store: PhotoFileStore, scratchDir: string, originalName: string): Promise<PhotoUploadSink> {
    await mkdir(scratchDir, { recursive: true, mode: 0o700 });
    // The pipeline's version is hashed first: a new pipeline names its files afresh.
    const upload = await CappedUploadFile.open(
      scratchDir,
      ".upload-",
      MAX_CATALOGUE_PHOTO_BYTES,
      `${PIPELINE_VERSION}\0`,
    );
    return new PhotoUploadSink(store, upload, sanitiseFileName(originalName));
  }

  write(chunk: Uint8Array): Promise<boolean> {
    return this.upload.write(chunk);
  }

  async finish(): Promise<{ ok: true; stored: ProcessedPhoto } | PhotoSinkRefusal> {
    const refuse = (refusal: PhotoRefusal): PhotoSinkRefusal => ({
      ok: false,
      status: refusal === "too-large" ? 413 : refusal === "empty" ? 400 : 422,
      message: PHOTO_UPLOAD_MESSAGES[refusal],
      refusal,
    });
    const { upload } = this;
    if (upload.overLimit) return refuse("too-large");
    await upload.close();
    try {
      const sniffed = sniffPhoto({ head: upload.head, tail: upload.tail, size: upload.size });
      if (!sniffed.ok) return refuse(sniffed.refusal);
      const hash = upload.hash.digest("hex").slice(0, 32);
      const original = await readFile(upload.tempPath);
      let made: Awaited<ReturnType<typeof makePhotoVariants>>;
      try {
        made = await makePhotoVariants(hash, original);
      } catch {
        // Signature and ending right, picture unreadable (corrupt data, too many pixels).
        return refuse("unreadable");
      }
      const extension = CATALOGUE_PHOTO_TYPES[sniffed.type].extension;
      await this.store.putPhoto(hash, [...made.files, { name: `${hash}.${extension}`, data: original }]);
      return {
        ok: true,
        stored: {
          hash,
          width: made.width,
          height: made.height,
          widths: made.widths,
          originalType: sniffed.type,
          originalName: this.originalName,
          sizeBytes: upload.size,
        },
      };
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  abort(): Promise<void> {
    return this.upload.abort();
  }
}

/** Reads a staff photo upload form post: its fields (alt text, the CSRF token) and the processed photo. */
export function readPhotoUpload(
  request: Request,
  { files, scratchDir }: { files: PhotoFileStore; scratchDir: string },
): Promise<MultipartOutcome<ProcessedPhoto, PhotoRefusal>> {
  return readMultipartUpload<ProcessedPhoto, PhotoRefusal>(request, {
    fileField: PHOTO_FILE_FIELD,
    maxFileBytes: MAX_CATALOGUE_PHOTO_BYTES,
    tooLargeMessage: PHOTO_UPLOAD_MESSAGES["too-large"],
    tooLargeRefusal: "too-large",
    noFileMessage: PHOTO_UPLOAD_MESSAGES.empty,
    startFile: (filename) => PhotoUploadSink.start(files, scratchDir, filename),
  });
}
