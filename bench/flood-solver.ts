// The flood benchmark's genuine visitors solve their challenges here, in a
// worker thread, as the form islands do in a Web Worker: the same
// solveChallenge, off the load generator's event loop. Its digest is
// node:crypto's SHA-256 behind the Web Crypto interface: Node's own Web Crypto
// sends every digest through the thread pool (about 120 µs each under the
// benchmark's load, against Chromium's 18 µs), which would measure Node rather
// than a browser. The browser's solve time is reported beside the figures.
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { type ProofOfWorkChallenge, solveChallenge } from "../app/lib/flood-defence.ts";

const subtle: Pick<SubtleCrypto, "digest"> = {
  digest: (_algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    const digest = createHash("sha256").update(bytes).digest();
    return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
  },
};

parentPort?.on("message", (challenge: ProofOfWorkChallenge) => {
  void solveChallenge(challenge, subtle).then((number) => parentPort?.postMessage(number));
});
