// /admin/leads/:leadId/quote/edit: staff make the next version of a quote
// (decision 039). A plain form (no script): every line's quantity, hours,
// price and discount, remove a line, add one from the catalogue or a custom
// one, the overall discount, delivery and a note to the customer, checked
// with quoteRevisionSchema. Saving makes the next version (or rewrites the
// unsent draft); the page then shows what changed against the version the
// customer has, and sends the draft once staff are sure.
import { data, redirect } from "react-router";
import type { Route } from "./+types/quote-edit";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { readFormBody } from "#app/platform/http/form-body.server.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import {
  NO_QUOTE_TO_EDIT,
  quoteEditPage,
  quoteToEdit,
  saveQuoteDraft,
  sendQuoteDraft,
} from "#app/features/quotes/editor/quote-edit-page.server.ts";
import type { QuoteEditAnswer } from "#app/features/quotes/editor/quote-editor-fields.tsx";
import { QuoteEditPage as QuoteEditPageView } from "#app/features/quotes/editor/quote-edit-page.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/quote-edit.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Edit quote ${loaderData.quoteNumber}` : "Edit quote");

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const found = await quoteToEdit(db, params.leadId);
  if (!found) throw data(NO_QUOTE_TO_EDIT, { status: 404 });
  const notice = new URL(request.url).searchParams.get("notice");
  return quoteEditPage(found, { catalogue: catalogueFrom(context), notice });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = staffServicesFrom(context);
  const found = await quoteToEdit(services.db, params.leadId);
  if (!found) throw data(NO_QUOTE_TO_EDIT, { status: 404 });
  const body = await readFormBody(request);
  if (!body.ok) return data<QuoteEditAnswer>({ errors: { form: body.message }, values: {} }, { status: body.status });
  const outcome =
    body.form.get("intent") === "send"
      ? await sendQuoteDraft(services, found, { version: Number(body.form.get("version")), staff })
      : await saveQuoteDraft(services.db, found, { form: body.form, catalogue: catalogueFrom(context), staff });
  if (outcome.status === "not_found") throw data(NO_QUOTE_TO_EDIT, { status: 404 });
  if (outcome.status === "refused") {
    return data<QuoteEditAnswer>({ errors: outcome.errors, values: outcome.values }, { status: outcome.httpStatus });
  }
  return redirect(outcome.to);
}

export default function QuoteEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteEditPageView view={loaderData} answer={actionData} />;
}
