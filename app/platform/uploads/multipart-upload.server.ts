// A form post with one file (multipart/form-data), read as it streams: the
// proof-of-payment upload and the catalogue photo upload both read theirs
// here, each with its own limit and its own place for the file (a sink).
/** Room for the form's other fields and the multipart framing beside the file. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_FIELDS = 20;
const MAX_PART_HEADER_BYTES = 4 * 1024;

export const MULTIPART_MESSAGES = {
  notMultipart: "Please send the file from the upload form (multipart/form-data).",
  malformed: "The upload could not be read. Please choose the file and send it again.",
  oneFile: "Please upload one file at a time.",
  fields: "The upload form sent more than it should. Please reload the page and try again.",
  interrupted:
    "The upload did not finish (the connection was too slow or was interrupted). Please send the file again.",
} as const;

export type RefusalStatus = 400 | 413 | 415 | 422 | 503 | 507;

export interface SinkRefusal<Refusal extends string> {
  ok: false;
  status: RefusalStatus;
  message: string;
  refusal: Refusal;
}

/** Where one upload's bytes go as they arrive. */
export interface UploadSink<Stored, Refusal extends string> {
  /** False once the file is over its limit: the sink has dropped what it had, and nothing more is written. */
  write(chunk: Uint8Array): Promise<boolean>;
  /** Checks and keeps the whole file, or drops it and says why. */
  finish(): Promise<{ ok: true; stored: Stored } | SinkRefusal<Refusal>>;
  /** Drops the upload: nothing of it is left. */
  abort(): Promise<void>;
}

export interface MultipartUploadOptions<Stored, Refusal extends string> {
  /** The form field that carries the file. */
  fileField: string;
  /** The file's own limit plus room for the other fields and the framing. */
  maxFileBytes: number;
  /** Said when the file (or the whole post) is over the limit. */
  tooLargeMessage: string;
  tooLargeRefusal: Refusal;
  /** Said when the post has no file. */
  noFileMessage: string;
  startFile(filename: string): Promise<UploadSink<Stored, Refusal>>;
}

export type MultipartOutcome<Stored, Refusal extends string> =
  | { ok: true; stored: Stored; fields: Record<string, string>; bytesRead: number }
  | {
      ok: false;
      status: RefusalStatus | 408;
      message: string;
      refusal?: Refusal;
      bytesRead: number;
      /** The body stopped coming before its end: the connection dropped or was cut off as too slow. */
      interrupted?: true;
    };

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

/** The most a post with a file of `maxFileBytes` may be: the file and room for the form around it. */
export const maxRequestBytesFor = (maxFileBytes: number) => maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES;

/**
 * Reads a one-file form post as it arrives: small text fields are kept (at
 * most 20 of 4 KB), the one file goes straight to its sink. Nothing is
 * buffered beyond a part's headers and the few bytes a boundary may be split
 * across. A declared length over the limit is refused before a byte is read;
 * a body that runs past it (a wrong or missing length) is refused as soon as
 * it does, its reading stopped, and the sink's partial file dropped.
 */
