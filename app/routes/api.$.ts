// Anything else under /api/ (an unknown path under /api/quotes, say): a JSON
// 404, whatever the method. The endpoints' clients read JSON, never a page.
import type { Route } from "./+types/api.$";
import { discardBody } from "~/server/http/json-body.server";
import { refusal } from "~/server/http/json.server";

export function loader() {
  return refusal(404, "Not found");
}

export function action({ request }: Route.ActionArgs) {
  discardBody(request);
  return refusal(404, "Not found");
}
