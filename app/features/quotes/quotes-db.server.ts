// Quotes: the visitor's priced selection, stored as a lead (kind 'quote') plus
// a quote row, with its notifications queued in the same transaction. The
// visitor proves they own a quote with an access token that is handed out once
// and stored only as its SHA-256.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { JsonObject, LeadAttribution, LeadNotification } from "#app/features/leads/index.ts";
import { newQuoteNumber } from "#app/features/quotes/quote.ts";
import type { DeliveryEstimate } from "#app/features/quotes/event-pricing.ts";
import {
  type PricedQuoteLine,
  type QuoteCompany,
  type QuoteContact,
  type QuoteDocument,
  type QuoteEventDetails,
  type QuoteStatus,
} from "#app/features/quotes/quote-document.ts";
import { type QuoteDecisionType, readQuoteStatus } from "#app/features/quotes/quote-status.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { storeLead } from "#app/features/leads/index.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import { type RateLimitRule, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import {
  NO_QUOTE_HASH,
  accessTokenMatches,
  hashAccessToken,
  newAccessToken,
} from "#app/features/quotes/quote-access-tokens.server.ts";
import { type StoredQuote, toQuoteDocument, toStoredQuote } from "#app/features/quotes/quote-rows.server.ts";
import {
  blankToUndefined,
  preparedQuote,
  quoteDocumentFor,
  quoteRowValues,
} from "#app/features/quotes/new-quote.server.ts";

// Email My Quote lives in quote-email-db.server.ts; the data layer reaches it through here.
export { type QueueQuoteEmailResult, queueQuoteEmail } from "#app/features/quotes/quote-email-db.server.ts";
export type { StoredQuote } from "#app/features/quotes/quote-rows.server.ts";

export const QUOTE_LEAD_SOURCE = "Quote Request";

/** Tries at a free quote number before giving up (a clash is ~1 in 10^6 per try). */
const QUOTE_NUMBER_ATTEMPTS = 25;

export interface NewQuote {
  contact: QuoteContact;
  /** The event: dates (YYYY-MM-DD), times, venue, indoor or outdoor, guests; every field optional. */
  event?: QuoteEventDetails;
  company?: QuoteCompany;
  /** Days charged under the multi-day rule (1 when absent). */
  hireDays?: number;
  pricingRule?: string;
  /** Priced by the server (quoteRequestSchema), never taken from the client. */
  lines: readonly PricedQuoteLine[];
  delivery?: DeliveryEstimate;
  totalItems: number;
  totalDiscountCents: number;
  /** Days the quote holds (QUOTE_VALIDITY_DAYS); 14 when absent. */
  validityDays?: number;
  marketingConsent?: boolean;
  referrer?: string | null;
  /** Where the lead came from (decision 036). */
  attribution?: LeadAttribution | null;
  /** The client's Idempotency-Key; stored on the lead (namespaced, so it never meets a leads-API key). */
  idempotencyKey?: string | null;
  /** SHA-256 of the body sent with the key (submissionHash): a replay with another body is refused. */
  bodyHash?: string | null;
  ipHash?: string | null;
  userAgent?: string | null;
  /**
   * Channels to queue: 'email' (sales) always, 'webhook' when configured,
   * 'customer_email' (the visitor's copy) when SMTP is configured.
   */
  channels: readonly OutboxChannel[];
  now?: Date;
  /** Random source for quote numbers; crypto by default (tests force clashes with it). */
  random?: () => number;
}

export type CreateQuoteResult =
  | {
      created: true;
      leadId: string;
      quote: QuoteDocument;
      accessToken: string;
      customerEmailQueued: boolean;
      /** Past the flood threshold: stored, and nothing sent (no sales e-mail, no copy to the visitor). */
      suspectedSpam: boolean;
    }
  /** A replayed idempotency key: the first quote, and no token (the first answer carried it). */
  | { created: false; leadId: string; quote: QuoteDocument; customerEmailQueued: boolean };

export interface QuoteDecision {
  id: string;
  requestType: QuoteDecisionType;
  statusAfter: QuoteStatus;
  createdAt: string;
  /** The version it was taken on (1 before versions). */
  quoteVersion: number;
}

