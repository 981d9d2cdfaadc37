// Anonymising a subject's leads and quotes: what erasure (POPIA section 24) and the
// retention clean-up share. Personal details are cleared in place; counts, never
// contents, say what changed.
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import { deleteProofRows } from "#app/features/quotes/index.server.ts";
import { batches } from "#app/features/privacy/id-batches.ts";

/** What an anonymisation changed, in counts only: safe for the audit trail and the logs. */
export type AnonymiseCounts = {
  leads: number;
  quotes: number;
  messages: number;
  notes: number;
  /** Proofs of payment deleted (their files are removed once the transaction commits). */
  proofs: number;
};

/**
 * Removes the personal details of these leads and quotes in the caller's
 * transaction: names, contact details, what was typed, the address hash and
 * browser; the e-mails and CRM deliveries about them; staff notes. What is
 * left (kind, source, status, dates, the equipment and totals of a quote)
 * identifies nobody and keeps the business's figures true. Proofs of
 * payment are deleted: their stored file names are pushed onto
 * `removedProofFiles`, for the caller to remove once the transaction commits.
 */
export async function anonymiseRecords(
  trx: Kysely<Database>,
  { leadIds, quoteIds }: { leadIds: readonly string[]; quoteIds: readonly string[] },
  now: Date,
  removedProofFiles: string[] = [],
): Promise<AnonymiseCounts> {
  const counts: AnonymiseCounts = { leads: 0, quotes: 0, messages: 0, notes: 0, proofs: 0 };
  const at = now.toISOString();
  for (const ids of batches(leadIds)) {
    const leads = await trx
      .updateTable("leads")
      .set({
        full_name: null,
        email: null,
        phone: null,
        referrer: null,
        payload: "{}",
        marketing_consent: 0,
        consent_at: null,
        idempotency_key: null,
        ip_hash: null,
        user_agent: null,
        // A search term or a per-recipient link's content may point to a person; the channel stays (decision 036).
        utm_term: null,
        utm_content: null,
        anonymised_at: at,
      })
      .where("id", "in", ids)
      .executeTakeFirst();
    counts.leads += Number(leads.numUpdatedRows);
    const messages = await trx.deleteFrom("outbox").where("lead_id", "in", ids).executeTakeFirst();
    counts.messages += Number(messages.numDeletedRows);
    const notes = await trx
      .deleteFrom("lead_events")
      .where("lead_id", "in", ids)
      .where("type", "=", "note")
      .executeTakeFirst();
    counts.notes += Number(notes.numDeletedRows);
    // A status change may carry a note too (the reason); the change itself stays.
    await trx.updateTable("lead_events").set({ note: null }).where("lead_id", "in", ids).execute();
  }
  for (const ids of batches(quoteIds)) {
    const quotes = await trx
      .updateTable("quotes")
      // The company's name and VAT number go too: with the venue, they point to the person who asked.
      .set({
        contact_name: "",
        contact_email: "",
        contact_phone: "",
        venue: null,
        company_name: null,
        company_vat_number: null,
        updated_at: at,
      })
      .where("id", "in", ids)
      .executeTakeFirst();
    counts.quotes += Number(quotes.numUpdatedRows);
    // The live page's records: the typed signature, the address and browser, and the customer's notes.
    await trx
      .updateTable("quote_acceptances")
      .set({ signed_name: "", ip_address: null, user_agent: null })
      .where("quote_id", "in", ids)
      .execute();
    await trx.updateTable("quote_decisions").set({ note: null }).where("quote_id", "in", ids).execute();
    await trx.updateTable("quote_change_requests").set({ note: null }).where("quote_id", "in", ids).execute();
    // A proof of payment shows the payer's name, bank and account (decision 040).
    const proofFiles = await deleteProofRows(trx, ids);
    counts.proofs += proofFiles.length;
    removedProofFiles.push(...proofFiles);
  }
  return counts;
}
