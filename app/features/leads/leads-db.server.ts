// Leads: every submission a visitor makes, stored before they are told
// "success", together with the notifications it must trigger.
import { type Insertable, type Kysely, sql } from "kysely";
import { RESPONSE_LEAD_KINDS } from "#app/features/leads/first-response.ts";
import type { JsonObject, LeadKind, LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import { PHONE_PUNCTUATION, phoneSearchDigits } from "#app/features/leads/inbox/lead-search.ts";
import { type LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import type { Lead } from "#app/features/leads/lead-record.ts";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";
import { cappedOptionalText, cappedText } from "#app/platform/forms/storable-text.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import { precompiled } from "#app/platform/db/precompiled.server.ts";
import { type RateLimitRule, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import type { LeadsTable } from "#app/features/leads/leads-tables.server.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";
import { attributionColumns, toLead } from "#app/features/leads/lead-rows.server.ts";

export interface NewLead {
  kind: LeadKind;
  /** The payload's source, e.g. 'Website Form'. */
  source: string;
  /** The full submission, stored as JSON and listed in the notifications. */
  payload: JsonObject;
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  referrer?: string | null;
  marketingConsent?: boolean;
  /** When consent was given; defaults to the time of the lead when consenting. */
  consentAt?: Date | null;
  /** A key the client sends once per submission, so a retried post is stored once. */
  idempotencyKey?: string | null;
  /**
   * SHA-256 (hex) of what the client sent with the key (see submissionHash):
   * a replay of the key with another body is refused (IdempotencyKeyConflict).
   */
  bodyHash?: string | null;
  /** Stored past its kind's flood threshold: marked for staff, no notification of its own (decision 025). */
  suspectedSpam?: boolean;
  ipHash?: string | null;
  userAgent?: string | null;
  /** Where the lead came from (decision 036), for reporting only. */
  attribution?: LeadAttribution | null;
  /** Notification channels to queue in the same transaction. */
  channels: readonly OutboxChannel[];
  /** Time of the submission; the current time by default. */
  now?: Date;
}

export interface InsertLeadResult {
  id: string;
  /** False when the idempotency key matched an existing lead. */
  created: boolean;
  /** Held as suspected spam: stored without notifications. */
  suspectedSpam: boolean;
}

/** An idempotency key replayed with a body other than the one it was first used with. */
export class IdempotencyKeyConflict extends Error {
  constructor() {
    super("The idempotency key was first used with a different body");
    this.name = "IdempotencyKeyConflict";
  }
}

export type { Lead } from "#app/features/leads/lead-record.ts";

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

type NewLeadRow = Omit<
  Insertable<LeadsTable>,
  | "status"
  | "confirmed_at"
  | "anonymised_at"
  | "first_response_at"
  | "first_response_by"
  | "first_response_action"
  // Set on held leads only, after the insert (flood-holds.server.ts).
  | "campaign_fingerprint"
  | "message_fingerprint"
  | "repeat_count"
  | "last_seen_at"
>;

/**
 * ON CONFLICT DO NOTHING rather than catching a unique violation: on
 * PostgreSQL a violation would abort the whole transaction, and a concurrent
 * insert of the same key is waited for, then skipped. Compiled once: every
 * lead runs it (see precompiled.server.ts).
 */
const insertLeadRow = precompiled<Required<NewLeadRow>, { id: string }>((db, values) =>
  db
    .insertInto("leads")
    .values({
      id: values.id,
      kind: values.kind,
      source: values.source,
      full_name: values.full_name,
      email: values.email,
      phone: values.phone,
      referrer: values.referrer,
      payload: values.payload,
      marketing_consent: values.marketing_consent,
      consent_at: values.consent_at,
      idempotency_key: values.idempotency_key,
      idempotency_body_hash: values.idempotency_body_hash,
      ip_hash: values.ip_hash,
      user_agent: values.user_agent,
      created_at: values.created_at,
      suspected_spam: values.suspected_spam,
      spam_digested_at: values.spam_digested_at,
      utm_source: values.utm_source,
      utm_medium: values.utm_medium,
      utm_campaign: values.utm_campaign,
      utm_term: values.utm_term,
      utm_content: values.utm_content,
      ad_click: values.ad_click,
      referrer_host: values.referrer_host,
      landing_page: values.landing_page,
      lead_form: values.lead_form,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id"),
);

/** What storeLead reports: insertLead's result and the notification it queued (or would have). */
export interface StoredLead extends InsertLeadResult {
  notification: LeadNotification;
}

/**
 * insertLead's work inside a transaction the caller holds, so a lead can be
 * stored together with other rows (a quote) and commit or roll back with them.
 * Pass the transaction, never the root Kysely instance.
 */
export async function storeLead(trx: Kysely<Database>, input: NewLead): Promise<StoredLead> {
  const now = input.now ?? new Date();
  const createdAt = now.toISOString();
  const id = newId(now.getTime());
  const marketingConsent = input.marketingConsent === true;
  const lead: Required<NewLeadRow> = {
    id,
    kind: input.kind,
    source: cappedText(input.source, STORED_TEXT_MAX.source),
    full_name: cappedOptionalText(blankToNull(input.fullName), STORED_TEXT_MAX.name),
    email: cappedOptionalText(blankToNull(input.email), STORED_TEXT_MAX.email),
    phone: cappedOptionalText(blankToNull(input.phone), STORED_TEXT_MAX.phone),
    referrer: cappedOptionalText(blankToNull(input.referrer), STORED_TEXT_MAX.referrer),
    payload: JSON.stringify(input.payload),
    marketing_consent: marketingConsent ? 1 : 0,
    consent_at: marketingConsent ? (input.consentAt ?? now).toISOString() : null,
    idempotency_key: blankToNull(input.idempotencyKey),
    idempotency_body_hash: input.idempotencyKey ? (input.bodyHash ?? null) : null,
    ip_hash: input.ipHash ?? null,
    user_agent: cappedOptionalText(blankToNull(input.userAgent), STORED_TEXT_MAX.userAgent),
    created_at: createdAt,
    suspected_spam: input.suspectedSpam === true ? 1 : 0,
    spam_digested_at: null,
    ...attributionColumns(input.attribution),
  };

  const notification: LeadNotification = {
    leadId: id,
    kind: lead.kind,
    source: lead.source,
    createdAt,
    fullName: lead.full_name,
    email: lead.email,
    phone: lead.phone,
    referrer: lead.referrer,
    marketingConsent,
    payload: input.payload,
  };

  const [inserted] = (await insertLeadRow.execute(trx, lead)).rows;

  if (!inserted) {
    const existing = await trx
      .selectFrom("leads")
      .select(["id", "idempotency_body_hash", "suspected_spam"])
      .where("idempotency_key", "=", lead.idempotency_key)
      .executeTakeFirstOrThrow();
    // A lead stored before bodies were hashed has none: its replays are answered as before.
    if (existing.idempotency_body_hash && lead.idempotency_body_hash !== existing.idempotency_body_hash) {
      throw new IdempotencyKeyConflict();
    }
    return {
      id: existing.id,
      created: false,
      suspectedSpam: Number(existing.suspected_spam) === 1,
      notification: { ...notification, leadId: existing.id },
    };
  }

  // Held as suspected spam: staff see it in the inbox, sales hear of it in the next digest.
  if (!lead.suspected_spam) await queueNotification(trx, notification, input.channels, now);
  return { id, created: true, suspectedSpam: lead.suspected_spam === 1, notification };
}

/**
 * Stores a lead and queues its notifications in one transaction, so a stored
 * lead always has its outbox rows. A repeated idempotency key returns the
 * first lead's id and queues nothing. With rate limits, a hit is counted
 * against each first; past one, RateLimitExceeded is thrown and nothing is
 * written.
 */
export async function insertLead(
  db: Kysely<Database>,
  input: NewLead,
  rateLimits: readonly RateLimitRule[] = [],
): Promise<InsertLeadResult> {
  const { id, created, suspectedSpam } = await db
    .transaction()
    .execute((trx) => storeLeadWithinLimits(trx, input, rateLimits));
  return { id, created, suspectedSpam };
}

/**
 * The rate limits counted, then the lead stored, in the caller's transaction
 * (insertLead's own, or a group commit's): one disk sync for both. Past a
 * flood threshold (a flagging rule) the lead is stored as suspected spam.
 */
export async function storeLeadWithinLimits(
  trx: Kysely<Database>,
  input: NewLead,
  rateLimits: readonly RateLimitRule[],
): Promise<StoredLead> {
  const { flagged } = await enforceRateLimits(trx, rateLimits, input.now);
  return storeLead(trx, flagged ? { ...input, suspectedSpam: true } : input);
}

export async function getLead(db: Kysely<Database>, id: string): Promise<Lead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLead(row) : undefined;
}

export interface LeadFilters {
  kind?: LeadKind | readonly LeadKind[];
  status?: LeadStatus | readonly LeadStatus[];
  /**
   * Case-insensitive substring of the name, e-mail address or phone number;
   * phone numbers also match on their digits (see lead-search.ts).
   */
  search?: string;
  /** Leads created at or after this time. */
  since?: Date;
  /** Leads created before this time. */
  until?: Date;
  /** Only leads held as suspected spam (true), only the others (false); both when unset. */
  suspectedSpam?: boolean;
  /** Only leads that expect an answer and have had none from staff yet (decision 035). */
  awaitingResponse?: boolean;
}

export interface ListLeadsOptions extends LeadFilters {
  /** At most 200; 50 by default. */
  limit?: number;
  offset?: number;
  /** Oldest first (the Waiting view: the longest wait on top); newest first by default. */
  oldestFirst?: boolean;
}

const LIST_LIMIT_DEFAULT = 50;
const LIST_LIMIT_MAX = 200;

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function asList<T extends string>(value: T | readonly T[] | undefined): readonly T[] | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? [value] : (value as readonly T[]);
}

/** The leads matching the filters, as a query still open to select, count or order. */
function filteredLeads(db: Kysely<Database>, filters: LeadFilters) {
  // Sign-ups and privacy requests count only once confirmed by e-mail (double opt-in).
  let query = db
    .selectFrom("leads")
    .where((eb) =>
      eb.or([eb("confirmed_at", "is not", null), eb("kind", "not in", ["subscriber", "privacy_request"])]),
    );
  const kinds = asList(filters.kind);
  // An empty list matches nothing; "in ()" is not valid SQL.
  if (kinds) query = kinds.length > 0 ? query.where("kind", "in", kinds) : query.where(sql<boolean>`1 = 0`);
  const statuses = asList(filters.status);
  if (statuses) query = statuses.length > 0 ? query.where("status", "in", statuses) : query.where(sql<boolean>`1 = 0`);
  if (filters.since) query = query.where("created_at", ">=", filters.since.toISOString());
  if (filters.until) query = query.where("created_at", "<", filters.until.toISOString());
  if (filters.suspectedSpam !== undefined) query = query.where("suspected_spam", "=", filters.suspectedSpam ? 1 : 0);
  if (filters.awaitingResponse) {
    query = query
      .where("first_response_at", "is", null)
      .where("kind", "in", RESPONSE_LEAD_KINDS)
      .where("anonymised_at", "is", null);
  }
  const term = filters.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const phoneDigits = phoneSearchDigits(term);
    // lower() on both sides: LIKE is case-sensitive on PostgreSQL and
    // case-insensitive (ASCII only) on SQLite. SQLite has no default escape.
    query = query.where((eb) => {
      const phoneOnlyDigits = PHONE_PUNCTUATION.reduce<ReturnType<typeof sql>>(
        (expression, char) => sql`replace(${expression}, ${char}, '')`,
        sql`${eb.ref("phone")}`,
      );
      return eb.or([
        ...(["full_name", "email", "phone"] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
        ...phoneDigits.map((digits) => sql<boolean>`${phoneOnlyDigits} like ${`%${digits}%`}`),
      ]);
    });
  }
  return query;
}

/** Leads newest first, with simple filters for a staff list. */
export async function listLeads(db: Kysely<Database>, options: ListLeadsOptions = {}): Promise<Lead[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? LIST_LIMIT_DEFAULT), 1), LIST_LIMIT_MAX);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const order = options.oldestFirst ? "asc" : "desc";
  const rows = await filteredLeads(db, options)
    .selectAll()
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toLead);
}

/** How many leads match the filters (for paging). */
export async function countLeads(db: Kysely<Database>, filters: LeadFilters = {}): Promise<number> {
  const { count } = await filteredLeads(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
