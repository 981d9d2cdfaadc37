// Anything else under /api/quotes: a JSON 404, whatever the method.
import type { Route } from "./+types/api.quotes.$";
import { discardBody } from "~/server/http/json-body.server";
import { refusal } from "~/server/http/json.server";

export function loader() {
  return refusal(404, "Not found");
}

export function action({ request }: Route.ActionArgs) {
  discardBody(request);
  return refusal(404, "Not found");
}
