// The quote a quote lead carries, as the staff pages about that lead read it:
// the lead page, the quote editor, the PDF, the deposit, proofs and holds.
import type { Kysely } from "kysely";
import { quoteNumberForLead } from "#app/features/leads/index.server.ts";
import { type StoredQuote, getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** The lead's quote as it stands now, or undefined for a lead without one (or no such lead). */
export async function quoteOfLead(db: Kysely<Database>, leadId: string): Promise<StoredQuote | undefined> {
  const quoteNumber = await quoteNumberForLead(db, leadId);
  return quoteNumber ? getQuoteByNumber(db, quoteNumber) : undefined;
}
