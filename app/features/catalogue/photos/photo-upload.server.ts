// A staff photo on its way in (decision 043): streamed to a temporary file
// (UPLOAD_TEMP_DIR) with the 15 MB cap, checked by its bytes
// (app/platform/uploads/upload-sniff.ts), then made into its served variants
// (photo-variants.server.ts). The untouched original goes to the database
// with the photo's row, in one transaction (decision 060); the variants to
// this process's cache. Photos are processed one at a time in the process (a
// queue), refused from their header when they have more pixels than the pages
// could use, and stopped when they take too long (issue 32, decision 052): a
// few staff uploads at once must not starve the public pages.
import { mkdir, readFile, rm } from "node:fs/promises";
import sharp from "sharp";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import { PHOTO_FILE_FIELD } from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import { sanitiseFileName } from "#app/platform/uploads/upload-file-name.ts";
import {
  type CataloguePhotoType,
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
import type { PhotoFileStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import {
  DEFAULT_PHOTO_LIMITS,
  type PhotoFile,
  type PhotoLimits,
  PhotoTimeout,
  makePhotoVariants,
} from "#app/features/catalogue/photos/photo-variants.server.ts";

/**
 * Part of every photo's name: bumped when the variants are made differently
 * (other widths, quality), so new files get new names and no browser keeps a
 * year-old copy of the old ones.
 */
export const PIPELINE_VERSION = "photos-v1";

/**
 * One photo is processed at a time in the process: libvips spreads each one
 * over every core, so two at once only share them, each slower, while the
 * pages wait. A few more wait their turn; beyond them an upload is refused
 * ("busy") rather than kept waiting past what a proxy would allow.
 */
const processing = createBoundedQueue({ concurrency: 1, maxWaiting: 3 });

export interface ProcessedPhoto {
  hash: string;
  /** Upright pixel size of the original. */
  width: number;
  height: number;
  widths: number[];
  originalType: CataloguePhotoType;
  originalName: string;
  sizeBytes: number;
  /** The untouched original, for the database (addCataloguePhoto keeps it with the photo's row). */
  original: Buffer;
  /** The served variants, for this process's cache. */
  variants: PhotoFile[];
}

export type PhotoSinkRefusal = {
  ok: false;
  status: 400 | 413 | 422 | 503 | 507;
  message: string;
  refusal: PhotoRefusal;
};

/**
 * One photo upload as it streams in (an UploadSink): write() each chunk,
 * then finish() to check and process it, or abort(). Nothing is kept here:
 * the caller stores what finish() hands back. The temporary file never
 * outlives the sink.
 */
export class PhotoUploadSink implements UploadSink<ProcessedPhoto, PhotoRefusal> {
  private readonly upload: CappedUploadFile;
  private readonly originalName: string;
  private readonly limits: PhotoLimits;

  private constructor(upload: CappedUploadFile, originalName: string, limits: PhotoLimits) {
    this.upload = upload;
    this.originalName = originalName;
    this.limits = limits;
  }

  static async start(
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
    return new PhotoUploadSink(upload, sanitiseFileName(originalName), limits);
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

  /** Checks the picture's size from its header, then makes its variants within the time limit. */
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
        original,
        variants: made.files,
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

/** What a photo upload needs beyond the request: the variant cache, the temporary folder, the limits. */
export interface PhotoUploadServices {
  files: PhotoFileStore;
  /** Where an upload streams in and is checked (UPLOAD_TEMP_DIR). */
  scratchDir: string;
  limits: PhotoLimits;
  /** Uploads are refused while the disk has less than this free (UPLOAD_MIN_FREE_DISK_MB). */
  minFreeDiskBytes: number;
}

/** Reads a staff photo upload form post: its fields (alt text, the CSRF token) and the processed photo. */
export async function readPhotoUpload(
  request: Request,
  { scratchDir, limits, minFreeDiskBytes }: PhotoUploadServices,
): Promise<MultipartOutcome<ProcessedPhoto, PhotoRefusal>> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  const incoming = Number.isFinite(declared) ? declared : MAX_CATALOGUE_PHOTO_BYTES;
  // The upload on its way in, then its variants in the cache: about twice the upload.
  if (!(await hasRoomForUpload(scratchDir, 2 * incoming, minFreeDiskBytes)))
    return { ...photoRefusal("disk-full"), bytesRead: 0 };
  return readMultipartUpload<ProcessedPhoto, PhotoRefusal>(request, {
    fileField: PHOTO_FILE_FIELD,
    maxFileBytes: MAX_CATALOGUE_PHOTO_BYTES,
    tooLargeMessage: PHOTO_UPLOAD_MESSAGES["too-large"],
    tooLargeRefusal: "too-large",
    noFileMessage: PHOTO_UPLOAD_MESSAGES.empty,
    startFile: (filename) => PhotoUploadSink.start(scratchDir, filename, limits),
  });
}
