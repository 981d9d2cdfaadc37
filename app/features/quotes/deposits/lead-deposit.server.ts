// The staff side of a quote lead's deposit (decision 040): marking the money
// received, and finding a proof of payment the customer uploaded.
import type { Kysely } from "kysely";
import { type StoredProof, getProof, markDepositReceived } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { quoteOfLead } from "#app/features/quotes/quote-of-lead.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** What marking a lead's deposit received did: no quote, a quote not accepted (no deposit), marked now or before. */
export type LeadDepositOutcome = "no_quote" | "no_deposit" | "marked" | "already";

/** Marks the deposit of the lead's quote received by `staffEmail`, once. */
export async function markLeadDepositReceived(
  db: Kysely<Database>,
  { leadId, staffEmail }: { leadId: string; staffEmail: string },
): Promise<LeadDepositOutcome> {
  const stored = await quoteOfLead(db, leadId);
  if (!stored) return "no_quote";
  const result = await markDepositReceived(db, { quoteId: stored.id, staffEmail });
  if (result.status === "not_found") return "no_deposit";
  return result.status === "marked" ? "marked" : "already";
}

/** One proof of payment of the lead's quote; undefined when the lead has no quote or the proof is not its. */
export async function proofOfLead(
  db: Kysely<Database>,
  { leadId, proofId }: { leadId: string; proofId: string },
): Promise<StoredProof | undefined> {
  const stored = await quoteOfLead(db, leadId);
  return stored ? getProof(db, stored.id, proofId) : undefined;
}
