import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newId } from "#app/platform/db/ids.server.ts";
import { addressRateLimitKey, hashIp } from "#app/platform/db/ip-hash.server.ts";

describe("newId", () => {
  it("makes version-7 UUIDs carrying the time", () => {
    const id = newId(Date.parse("2026-03-02T08:00:00.000Z"));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);
    expect(new Date(ms).toISOString()).toBe("2026-03-02T08:00:00.000Z");
  });

  it("increases within one millisecond and when the clock steps back", () => {
    const ms = Date.parse("2030-01-01T00:00:00.000Z");
    const ids = [newId(ms), newId(ms), newId(ms), newId(ms - 5000), newId(ms)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("hashIp", () => {
  const salt = "a-long-random-salt-value";

  it("stores nothing without a salt or an address", () => {
    expect(hashIp("1.2.3.4", undefined)).toBeNull();
    expect(hashIp(undefined, salt)).toBeNull();
  });

  it("is stable, keyed and treats IPv4-mapped IPv6 as IPv4", () => {
    const hash = hashIp("203.0.113.9", salt);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hashIp("::ffff:203.0.113.9", salt)).toBe(hash);
    expect(hashIp("203.0.113.9", "another-long-salt-value")).not.toBe(hash);
    expect(hashIp("2001:DB8::1", salt)).toBe(hashIp("2001:db8::1", salt));
  });
});

describe("addressRateLimitKey", () => {
  it("names the counter by prefix and a hash of the normalised address, never the address", () => {
    const key = addressRateLimitKey("leads", "::ffff:196.25.1.9");
    expect(key).toMatch(/^leads:ip:[0-9a-f]{24}$/);
    expect(key).not.toContain("196.25.1.9");
    expect(addressRateLimitKey("leads", " 196.25.1.9 ")).toBe(key);
    expect(addressRateLimitKey("login", "196.25.1.9")).toBe(key.replace(/^leads:/, "login:"));
  });
  it("keys the hash with IP_HASH_SALT when it is set, so the counters cannot be reversed by hashing every address", () => {
    const salt = "a-long-enough-salt-value";
    const key = addressRateLimitKey("leads", "196.25.1.9", salt);
    expect(key).toBe(`leads:ip:${createHmac("sha256", salt).update("196.25.1.9").digest("hex").slice(0, 24)}`);
    expect(key).not.toBe(addressRateLimitKey("leads", "196.25.1.9"));
    expect(key).not.toBe(addressRateLimitKey("leads", "196.25.1.9", "another-long-salt-value"));
    expect(addressRateLimitKey("leads", "::ffff:196.25.1.9", salt)).toBe(key);
    expect(addressRateLimitKey("login", "196.25.1.9", salt)).toBe(key.replace(/^leads:/, "login:"));
  });
  it("counts clients without a known address together", () => {
    expect(addressRateLimitKey("vitals", null)).toBe(addressRateLimitKey("vitals", undefined));
    expect(addressRateLimitKey("vitals", null)).toBe(addressRateLimitKey("vitals", "unknown"));
  });
});
