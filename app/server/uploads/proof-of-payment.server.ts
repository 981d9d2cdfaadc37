// Proofs of payment: a customer's upload streamed to disk with a hard size
// cap, checked by its bytes (app/lib/upload-sniff.ts), kept outside the web
// root under a random name, and described by a record the quote storage keeps.
// Staff download a stored file as an attachment with its detected type and
// nosniff, never rendered by the browser. Decision 037.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { type FileHandle, mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { sanitiseFileName, withExtension } from "../../lib/upload-file-name.ts";
import {
  MAX_PROOF_OF_PAYMENT_BYTES,
  PDF_ACTIVE_MARKERS,
  PROOF_OF_PAYMENT_TYPES,
  type ProofOfPaymentType,
  SNIFF_HEAD_BYTES,
  SNIFF_TAIL_BYTES,
  UPLOAD_MESSAGES,
  type UploadRefusal,
  createStreamScanner,
  sniffUpload,
} from "../../lib/upload-sniff.ts";

/** What the quote storage keeps about a stored proof of payment. */
export interface ProofOfPaymentRecord {
  /** The file's name in the uploads directory: 32 random hex digits and the detected type's extension. */
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

export type StoreOutcome = { ok: true; record: ProofOfPaymentRecord } | { ok: false; refusal: UploadRefusal };

const STORED_NAME = /^[0-9a-f]{32}\.(?:pdf|jpg|png)$/;

/** Creates the uploads directory, readable by the server's user only. */
export async function ensureUploadDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
}

/**
 * One upload on its way to disk: write() each chunk as it arrives (false once
 * the file is over 5 MB: the partial file is gone and nothing more is
 * written), then finish() to check it and keep it, or abort().
 */
export class ProofOfPaymentWriter {
  private size = 0;
  private head: Uint8Array = new Uint8Array(0);
  private tail: Uint8Array = new Uint8Array(0);
  private readonly hash = createHash("sha256");
  private readonly activeContent = createStreamScanner(PDF_ACTIVE_MARKERS);
  private closed = false;
  private overLimit = false;

  private readonly directory: string;
  private readonly tempPath: string;
  private readonly file: FileHandle;
  private readonly originalName: string;

  private constructor(directory: string, tempPath: string, file: FileHandle, originalName: string) {
    this.directory = directory;
    this.tempPath = tempPath;
    this.file = file;
    this.originalName = originalName;
  }

  static async start(directory: string, originalName: string | null | undefined): Promise<ProofOfPaymentWriter> {
    await ensureUploadDirectory(directory);
    const tempPath = path.join(directory, `.incoming-${randomBytes(16).toString("hex")}`);
    const file = await open(tempPath, "wx", 0o600);
    return new ProofOfPaymentWriter(directory, tempPath, file, sanitiseFileName(originalName));
  }

  get bytesWritten(): number {
    return this.size;
  }

  async write(chunk: Uint8Array): Promise<boolean> {
    if (this.closed) return !this.overLimit;
    this.size += chunk.byteLength;
    if (this.size > MAX_PROOF_OF_PAYMENT_BYTES) {
      this.overLimit = true;
      await this.abort();
      return false;
    }
    if (this.head.length < SNIFF_HEAD_BYTES)
      this.head = concat(this.head, chunk.subarray(0, SNIFF_HEAD_BYTES - this.head.length));
    this.tail =
      chunk.length >= SNIFF_TAIL_BYTES
        ? chunk.slice(-SNIFF_TAIL_BYTES)
        : concat(this.tail, chunk).slice(-SNIFF_TAIL_BYTES);
    this.hash.update(chunk);
    this.activeContent.write(chunk);
    try {
      await this.file.write(chunk);
    } catch (error) {
      // A full disk or a lost directory: no partial file is left behind.
      await this.abort();
      throw error;
    }
    return true;
  }

  /** Checks the whole file and keeps it under its random name, or removes it and says why. */
  async finish(receivedAt = new Date()): Promise<StoreOutcome> {
    if (this.overLimit) return { ok: false, refusal: "too-large" };
    if (this.closed) throw new Error("This upload was already finished or aborted");
    this.closed = true;
    await this.file.close();
    const sniffed = sniffUpload({ head: this.head, tail: this.tail, size: this.size });
    const refusal: UploadRefusal | undefined = !sniffed.ok
      ? sniffed.refusal
      : sniffed.type === "application/pdf" && this.activeContent.found()
        ? "active-content"
        : undefined;
    if (refusal || !sniffed.ok) {
      await rm(this.tempPath, { force: true });
      return { ok: false, refusal: refusal ?? "type" };
    }
    const { extension } = PROOF_OF_PAYMENT_TYPES[sniffed.type];
    const storedName = `${randomBytes(16).toString("hex")}.${extension}`;
    await rename(this.tempPath, path.join(this.directory, storedName)).catch(async (error: unknown) => {
      await rm(this.tempPath, { force: true });
      throw error;
    });
    return {
      ok: true,
      record: {
        storedName,
        originalName: this.originalName,
        sizeBytes: this.size,
        contentType: sniffed.type,
        sha256: this.hash.digest("hex"),
        receivedAt: receivedAt.toISOString(),
      },
    };
  }

