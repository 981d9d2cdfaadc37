// What a hand move of a quote lead does to its quote (decision 070): the
// quote as it reads now with the rule's answer (quoteOnLeadMove), and the
// quote marked won or lost with the lead. Both run inside changeLeadStatus's
// transaction, which writes the lead and its history.
import type { Kysely } from "kysely";
import type { LostLeadReason } from "#app/features/leads/inbox/lead-status-form.ts";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";
import {
  currentQuoteStatus,
  quoteOnLeadMove,
  readQuoteStatus,
  storedStatusesMovableBy,
} from "#app/features/quotes/index.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** The lead's quote, as it reads now, and what a move of the lead to `to` does to it. */
export async function quoteOfLeadMove(trx: Kysely<Database>, leadId: string, to: LeadStatus, now: Date) {
  if (to !== "won" && to !== "lost") return undefined;
  const row = await trx
    .selectFrom("quotes")
    .select(["id", "status", "valid_until"])
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!row) return undefined;
  const status = currentQuoteStatus(readQuoteStatus(row.status), row.valid_until ?? undefined, now);
  return { id: row.id, status, move: quoteOnLeadMove(to, status) };
}

/** Marks the quote won or lost (with the reason), unless someone moved it meanwhile; whether it was marked. */
export async function markQuoteWithLead(
  trx: Kysely<Database>,
  quoteId: string,
  to: "won" | "lost",
  lost: LostLeadReason | undefined,
  now: Date,
): Promise<boolean> {
  const reason = to === "lost" && lost ? { lost_reason: lost.reason, lost_note: lost.note || null } : {};
  const updated = await trx
    .updateTable("quotes")
    .set({ status: to, updated_at: now.toISOString(), ...reason })
    .where("id", "=", quoteId)
    .where("status", "in", storedStatusesMovableBy(to))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
