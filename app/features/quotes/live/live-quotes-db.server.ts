// The live quote page's storage (decision 034): the link's token, derived
// from the quote's id with a site key so every sender (the e-mail, the PDF,
// the summary, WhatsApp) can print the same link without it being stored,
// and found again by its SHA-256, the only form the quotes table keeps; the
// customer's opens; and the decisions the page takes (acceptance record,
// decline reason, change request), each recorded once per form submission.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import {
  LIVE_QUOTE_TOKEN_PATTERN,
  type QuoteChangeLine,
  readQuoteChangeLines,
} from "#app/features/quotes/live/live-quote.ts";
import type { QuoteDecisionType, QuoteStatus } from "#app/features/quotes/quote-status.ts";
import { currentQuoteStatus, readQuoteStatus, statusAfterView } from "#app/features/quotes/quote-status.ts";
import { cappedOptionalText, cappedText } from "#app/platform/forms/storable-text.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { markCurrentVersionSeen } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { type StoredQuote, toStoredQuote } from "#app/features/quotes/quote-rows.server.ts";
import {
  type RecordDecisionResult,
  applyCustomerDecision,
  rowForAccessToken,
} from "#app/features/quotes/quote-decisions-db.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { siteKey } from "#app/platform/security/site-keys.server.ts";
import type { QuoteRow } from "#app/features/quotes/quotes-tables.server.ts";

const KEY_NAME = "live-quote-links";
/** Opens closer together than this are one visit in the history (first and last viewed still move). */
export const VIEW_VISIT_MS = 30 * 60_000;
const USER_AGENT_MAX = 400;
/** Stands in for a quote id when a token finds none, so an unknown token costs what a known one does. */
const NO_QUOTE_ID = "00000000-0000-7000-8000-000000000000";

/** The key the live links are derived with, made once by whichever process needs it first (cached per handle). */
export function liveQuoteKey(db: Kysely<Database>): Promise<Uint8Array> {
  return siteKey(db, KEY_NAME);
}

/** The token of a quote's live link: HMAC-SHA256 of its id under the site key, base64url. */
export function liveQuoteToken(key: Uint8Array, quoteId: string): string {
  return createHmac("sha256", key).update(`live-quote:${quoteId}`).digest("base64url");
}

export function hashLiveQuoteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The quote's live link token, its hash stored on first use (quotes made
 * before the live page get theirs then). Undefined when there is no such quote.
 */
export async function issueLiveQuoteToken(db: Kysely<Database>, quoteNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("quotes")
    .select(["id", "live_token_hash"])
    .where("quote_number", "=", quoteNumber)
    .executeTakeFirst();
  if (!row) return undefined;
  const token = liveQuoteToken(await liveQuoteKey(db), row.id);
  if (row.live_token_hash === null) {
    await db
      .updateTable("quotes")
      .set({ live_token_hash: hashLiveQuoteToken(token) })
      .where("id", "=", row.id)
      .where("live_token_hash", "is", null)
      .execute();
  }
  return token;
}

/**
 * The quote row a live token opens, or undefined. The row is found by the
 * token's hash, then the token is checked against the one derived from the
 * row's id in constant time; a token that finds nothing is checked against a
 * stand-in, so right and wrong tokens cost the same.
 */
async function rowForToken(db: Kysely<Database>, token: unknown): Promise<QuoteRow | undefined> {
  const key = await liveQuoteKey(db);
  const shaped = typeof token === "string" && LIVE_QUOTE_TOKEN_PATTERN.test(token);
  const given = shaped ? token : "0".repeat(43);
  const row = await db
    .selectFrom("quotes")
    .selectAll()
    .where("live_token_hash", "=", hashLiveQuoteToken(given))
    .executeTakeFirst();
  const expected = Buffer.from(liveQuoteToken(key, row?.id ?? NO_QUOTE_ID));
  const matches = timingSafeEqual(Buffer.from(given), expected);
  return shaped && row && matches ? row : undefined;
}

export interface LiveQuote {
  stored: StoredQuote;
  /** The status as the customer sees it now (an open quote past its last day reads expired). */
  status: QuoteStatus;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
}

function liveQuoteOf(row: QuoteRow, now: Date): LiveQuote {
  const stored = toStoredQuote(row);
  return {
    stored,
    status: currentQuoteStatus(stored.quote.status, stored.quote.validUntil, now),
    firstViewedAt: row.first_viewed_at,
    lastViewedAt: row.last_viewed_at,
  };
}

/**
 * The quote a live link opens. `recordView`: the customer opened the page
 * (never staff): first and last viewed move, a sent quote becomes viewed, and
 * the history gains a visit when the last one was over half an hour ago.
 */
