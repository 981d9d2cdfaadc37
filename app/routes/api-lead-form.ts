// POST /api/forms/:form: the form islands post here. It runs the same server
// function as the form's page action and answers the result as JSON, so the
// island can show it in place.
import type { Route } from "./+types/api-lead-form";
import { leadFormDefinition } from "#app/features/leads/forms/lead-form-definitions.ts";
import { isLeadFormKind } from "#app/features/leads/forms/lead-form-schemas.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { handleLeadForm, handleSubscribeForm } from "#app/features/leads/intake/form-action.server.ts";
import { handlePrivacyRequestForm } from "#app/features/privacy/privacy-request-action.server.ts";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context, params }: Route.ActionArgs) {
  let answer;
  if (params.form === "subscribe") answer = await handleSubscribeForm(request, context);
  else if (params.form === "privacy") answer = await handlePrivacyRequestForm(request, context);
  else if (isLeadFormKind(params.form))
    answer = await handleLeadForm(request, context, leadFormDefinition(params.form));
  else {
    return Response.json({ status: "error", message: "There is no form of that name." } satisfies LeadFormResult, {
      status: 404,
      headers: noStore,
    });
  }
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
