// Answers of the JSON endpoints (the resource routes under /api/). None is
// kept by a cache: each is one visitor's submission or a refusal of it.

/** `body` as JSON with `status`; Cache-Control is no-store unless `headers` say otherwise. */
export function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const text = JSON.stringify(body);
  const merged = new Headers(headers);
  merged.set("Content-Type", "application/json; charset=utf-8");
  // A few hundred bytes, sent whole with their length (not chunked).
  merged.set("Content-Length", String(Buffer.byteLength(text)));
  if (!merged.has("Cache-Control")) merged.set("Cache-Control", "no-store");
  return new Response(text, { status, headers: merged });
}

/** An answer with no body (the beacon's 204, and its refusals, which no one reads). */
export function noContent(status: number, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  if (!merged.has("Cache-Control")) merged.set("Cache-Control", "no-store");
  return new Response(null, { status, headers: merged });
}

/** A refusal in the endpoints' usual shape: `{ success: false, message }` and any extra fields. */
export function refusal(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  return json(status, { success: false, message, ...extra }, headers);
}