export async function openLiveQuote(
  db: Kysely<Database>,
  token: unknown,
  { recordView, now = new Date() }: { recordView: boolean; now?: Date },
): Promise<LiveQuote | undefined> {
  const found = await rowForToken(db, token);
  if (!found) return undefined;
  if (!recordView) return liveQuoteOf(found, now);
  const viewedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("quotes").selectAll().where("id", "=", found.id).executeTakeFirstOrThrow();
    const stored = readQuoteStatus(row.status);
    const updated = await trx
      .updateTable("quotes")
      .set({
        status: statusAfterView(stored),
        first_viewed_at: row.first_viewed_at ?? viewedAt,
        last_viewed_at: viewedAt,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The version in front of the customer is seen: it can never change from now on (decision 039).
    await markCurrentVersionSeen(trx, row, now);
    const recent = await trx
      .selectFrom("quote_views")
      .select("id")
      .where("quote_id", "=", row.id)
      .where("viewed_at", ">", new Date(now.getTime() - VIEW_VISIT_MS).toISOString())
      .executeTakeFirst();
    if (!recent) {
      await trx
        .insertInto("quote_views")
        .values({ id: newId(now.getTime()), quote_id: row.id, viewed_at: viewedAt })
        .execute();
    }
    return liveQuoteOf(updated, now);
  });
}

/**
 * A customer's decision as it is stored, whichever page it came from: the
 * version it was made on, and what its kind carries. An acceptance always has
 * its typed name and the hire terms' version (issue 32): there is no
 * acceptance without its record.
 */
export type CustomerDecision = { quoteVersion: number } & (
  | { type: "accept"; signedName: string; termsVersion: string; ipAddress: string | null; userAgent: string | null }
  | { type: "decline"; reason: string | null; note?: string }
  /** A change request; with no lines and `wantsDiscount` it is the spec's discount request. */
  | { type: "changes"; lines: readonly QuoteChangeLine[]; wantsDiscount: boolean; note?: string }
  | { type: "undecided" }
);

/** How the customer shows they hold the quote: its live link's token, or the access token the quote page got. */
export type QuoteHolder = { liveToken: unknown } | { quoteNumber: string; accessToken: unknown };

export type CustomerDecisionResult = RecordDecisionResult;

async function rowForHolder(db: Kysely<Database>, holder: QuoteHolder): Promise<QuoteRow | undefined> {
  return "liveToken" in holder
    ? rowForToken(db, holder.liveToken)
    : rowForAccessToken(db, holder.quoteNumber, holder.accessToken);
}

/**
 * The one way a customer's decision is stored (issue 32), from the live
 * page, its JSON twin and the quotes API alike: in one transaction, the rule
 * (open, unexpired, and on the current version: checkCustomerDecision), the
 * decision, its record (an acceptance with its version and total, a change
 * request) and the sales e-mail. The same `submissionKey` twice (a double
 * click, a resent form) records once and answers as the first did.
 */
export async function recordCustomerDecision(
  db: Kysely<Database>,
  holder: QuoteHolder,
  decision: CustomerDecision,
  {
    submissionKey = null,
    now = new Date(),
    channels = ["email"],
  }: { submissionKey?: string | null; now?: Date; channels?: readonly OutboxChannel[] } = {},
): Promise<CustomerDecisionResult> {
  const found = await rowForHolder(db, holder);
  if (!found) return { status: "not_found" };
  const type: QuoteDecisionType =
    decision.type === "changes" && decision.lines.length === 0 && decision.wantsDiscount ? "discount" : decision.type;

  return db.transaction().execute(async (trx): Promise<CustomerDecisionResult> => {
    // Takes the quote's row lock first (PostgreSQL; SQLite admits one writer),
    // so the same form posted twice at once finds the first one's decision.
    await trx
      .updateTable("quotes")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", found.id)
      .execute();
    const repeated = submissionKey
      ? await trx
          .selectFrom("quote_decisions")
          .selectAll()
          .where("quote_id", "=", found.id)
          .where("submission_key", "=", submissionKey)
          .executeTakeFirst()
      : undefined;
    if (repeated) {
      return {
        status: "recorded",
        quoteNumber: found.quote_number,
        quoteStatus: readQuoteStatus(repeated.status_after),
        decidedAt: repeated.created_at,
        decisionId: repeated.id,
      };
    }
    const row = await trx.selectFrom("quotes").selectAll().where("id", "=", found.id).executeTakeFirstOrThrow();
    const result = await applyCustomerDecision(
      trx,
      row,
      {
        type,
        quoteVersion: decision.quoteVersion,
        submissionKey,
        declineReason: decision.type === "decline" ? decision.reason : null,
        note:
          decision.type === "decline" || decision.type === "changes" ? cappedOptionalText(decision.note, 1000) : null,
      },
      now,
      channels,
    );
    if (result.status !== "recorded") return result;
    if (decision.type === "accept") {
      await trx
        .insertInto("quote_acceptances")
        .values({
          id: newId(now.getTime()),
          quote_id: row.id,
          decision_id: result.decisionId,
          signed_name: cappedText(decision.signedName, 120),
          terms_version: decision.termsVersion,
          ip_address: decision.ipAddress,
          user_agent: cappedOptionalText(decision.userAgent ?? undefined, USER_AGENT_MAX),
          accepted_at: result.decidedAt,
          // The version just checked to be the current one, and the total the customer read on it.
          quote_version: decision.quoteVersion,
          total_cents: toStoredQuote(row).quote.totalCents,
        })
        .execute();
    } else if (decision.type === "changes") {
      await trx
        .insertInto("quote_change_requests")
        .values({
          id: newId(now.getTime()),
          quote_id: row.id,
          decision_id: result.decisionId,
          wants_discount: decision.wantsDiscount ? 1 : 0,
          note: cappedOptionalText(decision.note, 1000),
          lines: JSON.stringify(decision.lines),
          created_at: result.decidedAt,
        })
        .execute();
    }
    return result;
  });
}