  /** Drops the upload: the partial file is removed. */
  async abort(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.file.close().catch(() => undefined);
    await rm(this.tempPath, { force: true });
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b.slice();
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Stores a file from any stream of chunks (a test's file, a script's import), with the same cap and checks. */
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

/** Room for the form's other fields and the multipart framing beside the file. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PROOF_OF_PAYMENT_BYTES + UPLOAD_FORM_OVERHEAD_BYTES;
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_FIELDS = 20;
const MAX_PART_HEADER_BYTES = 4 * 1024;

export const UPLOAD_REQUEST_MESSAGES = {
  notMultipart: "Please send the file from the upload form (multipart/form-data).",
  malformed: "The upload could not be read. Please choose the file and send it again.",
  noFile: "Please choose your proof of payment (a PDF, JPEG or PNG) to upload.",
  oneFile: "Please upload one file at a time.",
  fields: "The upload form sent more than it should. Please reload the page and try again.",
} as const;

export type UploadRequestOutcome =
  | { ok: true; record: ProofOfPaymentRecord; fields: Record<string, string>; bytesRead: number }
  | { ok: false; status: 400 | 413 | 415; message: string; refusal?: UploadRefusal; bytesRead: number };

interface UploadRequestOptions {
  directory: string;
  /** The form field that carries the file. */
  fileField: string;
  now?: () => Date;
}

const delimiterOf = (boundary: string) => Buffer.from(`\r\n--${boundary}`, "latin1");

/** The multipart boundary of a Content-Type header, when it is a form upload. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function partHeaders(block: string): { name?: string; filename?: string } {
  const disposition = block
    .split("\r\n")
    .find((line) => /^content-disposition\s*:/i.test(line))
    ?.replace(/^content-disposition\s*:\s*/i, "");
  if (!disposition || !/^form-data\b/i.test(disposition)) return {};
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  return { ...(name !== undefined ? { name } : {}), ...(filename !== undefined ? { filename } : {}) };
}

/**
 * Reads a proof-of-payment form post as it arrives: small text fields are
 * kept (at most 20 of 4 KB), the one file goes straight to disk through
 * ProofOfPaymentWriter. Nothing is buffered beyond a part's headers and the
 * few bytes a boundary may be split across. A declared length over the limit
 * is refused before a byte is read; a body that runs past it (a wrong or
 * missing length) is refused as soon as it does, its reading stopped, and any
 * partial file removed.
 */
