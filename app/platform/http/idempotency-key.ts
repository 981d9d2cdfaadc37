// The Idempotency-Key a retried post carries (a header on the JSON endpoints,
// a hidden field on the forms): one rule for every feature that reads one.

/** A key a client may send to make a retried post idempotent. */
export function isValidIdempotencyKey(value: string): boolean {
  return /^[A-Za-z0-9:._-]{8,100}$/.test(value);
}
