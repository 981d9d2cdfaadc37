// The outbox: notifications queued with their lead, delivered by a worker.
// Delivery is at-least-once; each row's id goes out with it so receivers can
// drop duplicates.
import type { Kysely } from "kysely";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import { dialectOf } from "#app/platform/db/dialect.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { type PrecompiledQuery, precompiled } from "#app/platform/db/precompiled.server.ts";
import {
  type Database,
  OUTBOX_CHANNELS,
  type OutboxChannel,
  type OutboxRow,
  type OutboxStatus,
} from "#app/platform/db/schema.server.ts";

/**
 * What the outbox's rows carry, as the app names it: the feature whose rows
 * most senders read (the leads' notification) adds `payload: TheirType` here
 * by declaration merging, so the platform names no feature's type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface OutboxPayloadRegistry {}

/** A row's payload: the registered type, or any JSON object about a lead (or none). */
export type OutboxPayload = OutboxPayloadRegistry extends { payload: infer Payload }
  ? Payload
  : { leadId: string | null };

export interface OutboxMessage {
  id: string;
  /** Null for a staff alert, which is about no lead. */
  leadId: string | null;
  channel: OutboxChannel;
  status: OutboxStatus;
  /** Attempts made so far, including the one a claim has just started. */
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** What to send. A row queued by queueOutboxMessage holds its own payload, which its sender checks for. */
  payload: OutboxPayload;
}

/**
 * How long a claimed row stays hidden from other workers. If this process
 * dies mid-send the row becomes due again after it; keep it well above the
 * senders' own timeouts.
 */
export const DEFAULT_CLAIM_LEASE_MS = 5 * 60_000;
const LAST_ERROR_MAX = 2000;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    leadId: row.lead_id,
    channel: row.channel,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload) as OutboxPayload,
  };
}

type OutboxInsertValues = { leadId: string; createdAt: string; payload: string } & Record<
  `id${number}` | `channel${number}`,
  string
>;

/** One insert per number of channels (at most three): each compiled once, as every lead runs one. */
const outboxInserts = new Map<number, PrecompiledQuery<OutboxInsertValues, never>>();

function outboxInsertFor(rows: number): PrecompiledQuery<OutboxInsertValues, never> {
  let insert = outboxInserts.get(rows);
  if (!insert) {
    insert = precompiled<OutboxInsertValues, never>((db, values) =>
      db.insertInto("outbox").values(
        Array.from({ length: rows }, (_, row) => ({
          id: values[`id${row}`] as string,
          lead_id: values.leadId,
          channel: values[`channel${row}`] as OutboxChannel,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: values.createdAt,
          created_at: values.createdAt,
          payload: values.payload,
        })),
      ),
    );
    outboxInserts.set(rows, insert);
  }
  return insert;
}

/**
 * Queues `notification` for delivery on each channel (duplicates dropped), in
 * the caller's transaction: it commits or rolls back with the lead it is about.
 */
export async function queueNotification<Notification extends { readonly leadId: string }>(
  trx: Kysely<Database>,
  notification: Notification,
  channels: readonly OutboxChannel[],
  now: Date,
): Promise<void> {
  const distinct = [...new Set(channels)];
  if (distinct.length === 0) return;
  const values: OutboxInsertValues = {
    leadId: notification.leadId,
    createdAt: now.toISOString(),
    payload: JSON.stringify(notification),
  };
  distinct.forEach((channel, row) => {
    values[`id${row}`] = newId(now.getTime());
    values[`channel${row}`] = channel;
  });
  await outboxInsertFor(distinct.length).execute(trx, values);
}

/** Queues a message about no lead (a staff alert) on one channel, in the caller's transaction. */
export async function queueOutboxMessage(
  trx: Kysely<Database>,
  channel: OutboxChannel,
  payload: object,
  now: Date,
): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({
      id: newId(now.getTime()),
      lead_id: null,
      channel,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
      payload: JSON.stringify(payload),
    })
    .execute();
}

export interface ClaimOptions {
  /** Only rows of these channels; channels without a configured sender stay untouched. */
  channels?: readonly OutboxChannel[];
  leaseMs?: number;
}

/**
 * Claims up to `limit` pending rows that are due: counts the attempt and moves
 * the due time to the end of a lease, so no other worker (in this or another
 * process) picks the same rows while they are being sent.
 */
export async function claimDueOutbox(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  options: ClaimOptions = {},
): Promise<OutboxMessage[]> {
  const channels = options.channels ?? OUTBOX_CHANNELS;
  if (channels.length === 0 || limit < 1) return [];
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_CLAIM_LEASE_MS)).toISOString();
  const postgres = dialectOf(db) === "postgres";

  const rows = await db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where("channel", "in", channels)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(Math.trunc(limit));
    // PostgreSQL: concurrent workers skip each other's rows instead of
    // waiting. SQLite needs nothing: BEGIN IMMEDIATE admits one writer.
    if (postgres) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];

    return (
      trx
        .updateTable("outbox")
        // The error of the previous attempt is cleared: a pending row with an
        // error is then always one waiting for its next try, never one being sent
        // (which staff could otherwise ask to retry, sending it twice).
        .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: leaseUntil, last_error: null }))
        .where("id", "in", ids)
        // Re-checked so a row claimed meanwhile is never claimed twice.
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowIso)
        .returningAll()
        .execute()
    );
  });

  return rows.map(toMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Records a successful delivery, with the copy of what was sent when the
 * sender made one (e-mail), in the same update. False if the row was not pending.
 */
export async function markDelivered(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
  sentCopy: SentEmailCopy | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({
      status: "sent",
      delivered_at: now.toISOString(),
      last_error: null,
      sent_copy: sentCopy ? JSON.stringify(sentCopy) : null,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a failed attempt. With a next attempt time the row stays pending
 * until then; with null it is given up as 'failed'.
 */
export async function markFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<boolean> {
  const lastError = error.length > LAST_ERROR_MAX ? `${error.slice(0, LAST_ERROR_MAX - 1)}…` : error;
  const result = await db
    .updateTable("outbox")
    .set(
      nextAttemptAt
        ? { last_error: lastError, next_attempt_at: nextAttemptAt.toISOString() }
        : { last_error: lastError, status: "failed" },
    )
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface ListOutboxOptions {
  leadId?: string;
  status?: OutboxStatus;
  channel?: OutboxChannel;
  limit?: number;
}

/** Outbox rows oldest first, e.g. the notifications of one lead for staff. */
export async function listOutbox(db: Kysely<Database>, options: ListOutboxOptions = {}): Promise<OutboxMessage[]> {
  let query = db.selectFrom("outbox").selectAll();
  if (options.leadId) query = query.where("lead_id", "=", options.leadId);
  if (options.status) query = query.where("status", "=", options.status);
  if (options.channel) query = query.where("channel", "=", options.channel);
  const rows = await query
    .orderBy("created_at")
    .orderBy("id")
    .limit(Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), 500))
    .execute();
  return rows.map(toMessage);
}
