import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCRYPT,
  PASSWORD_MAX_LENGTH,
  TEST_SCRYPT,
  hashNewPasswordsWith,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from "#app/features/staff/auth/password.server.ts";

/** Cheap parameters: the format and checks are the same, the hashing is fast. */
const FAST = TEST_SCRYPT;
const BASE64 = "[A-Za-z0-9+/]";

describe("hashPassword", () => {
  // The one test at the production cost: every other test file hashes at TEST_SCRYPT (vitest.setup.ts).
  it("stores scrypt with the production parameters, a 16-byte salt and a 32-byte key", async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hashPassword("correct horse battery staple", DEFAULT_SCRYPT);
    expect(stored).toMatch(new RegExp(`^scrypt\\$32768\\$8\\$1\\$${BASE64}{22}==\\$${BASE64}{43}=$`));
    const [, , , , salt, key] = stored.split("$");
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(32);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("hashes new passwords at the test cost in unit tests, and refuses to lower the cost in production", async () => {
    expect(TEST_SCRYPT).toEqual({ N: 1024, r: 8, p: 1 });
    expect(await hashPassword("set up by vitest.setup.ts")).toMatch(/^scrypt\$1024\$8\$1\$/);
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => hashNewPasswordsWith(TEST_SCRYPT)).toThrow("The scrypt cost is fixed in production");
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it("writes the parameters it was given", async () => {
    expect(await hashPassword("pw", FAST)).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hashPassword("pw", { N: 2048, r: 4, p: 2 })).toMatch(/^scrypt\$2048\$4\$2\$/);
  });

  it("salts every hash, so the same password never hashes the same twice", async () => {
    const first = await hashPassword("the same password", FAST);
    const second = await hashPassword("the same password", FAST);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(await verifyPassword("the same password", first)).toBe(true);
    expect(await verifyPassword("the same password", second)).toBe(true);
  });

  it("never contains the password", async () => {
    const stored = await hashPassword("visible-secret-123", FAST);
    expect(stored).not.toContain("visible-secret-123");
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses any other", async () => {
    const stored = await hashPassword("Sound-Check-2026", FAST);
    expect(await verifyPassword("Sound-Check-2026", stored)).toBe(true);
    expect(await verifyPassword("sound-check-2026", stored)).toBe(false);
    expect(await verifyPassword("Sound-Check-2026 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("verifies with the parameters stored in the hash", async () => {
    const stored = await hashPassword("older parameters", { N: 2048, r: 4, p: 2 });
    expect(await verifyPassword("older parameters", stored)).toBe(true);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const composed = "caf\u00e9-sound-hire";
    const decomposed = "cafe\u0301-sound-hire";
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, FAST))).toBe(true);
    expect(await verifyPassword(composed, await hashPassword(decomposed, FAST))).toBe(true);
    expect(await verifyPassword("cafe-sound-hire", await hashPassword(composed, FAST))).toBe(false);
  });

  it("refuses input longer than the maximum, even when it matches", async () => {
    expect(PASSWORD_MAX_LENGTH).toBe(1024);
    const longest = "x".repeat(PASSWORD_MAX_LENGTH);
    expect(await verifyPassword(longest, await hashPassword(longest, FAST))).toBe(true);
    const overlong = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(await verifyPassword(overlong, await hashPassword(overlong, FAST))).toBe(false);
  });

  it("answers false for a malformed stored hash", async () => {
    const stored = await hashPassword("pw-for-malformed", FAST);
    const [, , , , salt = "", key = ""] = stored.split("$");
    const malformed = [
      "",
      "not a hash",
      `bcrypt$1024$8$1$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}`,
      `scrypt$1024$8$1$${salt}$${key}$extra`,
      `scrypt$$8$1$${salt}$${key}`,
      `scrypt$abc$8$1$${salt}$${key}`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$1$8$1$${salt}$${key}`,
      `scrypt$0.5$8$1$${salt}$${key}`,
      `scrypt$1024$0$1$${salt}$${key}`,
      `scrypt$1024$1.5$1$${salt}$${key}`,
      `scrypt$1024$-8$1$${salt}$${key}`,
      `scrypt$1024$8$0$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}$`,
      `scrypt$1024$8$1$${salt}$${key.slice(0, 20)}`,
      `scrypt$1024$8$1$$${key}`,
    ];
    for (const hash of malformed) {
      await expect(verifyPassword("pw-for-malformed", hash), hash).resolves.toBe(false);
    }
  });

  it("refuses a hash whose key was altered", async () => {
    const stored = await hashPassword("tamper-proof-pw", FAST);
    const parts = stored.split("$");
    const key = Buffer.from(parts[5] ?? "", "base64");
    key[0] = (key[0] ?? 0) ^ 1;
    parts[5] = key.toString("base64");
    expect(await verifyPassword("tamper-proof-pw", parts.join("$"))).toBe(false);
  });
});

describe("verifyAgainstDummy", () => {
  it("always resolves false, whatever the password", async () => {
    await expect(verifyAgainstDummy("no account has this password")).resolves.toBe(false);
    await expect(verifyAgainstDummy("anything else")).resolves.toBe(false);
    await expect(verifyAgainstDummy("y".repeat(PASSWORD_MAX_LENGTH * 2))).resolves.toBe(false);
  });
});
