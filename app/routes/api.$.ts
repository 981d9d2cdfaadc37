// Anything else under /api/ (an unknown path under /api/quotes, say): a JSON
// 404, whatever the method. The endpoints' clients read JSON, never a page.
import type { Route } from "./+types/api.$";
import { discardBody } from "#app/platform/http/json-body.server.ts";
import { refusal } from "#app/platform/http/json.server.ts";

export function loader() {
  return refusal(404, "Not found");
}

export function action({ request }: Route.ActionArgs) {
  discardBody(request);
  return refusal(404, "Not found");
}
