// The outbox's page of /admin/emails from the database: one page of messages,
// newest first, in one state or all, and the one message asked for in full.
import type { Kysely, Selectable } from "kysely";
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATE_LABELS,
  type OutboxQuery,
  outboxChannelTitle,
  outboxRecipient,
  outboxState,
} from "#app/features/staff/emails/outbox-view.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { formatSast } from "#app/features/leads/index.ts";

type OutboxRow = Selectable<Database["outbox"]>;

function filtered(db: Kysely<Database>, state: OutboxQuery["state"]) {
  let query = db.selectFrom("outbox");
  if (state === "waiting") query = query.where("status", "=", "pending").where("last_error", "is", null);
  else if (state === "retrying") query = query.where("status", "=", "pending").where("last_error", "is not", null);
  else if (state) query = query.where("status", "=", state);
  return query;
}

function payloadOf(row: { payload: string }): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.payload);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One listed message as the table shows it. */
function listed(row: OutboxRow) {
  const state = outboxState({ status: row.status, lastError: row.last_error });
  return {
    id: row.id,
    leadId: row.lead_id,
    title: outboxChannelTitle(row.channel),
    recipient: outboxRecipient(row.channel, payloadOf(row)),
    state,
    stateLabel: OUTBOX_STATE_LABELS[state],
    attempts: Number(row.attempts),
    queuedAt: formatSast(row.created_at),
    // While pending, the next try (or the end of a worker's hold on it); once sent, the moment it went.
    nextAttemptAt: row.status === "pending" ? formatSast(row.next_attempt_at) : null,
    sentAt: row.delivered_at ? formatSast(row.delivered_at) : null,
    lastError: row.last_error,
  };
}

export type OutboxListed = ReturnType<typeof listed>;

export async function outboxPage(db: Kysely<Database>, query: OutboxQuery) {
  const { count } = await filtered(db, query.state)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered(db, query.state)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .execute();
  const chosenRow = query.message
    ? await db.selectFrom("outbox").selectAll().where("id", "=", query.message).executeTakeFirst()
    : undefined;
  return {
    state: query.state ?? null,
    page,
    pageCount,
    total,
    messages: rows.map(listed),
    // What the row holds, as stored: the outbox keeps what to send, and the sender renders it when it goes.
    chosen: chosenRow ? { ...listed(chosenRow), stored: JSON.stringify(payloadOf(chosenRow), null, 2) } : null,
  };
}

export type OutboxPageData = Awaited<ReturnType<typeof outboxPage>>;
