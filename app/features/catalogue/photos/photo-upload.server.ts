// A staff photo on its way in (decision 043): streamed to a temporary file
// with the 15 MB cap, checked by its bytes (app/platform/uploads/upload-sniff.ts), then
// decoded by sharp (on libvips' own threads, not the event loop): turned
// upright by its EXIF orientation, every piece of metadata (GPS position,
// camera, dates) left out, and made into AVIF and WebP at each standard width
// up to its own. The variants and the untouched original are kept together in
// the photo store, or nothing is. Photos are processed one at a time in the
// process (a queue), refused from their header when they have more pixels
// than the pages could use, and stopped when they take too long (issue 32,
// decision 052): a few staff uploads at once must not starve the public pages.
import { mkdir, readFile, rm } from "node:fs/promises";
import sharp, { type Metadata, type Sharp } from "sharp";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import { PHOTO_FILE_FIELD } from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import {
  PHOTO_FORMATS,
  type PhotoFormat,
  photoVariantName,
  photoWidthsFor,
} from "#app/features/catalogue/photos/catalogue-photos.ts";
import { sanitiseFileName } from "#app/platform/uploads/upload-file-name.ts";
import {
  CATALOGUE_PHOTO_TYPES,
  type CataloguePhotoType,
  DEFAULT_PHOTO_MAX_MEGAPIXELS,
  DEFAULT_PHOTO_TIMEOUT_SECONDS,
  MAX_CATALOGUE_PHOTO_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  type PhotoRefusal,
  photoRefusalMessage,
  sniffPhoto,
} from "#app/platform/uploads/upload-sniff.ts";
import { CappedUploadFile } from "#app/platform/uploads/capped-upload-file.server.ts";
import { hasRoomForUpload } from "#app/platform/uploads/disk-space.server.ts";
import {
  type MultipartOutcome,
  readMultipartUpload,
  type UploadSink,
} from "#app/platform/uploads/multipart-upload.server.ts";
import type { PhotoFile, PhotoFileStore } from "#app/features/catalogue/photos/photo-files.server.ts";

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

/** How big a photo may be and how long it may take (CATALOGUE_PHOTO_MAX_MEGAPIXELS, CATALOGUE_PHOTO_TIMEOUT_SECONDS). */
export interface PhotoLimits {
  maxPixels: number;
  timeoutSeconds: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxPixels: DEFAULT_PHOTO_MAX_MEGAPIXELS * 1_000_000,
  timeoutSeconds: DEFAULT_PHOTO_TIMEOUT_SECONDS,
};

/**
 * One photo is processed at a time in the process: libvips spreads each one
 * over every core, so two at once only share them, each slower, while the
 * pages wait. A few more wait their turn; beyond them an upload is refused
 * ("busy") rather than kept waiting past what a proxy would allow.
 */
const processing = createBoundedQueue({ concurrency: 1, maxWaiting: 3 });

/** Thrown when a photo's processing passes its time limit. */
export class PhotoTimeout extends Error {
  constructor() {
    super("The photo took too long to process");
    this.name = "PhotoTimeout";
  }
}

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

export type PhotoSinkRefusal = {
  ok: false;
  status: 400 | 413 | 422 | 503 | 507;
  message: string;
  refusal: PhotoRefusal;
};