export async function readMultipartUpload<Stored, Refusal extends string>(
  request: Request,
  options: MultipartUploadOptions<Stored, Refusal>,
): Promise<MultipartOutcome<Stored, Refusal>> {
  const { fileField, tooLargeMessage, tooLargeRefusal, noFileMessage } = options;
  const maxRequestBytes = maxRequestBytesFor(options.maxFileBytes);
  let bytesRead = 0;
  type Refused = MultipartOutcome<Stored, Refusal> & { ok: false };
  const refuse = (status: RefusalStatus | 408, message: string, refusal?: Refusal): Refused => ({
    ok: false,
    status,
    message,
    ...(refusal ? { refusal } : {}),
    bytesRead,
  });
  const tooLarge = () => refuse(413, tooLargeMessage, tooLargeRefusal);

  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary) return refuse(415, MULTIPART_MESSAGES.notMultipart);
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxRequestBytes) return tooLarge();
  if (!request.body) return refuse(400, noFileMessage);

  const reader = request.body.getReader();
  const firstDelimiter = Buffer.from(`--${boundary}`, "latin1");
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  // No prototype: a field named "__proto__" is a field like any other.
  const fields = Object.create(null) as Record<string, string>;
  let fieldCount = 0;
  let sink: UploadSink<Stored, Refusal> | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let state: "preamble" | "after-delimiter" | "headers" | "body" | "done" = "preamble";
  let part: { kind: "file" } | { kind: "field"; name: string; value: Buffer } | { kind: "ignored" } | undefined;

  const stop = async (outcome: Refused) => {
    await sink?.abort();
    // Nothing more is read. The stream is left paused rather than cancelled: cancelling would
    // destroy the connection before the refusal is sent; the refusal closes it instead.
    reader.releaseLock();
    return outcome;
  };

  /** Hands a part's bytes on; a refusal when the part or the file is over its limit. */
  const emit = async (data: Buffer): Promise<Refused | undefined> => {
    if (data.length === 0 || !part) return undefined;
    if (part.kind === "file") {
      if (!(await sink!.write(data))) return tooLarge();
    } else if (part.kind === "field") {
      if (part.value.length + data.length > MAX_FIELD_BYTES) return refuse(413, MULTIPART_MESSAGES.fields);
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
        } else if (pending.length > MAX_PART_HEADER_BYTES) return stop(refuse(400, MULTIPART_MESSAGES.malformed));
      } else if (state === "after-delimiter") {
        if (pending.length >= 2) {
          const next = pending.subarray(0, 2).toString("latin1");
          if (next === "--") state = "done";
          else if (next === "\r\n") state = "headers";
          else return stop(refuse(400, MULTIPART_MESSAGES.malformed));
          pending = pending.subarray(2);
          progressed = true;
        }
      } else if (state === "headers") {
        const end = pending.indexOf("\r\n\r\n", 0, "latin1");
        if (end < 0) {
          if (pending.length > MAX_PART_HEADER_BYTES) return stop(refuse(400, MULTIPART_MESSAGES.malformed));
          break;
        }
        const headers = partHeaders(pending.subarray(0, end).toString("utf8"));
        pending = pending.subarray(end + 4);
        if (headers.name === undefined) return stop(refuse(400, MULTIPART_MESSAGES.malformed));
        if (headers.name === fileField && headers.filename !== undefined) {
          if (sink) return stop(refuse(400, MULTIPART_MESSAGES.oneFile));
          sink = await options.startFile(headers.filename);
          part = { kind: "file" };
        } else if (headers.filename !== undefined) {
          part = { kind: "ignored" };
        } else {
          fieldCount += 1;
          if (fieldCount > MAX_FIELDS) return stop(refuse(413, MULTIPART_MESSAGES.fields));
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
    const interrupted = (): Refused => ({ ...refuse(408, MULTIPART_MESSAGES.interrupted), interrupted: true });
    try {
      chunk = await reader.read();
    } catch {
      return stop(interrupted());
    }
    if (chunk.done) return stop(bytesRead < declared ? interrupted() : refuse(400, MULTIPART_MESSAGES.malformed));
    bytesRead += chunk.value.byteLength;
    if (bytesRead > maxRequestBytes) return stop(tooLarge());
    pending = pending.length === 0 ? Buffer.from(chunk.value) : Buffer.concat([pending, chunk.value]);
  }
  // The epilogue after the closing delimiter is not read.
  await reader.cancel().catch(() => undefined);

  if (!sink) return refuse(400, noFileMessage);
  const finished = await sink.finish();
  if (!finished.ok) return refuse(finished.status, finished.message, finished.refusal);
  return { ok: true, stored: finished.stored, fields, bytesRead };
}

/** The answer to a refused upload: the message as plain text, and the connection closed so no more of it is read. */
export function uploadRefusalResponse(outcome: { status: number; message: string }): Response {
  return new Response(outcome.message, {
    status: outcome.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}
