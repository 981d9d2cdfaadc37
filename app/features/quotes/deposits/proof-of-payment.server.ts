// Proofs of payment: a customer's upload streamed to a temporary file with a
// hard size cap, checked by its bytes (app/platform/uploads/upload-sniff.ts),
// then handed over whole to be kept in the database with the row that
// describes it (decision 060, amending 037). Staff download a stored proof as
// an attachment with its detected type and nosniff, never rendered by the
// browser. Decision 037.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm } from "node:fs/promises";
import { sanitiseFileName, withExtension } from "#app/platform/uploads/upload-file-name.ts";
import { CappedUploadFile } from "#app/platform/uploads/capped-upload-file.server.ts";
import { scanPdfObjectStreams } from "#app/platform/uploads/pdf-object-streams.server.ts";
import {
  MULTIPART_MESSAGES,
  UPLOAD_FORM_OVERHEAD_BYTES,
  maxRequestBytesFor,
  multipartBoundary,
  readMultipartUpload,
  uploadRefusalResponse,
} from "#app/platform/uploads/multipart-upload.server.ts";
import {
  MAX_PROOF_OF_PAYMENT_BYTES,
  PDF_ACTIVE_NAMES,
  PROOF_OF_PAYMENT_TYPES,
  type ProofOfPaymentType,
  UPLOAD_MESSAGES,
  type UploadRefusal,
  createPdfNameScanner,
  sniffUpload,
} from "#app/platform/uploads/upload-sniff.ts";

/** What the quote storage keeps about a stored proof of payment. */
export interface ProofOfPaymentRecord {
  /** The proof's stored name: 32 random hex digits and the detected type's extension (its bytes are in the database). */
  storedName: string;
  /** The name the customer's file had, sanitised (sanitiseFileName). */
  originalName: string;
  sizeBytes: number;
  /** Detected from the bytes, not taken from the browser. */
  contentType: ProofOfPaymentType;
  /** Hex SHA-256 of the bytes: shows the file is the one received, and finds the same file sent twice. */
  sha256: string;
  /** ISO-8601 */
  receivedAt: string;
}

/** A checked upload: what the row says of it and its bytes, for the database (recordProof). */
export type StoreOutcome =
  { ok: true; record: ProofOfPaymentRecord; bytes: Buffer } | { ok: false; refusal: UploadRefusal };

const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|jpg|png)$/;

/** Creates the temporary folder uploads stream into, readable by the server's user only. */
export async function ensureUploadDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
}

/**
 * One upload on its way in, to a temporary file: write() each chunk as it
 * arrives (false once the file is over 5 MB: the partial file is gone and
 * nothing more is written), then finish() to check it and read it back, or
 * abort(). The temporary file never outlives the writer.
 */
export class ProofOfPaymentWriter {
  private readonly activeContent = createPdfNameScanner(PDF_ACTIVE_NAMES);
  private readonly upload: CappedUploadFile;
  private readonly originalName: string;

  private constructor(upload: CappedUploadFile, originalName: string) {
    this.upload = upload;
    this.originalName = originalName;
  }

  static async start(directory: string, originalName: string | null | undefined): Promise<ProofOfPaymentWriter> {
    await ensureUploadDirectory(directory);
    const upload = await CappedUploadFile.open(directory, ".incoming-", MAX_PROOF_OF_PAYMENT_BYTES);
    return new ProofOfPaymentWriter(upload, sanitiseFileName(originalName));
  }

  get bytesWritten(): number {
    return this.upload.size;
  }

  async write(chunk: Uint8Array): Promise<boolean> {
    if (!(await this.upload.write(chunk))) return false;
    this.activeContent.write(chunk);
    return true;
  }

