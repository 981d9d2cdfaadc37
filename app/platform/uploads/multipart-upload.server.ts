// A form post with one file (multipart/form-data), read as it streams: the
// proof-of-payment upload and the catalogue photo upload both read theirs
// here, each with its own limit and its own place for the file (a sink).
// busboy parses the multipart framing (decision 057); this module feeds it
// the request's body chunk by chunk, so it can count the bytes, refuse a body
// over its limit as soon as it passes it and stop reading, and hand the one
// file to its sink as it arrives.
import busboy, { type Busboy, type FileInfo } from "busboy";
import type { Readable } from "node:stream";

/** Room for the form's other fields and the multipart framing beside the file. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_FIELDS = 20;

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

type Refused<Refusal extends string> = MultipartOutcome<never, Refusal> & { ok: false };
type Refuse<Refusal extends string> = (status: RefusalStatus | 408, message: string, refusal?: Refusal) => void;

/** The multipart boundary of a Content-Type header, when it is a form upload. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The most a post with a file of `maxFileBytes` may be: the file and room for the form around it. */
export const maxRequestBytesFor = (maxFileBytes: number) => maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES;

/**
 * One form post being parsed: busboy's events turned into the form's fields,
 * at most one file handed to its sink, and the first refusal, which stops
 * everything. `settled` rejects when the sink throws (a full disk), resolves
 * at the first refusal, and never otherwise: it is raced against each step.
 */
class UploadForm<Stored, Refusal extends string> {
  // No prototype: a field named "__proto__" is a field like any other.
  readonly fields = Object.create(null) as Record<string, string>;
  readonly parser: Busboy;
  refused?: { status: RefusalStatus | 408; message: string; refusal?: Refusal };
  sinkOpening?: Promise<UploadSink<Stored, Refusal>>;
  copying?: Promise<void>;
  readonly settled: Promise<void>;
  private settle!: () => void;
  private fail!: (error: unknown) => void;
  private readonly options: MultipartUploadOptions<Stored, Refusal>;

  constructor(contentType: string, options: MultipartUploadOptions<Stored, Refusal>) {
    this.options = options;
    this.settled = new Promise((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
    this.settled.catch(() => undefined);
    this.parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8; busboy's default reads them as Latin-1.
      defParamCharset: "utf8",
      // The whole name as sent: sanitiseFileName keeps its last part, as it always has.
      preservePath: true,
      limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS },
    });
    this.parser.on("field", (name: string | undefined, value: string, info: { valueTruncated: boolean }) => {
      if (name === undefined) this.refuse(400, MULTIPART_MESSAGES.malformed);
      else if (info.valueTruncated) this.refuse(413, MULTIPART_MESSAGES.fields);
      else this.fields[name] = value;
    });
    this.parser.on("fieldsLimit", () => this.refuse(413, MULTIPART_MESSAGES.fields));
    this.parser.on("file", (name: string | undefined, stream: Readable, info: FileInfo) =>
      this.file(name, stream, info),
    );
    this.parser.on("error", () => this.refuse(400, MULTIPART_MESSAGES.malformed));
  }

  readonly refuse: Refuse<Refusal> = (status, message, refusal) => {
    this.refused ??= { status, message, ...(refusal ? { refusal } : {}) };
    this.settle();
  };

  private file(name: string | undefined, stream: Readable, { filename }: FileInfo) {
    if (name === undefined) {
      stream.resume();
      return this.refuse(400, MULTIPART_MESSAGES.malformed);
    }
    // Files in other fields are read past and dropped, as unknown fields would be.
    if (name !== this.options.fileField) return void stream.resume();
    if (this.sinkOpening) {
      stream.resume();
      return this.refuse(400, MULTIPART_MESSAGES.oneFile);
    }
    // A file input sent empty has filename="", which busboy reports as no name.
    this.sinkOpening = this.options.startFile(filename ?? "");
    this.copying = this.copy(stream).catch(this.fail);
  }

  /** The file's bytes to its sink as they come; a refusal once it passes its limit. */
  private async copy(stream: Readable) {
    const sink = await this.sinkOpening!;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (this.refused) return;
      if (!(await sink.write(chunk)))
        return this.refuse(413, this.options.tooLargeMessage, this.options.tooLargeRefusal);
    }
  }

  /** Hands busboy one chunk and waits until it has taken it (a slow sink holds it back). */
  write(chunk: Uint8Array): Promise<void> {
    return new Promise((resolve) => this.parser.write(chunk, () => resolve()));
  }

  /** Tells busboy the body ended; resolves once it has checked the form's end (an error refuses). */
  end(): Promise<void> {
    return new Promise((resolve) => {
      this.parser.once("close", resolve);
      this.parser.once("error", () => resolve());
      this.parser.end();
    });
  }

  /** Drops whatever of the file the sink had, and leaves busboy. */
  async abort() {
    const sink = await this.sinkOpening?.catch(() => undefined);
    await sink?.abort();
    this.parser.destroy();
  }
}

