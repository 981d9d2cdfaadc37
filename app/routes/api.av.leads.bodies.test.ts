// POST /api/av/leads over real HTTP: the bodies it refuses (other content
// types, malformed JSON, big bodies, other methods) and the compressed ones it
// reads.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { LEADS_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { baseUrl, callBack, post, startApi, stopApi, storedLeads } from "#app/routes/api.av.leads.test-support.ts";

describe("POST /api/av/leads", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

  it("refuses other content types (415), malformed JSON (400), big bodies (413) and other methods (405)", async () => {
    const text = await post(JSON.stringify(callBack), { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      success: false,
      message: "Send the lead as JSON with Content-Type: application/json",
    });

    const form = await post("name=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);

    const malformed = await post('{"requestedAt": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: "The request body is not valid JSON" });

    // A body the parser cannot even read (a corrupt gzip stream) is still answered in JSON.
    const corrupt = await post("not gzip at all", { "Content-Type": "application/json", "Content-Encoding": "gzip" });
    expect(corrupt.status).toBe(400);
    expect(await corrupt.json()).toEqual({ success: false, message: "The request could not be read" });
    const unknownEncoding = await post("{}", { "Content-Type": "application/json", "Content-Encoding": "x-fuzz" });
    expect(unknownEncoding.status).toBe(415);
    expect(await unknownEncoding.json()).toEqual({
      success: false,
      message: "Send the lead uncompressed, or compressed with gzip, deflate or br",
    });

    const big = await post(JSON.stringify({ ...callBack, comments: "x".repeat(LEADS_BODY_LIMIT_BYTES) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe("The request body is larger than 32 KB");

    const get = await fetch(`${baseUrl}/api/av/leads`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    expect(await storedLeads()).toHaveLength(0);
  });

  it("reads gzip, deflate and br bodies, and refuses other charsets, chunked bodies over the limit and other methods", async () => {
    for (const [encoding, compress] of [
      ["gzip", gzipSync],
      ["deflate", deflateSync],
      ["br", brotliCompressSync],
    ] as const) {
      const compressed = await post(compress(JSON.stringify(callBack)), {
        "Content-Type": "application/json",
        "Content-Encoding": encoding,
      });
      expect(compressed.status, encoding).toBe(201);
    }

    const latin1 = await post(JSON.stringify(callBack), { "Content-Type": "application/json; charset=iso-8859-1" });
    expect(latin1.status).toBe(415);
    expect(await latin1.json()).toEqual({ success: false, message: "Send the lead as UTF-8 JSON" });

    const bigText = JSON.stringify({ ...callBack, comments: "x".repeat(LEADS_BODY_LIMIT_BYTES) });
    const chunked = await fetch(`${baseUrl}/api/av/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Blob([bigText]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ success: false, message: "The request body is larger than 32 KB" });

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const other = await post(JSON.stringify(callBack), { "Content-Type": "application/json" }, method);
      expect(other.status, method).toBe(405);
      expect(other.headers.get("allow")).toBe("POST");
      expect(await other.json()).toEqual({ success: false, message: "Use POST to submit a lead" });
    }
    expect(await storedLeads()).toHaveLength(3);
  });
});
