// Quotes: the visitor's priced selection, stored as a lead (kind 'quote') plus
// a quote row, with its notifications queued in the same transaction. The
// visitor proves they own a quote with an access token that is handed out once
// and stored only as its SHA-256.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
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
  VENUE_SETTINGS,
  type VenueSetting,
  quoteVatTotals,
  readQuoteDocument,
  readStoredLine,
} from "#app/features/quotes/quote-document.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import {
  OPEN_QUOTE_STATUSES,
  type QuoteDecisionType,
  checkCustomerDecision,
  readQuoteStatus,
} from "#app/features/quotes/quote-status.ts";
import { deliveryEstimate, vatOn } from "#app/features/quotes/event-pricing.ts";
import { cappedOptionalText, cappedText } from "#app/platform/forms/storable-text.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { storeLead } from "#app/features/leads/index.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import { RateLimitExceeded, type RateLimitRule, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import { QUOTE_EMAIL_CAPS } from "#app/platform/limits/abuse-limits.ts";
import type { Database, LeadRow, OutboxChannel, QuoteRow } from "#app/platform/db/schema.server.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";

export const QUOTE_LEAD_SOURCE = "Quote Request";

/** Tries at a free quote number before giving up (a clash is ~1 in 10^6 per try). */
const QUOTE_NUMBER_ATTEMPTS = 25;
const ACCESS_TOKEN_BYTES = 32;
/** Longer than any token we issue; longer input is refused before hashing. */
const ACCESS_TOKEN_MAX_LENGTH = 128;

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

export interface StoredQuote {
  id: string;
  leadId: string;
  quote: QuoteDocument;
  updatedAt: string;
}

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

export type RecordDecisionResult =
  | { status: "recorded"; quoteNumber: string; quoteStatus: QuoteStatus; decidedAt: string; decisionId: string }
  | { status: "not_found" }
  | { status: "already_final"; quoteStatus: QuoteStatus }
  /** Past its last day (validUntil): the visitor is asked for a fresh quote. */
  | { status: "expired"; validUntil: string }
  /** Decided on a version staff have replaced since: nothing is stored; the customer reviews this one first. */
  | { status: "version_changed"; currentVersion: number };

/** Compared against when there is no quote, so an unknown number costs what a wrong token does. */
const NO_QUOTE_HASH = "0".repeat(64);

/** A new access token: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(ACCESS_TOKEN_BYTES).toString("base64url");
}

/** SHA-256 (hex) of a token: what the quotes table keeps. */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time check of a presented token against the stored hash. */
export function accessTokenMatches(token: unknown, storedHash: string): boolean {
  if (typeof token !== "string" || token.length === 0 || token.length > ACCESS_TOKEN_MAX_LENGTH) return false;
  const expected = Buffer.from(storedHash, "hex");
  const given = createHash("sha256").update(token, "utf8").digest();
  return expected.length === given.length && timingSafeEqual(given, expected);
}

function cryptoRandom(): number {
  return randomBytes(4).readUInt32BE() / 2 ** 32;
}

/** The event details with blank text left out. */
function eventDetails(event: QuoteEventDetails): QuoteEventDetails {
  const details: QuoteEventDetails = {};
  for (const field of ["eventDate", "endDate", "setupTime", "collectionTime", "venue"] as const) {
    const value = blankToUndefined(event[field]);
    if (value) details[field] = value;
  }
  if (event.setting) details.setting = event.setting;
  if (event.guests !== undefined) details.guests = event.guests;
  return details;
}

function blankToUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const cents = (value: number | string | null): number | undefined => (value === null ? undefined : Number(value));

/** The delivery a row records, re-read as the estimate it was (the fee as stored, not today's). */
function deliveryOf(row: QuoteRow): DeliveryEstimate | undefined {
  if (row.delivery_method === "collection") return { method: "collection", feeCents: 0, vatCents: 0 };
  if (row.delivery_method !== "delivery" || !row.delivery_zone) return undefined;
  const feeCents = cents(row.delivery_fee_cents) ?? 0;
  const estimate = deliveryEstimate("delivery", row.delivery_zone);
  return {
    method: "delivery",
    zone: row.delivery_zone as DeliveryEstimate["zone"],
    zoneName: estimate?.zoneName ?? row.delivery_zone,
    feeCents,
    vatCents: vatOn(feeCents),
  };
}

export function toQuoteDocument(row: QuoteRow): QuoteDocument {
  // A revised quote's current version is a document of its own (decision 039); the status is the row's.
  // It is stored without the contact, company and venue, which only the row holds (erasure clears them there).
  const requested = requestedQuoteDocument(row);
  const revised = row.current_document ? readQuoteDocument(JSON.parse(row.current_document)) : undefined;
  if (!revised) return requested;
  const { company: _company, venue: _venue, ...rest } = revised;
  return {
    ...rest,
    quoteNumber: row.quote_number,
    status: requested.status,
    contact: requested.contact,
    ...(requested.company ? { company: requested.company } : {}),
    ...(requested.venue ? { venue: requested.venue } : {}),
  };
}

