// The quotes' part in the data layer: the visitor's copy of a quote (outbox
// channel 'customer_email'), the channels a new quote is queued on, and the
// quote store the quote endpoints and pages use, over the platform's DataLayer.
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { DataFeature, DataLayer } from "#app/platform/db/data-layer.server.ts";
import { hashIp } from "#app/platform/db/ip-hash.server.ts";
import type { OutboxChannel } from "#app/platform/db/schema.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import { queuedChannels } from "#app/features/leads/index.server.ts";
import { createCustomerEmailSenderFromEnv } from "#app/features/quotes/emails/customer-email.server.ts";
import {
  type CustomerDecision,
  type CustomerDecisionResult,
  type LiveQuote,
  type QuoteHistoryEntry,
  type QuoteHolder,
  issueLiveQuoteToken,
  openLiveQuote,
  quoteHistory,
  recordCustomerDecision,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import {
  type CreateQuoteResult,
  type NewQuote,
  type QuoteAccess,
  type QueueQuoteEmailResult,
  getQuoteForToken,
  issueQuoteLinkToken,
  queueQuoteEmail,
  storeQuote,
} from "#app/features/quotes/quotes-db.server.ts";
import { type QuoteVersionRecord, listQuoteVersions } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import type { BasketLine } from "#app/features/quotes/basket/quote-basket.ts";
import {
  deleteBasket,
  pruneExpiredBaskets,
  readBasket,
  saveBasket,
} from "#app/features/quotes/basket/quote-baskets-db.server.ts";

/** Where links in e-mails point when no site address is given (SITE_URL's default). */
const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * Channels to queue for a new quote: the lead's, plus the visitor's own copy
 * when SMTP is configured. Unlike the sales e-mail, a customer copy is not
 * left waiting for SMTP to appear: a quote e-mailed days later would surprise.
 */
export function quoteChannels(env: Pick<DataEnv, "LEADS_WEBHOOK_URL" | "SMTP_URL">): OutboxChannel[] {
  const channels = queuedChannels(env);
  return env.SMTP_URL ? [...channels, "customer_email"] : channels;
}

/** The tokens the visitor's copy links with, made at send time. */
export interface QuoteLinks {
  issueLinkToken: (quoteNumber: string) => Promise<string | undefined>;
  /** The quote's live page token, for the link in the visitor's copy. */
  issueLiveToken?: (quoteNumber: string) => Promise<string | undefined>;
}

/** The visitor's copy's sender, when SMTP is configured; it links to the quote at `siteUrl`. */
export function quoteSenders(env: DataEnv, siteUrl: string | undefined, links: QuoteLinks): OutboxSenders {
  const customerEmail = createCustomerEmailSenderFromEnv(env, {
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    issueLinkToken: links.issueLinkToken,
    ...(links.issueLiveToken ? { issueLiveToken: links.issueLiveToken } : {}),
  });
  return customerEmail ? { customer_email: customerEmail } : {};
}

/** How often expired no-JavaScript baskets are deleted. */
const BASKET_PRUNE_EVERY_MS = 60 * 60_000;

export function quotesDataFeature(env: DataEnv, siteUrl: string | undefined): DataFeature {
  return {
    jobs: [
      {
        name: "quote_basket.prune",
        everyMs: BASKET_PRUNE_EVERY_MS,
        run: ({ db }) => pruneExpiredBaskets(db, new Date()),
      },
    ],
    senders: (db) =>
      quoteSenders(env, siteUrl, {
        issueLinkToken: (quoteNumber) => issueQuoteLinkToken(db, quoteNumber),
        issueLiveToken: (quoteNumber) => issueLiveQuoteToken(db, quoteNumber),
      }),
    gauges: [
      {
        name: "site_quotes",
        help: "Quotes stored, by their recorded status.",
        labelNames: ["status"],
        async read(db) {
          const rows = await db
            .selectFrom("quotes")
            .select(["status", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
            .groupBy("status")
            .execute();
          return rows.map((row) => ({ labels: { status: row.status }, value: Number(row.count) }));
        },
      },
    ],
  };
}

export interface CreateQuoteInput extends Omit<NewQuote, "channels" | "ipHash"> {
  /** The client's address; stored only as a salted hash (IP_HASH_SALT). */
  ip?: string | null;
}

/** What the quote endpoints and the live quote page read and write through. */
export interface QuoteStore {
  /**
   * Stores a quote (and its lead) with the sales notification and, when SMTP
   * is configured, the visitor's copy; then asks the worker to send them.
   */
  createQuote(input: CreateQuoteInput, rateLimits?: readonly RateLimitRule[]): Promise<CreateQuoteResult>;
  /**
   * A customer's decision on a quote, from any page, for the holder of its
   * live link or access token: checked (open, unexpired, on the current
   * version), recorded once per submission key with its record, then the
   * sales e-mail is sent.
   */
  recordCustomerDecision(
    holder: QuoteHolder,
    decision: CustomerDecision,
    submissionKey?: string | null,
  ): Promise<CustomerDecisionResult>;
  /** The quote, for the holder of its access token or of its e-mail's link token. */
  getQuote(quoteNumber: string, token: unknown): Promise<QuoteAccess>;
  /** "Email My Quote": queues the visitor's copy for the holder of the access token, then asks the worker to send it. */
  queueQuoteEmail(quoteNumber: string, token: unknown): Promise<QueueQuoteEmailResult>;
  /** The token of the quote's live page link (/q/<token>); undefined when there is no such quote. */
  liveQuoteToken(quoteNumber: string): Promise<string | undefined>;
  /** The quote a live link opens; `recordView` when the customer (not staff) opened it. */
  openLiveQuote(token: unknown, options: { recordView: boolean }): Promise<LiveQuote | undefined>;
  /** A quote's decisions and visits, oldest first. */
  quoteHistory(quoteId: string): Promise<QuoteHistoryEntry[]>;
  /** A quote's versions, v1 first (decision 039). */
  quoteVersions(quoteId: string): Promise<QuoteVersionRecord[]>;
  /** The quote baskets of visitors without JavaScript, by their cookie's token (decision 066). */
  baskets: QuoteBaskets;
}

export interface QuoteBaskets {
  read(token: string): Promise<BasketLine[]>;
  /** Keeps the lines (an empty list deletes the basket). */
  save(token: string, lines: readonly BasketLine[]): Promise<void>;
  delete(token: string): Promise<void>;
}

export function createQuoteStore(layer: DataLayer): QuoteStore {
  const { db, env } = layer;
  const newQuoteChannels = quoteChannels(env);
  // Quotes arriving together share one commit (see group-commit.server.ts).
  const quoteWrites = layer.groupCommit((trx, write: { input: NewQuote; rateLimits: readonly RateLimitRule[] }) =>
    storeQuote(trx, write.input, write.rateLimits),
  );
  return {
    async createQuote({ ip, ...input }, rateLimits = []) {
      const result = await quoteWrites.submit({
        input: { ...input, ipHash: hashIp(ip, env.IP_HASH_SALT), channels: newQuoteChannels },
        rateLimits,
      });
      if (result.created) layer.kickOutbox();
      return result;
    },
    getQuote: (quoteNumber, token) => getQuoteForToken(db, quoteNumber, token, { allowLinkToken: true }),
    async queueQuoteEmail(quoteNumber, token) {
      const result = await queueQuoteEmail(db, quoteNumber, token);
      if (result.status === "queued" && !result.alreadyWaiting) layer.kickOutbox();
      return result;
    },
    liveQuoteToken: (quoteNumber) => issueLiveQuoteToken(db, quoteNumber),
    openLiveQuote: (token, { recordView }) => openLiveQuote(db, token, { recordView }),
    async recordCustomerDecision(holder, decision, submissionKey) {
      const result = await recordCustomerDecision(db, holder, decision, { submissionKey });
      if (result.status === "recorded") layer.kickOutbox();
      return result;
    },
    quoteHistory: (quoteId) => quoteHistory(db, quoteId),
    quoteVersions: (quoteId) => listQuoteVersions(db, quoteId),
    baskets: {
      read: (token) => readBasket(db, token, new Date()),
      save: (token, lines) => saveBasket(db, token, lines, new Date()),
      delete: (token) => deleteBasket(db, token),
    },
  };
}
