// Staff passwords, hashed with scrypt: memory-hard, so guessing at scale
// needs memory as well as time. The stored form carries its own parameters
// ("scrypt$N$r$p$salt$hash"), so they can be raised later and old hashes still verify.
import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from "node:crypto";

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. 2^15 with r = 8 uses 32 MiB per hash. */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
/** What the unit tests hash with (vitest.setup.ts): 32 times cheaper, the same format and checks. */
export const TEST_SCRYPT: ScryptParameters = { N: 1024, r: 8, p: 1 };

let newHashParameters = DEFAULT_SCRYPT;

/**
 * Unit tests only: hash new passwords at `parameters` instead of the
 * production cost, which would make each test that creates an account wait.
 * Verifying always uses the parameters stored in the hash. Refused in production.
 */
export function hashNewPasswordsWith(parameters: ScryptParameters): void {
  if (process.env.NODE_ENV === "production") throw new Error("The scrypt cost is fixed in production");
  newHashParameters = parameters;
}
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Longer input is refused before hashing: scrypt's time must not depend on an attacker's length. */
export const PASSWORD_MAX_LENGTH = 1024;

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is just under what N = 2^15, r = 8 needs.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = newHashParameters,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, parameters);
  return ["scrypt", parameters.N, parameters.r, parameters.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

function parseHash(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N = 0, r = 0, p = 0] = parts.slice(1, 4).map(Number);
  // Positive integers, N a power of two above 1: anything else makes scrypt throw, not answer false.
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  if (N < 2 || !Number.isInteger(Math.log2(N))) return undefined;
  return {
    parameters: { N, r, p },
    salt: Buffer.from(parts[4] ?? "", "base64"),
    key: Buffer.from(parts[5] ?? "", "base64"),
  };
}

/** True when the password matches the stored hash; false for a malformed hash or overlong input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || password.length > PASSWORD_MAX_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins to addresses
 * with no account: the answer time must not tell which addresses exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(password.slice(0, PASSWORD_MAX_LENGTH), await dummyHash);
  return false;
}
