// Reading a JSON endpoint's body from the Web Request, bounded: the media type
// and charset are checked before a byte is read, a compressed body (gzip,
// deflate, br, zstd) is inflated, and no more than the endpoint's limit is
// kept, counted after inflating, whether the length was declared or the body
// came chunked. Each refusal is a JSON answer naming what was wrong; a body
// that is refused is still read off the connection (and dropped), so the
// connection stays usable for the client's next request.
import type { Transform } from "node:stream";
import zlib from "node:zlib";
import { refusal } from "#app/platform/http/json.server.ts";

export interface JsonBodyRules {
  /** The most bytes read, after inflating; more is answered 413. */
  limitBytes: number;
  /** What the body is, for the 415 answers: "Send the lead as UTF-8 JSON". */
  what: string;
  /** The media types read as JSON (lower case, without parameters). */
  types: readonly string[];
  /** The answer to any other media type, or to a request without a body. */
  wrongType: string;
}

export const bodyMessages = {
  tooLarge: (limitBytes: number) => `The request body is larger than ${limitBytes / 1024} KB`,
  notJson: "The request body is not valid JSON",
  charset: (what: string) => `Send the ${what} as UTF-8 JSON`,
  encoding: (what: string) => `Send the ${what} uncompressed, or compressed with gzip, deflate or br`,
  aborted: "The request was aborted before its body arrived",
  unreadable: "The request could not be read",
} as const;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

const inflaters: Readonly<Record<string, () => Transform>> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
  zstd: () => zlib.createZstdDecompress(),
};

/**
 * The request's body parsed as JSON, or the answer that refuses it. As with
 * Express's JSON parser: an empty body reads as `{}`, and anything but an
 * object or an array at the top is not JSON for an endpoint.
 */
export async function readJsonBody(request: Request, rules: JsonBodyRules): Promise<JsonBody> {
  const refuse = (status: number, message: string): JsonBody => ({ ok: false, response: refusal(status, message) });
  const contentType = parseContentType(request.headers.get("Content-Type"));
  if (!hasBody(request) || !contentType || !rules.types.includes(contentType.type)) {
    discardBody(request);
    return refuse(415, rules.wrongType);
  }
  if ((contentType.charset ?? "utf-8") !== "utf-8") {
    discardBody(request);
    return refuse(415, bodyMessages.charset(rules.what));
  }
  const encoding = (request.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase();
  const inflater = encoding === "identity" ? undefined : inflaters[encoding];
  if (encoding !== "identity" && !inflater) {
    discardBody(request);
    return refuse(415, bodyMessages.encoding(rules.what));
  }
  // A declared length over the limit is refused before it is read.
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!inflater && declared > rules.limitBytes) {
    discardBody(request);
    return refuse(413, bodyMessages.tooLarge(rules.limitBytes));
  }

  const read = await readBytes(request, rules.limitBytes, inflater?.());
  switch (read.status) {
    case "too-large":
      return refuse(413, bodyMessages.tooLarge(rules.limitBytes));
    case "unreadable":
      return refuse(400, bodyMessages.unreadable);
    case "aborted":
      return refuse(400, bodyMessages.aborted);
    case "read": {
      const parsed = parseJson(read.bytes);
      return parsed.ok ? parsed : refuse(400, bodyMessages.notJson);
    }
  }
}

/** 405 for a method the endpoint does not take, naming the one it does; any body is dropped. */
export function methodNotAllowed(request: Request, allow: string, message: string): Response {
  discardBody(request);
  return refusal(405, message, {}, { Allow: allow });
}

/**
 * Reads the rest of a body the endpoint does not want, and drops it, without
 * waiting: the answer goes out at once, and the client's next request on the
 * connection is read once this body is off the wire (the server's request
 * timeout bounds a client that never finishes sending).
 */
export function discardBody(request: Request): void {
  if (!request.body || request.bodyUsed) return;
  void drain(request.body.getReader());
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away: nothing left to read.
  }
}