export interface QuoteAcceptanceRecord {
  signedName: string;
  termsVersion: string;
  ipAddress: string | null;
  userAgent: string | null;
  acceptedAt: string;
  /** The version accepted and its total including VAT (null only on rows the migration could not date). */
  quoteVersion: number | null;
  totalCents: number | null;
}

export interface QuoteChangeRequestRecord {
  lines: QuoteChangeLine[];
  wantsDiscount: boolean;
  note: string | null;
}

/** One entry of a quote's history: a visit to its page, or a decision with what it carried. */
export type QuoteHistoryEntry =
  | { kind: "view"; at: string }
  | {
      kind: "decision";
      at: string;
      type: QuoteDecisionType;
      statusAfter: QuoteStatus;
      declineReason: string | null;
      note: string | null;
      acceptance?: QuoteAcceptanceRecord;
      changeRequest?: QuoteChangeRequestRecord;
    };

function readChangeLines(text: string): QuoteChangeLine[] {
  return readQuoteChangeLines(JSON.parse(text));
}

/** A quote's history, oldest first: every decision (with its record) and every visit to its page. */
export async function quoteHistory(db: Kysely<Database>, quoteId: string): Promise<QuoteHistoryEntry[]> {
  const [decisions, views, acceptances, changes] = await Promise.all([
    db.selectFrom("quote_decisions").selectAll().where("quote_id", "=", quoteId).execute(),
    db.selectFrom("quote_views").selectAll().where("quote_id", "=", quoteId).execute(),
    db.selectFrom("quote_acceptances").selectAll().where("quote_id", "=", quoteId).execute(),
    db.selectFrom("quote_change_requests").selectAll().where("quote_id", "=", quoteId).execute(),
  ]);
  const entries: (QuoteHistoryEntry & { id: string })[] = [
    ...views.map((view) => ({ kind: "view" as const, at: view.viewed_at, id: view.id })),
    ...decisions.map((decision) => {
      const acceptance = acceptances.find((record) => record.decision_id === decision.id);
      const change = changes.find((record) => record.decision_id === decision.id);
      return {
        kind: "decision" as const,
        id: decision.id,
        at: decision.created_at,
        type: decision.request_type,
        statusAfter: readQuoteStatus(decision.status_after),
        declineReason: decision.decline_reason,
        note: decision.note,
        ...(acceptance
          ? {
              acceptance: {
                signedName: acceptance.signed_name,
                termsVersion: acceptance.terms_version,
                ipAddress: acceptance.ip_address,
                userAgent: acceptance.user_agent,
                acceptedAt: acceptance.accepted_at,
                quoteVersion: acceptance.quote_version === null ? null : Number(acceptance.quote_version),
                totalCents: acceptance.total_cents === null ? null : Number(acceptance.total_cents),
              },
            }
          : {}),
        ...(change
          ? {
              changeRequest: {
                lines: readChangeLines(change.lines),
                wantsDiscount: Number(change.wants_discount) === 1,
                note: change.note,
              },
            }
          : {}),
      };
    }),
  ];
  entries.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at.localeCompare(b.at)));
  return entries.map(({ id: _id, ...entry }) => entry);
}

/** What staff see of a quote's live page: status, first and last opened (null until the customer opens it). */
export async function liveQuoteViews(
  db: Kysely<Database>,
  quoteId: string,
): Promise<{ firstViewedAt: string | null; lastViewedAt: string | null } | undefined> {
  const row = await db
    .selectFrom("quotes")
    .select(["first_viewed_at", "last_viewed_at"])
    .where("id", "=", quoteId)
    .executeTakeFirst();
  return row ? { firstViewedAt: row.first_viewed_at, lastViewedAt: row.last_viewed_at } : undefined;
}
