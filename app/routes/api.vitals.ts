// POST /api/vitals: the browser's beacon of web vitals and script errors for
// one page load (sent with navigator.sendBeacon as the page goes away). 204
// once stored; 400 for a body that is not a beacon; 413, 415 as the other
// JSON endpoints; 429 past the per-address limit; 503 when it cannot be
// stored. The browser never reads the answer, so those carry no body.
import type { Route } from "./+types/api.vitals";
import { readTelemetryBeacon } from "#app/platform/telemetry/telemetry-beacon.ts";
import { RateLimitExceeded } from "#app/platform/limits/rate-limit.server.ts";
import { TELEMETRY_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { methodNotAllowed, readJsonBody } from "#app/platform/http/json-body.server.ts";
import { noContent, refusal } from "#app/platform/http/json.server.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { telemetryContext } from "#app/platform/telemetry/telemetry-context.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", "Use POST");
  const body = await readJsonBody(request, {
    limitBytes: TELEMETRY_BODY_LIMIT_BYTES,
    what: "beacon",
    // sendBeacon with a JSON Blob sends application/json; a string goes as text/plain.
    types: ["application/json", "text/plain"],
    wrongType: "Send the beacon as JSON",
  });
  if (!body.ok) return body.response;
  const beacon = readTelemetryBeacon(body.value);
  if (!beacon) return refusal(400, "Not a web-vitals beacon");

  const telemetry = context.get(telemetryContext);
  try {
    await telemetry.recordTelemetry(beacon, telemetry.rateLimitRules(context.get(clientIpContext)));
    return noContent(204);
  } catch (error) {
    if (error instanceof RateLimitExceeded)
      return noContent(429, { "Retry-After": String(Math.ceil(error.retryAfterMs / 1000)) });
    logError("telemetry.store_failed", error);
    return noContent(503);
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", "Use POST");
}