export async function readProofOfPaymentUpload(
  request: Request,
  { directory, fileField, now = () => new Date() }: UploadRequestOptions,
): Promise<UploadRequestOutcome> {
  let bytesRead = 0;
  const refuse = (
    status: 400 | 413 | 415,
    message: string,
    refusal?: UploadRefusal,
  ): UploadRequestOutcome & { ok: false } => ({
    ok: false,
    status,
    message,
    ...(refusal ? { refusal } : {}),
    bytesRead,
  });

  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary) return refuse(415, UPLOAD_REQUEST_MESSAGES.notMultipart);
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return refuse(413, UPLOAD_MESSAGES["too-large"], "too-large");
  if (!request.body) return refuse(400, UPLOAD_REQUEST_MESSAGES.noFile);

  const reader = request.body.getReader();
  const firstDelimiter = Buffer.from(`--${boundary}`, "latin1");
  const delimiter = delimiterOf(boundary);
  // No prototype: a field named "__proto__" is a field like any other.
  const fields = Object.create(null) as Record<string, string>;
  let fieldCount = 0;
  let writer: ProofOfPaymentWriter | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let state: "preamble" | "after-delimiter" | "headers" | "body" | "done" = "preamble";
  let part: { kind: "file" } | { kind: "field"; name: string; value: Buffer } | { kind: "ignored" } | undefined;

  const stop = async (outcome: UploadRequestOutcome & { ok: false }) => {
    await writer?.abort();
    // Nothing more is read. The stream is left paused rather than cancelled: cancelling would
    // destroy the connection before the refusal is sent; the refusal closes it instead.
    reader.releaseLock();
    return outcome;
  };

  /** Hands a part's bytes on; a refusal when the part or the file is over its limit. */
  const emit = async (data: Buffer): Promise<(UploadRequestOutcome & { ok: false }) | undefined> => {
    if (data.length === 0 || !part) return undefined;
    if (part.kind === "file") {
      if (!(await writer!.write(data))) return refuse(413, UPLOAD_MESSAGES["too-large"], "too-large");
    } else if (part.kind === "field") {
      if (part.value.length + data.length > MAX_FIELD_BYTES) return refuse(413, UPLOAD_REQUEST_MESSAGES.fields);
      part.value = Buffer.concat([part.value, data]);
    }
    return undefined;
  };

  const endPart = () => {
    if (part?.kind === "field") fields[part.name] = part.value.toString("utf8");
    part = undefined;
  };

  for (;;) {
    // Work through what has arrived as far as it goes, then read more.
    let progressed = true;
    while (progressed && state !== "done") {
      progressed = false;
      if (state === "preamble") {
        const at = pending.indexOf(firstDelimiter);
        if (at >= 0) {
          pending = pending.subarray(at + firstDelimiter.length);
          state = "after-delimiter";
          progressed = true;
        } else if (pending.length > MAX_PART_HEADER_BYTES) return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
      } else if (state === "after-delimiter") {
        if (pending.length >= 2) {
          const next = pending.subarray(0, 2).toString("latin1");
          if (next === "--") state = "done";
          else if (next === "\r\n") state = "headers";
          else return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
          pending = pending.subarray(2);
          progressed = true;
        }
      } else if (state === "headers") {
        const end = pending.indexOf("\r\n\r\n", 0, "latin1");
        if (end < 0) {
          if (pending.length > MAX_PART_HEADER_BYTES) return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
          break;
        }
        const headers = partHeaders(pending.subarray(0, end).toString("utf8"));
        pending = pending.subarray(end + 4);
        if (headers.name === undefined) return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
        if (headers.name === fileField && headers.filename !== undefined) {
          if (writer) return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.oneFile));
          writer = await ProofOfPaymentWriter.start(directory, headers.filename);
          part = { kind: "file" };
        } else if (headers.filename !== undefined) {
          part = { kind: "ignored" };
        } else {
          fieldCount += 1;
          if (fieldCount > MAX_FIELDS) return stop(refuse(413, UPLOAD_REQUEST_MESSAGES.fields));
          part = { kind: "field", name: headers.name, value: Buffer.alloc(0) };
        }
        state = "body";
        progressed = true;
      } else if (state === "body") {
        const at = pending.indexOf(delimiter);
        if (at >= 0) {
          const refused = await emit(pending.subarray(0, at));
          if (refused) return stop(refused);
          endPart();
          pending = pending.subarray(at + delimiter.length);
          state = "after-delimiter";
          progressed = true;
        } else {
          // Keep what could be the start of a delimiter split across two chunks.
          const safe = Math.max(0, pending.length - (delimiter.length - 1));
          const refused = await emit(pending.subarray(0, safe));
          if (refused) return stop(refused);
          pending = pending.subarray(safe);
        }
      }
    }
    if (state === "done") break;

    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
    }
    if (chunk.done) return stop(refuse(400, UPLOAD_REQUEST_MESSAGES.malformed));
    bytesRead += chunk.value.byteLength;
    if (bytesRead > MAX_UPLOAD_REQUEST_BYTES) return stop(refuse(413, UPLOAD_MESSAGES["too-large"], "too-large"));
    pending = pending.length === 0 ? Buffer.from(chunk.value) : Buffer.concat([pending, chunk.value]);
  }
  // The epilogue after the closing delimiter is not read.
  await reader.cancel().catch(() => undefined);

  if (!writer) return refuse(400, UPLOAD_REQUEST_MESSAGES.noFile);
  const stored = await writer.finish(now());
  if (!stored.ok)
    return refuse(stored.refusal === "too-large" ? 413 : 400, UPLOAD_MESSAGES[stored.refusal], stored.refusal);
  return { ok: true, record: stored.record, fields, bytesRead };
}

/** The answer to a refused upload: the message as plain text, and the connection closed so no more of it is read. */
export function uploadRefusalResponse(outcome: UploadRequestOutcome & { ok: false }): Response {
  return new Response(outcome.message, {
    status: outcome.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
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
 * the person is signed in as staff): its detected type, always as an
 * attachment, nosniff, never cached, and sandboxed should a browser open it
 * anyway. 404 when the record names no file in the directory.
 */
export async function proofOfPaymentResponse(directory: string, record: ProofOfPaymentRecord): Promise<Response> {
  const type = PROOF_OF_PAYMENT_TYPES[record.contentType];
  const notFound = () => new Response("This file is no longer stored.", { status: 404 });
  if (!type || !STORED_NAME.test(record.storedName) || !record.storedName.endsWith(`.${type.extension}`))
    return notFound();
  const filePath = path.join(directory, record.storedName);
  const details = await stat(filePath).catch(() => undefined);
  if (!details?.isFile()) return notFound();
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": record.contentType,
      "Content-Length": String(details.size),
      "Content-Disposition": attachmentDisposition(withExtension(record.originalName, type.extension)),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