/** Version 1, the quote as the visitor requested it, from the row's own columns. */
export function requestedQuoteDocument(row: QuoteRow): QuoteDocument {
  const stored: unknown = JSON.parse(row.lines);
  const lines = (Array.isArray(stored) ? stored : [])
    .map(readStoredLine)
    .filter((line): line is PricedQuoteLine => line !== undefined);
  const delivery = deliveryOf(row);
  // Quotes stored before VAT was shown get their VAT worked out from their lines.
  const worked = quoteVatTotals(lines, delivery);
  const vatCents = cents(row.vat_cents) ?? worked.vatCents;
  const totalCents = cents(row.total_cents) ?? worked.totalCents;
  const quote: QuoteDocument = {
    quoteNumber: row.quote_number,
    createdAt: row.created_at,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    hireDays: row.hire_days ?? 1,
    lines,
    totalItems: Number(row.total_items),
    totalDiscountCents: Number(row.total_discount_cents),
    subtotalCents: totalCents - vatCents,
    vatCents,
    totalCents,
    status: readQuoteStatus(row.status),
  };
  if (row.event_date) quote.eventDate = row.event_date;
  if (row.end_date) quote.endDate = row.end_date;
  if (row.setup_time) quote.setupTime = row.setup_time;
  if (row.collection_time) quote.collectionTime = row.collection_time;
  if (row.venue) quote.venue = row.venue;
  if (VENUE_SETTINGS.includes(row.venue_setting as VenueSetting)) quote.setting = row.venue_setting as VenueSetting;
  if (row.guests !== null) quote.guests = Number(row.guests);
  if (row.company_name) {
    quote.company = { name: row.company_name };
    if (row.company_vat_number) quote.company.vatNumber = row.company_vat_number;
  }
  if (row.pricing_rule) quote.pricingRule = row.pricing_rule;
  if (delivery) quote.delivery = delivery;
  if (row.valid_until) quote.validUntil = row.valid_until;
  return quote;
}

