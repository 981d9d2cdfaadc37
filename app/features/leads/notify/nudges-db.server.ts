// The nudge sweeper (decision 035): finds what is due a reminder and queues
// each one in the outbox once, on any number of app processes. "Once" is the
// database's doing: a nudge is a row in `nudges` keyed by (kind, subject id),
// inserted in the same transaction as its outbox row; a second process that
// finds the same subject inserts nothing (ON CONFLICT DO NOTHING waits for the
// first one's commit on PostgreSQL; SQLite admits one writer at a time).
import type { Kysely } from "kysely";
import { RESPONSE_LEAD_KINDS, leadNeedsNudge, responseTiming } from "#app/features/leads/first-response.ts";
import type { JsonObject } from "#app/features/leads/notify/lead-notification.ts";
import { addDays, OPEN_QUOTE_STATUSES, readQuoteStatus } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import {
  type LeadWaitingNudge,
  type NudgeAudience,
  QUOTE_REMINDER_DAYS_BEFORE,
  type QuoteExpiringNudge,
  quoteReminderDue,
} from "#app/features/leads/notify/nudges.ts";
import { hasOptedOut, unsubscribeKey } from "#app/features/leads/notify/unsubscribe.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { NudgeOutcome } from "#app/features/leads/leads-tables.server.ts";

/** One reminder that is due: what it is about and what its outbox row carries. */
export interface DueNudge {
  subjectId: string;
  /** The lead it belongs to, for the lead page's list of notifications. */
  leadId: string | null;
  /** A customer nudge's recipient; the sweeper skips it when the address opted out. */
  recipient?: string;
  /** The outbox payload: a Nudge of app/features/leads/notify/nudges.ts. */
  payload: JsonObject;
}

/**
 * A kind of nudge. `findDue` returns subjects due now that have no nudge row
 * of this kind yet (the sweeper still relies on the key, not on this filter).
 * A customer kind (a quote's expiry reminder two days ahead) plugs in with
 * audience 'customer' and a recipient on each due nudge.
 */
export interface NudgeKind {
  kind: string;
  audience: NudgeAudience;
  findDue(db: Kysely<Database>, now: Date): Promise<DueNudge[]>;
}

export interface SweepSummary {
  queued: number;
  /** Customers who opted out: recorded, nothing sent. */
  optedOut: number;
  /** Another process got there first. */
  alreadyNudged: number;
}

/**
 * Queues one nudge, or nothing if this kind and subject were nudged before.
 * The nudge row and its outbox row commit together or not at all.
 */
export async function queueNudge(
  db: Kysely<Database>,
  kind: Pick<NudgeKind, "kind" | "audience">,
  due: DueNudge,
  now: Date,
): Promise<NudgeOutcome | "already_nudged"> {
  const key = kind.audience === "customer" ? await unsubscribeKey(db) : undefined;
  return db.transaction().execute(async (trx) => {
    const createdAt = now.toISOString();
    const optedOut = Boolean(key && due.recipient && (await hasOptedOut(trx, key, due.recipient)));
    // A customer nudge without an address cannot honour an opt-out: it is never sent.
    const outcome: NudgeOutcome = optedOut || (kind.audience === "customer" && !due.recipient) ? "opted_out" : "queued";
    const outboxId = outcome === "queued" ? newId(now.getTime()) : null;
    const inserted = await trx
      .insertInto("nudges")
      .values({ kind: kind.kind, subject_id: due.subjectId, outbox_id: outboxId, outcome, created_at: createdAt })
      .onConflict((oc) => oc.columns(["kind", "subject_id"]).doNothing())
      .returning("kind")
      .executeTakeFirst();
    if (!inserted) return "already_nudged";
    if (outboxId) {
      await trx
        .insertInto("outbox")
        .values({
          id: outboxId,
          lead_id: due.leadId,
          channel: "nudge_email",
          status: "pending",
          attempts: 0,
          next_attempt_at: createdAt,
          created_at: createdAt,
          payload: JSON.stringify(due.payload),
        })
        .execute();
    }
    return outcome;
  });
}

/** Queues every due nudge of every kind; one subject's failure does not stop the rest. */
export async function sweepNudges(
  db: Kysely<Database>,
  kinds: readonly NudgeKind[],
  now: Date = new Date(),
): Promise<SweepSummary> {
  const summary: SweepSummary = { queued: 0, optedOut: 0, alreadyNudged: 0 };
  for (const kind of kinds) {
    for (const due of await kind.findDue(db, now)) {
      const outcome = await queueNudge(db, kind, due, now);
      if (outcome === "queued") summary.queued += 1;
      else if (outcome === "opted_out") summary.optedOut += 1;
      else summary.alreadyNudged += 1;
    }
  }
  return summary;
}

