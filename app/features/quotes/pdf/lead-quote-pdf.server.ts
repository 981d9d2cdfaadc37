// The quote PDF of a quote lead, as the visitor received it, for staff: shown
// in the browser (inline), where the customer's copy is an attachment.
import type { Kysely } from "kysely";
import { quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { quoteOfLead } from "#app/features/quotes/quote-of-lead.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** The PDF of the lead's quote, with the customer's details, as a page to open; undefined for a lead without a quote. */
export async function leadQuotePdfResponse(db: Kysely<Database>, leadId: string): Promise<Response | undefined> {
  const stored = await quoteOfLead(db, leadId);
  if (!stored) return undefined;
  const pdf = await renderQuotePdf(stored.quote, { withCustomer: true });
  return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFileName(stored.quote.quoteNumber)}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}
