import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "#app/platform/security/random-pool.server.ts";

describe("pooledRandomBytes", () => {
  it("hands out the size asked for, never the same bytes twice, across refills", () => {
    const seen = new Set<string>();
    // 3 pools' worth of 16-byte values: every one distinct.
    for (let index = 0; index < 768; index += 1) {
      const bytes = pooledRandomBytes(16);
      expect(bytes).toHaveLength(16);
      seen.add(bytes.toString("hex"));
    }
    expect(seen.size).toBe(768);
  });

  it("returns a copy: changing it does not touch later values", () => {
    const first = pooledRandomBytes(8);
    first.fill(0);
    expect(pooledRandomBytes(8).equals(Buffer.alloc(8))).toBe(false);
  });

  it("looks random: every byte value turns up in 64 KB", () => {
    const values = new Set<number>();
    for (let index = 0; index < 16; index += 1) for (const byte of pooledRandomBytes(4096)) values.add(byte);
    expect(values.size).toBe(256);
  });

  it("refuses sizes it cannot serve", () => {
    for (const size of [0, -1, 1.5, 4097]) expect(() => pooledRandomBytes(size)).toThrow(RangeError);
  });
});