/** Leads that arrived longer ago than this are never nudged about (a first start on old data stays quiet). */
export const LEAD_NUDGE_LOOKBACK_DAYS = 7;
const SWEEP_BATCH = 100;

/** Sales are nudged once about each lead that waits past the response target in business hours. */
export function leadWaitingNudges(targetMinutes: number): NudgeKind {
  return {
    kind: "lead_waiting",
    audience: "staff",
    async findDue(db, now) {
      // Business time never runs faster than the clock: a lead younger than
      // the target in plain minutes cannot be due yet.
      const youngest = new Date(now.getTime() - targetMinutes * 60_000).toISOString();
      const oldest = new Date(now.getTime() - LEAD_NUDGE_LOOKBACK_DAYS * 24 * 60 * 60_000).toISOString();
      const rows = await db
        .selectFrom("leads")
        .select(["id", "kind", "full_name", "email", "phone", "created_at", "first_response_at", "suspected_spam"])
        .where("first_response_at", "is", null)
        .where("kind", "in", RESPONSE_LEAD_KINDS)
        .where("suspected_spam", "=", 0)
        .where("anonymised_at", "is", null)
        .where("created_at", "<=", youngest)
        .where("created_at", ">=", oldest)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("nudges")
                .select("nudges.subject_id")
                .where("nudges.kind", "=", "lead_waiting")
                .whereRef("nudges.subject_id", "=", "leads.id"),
            ),
          ),
        )
        .orderBy("created_at")
        .limit(SWEEP_BATCH)
        .execute();
      return rows
        .map((row) => ({
          row,
          facts: {
            kind: row.kind,
            suspectedSpam: Number(row.suspected_spam) === 1,
            createdAt: row.created_at,
            firstResponseAt: row.first_response_at,
          },
        }))
        .filter(({ facts }) => leadNeedsNudge(facts, now, targetMinutes))
        .map(({ row, facts }) => {
          const nudge: LeadWaitingNudge = {
            kind: "lead_waiting",
            audience: "staff",
            leadId: row.id,
            leadKind: row.kind,
            leadName: row.full_name ?? row.email ?? row.phone ?? "A visitor without a name",
            receivedAt: row.created_at,
            waitedMinutes: responseTiming(facts, now, targetMinutes).businessMinutes,
            targetMinutes,
          };
          return { subjectId: row.id, leadId: row.id, payload: { ...nudge } };
        });
    },
  };
}

/**
 * Customers are reminded once, two days before an open quote's last valid
 * day, unless they opted out (checked by the sweeper in the same transaction).
 * Quotes of leads held as suspected spam or anonymised are left alone.
 */
export function quoteExpiringNudges(): NudgeKind {
  return {
    kind: "quote_expiring",
    audience: "customer",
    async findDue(db, now) {
      const today = johannesburgDate(now);
      const rows = await db
        .selectFrom("quotes")
        .innerJoin("leads", "leads.id", "quotes.lead_id")
        .select([
          "quotes.id",
          "quotes.quote_number",
          "quotes.lead_id",
          "quotes.contact_email",
          "quotes.status",
          "quotes.valid_until",
        ])
        .where("quotes.status", "in", OPEN_QUOTE_STATUSES)
        .where("quotes.valid_until", ">=", today)
        .where("quotes.valid_until", "<=", addDays(today, QUOTE_REMINDER_DAYS_BEFORE))
        .where("leads.suspected_spam", "=", 0)
        .where("leads.anonymised_at", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("nudges")
                .select("nudges.subject_id")
                .where("nudges.kind", "=", "quote_expiring")
                .whereRef("nudges.subject_id", "=", "quotes.id"),
            ),
          ),
        )
        .orderBy("quotes.valid_until")
        .limit(SWEEP_BATCH)
        .execute();
      return rows
        .filter((row) => quoteReminderDue(readQuoteStatus(row.status), row.valid_until, now))
        .map((row) => {
          const nudge: QuoteExpiringNudge = {
            kind: "quote_expiring",
            audience: "customer",
            quoteNumber: row.quote_number,
            leadId: row.lead_id,
            recipient: row.contact_email,
            validUntil: row.valid_until as string,
          };
          return { subjectId: row.id, leadId: row.lead_id, recipient: row.contact_email, payload: { ...nudge } };
        });
    },
  };
}
