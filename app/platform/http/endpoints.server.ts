// The JSON endpoints' shared rules: their body limits, which paths read their
// own bodies (and so are not refused by the server's limit on form posts to
// pages), and the Idempotency-Key header a retried post carries.
import { isValidIdempotencyKey } from "#app/platform/http/idempotency-key.ts";
import { refusal } from "#app/platform/http/json.server.ts";

const KB = 1024;

/** Generous for a form's worth of text, small enough that nobody can fill the disk with one post. */
export const LEADS_BODY_LIMIT_BYTES = 32 * KB;
export const QUOTES_BODY_LIMIT_BYTES = 32 * KB;
/** A page load's beacon: five metrics and a few error messages. */
export const TELEMETRY_BODY_LIMIT_BYTES = 8 * KB;

/**
 * The endpoints that read their bodies themselves, each with its own limit
 * (readJsonBody), answering in JSON: /api/av/leads, /api/vitals and
 * everything under /api/quotes. The server's page-post limit (64 KB, length
 * required) must not answer for them first with a page's refusal.
 */
export function readsOwnBody(path: string): boolean {
  return /^\/api\/(?:av\/leads\/?|vitals\/?|quotes(?:\/.*)?)$/.test(path);
}

export type IdempotencyKey = { ok: true; key: string | null } | { ok: false; response: Response };

/** The post's Idempotency-Key: none, a valid key, or the 400 that refuses a malformed one. */
export function readIdempotencyKey(request: Request): IdempotencyKey {
  const key = request.headers.get("Idempotency-Key")?.trim() || null;
  if (key === null || isValidIdempotencyKey(key)) return { ok: true, key };
  return {
    ok: false,
    response: refusal(400, "Idempotency-Key must be 8 to 100 letters, digits or the characters : . _ -", {
      errors: [{ field: "Idempotency-Key", message: "Idempotency-Key must be 8 to 100 letters, digits or : . _ -" }],
    }),
  };
}