  /** Checks the whole file and reads it back under a new random name, or says why not; the temporary file goes. */
  async finish(receivedAt = new Date()): Promise<StoreOutcome> {
    const { upload } = this;
    if (upload.overLimit) return { ok: false, refusal: "too-large" };
    await upload.close();
    try {
      const sniffed = sniffUpload({ head: upload.head, tail: upload.tail, size: upload.size });
      const refusal: UploadRefusal | undefined = !sniffed.ok
        ? sniffed.refusal
        : sniffed.type === "application/pdf"
          ? await this.pdfRefusal()
          : undefined;
      if (refusal || !sniffed.ok) return { ok: false, refusal: refusal ?? "type" };
      return this.checked(sniffed.type, receivedAt, await readFile(upload.tempPath));
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  private checked(type: ProofOfPaymentType, receivedAt: Date, bytes: Buffer): StoreOutcome {
    const { upload } = this;
    const storedName = `${randomBytes(16).toString("hex")}.${PROOF_OF_PAYMENT_TYPES[type].extension}`;
    return {
      ok: true,
      bytes,
      record: {
        storedName,
        originalName: this.originalName,
        sizeBytes: upload.size,
        contentType: type,
        sha256: upload.hash.digest("hex"),
        receivedAt: receivedAt.toISOString(),
      },
    };
  }

  /** Drops the upload: the partial file is removed. */
  abort(): Promise<void> {
    return this.upload.abort();
  }

  /** A script or launch action named in the file's bytes, or inside its compressed object streams (decision 052). */
  private async pdfRefusal(): Promise<UploadRefusal | undefined> {
    if (this.activeContent.found()) return "active-content";
    const scan = scanPdfObjectStreams(await readFile(this.upload.tempPath), PDF_ACTIVE_NAMES);
    if (scan === "active") return "active-content";
    if (scan === "unchecked") return "unchecked";
    return undefined;
  }
}

/** Checks a file from any stream of chunks (a test's file, a script's import) with the same cap, via `directory`. */
export async function storeProofOfPayment(
  directory: string,
  originalName: string | null | undefined,
  chunks: AsyncIterable<Uint8Array>,
): Promise<StoreOutcome> {
  const writer = await ProofOfPaymentWriter.start(directory, originalName);
  try {
    for await (const chunk of chunks) {
      if (!(await writer.write(chunk))) return { ok: false, refusal: "too-large" };
    }
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return writer.finish();
}

// ---------------------------------------------------------------------------
// The upload as a form post (multipart/form-data), read as it streams.

export { UPLOAD_FORM_OVERHEAD_BYTES, multipartBoundary, uploadRefusalResponse };
export const MAX_UPLOAD_REQUEST_BYTES = maxRequestBytesFor(MAX_PROOF_OF_PAYMENT_BYTES);

export const UPLOAD_REQUEST_MESSAGES = {
  ...MULTIPART_MESSAGES,
  noFile: "Please choose your proof of payment (a PDF, JPEG or PNG) to upload.",
} as const;

export type UploadRequestOutcome =
  | { ok: true; record: ProofOfPaymentRecord; bytes: Buffer; fields: Record<string, string>; bytesRead: number }
  | {
      ok: false;
      status: 400 | 408 | 413 | 415 | 503 | 507;
      message: string;
      refusal?: UploadRefusal;
      bytesRead: number;
      interrupted?: true;
    };

interface UploadRequestOptions {
  /** The temporary folder the file streams into (UPLOAD_TEMP_DIR). */
  directory: string;
  /** The form field that carries the file. */
  fileField: string;
  now?: () => Date;
}

/**
 * Reads a proof-of-payment form post as it arrives (readMultipartUpload):
 * the one file goes straight to a temporary file through
 * ProofOfPaymentWriter, with the 5 MB cap enforced while it streams.
 */
export async function readProofOfPaymentUpload(
  request: Request,
  { directory, fileField, now = () => new Date() }: UploadRequestOptions,
): Promise<UploadRequestOutcome> {
  const outcome = await readMultipartUpload<{ record: ProofOfPaymentRecord; bytes: Buffer }, UploadRefusal>(request, {
    fileField,
    maxFileBytes: MAX_PROOF_OF_PAYMENT_BYTES,
    tooLargeMessage: UPLOAD_MESSAGES["too-large"],
    tooLargeRefusal: "too-large",
    noFileMessage: UPLOAD_REQUEST_MESSAGES.noFile,
    async startFile(filename) {
      const writer = await ProofOfPaymentWriter.start(directory, filename);
      return {
        write: (chunk) => writer.write(chunk),
        abort: () => writer.abort(),
        async finish() {
          const stored = await writer.finish(now());
          if (stored.ok) return { ok: true, stored: { record: stored.record, bytes: stored.bytes } };
          return {
            ok: false,
            status: stored.refusal === "too-large" ? 413 : 400,
            message: UPLOAD_MESSAGES[stored.refusal],
            refusal: stored.refusal,
          };
        },
      };
    },
  });
  if (!outcome.ok) return { ...outcome, status: outcome.status === 422 ? 400 : outcome.status };
  return { ok: true, ...outcome.stored, fields: outcome.fields, bytesRead: outcome.bytesRead };
}

// ---------------------------------------------------------------------------
// Staff download a stored file.

/** 'attachment; filename="slip.pdf"; filename*=UTF-8''sl%C3%AEp.pdf': an ASCII name for old clients, the real one beside it. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored proof of payment as a download for staff (the caller checks that
 * the person is signed in as staff, and reads the bytes from the database):
 * its detected type, always as an attachment, nosniff, never cached, and
 * sandboxed should a browser open it anyway. 404 when no bytes are stored.
 */
export function proofOfPaymentResponse(record: ProofOfPaymentRecord, bytes: Uint8Array | undefined): Response {
  const type = PROOF_OF_PAYMENT_TYPES[record.contentType];
  const notFound = () => new Response("This file is no longer stored.", { status: 404 });
  if (!type || !STORED_NAME.test(record.storedName) || !record.storedName.endsWith(`.${type.extension}`))
    return notFound();
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": record.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(withExtension(record.originalName, type.extension)),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