/** Whether the request carries a body at all (a length, or chunks), as Node's parser framed it. */
function hasBody(request: Request): boolean {
  return request.headers.has("Content-Length") || request.headers.has("Transfer-Encoding");
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** 'application/json; charset=UTF-8' as { type: 'application/json', charset: 'utf-8' }; undefined when malformed. */
export function parseContentType(header: string | null): { type: string; charset?: string } | undefined {
  if (header === null) return undefined;
  const [type = "", ...parameters] = header.split(";");
  const mediaType = type.trim().toLowerCase();
  if (!MEDIA_TYPE.test(mediaType)) return undefined;
  let charset: string | undefined;
  for (const parameter of parameters) {
    const match = /^\s*charset\s*=\s*(?:"([^"]*)"|([^\s"]*))\s*$/i.exec(parameter);
    if (match) charset = (match[1] ?? match[2] ?? "").toLowerCase();
  }
  return { type: mediaType, charset };
}

type ReadOutcome =
  { status: "read"; bytes: Uint8Array } | { status: "too-large" } | { status: "unreadable" } | { status: "aborted" };

/** The body's bytes (inflated), up to `limitBytes`. */
async function readBytes(request: Request, limitBytes: number, inflater: Transform | undefined): Promise<ReadOutcome> {
  if (!request.body) return { status: "read", bytes: new Uint8Array() };
  const sink = inflater ? inflatingSink(inflater, limitBytes) : plainSink(limitBytes);
  const reader = request.body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      sink.abort();
      return { status: "aborted" };
    }
    if (chunk.done) return sink.end();
    await sink.write(chunk.value);
    const refused = sink.refused();
    if (refused) {
      // Answered now; the rest of the body is read off the connection and dropped.
      void drain(reader);
      return refused;
    }
  }
}

interface Sink {
  write(chunk: Uint8Array): Promise<void>;
  /** The refusal, once the body is known to be refused. */
  refused(): ReadOutcome | undefined;
  end(): Promise<ReadOutcome>;
  abort(): void;
}

/** Keeps chunks until they add up to more than the limit, then none. */
class Kept {
  private chunks: Uint8Array[] = [];
  private size = 0;
  over = false;
  private readonly limitBytes: number;

  constructor(limitBytes: number) {
    this.limitBytes = limitBytes;
  }

  add(chunk: Uint8Array): void {
    if (this.over) return;
    this.size += chunk.byteLength;
    if (this.size > this.limitBytes) {
      this.over = true;
      this.chunks = [];
    } else {
      this.chunks.push(chunk);
    }
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

function plainSink(limitBytes: number): Sink {
  const kept = new Kept(limitBytes);
  const refused = (): ReadOutcome | undefined => (kept.over ? { status: "too-large" } : undefined);
  return {
    write: async (chunk) => kept.add(chunk),
    refused,
    end: async () => refused() ?? { status: "read", bytes: kept.bytes() },
    abort: () => undefined,
  };
}

function inflatingSink(inflater: Transform, limitBytes: number): Sink {
  const kept = new Kept(limitBytes);
  let failed = false;
  inflater.on("data", (chunk: Buffer) => {
    kept.add(chunk);
    // Past the limit nothing more is inflated: a small body cannot make the server inflate gigabytes.
    if (kept.over) inflater.destroy();
  });
  inflater.on("error", () => {
    failed = true;
  });
  const closed = new Promise<void>((resolve) => inflater.once("close", resolve));
  const refused = (): ReadOutcome | undefined => {
    if (kept.over) return { status: "too-large" };
    if (failed) return { status: "unreadable" };
    return undefined;
  };
  return {
    async write(chunk) {
      if (inflater.destroyed || inflater.write(chunk)) return;
      // The inflater's buffer is full: wait until it drains (or stops).
      await new Promise<void>((resolve) => {
        const done = () => {
          inflater.off("drain", done);
          inflater.off("close", done);
          resolve();
        };
        inflater.on("drain", done);
        inflater.on("close", done);
      });
    },
    refused,
    async end() {
      if (!inflater.destroyed) inflater.end();
      await closed;
      return refused() ?? { status: "read", bytes: kept.bytes() };
    },
    abort: () => inflater.destroy(),
  };
}

/** UTF-8 (a byte-order mark dropped, bytes that are not UTF-8 read as U+FFFD), then JSON. */
function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  const text = new TextDecoder().decode(bytes);
  // An empty body reads as an empty object (a common client mistake, as Express reads it).
  if (text === "") return { ok: true, value: {} };
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first !== "{" && first !== "[") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
