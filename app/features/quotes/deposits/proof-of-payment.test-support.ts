// The proof-of-payment tests' shared pieces: a file read in chunks, its digest, and a
// local Express server running React Router's request handler (as the site's server
// does) with a resource route whose action reads the upload.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { type Server, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach } from "vitest";
import {
  type UploadRequestOutcome,
  readProofOfPaymentUpload,
  uploadRefusalResponse,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";

export async function* inChunks(file: Buffer, size = 64 * 1024): AsyncIterable<Uint8Array> {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

let server: Server;
export let baseUrl: string;
export let uploadDirectory: string;
/** What the upload route's action read, request by request. */
export const outcomes: UploadRequestOutcome[] = [];

/** A local Express server running React Router's handler with an upload route, around the tests of the calling file. */
export function serveProofUploadsAroundTests() {
  beforeAll(async () => {
    uploadDirectory = await mkdtemp(path.join(tmpdir(), "proof-of-payment-http-"));
    const uploadRoute = {
      action: async ({ request }: { request: Request }) => {
        const outcome = await readProofOfPaymentUpload(request, { directory: uploadDirectory, fileField: "proof" });
        outcomes.push(outcome);
        if (!outcome.ok) return uploadRefusalResponse(outcome);
        return Response.json({ record: outcome.record, fields: outcome.fields });
      },
    };
    const build = {
      entry: { module: { default: () => new Response("Not found", { status: 404 }), handleError: () => undefined } },
      routes: {
        upload: { id: "upload", parentId: undefined, path: "upload", module: uploadRoute },
      },
      assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
      publicPath: "/",
      assetsBuildDirectory: "",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    const app = express();
    app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(uploadDirectory, { recursive: true, force: true });
  });

  beforeEach(() => {
    outcomes.length = 0;
  });
}

export function formWith(file: Buffer, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.set("quoteToken", "t0k3n");
  form.set("proof", new Blob([new Uint8Array(file)], { type }), name);
  return form;
}

/**
 * A POST with the given headers; with `endless`, a file part whose bytes
 * keep coming (64 KB at a time) until the server answers.
 */
export function rawPost(
  headers: Record<string, string>,
  endless = false,
): Promise<{ status: number; text: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = httpRequest(`${baseUrl}/upload`, { method: "POST", headers }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      // Resolved once the server has closed the connection too: it does not wait for the rest of a refused body.
      response.on("end", () => {
        const done = () => resolve({ status: response.statusCode ?? 0, text, bytesSent });
        if (!endless) return done();
        if (request.socket?.destroyed) return done();
        request.socket?.once("close", done);
      });
    });
    // The server may close the connection while this side still writes.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    if (!endless) return request.end();
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    request.write('--x\r\nContent-Disposition: form-data; name="proof"; filename="endless.pdf"\r\n\r\n%PDF-1.7\n');
    const pump = () => {
      while (!answered && bytesSent < 64 * 1024 * 1024) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
    };
    pump();
  });
}
