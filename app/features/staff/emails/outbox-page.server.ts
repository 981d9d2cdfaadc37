// The outbox's page of /admin/emails from the database: one page of messages,
// newest first, in one state or all, and the one message asked for in full.
import { type Kysely, type Selectable, sql } from "kysely";
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATE_LABELS,
  type OutboxQuery,
  outboxChannelTitle,
  outboxRecipient,
  outboxState,
  outboxSubject,
} from "#app/features/staff/emails/outbox-view.ts";
import { parseSentCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { dialectOf } from "#app/platform/db/dialect.server.ts";
import { formatSast } from "#app/features/leads/index.ts";

/** A row as the list reads it: every column but the sent copy, of which only the recipients and subject are read. */
type OutboxRow = Omit<Selectable<Database["outbox"]>, "sent_copy"> & {
  sent_to: string | null;
  sent_subject: string | null;
};

const LISTED_COLUMNS = [
  "id",
  "lead_id",
  "channel",
  "status",
  "attempts",
  "next_attempt_at",
  "last_error",
  "delivered_at",
  "created_at",
  "payload",
] as const;

/** A field of the kept copy, read in the database: the list never loads 50 e-mails' HTML. */
function sentField(db: Kysely<Database>, field: "to" | "subject") {
  return dialectOf(db) === "postgres"
    ? sql<string | null>`(sent_copy::json ->> ${sql.lit(field)})`
    : sql<string | null>`json_extract(sent_copy, ${sql.lit(`$.${field}`)})`;
}

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
    // Once sent, the addresses it went to; before, who it is for as far as its row says.
    recipient: row.sent_to ?? outboxRecipient(row.channel, payloadOf(row)),
    subject: outboxSubject(row.channel, state, row.sent_subject),
    /** Whether the subject is the e-mail's own, not words about it. */
    subjectSent: row.sent_subject !== null,
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
    .select([...LISTED_COLUMNS, sentField(db, "to").as("sent_to"), sentField(db, "subject").as("sent_subject")])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .execute();
  const chosenRow = query.message
    ? await db.selectFrom("outbox").selectAll().where("id", "=", query.message).executeTakeFirst()
    : undefined;
  const sent = chosenRow ? parseSentCopy(chosenRow.sent_copy) : null;
  return {
    state: query.state ?? null,
    page,
    pageCount,
    total,
    messages: rows.map(listed),
    // A sent e-mail as it went; anything else as the row holds it (the sender writes the e-mail when it goes).
    chosen: chosenRow
      ? {
          ...listed({ ...chosenRow, sent_to: sent?.to ?? null, sent_subject: sent?.subject ?? null }),
          sent,
          stored: sent ? null : JSON.stringify(payloadOf(chosenRow), null, 2),
        }
      : null,
  };
}

export type OutboxPageData = Awaited<ReturnType<typeof outboxPage>>;
