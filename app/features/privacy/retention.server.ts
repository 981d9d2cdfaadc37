// The retention clean-up: deletes or anonymises what is past its period
// (app/features/privacy/retention.ts). It runs at start and then daily; when several app
// processes share a database, a lease row in scheduled_jobs lets one of them
// run it at a time, and a run that finished less than a gap ago is not repeated.
import type { Kysely } from "kysely";
import { type RetentionPolicy, retentionCutoffs } from "#app/features/privacy/retention.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { pruneTelemetry } from "#app/platform/telemetry/telemetry-db.server.ts";
import { logError, logInfo } from "#app/platform/log/log.server.ts";
import { anonymiseRecords } from "#app/features/privacy/anonymise-records.server.ts";
import { sweepAbandonedUploads } from "#app/platform/uploads/abandoned-uploads.server.ts";
import { getUploadConfig } from "#app/platform/uploads/upload-env.server.ts";

/** Kinds a visitor must confirm by e-mail before they count. */
export const CONFIRMED_KINDS = ["subscriber", "privacy_request"] as const;

export interface RetentionSummary {
  /** Newsletter sign-ups and privacy requests never confirmed, deleted. */
  unconfirmedDeleted: number;
  /** Enquiries past their period, anonymised. */
  enquiriesAnonymised: number;
  /** Bookings (won leads) past theirs, anonymised. */
  bookingsAnonymised: number;
  /** Quotes anonymised with their leads. */
  quotesAnonymised: number;
  /** Notification copies deleted (with anonymised leads, or past the delivery-log period). */
  messagesDeleted: number;
  /** Web vitals and error reports deleted. */
  telemetryDeleted: number;
  /** Proofs of payment removed (rows and bytes) with anonymised quotes, and uploads abandoned on their way in. */
  proofFilesRemoved: number;
}

const ANONYMISE_BATCH = 500;

/** Leads whose last contact (the lead, a staff action or a change to its quote) is before `cutoff`. */
async function staleLeadIds(db: Kysely<Database>, { cutoff, won }: { cutoff: Date; won: boolean }): Promise<string[]> {
  const before = cutoff.toISOString();
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where("anonymised_at", "is", null)
    .where("created_at", "<", before)
    // Confirmed subscribers stay until they unsubscribe; unconfirmed ones are handled apart.
    .where("kind", "!=", "subscriber")
    // A booking: a lead marked won, or one whose quote's deposit was received (its proof of payment is a
    // financial record, decision 040).
    .where((eb) => {
      const depositReceived = eb.exists(
        eb
          .selectFrom("quotes")
          .innerJoin("quote_deposits", "quote_deposits.quote_id", "quotes.id")
          .select("quotes.id")
          .whereRef("quotes.lead_id", "=", "leads.id")
          .where("quote_deposits.status", "=", "received"),
      );
      return won
        ? eb.or([eb("status", "=", "won"), depositReceived])
        : eb.and([eb("status", "!=", "won"), eb.not(depositReceived)]);
    })
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_events")
            .select("lead_events.id")
            .whereRef("lead_events.lead_id", "=", "leads.id")
            .where("lead_events.created_at", ">=", before),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("quotes")
            .select("quotes.id")
            .whereRef("quotes.lead_id", "=", "leads.id")
            .where("quotes.updated_at", ">=", before),
        ),
      ),
    )
    // A proof of payment uploaded or a deposit marked received is contact too (decision 040).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("quotes")
            .innerJoin("quote_deposits", "quote_deposits.quote_id", "quotes.id")
            .select("quotes.id")
            .whereRef("quotes.lead_id", "=", "leads.id")
            .where("quote_deposits.updated_at", ">=", before),
        ),
      ),
    )
    .orderBy("created_at")
    .limit(ANONYMISE_BATCH)
    .execute();
  return rows.map((row) => row.id);
}

async function anonymiseStale(
  db: Kysely<Database>,
  options: { cutoff: Date; won: boolean },
  now: Date,
  removedProofFiles: string[],
): Promise<{ leads: number; quotes: number; messages: number }> {
  const total = { leads: 0, quotes: 0, messages: 0 };
  // In batches, each its own transaction, so a large first run never holds the database long.
  for (;;) {
    const leadIds = await staleLeadIds(db, options);
    if (leadIds.length === 0) return total;
    const counts = await db.transaction().execute(async (trx) => {
      const quotes = await trx.selectFrom("quotes").select("id").where("lead_id", "in", leadIds).execute();
      return anonymiseRecords(trx, { leadIds, quoteIds: quotes.map((quote) => quote.id) }, now, removedProofFiles);
    });
    total.leads += counts.leads;
    total.quotes += counts.quotes;
    total.messages += counts.messages;
    if (leadIds.length < ANONYMISE_BATCH) return total;
  }
}