/**
 * Reads a one-file form post as it arrives: small text fields are kept (at
 * most 20 of 4 KB), the one file goes straight to its sink. A declared length
 * over the limit is refused before a byte is read; a body that runs past it (a
 * wrong or missing length) is refused as soon as it does, its reading stopped,
 * and the sink's partial file dropped.
 */
export async function readMultipartUpload<Stored, Refusal extends string>(
  request: Request,
  options: MultipartUploadOptions<Stored, Refusal>,
): Promise<MultipartOutcome<Stored, Refusal>> {
  const maxRequestBytes = maxRequestBytesFor(options.maxFileBytes);
  let bytesRead = 0;
  const refusal = (status: RefusalStatus | 408, message: string, refused?: Refusal): Refused<Refusal> => ({
    ok: false,
    status,
    message,
    ...(refused ? { refusal: refused } : {}),
    bytesRead,
  });
  const tooLarge = () => refusal(413, options.tooLargeMessage, options.tooLargeRefusal);

  const contentType = request.headers.get("Content-Type");
  if (!multipartBoundary(contentType)) return refusal(415, MULTIPART_MESSAGES.notMultipart);
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxRequestBytes) return tooLarge();
  if (!request.body) return refusal(400, options.noFileMessage);

  const form = new UploadForm(contentType!, options);
  const reader = request.body.getReader();
  const stop = async (outcome: Refused<Refusal>) => {
    await form.abort();
    // Nothing more is read. The stream is left paused rather than cancelled: cancelling would
    // destroy the connection before the refusal is sent; the refusal closes it instead.
    reader.releaseLock();
    return outcome;
  };
  const refusedOutcome = () => refusal(form.refused!.status, form.refused!.message, form.refused!.refusal);
  const interrupted = (): Refused<Refusal> => ({ ...refusal(408, MULTIPART_MESSAGES.interrupted), interrupted: true });

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        return await stop(interrupted());
      }
      if (chunk.done) break;
      bytesRead += chunk.value.byteLength;
      if (bytesRead > maxRequestBytes) return await stop(tooLarge());
      await Promise.race([form.write(chunk.value), form.settled]);
      if (form.refused) return await stop(refusedOutcome());
    }
    await Promise.race([form.end(), form.settled]);
    if (form.refused && bytesRead < declared) return await stop(interrupted());
    if (form.refused) return await stop(refusedOutcome());
    await Promise.race([form.copying, form.settled]);
    if (form.refused) return await stop(refusedOutcome());
  } catch (error) {
    // The sink could not write (a full disk): nothing of the upload is left.
    await stop(interrupted());
    throw error;
  }

  if (!form.sinkOpening) return refusal(400, options.noFileMessage);
  const finished = await (await form.sinkOpening).finish();
  if (!finished.ok) return refusal(finished.status, finished.message, finished.refusal);
  return { ok: true, stored: finished.stored, fields: form.fields, bytesRead };
}

/** The answer to a refused upload: the message as plain text, and the connection closed so no more of it is read. */
export function uploadRefusalResponse(outcome: { status: number; message: string }): Response {
  return new Response(outcome.message, {
    status: outcome.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}
