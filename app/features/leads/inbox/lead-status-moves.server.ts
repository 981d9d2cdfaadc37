// The system's moves of a quote lead's status (decision 067): the quote's data
// layer calls followQuoteEvent inside the transaction of the event itself, so
// the lead, its history and the quote never disagree. The sweep moves the leads
// of quotes that expired, once each.
import type { Kysely } from "kysely";
import { recordLeadEvent } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type QuoteLifeEvent, leadStatusAfter } from "#app/features/leads/lead-status-flow.ts";
import { type LeadStatus, SYSTEM_ACTOR, isLeadStatus } from "#app/features/leads/lead-status.ts";
import { OPEN_QUOTE_STATUSES } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export type { QuoteLifeEvent } from "#app/features/leads/lead-status-flow.ts";

/** Moves the lead as `event` asks (leadStatusAfter), with its history line; the status it moved to, if any. */
export async function followQuoteEvent(
  trx: Kysely<Database>,
  leadId: string,
  event: QuoteLifeEvent,
  now: Date,
): Promise<LeadStatus | undefined> {
  const lead = await trx.selectFrom("leads").select("status").where("id", "=", leadId).executeTakeFirst();
  if (!lead || !isLeadStatus(lead.status)) return undefined;
  const move = leadStatusAfter(event, lead.status);
  if (!move) return undefined;
  const updated = await trx
    .updateTable("leads")
    .set({ status: move.to })
    .where("id", "=", leadId)
    .where("status", "=", lead.status)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return undefined;
  await recordLeadEvent(trx, {
    type: "status",
    leadId,
    fromStatus: lead.status,
    toStatus: move.to,
    note: move.why,
    staffEmail: SYSTEM_ACTOR,
    now,
  });
  return move.to;
}

const EXPIRY_BATCH = 100;

/**
 * Moves the leads of quotes past their last day to lost (leadStatusAfter
 * decides which), each in its own transaction. A lead whose status anyone
 * changed since that day is left as it is: a reopened lead stays reopened.
 */
export async function sweepExpiredQuoteLeads(db: Kysely<Database>, now: Date): Promise<number> {
  const today = johannesburgDate(now);
  const rows = await db
    .selectFrom("quotes")
    .innerJoin("leads", "leads.id", "quotes.lead_id")
    .select(["quotes.lead_id as lead_id", "quotes.valid_until as valid_until"])
    .where("quotes.status", "in", OPEN_QUOTE_STATUSES)
    .where("quotes.valid_until", "<", today)
    .where("leads.status", "in", ["new", "contacted", "quoted", "changes_requested"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_events")
            .select("lead_events.id")
            .where("lead_events.type", "=", "status")
            .whereRef("lead_events.lead_id", "=", "leads.id")
            .whereRef("lead_events.created_at", ">", "quotes.valid_until"),
        ),
      ),
    )
    .limit(EXPIRY_BATCH)
    .execute();
  let moved = 0;
  for (const row of rows) {
    const validUntil = row.valid_until ?? today;
    const to = await db
      .transaction()
      .execute((trx) => followQuoteEvent(trx, row.lead_id, { type: "expired", validUntil }, now));
    if (to) moved += 1;
  }
  return moved;
}