/**
 * A quote that does not exist and one whose token was not presented are the
 * same answer, "not_found": a caller learns nothing about numbers it does not hold.
 */
export type QuoteAccess =
  /** `viaLink`: the token was the e-mail link's, not the access token. */
  { status: "ok"; quote: StoredQuote; viaLink: boolean } | { status: "not_found" };

function cryptoRandom(): number {
  return randomBytes(4).readUInt32BE() / 2 ** 32;
}

/** A free quote number, checked against the table; the insert re-checks it (ON CONFLICT). */
async function freeQuoteNumber(
  trx: Kysely<Database>,
  now: Date,
  random: () => number,
  tried: Set<string>,
): Promise<string> {
  for (let attempt = 0; attempt < QUOTE_NUMBER_ATTEMPTS; attempt++) {
    const candidate = newQuoteNumber(now, random);
    if (tried.has(candidate)) continue;
    tried.add(candidate);
    const taken = await trx.selectFrom("quotes").select("id").where("quote_number", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error(`No free quote number after ${QUOTE_NUMBER_ATTEMPTS} attempts`);
}

/**
 * Stores a quote in one transaction: its lead (kind 'quote', payload = the
 * priced quote document), the quote row and the outbox rows of `channels`. The
 * access token is returned here once; only its hash is kept. A repeated
 * idempotency key returns the first quote without a token and queues nothing.
 */
export async function createQuote(
  db: Kysely<Database>,
  input: NewQuote,
  rateLimits: readonly RateLimitRule[] = [],
): Promise<CreateQuoteResult> {
  return db.transaction().execute((trx) => storeQuote(trx, input, rateLimits));
}

/** A repeated idempotency key: the quote its lead already holds, and whether its customer copy was queued. */
async function quoteAlreadyStored(trx: Kysely<Database>, leadId: string): Promise<CreateQuoteResult> {
  const existing = await trx.selectFrom("quotes").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
  if (!existing) throw new Error(`Lead ${leadId} holds this idempotency key but has no quote`);
  const customerCopy = await trx
    .selectFrom("outbox")
    .select("id")
    .where("lead_id", "=", leadId)
    .where("channel", "=", "customer_email")
    .executeTakeFirst();
  return { created: false, leadId, quote: toQuoteDocument(existing), customerEmailQueued: Boolean(customerCopy) };
}

/**
 * createQuote's work inside a transaction the caller holds (a group commit):
 * pass the transaction, never the root Kysely instance.
 */
export async function storeQuote(
  trx: Kysely<Database>,
  input: NewQuote,
  rateLimits: readonly RateLimitRule[] = [],
): Promise<CreateQuoteResult> {
  const now = input.now ?? new Date();
  const random = input.random ?? cryptoRandom;
  const accessToken = newAccessToken();
  const prepared = preparedQuote(input, now);
  const { contact } = prepared;
  const idempotencyKey = blankToUndefined(input.idempotencyKey);

  // Counted with the quote: past a refusing limit this throws and nothing is
  // written; past the flood threshold the quote is held as suspected spam.
  const { flagged } = await enforceRateLimits(trx, rateLimits, now);
  const tried = new Set<string>();
  let quote = quoteDocumentFor(input, prepared, await freeQuoteNumber(trx, now, random, tried));

  // The lead first (the quote row refers to it); its notifications wait
  // until the quote number is certain, because they carry the document.
  const lead = await storeLead(trx, {
    kind: "quote",
    source: QUOTE_LEAD_SOURCE,
    payload: quote as unknown as JsonObject,
    fullName: contact.name,
    email: contact.email,
    phone: contact.phone,
    referrer: input.referrer ?? null,
    attribution: input.attribution ?? null,
    marketingConsent: input.marketingConsent === true,
    idempotencyKey: idempotencyKey ? `quote/${idempotencyKey}` : null,
    bodyHash: input.bodyHash ?? null,
    suspectedSpam: flagged,
    ipHash: input.ipHash ?? null,
    userAgent: input.userAgent ?? null,
    channels: [],
    now,
  });
  if (!lead.created) return quoteAlreadyStored(trx, lead.id);

  const quoteId = newId(now.getTime());
  for (;;) {
    // ON CONFLICT DO NOTHING, not a caught violation (that would abort a
    // PostgreSQL transaction). A number taken since the check (another
    // process, PostgreSQL only: SQLite's BEGIN IMMEDIATE admits one writer)
    // means trying the next one.
    const inserted = await trx
      .insertInto("quotes")
      .values(quoteRowValues(input, prepared, { id: quoteId, leadId: lead.id, quote, accessToken }))
      .onConflict((oc) => oc.column("quote_number").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) break;
    quote = quoteDocumentFor(input, prepared, await freeQuoteNumber(trx, now, random, tried));
    await trx
      .updateTable("leads")
      .set({ payload: JSON.stringify(quote) })
      .where("id", "=", lead.id)
      .execute();
  }

  // Held as suspected spam: no e-mail to sales (the digest reports it) and
  // none to an address a flood may have typed in.
  const channels = flagged ? [] : input.channels;
  const notification: LeadNotification = { ...lead.notification, payload: quote as unknown as JsonObject };
  await queueNotification(trx, notification, channels, now);

  return {
    created: true,
    leadId: lead.id,
    quote,
    accessToken,
    customerEmailQueued: channels.includes("customer_email"),
    suspectedSpam: flagged,
  };
}

/** A quote by its number, as it stands now (status included), or undefined. */
export async function getQuoteByNumber(db: Kysely<Database>, quoteNumber: string): Promise<StoredQuote | undefined> {
  const row = await db.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
  return row ? toStoredQuote(row) : undefined;
}

/**
 * A quote for the holder of its access token, or of the token in the link
 * its e-mail carried (`allowLinkToken`: reading only, never a decision);
 * not_found for an unknown number and a wrong token alike.
 */
export async function getQuoteForToken(
  db: Kysely<Database>,
  quoteNumber: string,
  token: unknown,
  { allowLinkToken = false }: { allowLinkToken?: boolean } = {},
): Promise<QuoteAccess> {
  const row = await db.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
  const byAccessToken = accessTokenMatches(token, row?.access_token_hash ?? NO_QUOTE_HASH);
  const byLinkToken = allowLinkToken && accessTokenMatches(token, row?.link_token_hash ?? NO_QUOTE_HASH);
  if (!row || !(byAccessToken || byLinkToken)) return { status: "not_found" };
  return { status: "ok", quote: toStoredQuote(row), viaLink: !byAccessToken };
}

/**
 * A fresh token for the link in the visitor's quote e-mail, made when the
 * e-mail is sent so that no token is ever stored in the clear: only its hash
 * is kept (replacing an earlier link's). Undefined when the quote is gone.
 */
export async function issueQuoteLinkToken(db: Kysely<Database>, quoteNumber: string): Promise<string | undefined> {
  const token = newAccessToken();
  const result = await db
    .updateTable("quotes")
    .set({ link_token_hash: hashAccessToken(token) })
    .where("quote_number", "=", quoteNumber)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? token : undefined;
}

/** The decisions taken on a quote, oldest first. */
export async function listQuoteDecisions(db: Kysely<Database>, quoteNumber: string): Promise<QuoteDecision[]> {
  const rows = await db
    .selectFrom("quote_decisions")
    .innerJoin("quotes", "quotes.id", "quote_decisions.quote_id")
    .select([
      "quote_decisions.id as id",
      "quote_decisions.request_type as request_type",
      "quote_decisions.status_after as status_after",
      "quote_decisions.created_at as created_at",
      "quote_decisions.quote_version as quote_version",
    ])
    .where("quotes.quote_number", "=", quoteNumber)
    .orderBy("quote_decisions.created_at")
    .orderBy("quote_decisions.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    requestType: row.request_type,
    statusAfter: readQuoteStatus(row.status_after),
    createdAt: row.created_at,
    quoteVersion: Number(row.quote_version ?? 1),
  }));
}