export function toStoredQuote(row: QuoteRow): StoredQuote {
  return { id: row.id, leadId: row.lead_id, quote: toQuoteDocument(row), updatedAt: row.updated_at };
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
  const createdAt = now.toISOString();
  const random = input.random ?? cryptoRandom;
  const accessToken = newAccessToken();
  const event = eventDetails(input.event ?? {});
  const company = input.company?.name.trim()
    ? {
        name: input.company.name.trim(),
        ...(input.company.vatNumber ? { vatNumber: input.company.vatNumber } : {}),
      }
    : undefined;
  const contact: QuoteContact = {
    name: input.contact.name.trim(),
    email: input.contact.email.trim(),
    phone: input.contact.phone.trim(),
  };
  const idempotencyKey = blankToUndefined(input.idempotencyKey);
  const lines = input.lines.map((line) => ({ ...line }));
  const totals = quoteVatTotals(lines, input.delivery);
  const validUntil = quoteValidUntil(now, input.validityDays ?? DEFAULT_QUOTE_VALIDITY_DAYS);
  const hireDays = input.hireDays ?? 1;

  const documentFor = (quoteNumber: string): QuoteDocument => ({
    quoteNumber,
    createdAt,
    contact,
    ...(company ? { company } : {}),
    ...event,
    hireDays,
    ...(input.pricingRule ? { pricingRule: input.pricingRule } : {}),
    lines,
    ...(input.delivery ? { delivery: { ...input.delivery } } : {}),
    totalItems: input.totalItems,
    totalDiscountCents: input.totalDiscountCents,
    ...totals,
    validUntil,
    status: "sent",
  });

  // Counted with the quote: past a refusing limit this throws and nothing is
  // written; past the flood threshold the quote is held as suspected spam.
  const { flagged } = await enforceRateLimits(trx, rateLimits, now);
  const tried = new Set<string>();
  let quoteNumber = await freeQuoteNumber(trx, now, random, tried);
  let quote = documentFor(quoteNumber);

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

  if (!lead.created) {
    const existing = await trx.selectFrom("quotes").selectAll().where("lead_id", "=", lead.id).executeTakeFirst();
    if (!existing) throw new Error(`Lead ${lead.id} holds this idempotency key but has no quote`);
    const customerCopy = await trx
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", lead.id)
      .where("channel", "=", "customer_email")
      .executeTakeFirst();
    return {
      created: false,
      leadId: lead.id,
      quote: toQuoteDocument(existing),
      customerEmailQueued: Boolean(customerCopy),
    };
  }

  const quoteId = newId(now.getTime());
  for (;;) {
    // ON CONFLICT DO NOTHING, not a caught violation (that would abort a
    // PostgreSQL transaction). A number taken since the check (another
    // process, PostgreSQL only: SQLite's BEGIN IMMEDIATE admits one writer)
    // means trying the next one.
    const inserted = await trx
      .insertInto("quotes")
      .values({
        id: quoteId,
        quote_number: quoteNumber,
        lead_id: lead.id,
        access_token_hash: hashAccessToken(accessToken),
        status: "sent",
        contact_name: cappedText(contact.name, STORED_TEXT_MAX.name),
        contact_email: cappedText(contact.email, STORED_TEXT_MAX.email),
        contact_phone: cappedText(contact.phone, STORED_TEXT_MAX.phone),
        event_date: cappedOptionalText(event.eventDate, STORED_TEXT_MAX.eventDate),
        end_date: cappedOptionalText(event.endDate, STORED_TEXT_MAX.eventDate),
        setup_time: event.setupTime ?? null,
        collection_time: event.collectionTime ?? null,
        venue: cappedOptionalText(event.venue, STORED_TEXT_MAX.venue),
        venue_setting: event.setting ?? null,
        guests: event.guests ?? null,
        company_name: cappedOptionalText(company?.name, STORED_TEXT_MAX.venue),
        company_vat_number: company?.vatNumber ?? null,
        delivery_method: input.delivery?.method ?? null,
        delivery_zone: input.delivery?.zone ?? null,
        delivery_fee_cents: input.delivery ? input.delivery.feeCents : null,
        hire_days: hireDays,
        pricing_rule: input.pricingRule ?? null,
        lines: JSON.stringify(quote.lines),
        total_items: input.totalItems,
        // The lines after discounts, excluding VAT and delivery (as since 0002).
        total_price_cents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
        total_discount_cents: input.totalDiscountCents,
        vat_cents: totals.vatCents,
        total_cents: totals.totalCents,
        valid_until: validUntil,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .onConflict((oc) => oc.column("quote_number").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) break;
    quoteNumber = await freeQuoteNumber(trx, now, random, tried);
    quote = documentFor(quoteNumber);
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

export function leadNotificationOf(lead: LeadRow, quote: QuoteDocument): LeadNotification {
  return {
    leadId: lead.id,
    kind: lead.kind,
    source: lead.source,
    createdAt: lead.created_at,
    fullName: lead.full_name,
    email: lead.email,
    phone: lead.phone,
    referrer: lead.referrer,
    marketingConsent: Number(lead.marketing_consent) === 1,
    payload: quote as unknown as JsonObject,
  };
}

/**
 * The quote row `quoteNumber` names, when `token` is its access token (the
 * one the quote page was given at creation); undefined for an unknown number
 * and a wrong token alike, at the same cost.
 */
export async function rowForAccessToken(
  db: Kysely<Database>,
  quoteNumber: string,
  token: unknown,
): Promise<QuoteRow | undefined> {
  const row = await db.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
  const tokenMatches = accessTokenMatches(token, row?.access_token_hash ?? NO_QUOTE_HASH);
  return row && tokenMatches ? row : undefined;
}

/** What a decision adds to its row beyond its type (the live page's reasons, notes and form key). */
export interface CustomerDecisionInput {
  type: QuoteDecisionType;
  /** The version the customer decided on; refused unless it is the quote's current one. */
  quoteVersion: number;
  submissionKey?: string | null;
  declineReason?: string | null;
  note?: string | null;
}

/**
 * A customer's decision on `row` inside the caller's transaction: checks it
 * (checkCustomerDecision), moves the status, writes the decision and queues
 * the sales notification. The caller has proved the customer holds the quote.
 */
export async function applyCustomerDecision(
  trx: Kysely<Database>,
  row: QuoteRow,
  decision: CustomerDecisionInput,
  now: Date,
  channels: readonly OutboxChannel[],
): Promise<RecordDecisionResult> {
  const decidedAt = now.toISOString();
  const currentVersion = row.current_version ?? 1;
  const check = checkCustomerDecision({
    decision: decision.type,
    decidedOnVersion: decision.quoteVersion,
    stored: readQuoteStatus(row.status),
    currentVersion,
    validUntil: row.valid_until ?? undefined,
    now,
  });
  if (!check.allowed) {
    if (check.reason === "version_changed") return { status: "version_changed", currentVersion };
    return check.reason === "expired"
      ? { status: "expired", validUntil: row.valid_until ?? "" }
      : { status: "already_final", quoteStatus: check.status };
  }
  const { statusAfter } = check;

  // The status and version checks are part of the update, so a decision
  // racing another, or staff sending a version, on PostgreSQL cannot pass
  // them: it waits for the other's row lock and then finds the quote moved on.
  const updated = await trx
    .updateTable("quotes")
    .set({ status: statusAfter, updated_at: decidedAt })
    .where("id", "=", row.id)
    .where("status", "in", OPEN_QUOTE_STATUSES)
    .where((eb) => eb(eb.fn.coalesce("current_version", eb.lit(1)), "=", decision.quoteVersion))
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const current = await trx
      .selectFrom("quotes")
      .select(["status", "current_version"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    const version = current.current_version ?? 1;
    if (version !== decision.quoteVersion) return { status: "version_changed", currentVersion: version };
    return { status: "already_final", quoteStatus: readQuoteStatus(current.status) };
  }

  const decisionId = newId(now.getTime());
  await trx
    .insertInto("quote_decisions")
    .values({
      id: decisionId,
      quote_id: row.id,
      request_type: decision.type,
      status_after: statusAfter,
      created_at: decidedAt,
      submission_key: decision.submissionKey ?? null,
      decline_reason: decision.declineReason ?? null,
      note: decision.note ?? null,
      // The version the customer decided on, which the checks above made sure is the current one.
      quote_version: decision.quoteVersion,
    })
    .execute();

  const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.lead_id).executeTakeFirstOrThrow();
  const notification: LeadNotification = {
    ...leadNotificationOf(lead, toQuoteDocument(updated)),
    decision: { quoteNumber: row.quote_number, requestType: decision.type, status: statusAfter, decidedAt },
  };
  await queueNotification(trx, notification, channels, now);

  return { status: "recorded", quoteNumber: row.quote_number, quoteStatus: statusAfter, decidedAt, decisionId };
}

export type QueueQuoteEmailResult =
  /** `alreadyWaiting`: a copy was waiting to be sent, so no second one was added. */
  | { status: "queued"; alreadyWaiting: boolean }
  | { status: "not_found" }
  /** A cap of QUOTE_EMAIL_CAPS is reached for this quote or its address: nothing is queued or counted. */
  | { status: "capped"; retryAfterMs: number };

/**
 * The caps of "Email My Quote" as rules on the rate_limits table: per quote
 * and per recipient (the address as a SHA-256 digest, never in the clear).
 */
export function quoteEmailRules(quoteId: string, recipient: string): RateLimitRule[] {
  const address = createHash("sha256").update(recipient.trim().toLowerCase(), "utf8").digest("hex").slice(0, 32);
  return QUOTE_EMAIL_CAPS.flatMap((cap) => [
    { key: `quote-email:quote:${quoteId}:${cap.name}`, windowMs: cap.windowMs, limit: cap.limit, scope: "quote" },
    { key: `quote-email:to:${address}:${cap.name}`, windowMs: cap.windowMs, limit: cap.limit, scope: "recipient" },
  ]);
}

/**
 * The visitor's "Email My Quote": queues their copy of the quote (outbox
 * channel 'customer_email') for the holder of its access token. It is stored
 * for sending whether or not SMTP is configured: without SMTP it waits in the
 * outbox, visible to staff, like every notification. A copy still waiting is
 * not queued twice; past a cap of QUOTE_EMAIL_CAPS (per quote, per address)
 * nothing is queued (issue 32).
 */
export async function queueQuoteEmail(
  db: Kysely<Database>,
  quoteNumber: string,
  token: unknown,
  now: Date = new Date(),
): Promise<QueueQuoteEmailResult> {
  return db
    .transaction()
    .execute(async (trx): Promise<QueueQuoteEmailResult> => {
      const row = await trx.selectFrom("quotes").selectAll().where("quote_number", "=", quoteNumber).executeTakeFirst();
      if (!row || !accessTokenMatches(token, row.access_token_hash)) {
        // The same work for an unknown number as for a wrong token.
        if (!row) accessTokenMatches(token, NO_QUOTE_HASH);
        return { status: "not_found" };
      }
      const waiting = await trx
        .selectFrom("outbox")
        .select("id")
        .where("lead_id", "=", row.lead_id)
        .where("channel", "=", "customer_email")
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (waiting) return { status: "queued", alreadyWaiting: true };
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", row.lead_id).executeTakeFirstOrThrow();
      // Counted with the send in one transaction: past a cap the whole of it rolls back, counts included.
      await enforceRateLimits(trx, quoteEmailRules(row.id, row.contact_email), now);
      await queueNotification(trx, leadNotificationOf(lead, toQuoteDocument(row)), ["customer_email"], now);
      return { status: "queued", alreadyWaiting: false };
    })
    .catch((error: unknown) => {
      if (error instanceof RateLimitExceeded) return { status: "capped" as const, retryAfterMs: error.retryAfterMs };
      throw error;
    });
}
