// Request size limits on the production server: the JSON APIs and form posts
// to pages refuse bodies over their limit (413, with a message), whether the
// length is declared or the body comes chunked; a body of exactly the limit
// is still read. Oversized headers are refused by the HTTP parser (431), and
// the server serves the next client normally after each refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, parseResponse, rawExchange, startServer, serverErrorCount } from "./support.ts";

const KB = 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startServer("limits");
});
afterAll(async () => {
  await server?.dispose();
});

/** A body of unknown length: fetch sends it chunked, with no Content-Length. */
function chunkedBody(totalBytes: number, chunkBytes = 16 * KB): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) {
        controller.close();
        return;
      }
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new Uint8Array(size).fill(0x20));
      sent += size;
    },
  });
}

/** JSON of exactly `bytes` bytes: an object padded with spaces. */
function jsonOfSize(bytes: number, object: Record<string, unknown> = { padding: true }): string {
  const text = JSON.stringify(object);
  return text + " ".repeat(bytes - text.length);
}

async function post(path: string, body: BodyInit, headers: Record<string, string>, method = "POST") {
  const response = await fetch(`${server.base}${path}`, {
    method,
    body,
    headers,
    redirect: "manual",
    duplex: "half",
  } as RequestInit);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

async function stillServes() {
  const response = await fetch(`${server.base}/about`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

const jsonApis = [
  { path: "/api/av/leads", limit: 32 * KB, message: "The request body is larger than 32 KB" },
  { path: "/api/quotes", limit: 32 * KB, message: "The request body is larger than 32 KB" },
  { path: "/api/quotes/Q-250101-ABCD/decisions", limit: 32 * KB, message: "The request body is larger than 32 KB" },
  { path: "/api/quotes/Q-250101-ABCD/email", limit: 32 * KB, message: "The request body is larger than 32 KB" },
  { path: "/api/quotes/estimate.pdf", limit: 32 * KB, message: "The request body is larger than 32 KB" },
  { path: "/api/vitals", limit: 8 * KB, message: "The request body is larger than 8 KB" },
];

describe("the JSON APIs", () => {
  for (const api of jsonApis) {
    it(`${api.path}: one byte over ${api.limit / KB} KB is refused with 413 and a message`, async () => {
      const answer = await post(api.path, jsonOfSize(api.limit + 1), { "Content-Type": "application/json" });
      expect(answer.status).toBe(413);
      expect(answer.type).toContain("application/json");
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: api.message });
      await stillServes();
    });

    it(`${api.path}: a body of exactly ${api.limit / KB} KB is read (and judged on its content)`, async () => {
      const answer = await post(api.path, jsonOfSize(api.limit), { "Content-Type": "application/json" });
      expect(answer.status).not.toBe(413);
      expect(answer.status).toBeLessThan(500);
    });

    it(`${api.path}: a chunked body of 1 MB, with no length, is cut off at the limit with 413`, async () => {
      const answer = await post(api.path, chunkedBody(1024 * KB), { "Content-Type": "application/json" });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ success: false, message: api.message });
      await stillServes();
    });
  }
});

describe("form posts to pages (route actions)", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const tooLarge = "This form post is too large. Please shorten your message and try again.";

  it("a post over 64 KB is refused with 413 before it is read; one of exactly 64 KB is read", async () => {
    const over = await post("/contact", `message=${"x".repeat(64 * KB + 1 - 8)}`, form);
    expect(over.status).toBe(413);
    expect(over.text).toBe(tooLarge);
    const exact = await post("/contact", `message=${"x".repeat(64 * KB - 8)}`, form);
    expect(exact.status).toBe(400); // read, and refused for its missing fields
    expect(exact.type).toContain("text/html");
  });

  it("the same limit on the data URL a page's script posts to, on the staff sign-in and on a multipart post", async () => {
    expect((await post("/contact.data", `message=${"x".repeat(70 * KB)}`, form)).status).toBe(413);
    expect((await post("/admin/login", `password=${"x".repeat(70 * KB)}`, form)).status).toBe(413);
    const multipart = new FormData();
    multipart.set("message", "x".repeat(70 * KB));
    expect((await post("/call-me-back", multipart, {})).status).toBe(413);
  });

  it("a chunked post, with no length, is refused with 411 (browsers always send the length of a form post)", async () => {
    const answer = await post("/contact", chunkedBody(1024 * KB), form);
    expect(answer.status).toBe(411);
    expect(answer.text).toBe("Form posts must declare their length.");
    await stillServes();
  });

  // React Router hands the body of PUT, PATCH and DELETE to the same actions;
  // before these were bounded, a PUT of any size was read whole into memory.
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    it(`${method} with a body is bounded the same way`, async () => {
      const over = await post("/contact", `message=${"x".repeat(1024 * KB)}`, form, method);
      expect(over.status).toBe(413);
      expect(over.text).toBe(tooLarge);
      expect((await post("/contact", chunkedBody(1024 * KB), form, method)).status).toBe(411);
      await stillServes();
    });
  }

  it("a request with no body at all is not asked for a length", async () => {
    const response = await fetch(`${server.base}/contact`, { method: "DELETE" });
    expect([400, 405]).toContain(response.status);
    const options = await fetch(`${server.base}/contact`, { method: "OPTIONS" });
    expect(options.status).not.toBe(411);
    expect(options.status).toBeLessThan(500);
  });
});

describe("header size", () => {
  it("headers over 16 KB are refused with 431 by the parser; the next client is served", async () => {
    const bigCookie = parseResponse(
      await rawExchange(
        server.port,
        `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=${"x".repeat(20 * KB)}\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(bigCookie.status).toBe(431);
    const longUrl = parseResponse(
      await rawExchange(
        server.port,
        `GET /catalogue/products?q=${"m".repeat(20 * KB)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(longUrl.status).toBe(431);
    const manyHeaders = Array.from({ length: 1500 }, (_, index) => `X-Filler-${index}: ${"y".repeat(10)}\r\n`).join("");
    const many = parseResponse(
      await rawExchange(
        server.port,
        `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n${manyHeaders}Connection: close\r\n\r\n`,
      ),
    );
    expect(many.status).toBe(431);
    await stillServes();
  });

  it("headers just under the limit are served", async () => {
    const response = parseResponse(
      await rawExchange(
        server.port,
        `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=${"x".repeat(12 * KB)}\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(response.status).toBe(200);
  });

  it("a request with both a length and chunked encoding (request smuggling) is refused by the parser", async () => {
    const response = parseResponse(
      await rawExchange(
        server.port,
        "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n",
      ),
    );
    expect(response.status).toBe(400);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
