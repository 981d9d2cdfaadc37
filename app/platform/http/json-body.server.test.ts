// Reading a JSON endpoint's body from a Web Request: what is read, what is
// refused and with which answer. (Over HTTP, through the routes: app/routes/api.*.test.ts.)
import { gzipSync, zstdCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readsOwnBody } from "#app/platform/http/endpoints.server.ts";
import {
  type JsonBodyRules,
  methodNotAllowed,
  parseContentType,
  readJsonBody,
} from "#app/platform/http/json-body.server.ts";

const rules: JsonBodyRules = {
  limitBytes: 64,
  what: "lead",
  types: ["application/json"],
  wrongType: "Send the lead as JSON with Content-Type: application/json",
};

/** A post as Node's HTTP parser hands it on: with its Content-Length, or chunked when it is a stream. */
function post(
  body: string | Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  const framing: Record<string, string> =
    body instanceof ReadableStream
      ? { "Transfer-Encoding": "chunked" }
      : { "Content-Length": String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength) };
  return new Request("http://localhost/api/av/leads", {
    method: "POST",
    headers: { ...headers, ...framing },
    body,
    duplex: "half",
  } as RequestInit);
}

/** A body sent in chunks, with no length. */
function chunked(text: string, chunkBytes = 10): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, (offset += chunkBytes)));
    },
  });
}

async function refusal(read: Awaited<ReturnType<typeof readJsonBody>>) {
  if (read.ok) throw new Error(`expected a refusal, read ${JSON.stringify(read.value)}`);
  return {
    status: read.response.status,
    cacheControl: read.response.headers.get("cache-control"),
    type: read.response.headers.get("content-type"),
    body: (await read.response.json()) as unknown,
  };
}

