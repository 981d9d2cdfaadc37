// POST /api/forms/:form: the lead form script posts here. It runs the same
// action as the form's page and answers the result as JSON, so the browser can
// show it without React.
import type { Route } from "./+types/api-lead-form";
import { leadFormDefinition } from "~/lib/lead-form-definitions";
import { isLeadFormKind } from "~/lib/lead-form-schemas";
import type { LeadFormResult } from "~/lib/lead-messages";
import { handleLeadForm } from "~/server/leads/form-action.server";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isLeadFormKind(params.form)) {
    return Response.json({ status: "error", message: "There is no form of that name." } satisfies LeadFormResult, {
      status: 404,
      headers: noStore,
    });
  }
  const answer = await handleLeadForm(request, context, leadFormDefinition(params.form));
  const headers = new Headers(answer.init?.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers });
}

export function loader() {
  return Response.json({ status: "error", message: "Send the form with POST." } satisfies LeadFormResult, {
    status: 405,
    headers: { ...noStore, Allow: "POST" },
  });
}
