// A hold on a quote lead's items (decision 044): placed until a day, or the
// live one released early. Answers with the query the lead page reads to say
// what happened (stock=held, stock=released, or stock_error=<code>).
import type { Kysely } from "kysely";
import { MAX_HOLD_DAYS, holdSchema, releaseHoldSchema } from "#app/features/catalogue/stock/stock-forms.ts";
import { holdErrorCode } from "#app/features/catalogue/stock/stock-availability.server.ts";
import { placeHold, releaseHold } from "#app/features/catalogue/stock/stock-db.server.ts";
import { quoteOfLead } from "#app/features/quotes/index.server.ts";
import { addDays } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { readStaffForm } from "#app/features/staff/index.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export type StockHoldOutcome = { status: "no_quote" } | { status: "done"; query: string };

interface StockHoldChange {
  leadId: string;
  form: FormData;
  staff: { email: string; staffId: string };
  now?: Date;
}

/** Places or releases (intent "release") the hold the form asks for on the lead's quote. */
export async function changeLeadStockHold(
  db: Kysely<Database>,
  { leadId, form, staff, now = new Date() }: StockHoldChange,
): Promise<StockHoldOutcome> {
  const stored = await quoteOfLead(db, leadId);
  if (!stored) return { status: "no_quote" };
  const { quoteNumber } = stored.quote;
  if (form.get("intent") === "release") {
    const read = readStaffForm(form, releaseHoldSchema());
    const released =
      read.ok &&
      (await releaseHold(db, { quoteId: stored.id, holdId: read.value.holdId, staffEmail: staff.email, now }));
    if (!released) return { status: "done", query: "stock_error=hold" };
    logInfo("staff.stock_hold_released", { staffId: staff.staffId, quoteNumber });
    return { status: "done", query: "stock=released" };
  }
  const today = johannesburgDate(now);
  const read = readStaffForm(form, holdSchema(today, addDays(today, MAX_HOLD_DAYS)));
  if (!read.ok) return { status: "done", query: `stock_error=${holdErrorCode(read.fieldErrors.heldUntil)}` };
  await placeHold(db, { quoteId: stored.id, heldUntil: read.value.heldUntil, staffEmail: staff.email, now });
  logInfo("staff.stock_hold_placed", { staffId: staff.staffId, quoteNumber, heldUntil: read.value.heldUntil });
  return { status: "done", query: "stock=held" };
}