describe("readJsonBody", () => {
  it("reads a JSON object or array, with or without a charset, a byte-order mark or padding", async () => {
    expect(await readJsonBody(post('{"a":1}'), rules)).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJsonBody(post("\ufeff[1]"), rules)).toEqual({ ok: true, value: [1] });
    expect(await readJsonBody(post(' \n\t{"a":"é"}\r\n'), rules)).toEqual({ ok: true, value: { a: "é" } });
    const utf8 = post('{"a":1}', { "Content-Type": "Application/JSON; Charset=UTF-8" });
    expect(await readJsonBody(utf8, rules)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("reads an empty body as an empty object, as Express did", async () => {
    expect(await readJsonBody(post(""), rules)).toEqual({ ok: true, value: {} });
  });

  it("refuses what is not a JSON object or array with 400", async () => {
    for (const text of ['"lead"', "42", "null", " ", "{'a': 1}", '{"a":1}{"b":2}', '{"a": ']) {
      expect(await refusal(await readJsonBody(post(text), rules)), text).toEqual({
        status: 400,
        cacheControl: "no-store",
        type: "application/json; charset=utf-8",
        body: { success: false, message: "The request body is not valid JSON" },
      });
    }
  });

  it("refuses other media types, no body and other charsets with 415", async () => {
    for (const type of ["text/plain", "application/json-patch+json", "json", ""]) {
      const answer = await refusal(await readJsonBody(post("{}", { "Content-Type": type }), rules));
      expect(answer, type).toMatchObject({ status: 415, body: { message: rules.wrongType } });
    }
    const noBody = new Request("http://localhost/api/av/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(await refusal(await readJsonBody(noBody, rules))).toMatchObject({ status: 415 });
    for (const charset of ["iso-8859-1", "utf-16", "utf8"]) {
      const answer = await refusal(
        await readJsonBody(post("{}", { "Content-Type": `application/json; charset=${charset}` }), rules),
      );
      expect(answer, charset).toMatchObject({ status: 415, body: { message: "Send the lead as UTF-8 JSON" } });
    }
  });

  it("inflates gzip and zstd, refuses other encodings with 415 and corrupt ones with 400", async () => {
    const gzipped = post(gzipSync('{"a":1}'), { "Content-Type": "application/json", "Content-Encoding": "GZIP" });
    expect(await readJsonBody(gzipped, rules)).toEqual({ ok: true, value: { a: 1 } });
    const zstd = post(zstdCompressSync('{"a":2}'), { "Content-Type": "application/json", "Content-Encoding": "zstd" });
    expect(await readJsonBody(zstd, rules)).toEqual({ ok: true, value: { a: 2 } });

    const compress = post("{}", { "Content-Type": "application/json", "Content-Encoding": "compress" });
    expect(await refusal(await readJsonBody(compress, rules))).toMatchObject({
      status: 415,
      body: { message: "Send the lead uncompressed, or compressed with gzip, deflate or br" },
    });
    const corrupt = post("not gzip", { "Content-Type": "application/json", "Content-Encoding": "gzip" });
    expect(await refusal(await readJsonBody(corrupt, rules))).toMatchObject({
      status: 400,
      body: { message: "The request could not be read" },
    });
    const cut = post(gzipSync('{"a":1}').subarray(0, 12), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect(await refusal(await readJsonBody(cut, rules))).toMatchObject({ status: 400 });
  });

  it("refuses more than the limit with 413: declared, chunked, or once inflated", async () => {
    const tooLarge = { status: 413, body: { success: false, message: "The request body is larger than 0.0625 KB" } };
    const exactly = `{"a":"${"x".repeat(64 - 8)}"}`;
    expect(exactly).toHaveLength(64);
    expect(await readJsonBody(post(exactly), rules)).toMatchObject({ ok: true });
    expect(await readJsonBody(post(chunked(exactly)), rules)).toMatchObject({ ok: true });
    const over = `${exactly} `;
    expect(await refusal(await readJsonBody(post(over), rules))).toMatchObject(tooLarge);
    expect(await refusal(await readJsonBody(post(chunked(over.repeat(1000))), rules))).toMatchObject(tooLarge);
    // 10 KB of zeros is 40-odd bytes of gzip: the limit counts what it inflates to.
    const bomb = post(gzipSync(`{"a":"${"0".repeat(10_000)}"}`), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect(await refusal(await readJsonBody(bomb, rules))).toMatchObject(tooLarge);
  });

  it("answers a client that went away mid-body with 400", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error("aborted"));
      },
    });
    expect(await refusal(await readJsonBody(post(broken), rules))).toMatchObject({
      status: 400,
      body: { message: "The request was aborted before its body arrived" },
    });
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 with Allow, in JSON, and reads the body off", async () => {
    const request = post("{}");
    const answer = methodNotAllowed(request, "POST", "Use POST to submit a lead");
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ success: false, message: "Use POST to submit a lead" });
    expect(request.bodyUsed).toBe(true);
  });
});

describe("parseContentType", () => {
  it("reads the media type and charset, and nothing from a malformed header", () => {
    expect(parseContentType("application/json")).toEqual({ type: "application/json", charset: undefined });
    expect(parseContentType('TEXT/Plain ; charset="UTF-8"')).toEqual({ type: "text/plain", charset: "utf-8" });
    for (const header of [null, "", "json", "application/", "a b/c"]) expect(parseContentType(header)).toBeUndefined();
  });
});

describe("readsOwnBody", () => {
  it("names the JSON endpoints, which bound their own bodies, and no page", () => {
    for (const path of [
      "/api/av/leads",
      "/api/vitals",
      "/api/quotes",
      "/api/quotes/Q-250101-ABCD/decisions",
      "/api/quotes/x/pdf",
      "/api/quotes/anything/else",
    ])
      expect(readsOwnBody(path), path).toBe(true);
    for (const path of ["/contact", "/contact.data", "/api/forms/contact", "/api/av/leads/x", "/api/quotesx", "/"])
      expect(readsOwnBody(path), path).toBe(false);
  });
});
