// The quote PDF of a quote lead, as the visitor received it, for staff.
import { data } from "react-router";
import type { Route } from "./+types/lead-quote-pdf";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { quoteNumberForLead } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-quote-pdf.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const quoteNumber = await quoteNumberForLead(db, params.leadId);
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  if (!stored) throw data("This lead has no quote.", { status: 404 });
  const pdf = await renderQuotePdf(stored.quote, { withCustomer: true });
  return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFileName(stored.quote.quoteNumber)}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}