/** The upright size: EXIF orientations 5 to 8 turn the picture a quarter. */
function uprightSize(metadata: Metadata): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
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
  /** Whole seconds left (sharp's unit; 0 would mean no limit, so at least 1), or PhotoTimeout. */
  const secondsLeft = () => {
    const left = deadline - Date.now();
    if (left <= 0) throw new PhotoTimeout();
    return Math.max(1, Math.ceil(left / 1000));
  };
  secondsLeft();
  const source = sharp(original, { limitInputPixels: limits.maxPixels, failOn: "error" });
  const { width, height } = uprightSize(await source.metadata());
  if (width === 0 || height === 0) throw new Error("The photo has no size");
  const widths = photoWidthsFor(width);
  // sharp writes no metadata unless asked (no keepMetadata/withMetadata here): EXIF, GPS and XMP stay behind.
  const upright = source.clone().rotate();
  const files: PhotoFile[] = [];
  for (const target of widths) {
    const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
    for (const format of PHOTO_FORMATS) {
      const encoder = ENCODERS[format](resized.clone()).timeout({ seconds: secondsLeft() });
      files.push({ name: photoVariantName(hash, target, format), data: await encoder.toBuffer() });
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
  private readonly limits: PhotoLimits;

  private constructor(store: PhotoFileStore, upload: CappedUploadFile, originalName: string, limits: PhotoLimits) {
    this.store = store;
    this.upload = upload;
    this.originalName = originalName;
    this.limits = limits;
  }

  static async start(
    store: PhotoFileStore,
    scratchDir: string,
    originalName: string,
    limits: PhotoLimits = DEFAULT_PHOTO_LIMITS,
  ): Promise<PhotoUploadSink> {
    await mkdir(scratchDir, { recursive: true, mode: 0o700 });
    // The pipeline's version is hashed first: a new pipeline names its files afresh.
    const upload = await CappedUploadFile.open(
      scratchDir,
      ".upload-",
      MAX_CATALOGUE_PHOTO_BYTES,
      `${PIPELINE_VERSION}\0`,
    );
    return new PhotoUploadSink(store, upload, sanitiseFileName(originalName), limits);
  }

  write(chunk: Uint8Array): Promise<boolean> {
    return this.upload.write(chunk);
  }

  async finish(): Promise<{ ok: true; stored: ProcessedPhoto } | PhotoSinkRefusal> {
    const { upload } = this;
    if (upload.overLimit) return photoRefusal("too-large");
    await upload.close();
    try {
      const sniffed = sniffPhoto({ head: upload.head, tail: upload.tail, size: upload.size });
      if (!sniffed.ok) return photoRefusal(sniffed.refusal);
      // Its turn in the queue, or a refusal when too many are waiting already.
      return (await processing.tryRun(() => this.process(sniffed.type))) ?? photoRefusal("busy");
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  /** Checks the picture's size from its header, then makes and keeps its variants within the time limit. */
  private async process(type: CataloguePhotoType): Promise<{ ok: true; stored: ProcessedPhoto } | PhotoSinkRefusal> {
    const { upload, limits } = this;
    const deadline = Date.now() + limits.timeoutSeconds * 1000;
    // The header only: a 10,000 × 10,000 PNG of a few hundred kilobytes is refused before it is decoded.
    const header = await sharp(upload.tempPath)
      .metadata()
      .catch(() => undefined);
    if (!header) return photoRefusal("unreadable");
    const { width = 0, height = 0 } = header;
    if (width * height > limits.maxPixels)
      return photoRefusal("too-many-pixels", { width, height, maxPixels: limits.maxPixels });
    const hash = upload.hash.digest("hex").slice(0, 32);
    const original = await readFile(upload.tempPath);
    let made: Awaited<ReturnType<typeof makePhotoVariants>>;
    try {
      made = await makePhotoVariants(hash, original, limits, deadline);
    } catch (error) {
      // sharp stops an encoding at the time left with an error of its own: past the deadline, that is the reason.
      if (error instanceof PhotoTimeout || Date.now() >= deadline)
        return photoRefusal("too-slow", { timeoutSeconds: limits.timeoutSeconds });
      // Signature and ending right, picture unreadable (corrupt data).
      return photoRefusal("unreadable");
    }
    const extension = CATALOGUE_PHOTO_TYPES[type].extension;
    await this.store.putPhoto(hash, [...made.files, { name: `${hash}.${extension}`, data: original }]);
    return {
      ok: true,
      stored: {
        hash,
        width: made.width,
        height: made.height,
        widths: made.widths,
        originalType: type,
        originalName: this.originalName,
        sizeBytes: upload.size,
      },
    };
  }

  abort(): Promise<void> {
    return this.upload.abort();
  }
}

const REFUSAL_STATUS: Partial<Record<PhotoRefusal, PhotoSinkRefusal["status"]>> = {
  "too-large": 413,
  empty: 400,
  busy: 503,
  "disk-full": 507,
};

function photoRefusal(refusal: PhotoRefusal, details?: Parameters<typeof photoRefusalMessage>[1]): PhotoSinkRefusal {
  return { ok: false, status: REFUSAL_STATUS[refusal] ?? 422, message: photoRefusalMessage(refusal, details), refusal };
}

/** What a photo upload needs beyond the request: the store, the scratch folder, the limits. */
export interface PhotoUploadServices {
  files: PhotoFileStore;
  scratchDir: string;
  limits: PhotoLimits;
  /** Uploads are refused while the disk has less than this free (UPLOAD_MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number;
}

/** Reads a staff photo upload form post: its fields (alt text, the CSRF token) and the processed photo. */
export async function readPhotoUpload(
  request: Request,
  { files, scratchDir, limits, minFreeDiskBytes }: PhotoUploadServices,
): Promise<MultipartOutcome<ProcessedPhoto, PhotoRefusal>> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  const incoming = Number.isFinite(declared) ? declared : MAX_CATALOGUE_PHOTO_BYTES;
  // The originals and their variants take about twice the upload.
  if (!(await hasRoomForUpload(scratchDir, 2 * incoming, minFreeDiskBytes)))
    return { ...photoRefusal("disk-full"), bytesRead: 0 };
  return readMultipartUpload<ProcessedPhoto, PhotoRefusal>(request, {
    fileField: PHOTO_FILE_FIELD,
    maxFileBytes: MAX_CATALOGUE_PHOTO_BYTES,
    tooLargeMessage: PHOTO_UPLOAD_MESSAGES["too-large"],
    tooLargeRefusal: "too-large",
    noFileMessage: PHOTO_UPLOAD_MESSAGES.empty,
    startFile: (filename) => PhotoUploadSink.start(files, scratchDir, filename, limits),
  });
}
