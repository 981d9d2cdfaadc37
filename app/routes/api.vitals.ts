// POST /api/vitals: the browser's beacon of web vitals and script errors for
// one page load (sent with navigator.sendBeacon as the page goes away). 204
// once stored; 400 for a body that is not a beacon; 413, 415 as the other
// JSON endpoints; 429 past the per-address limit; 503 when it cannot be
// stored. The browser never reads the answer, so those carry no body.
import type { Route } from "./+types/api.vitals";
import { readTelemetryBeacon } from "~/lib/telemetry-beacon";
import { RateLimitExceeded } from "~/server/db/rate-limit.server";
import { TELEMETRY_BODY_LIMIT_BYTES } from "~/server/http/endpoints.server";
import { methodNotAllowed, readJsonBody } from "~/server/http/json-body.server";
import { noContent, refusal } from "~/server/http/json.server";
import { logError } from "~/server/log.server";
import { clientIpContext } from "~/server/request-context.server";
import { telemetryContext } from "~/server/telemetry/telemetry-context.server";

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
