// SHA-256 from node:crypto behind the Web Crypto interface, for the clients of
// the flood benchmark and tests that solve challenges (decision 053). Node's
// own Web Crypto sends every digest through the thread pool (about 120 µs each
// on a busy machine, against Chromium's 18 µs), which would measure Node
// rather than a browser.
import { createHash } from "node:crypto";

export const nodeSubtle: Pick<SubtleCrypto, "digest"> = {
  digest: (_algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    const digest = createHash("sha256").update(bytes).digest();
    return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
  },
};
