// POST /admin/leads/<id>/stock-hold: place a hold on the lead's quote items
// until a day (intent "hold"), or release its live hold early (intent
// "release"), then back to the lead page with what happened. Behind the staff
// area's session, CSRF and role checks like every staff form (decision 044).
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead-stock-hold";
import { STAFF_ROUTES } from "~/lib/staff-roles";
import { addDays, johannesburgDate } from "~/lib/hire-period";
import { readStaffForm } from "~/lib/staff-account-forms";
import { MAX_HOLD_DAYS, holdSchema, releaseHoldSchema } from "~/lib/stock-forms";
import { holdErrorCode } from "~/server/catalogue/stock-availability.server";
import { quoteNumberForLead } from "~/server/db/lead-admin.server";
import { getQuoteByNumber } from "~/server/db/quotes.server";
import { placeHold, releaseHold } from "~/server/db/stock.server";
import { logInfo } from "~/server/log.server";
import { requireStaff } from "~/server/staff/require-staff.server";
import { staffServicesFrom } from "~/server/staff/staff-context.server";

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
