// POST /admin/leads/<id>/stock-hold: place a hold on the lead's quote items
// until a day (intent "hold"), or release its live hold early (intent
// "release"), then back to the lead page with what happened. Behind the staff
// area's session, CSRF and role checks like every staff form (decision 044).
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead-stock-hold";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";
import { readStaffForm } from "#app/features/staff/accounts/staff-account-forms.ts";
import { MAX_HOLD_DAYS, holdSchema, releaseHoldSchema } from "#app/features/catalogue/stock/stock-forms.ts";
import { holdErrorCode } from "#app/features/catalogue/stock/stock-availability.server.ts";
import { quoteNumberForLead } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { placeHold, releaseHold } from "#app/features/catalogue/stock/stock-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-stock-hold.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  return redirect(`/admin/leads/${params.leadId}`);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const quoteNumber = await quoteNumberForLead(db, params.leadId);
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  if (!stored) throw data("There is no quote on this lead to hold.", { status: 404 });
  const back = (query: string) => redirect(`/admin/leads/${params.leadId}?${query}#stock-heading`);
  const form = await request.formData().catch(() => new FormData());
  const now = new Date();

  if (form.get("intent") === "release") {
    const read = readStaffForm(form, releaseHoldSchema());
    const released =
      read.ok &&
      (await releaseHold(db, { quoteId: stored.id, holdId: read.value.holdId, staffEmail: staff.email, now }));
    if (!released) return back("stock_error=hold");
    logInfo("staff.stock_hold_released", { staffId: staff.staffId, quoteNumber });
    return back("stock=released");
  }

  const today = johannesburgDate(now);
  const read = readStaffForm(form, holdSchema(today, addDays(today, MAX_HOLD_DAYS)));
  if (!read.ok) return back(`stock_error=${holdErrorCode(read.fieldErrors.heldUntil)}`);
  await placeHold(db, { quoteId: stored.id, heldUntil: read.value.heldUntil, staffEmail: staff.email, now });
  logInfo("staff.stock_hold_placed", { staffId: staff.staffId, quoteNumber, heldUntil: read.value.heldUntil });
  return back("stock=held");
}