/** One pass of the clean-up. Idempotent: a second pass at the same time changes nothing. */
export async function runRetention(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  now: Date = new Date(),
  uploadTempDir: string = getUploadConfig().tempDir,
): Promise<RetentionSummary> {
  const cutoffs = retentionCutoffs(policy, now);
  const removedProofFiles: string[] = [];

  const unconfirmed = await db
    .deleteFrom("leads")
    .where("kind", "in", CONFIRMED_KINDS)
    .where("confirmed_at", "is", null)
    .where("created_at", "<", cutoffs.unconfirmed.toISOString())
    .executeTakeFirst();

  const enquiries = await anonymiseStale(db, { cutoff: cutoffs.enquiry, won: false }, now, removedProofFiles);
  const bookings = await anonymiseStale(db, { cutoff: cutoffs.booking, won: true }, now, removedProofFiles);
  // The anonymised quotes' proofs of payment (their bytes went with their rows), then uploads cut off half-way.
  const proofFilesRemoved = removedProofFiles.length + (await sweepAbandonedUploads(uploadTempDir, now));

  const deliveries = await db
    .deleteFrom("outbox")
    .where("status", "in", ["sent", "failed"])
    .where("created_at", "<", cutoffs.deliveryLog.toISOString())
    .executeTakeFirst();

  const telemetry = await pruneTelemetry(db, cutoffs.telemetry);

  return {
    unconfirmedDeleted: Number(unconfirmed.numDeletedRows),
    enquiriesAnonymised: enquiries.leads,
    bookingsAnonymised: bookings.leads,
    quotesAnonymised: enquiries.quotes + bookings.quotes,
    messagesDeleted: enquiries.messages + bookings.messages + Number(deliveries.numDeletedRows),
    telemetryDeleted: telemetry,
    proofFilesRemoved,
  };
}

export const RETENTION_JOB = "retention";

/**
 * Takes the job's lease when no other process holds it and the last run
 * finished at least `minGapMs` ago. Atomic on both backends: one conditional
 * update, so of several processes asking at once exactly one gets it.
 */
export async function claimScheduledJob(
  db: Kysely<Database>,
  name: string,
  { now, leaseMs, minGapMs }: { now: Date; leaseMs: number; minGapMs: number },
): Promise<boolean> {
  const nowIso = now.toISOString();
  await db
    .insertInto("scheduled_jobs")
    .values({ name, locked_until: new Date(0).toISOString(), last_started_at: null, last_finished_at: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const ranBefore = new Date(now.getTime() - minGapMs).toISOString();
  const result = await db
    .updateTable("scheduled_jobs")
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), last_started_at: nowIso })
    .where("name", "=", name)
    .where("locked_until", "<=", nowIso)
    .where((eb) => eb.or([eb("last_finished_at", "is", null), eb("last_finished_at", "<=", ranBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishScheduledJob(
  db: Kysely<Database>,
  name: string,
  { now, summary }: { now: Date; summary: object | null },
): Promise<void> {
  await db
    .updateTable("scheduled_jobs")
    .set({
      locked_until: now.toISOString(),
      ...(summary ? { last_finished_at: now.toISOString(), last_summary: JSON.stringify(summary) } : {}),
    })
    .where("name", "=", name)
    .execute();
}

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
/** Longer than any run; a process that died mid-run leaves the job to others after it. */
const RETENTION_LEASE_MS = 30 * 60_000;
/** Restarts and several processes within this gap of a finished run do not run it again. */
const RETENTION_MIN_GAP_MS = 60 * 60_000;

export interface RetentionSchedule {
  /** The run started at start-up (or its skip), for tests and orderly shutdown. */
  firstRun: Promise<RetentionSummary | null>;
  /** Runs now if this process gets the lease; null when another has it or ran it recently. */
  runNow(now?: Date): Promise<RetentionSummary | null>;
  stop(): Promise<void>;
}

export function startRetentionSchedule(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  intervalMs: number = RETENTION_INTERVAL_MS,
): RetentionSchedule {
  let running: Promise<RetentionSummary | null> = Promise.resolve(null);

  async function attempt(now: Date): Promise<RetentionSummary | null> {
    if (
      !(await claimScheduledJob(db, RETENTION_JOB, {
        now,
        leaseMs: RETENTION_LEASE_MS,
        minGapMs: RETENTION_MIN_GAP_MS,
      }))
    )
      return null;
    let summary: RetentionSummary | null = null;
    try {
      summary = await runRetention(db, policy, now);
      logInfo("retention.run", { ...summary });
      return summary;
    } finally {
      // A failed run releases the lease without counting as finished, so the next attempt tries again.
      await finishScheduledJob(db, RETENTION_JOB, { now: new Date(), summary });
    }
  }

  const runNow = (now: Date = new Date()) => {
    running = running.then(
      () => attempt(now),
      () => attempt(now),
    );
    return running.catch((error: unknown) => {
      logError("retention.run_failed", error);
      return null;
    });
  };

  const firstRun = runNow();
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();

  return {
    firstRun,
    runNow,
    async stop() {
      clearInterval(timer);
      await running.catch(() => null);
    },
  };
}
