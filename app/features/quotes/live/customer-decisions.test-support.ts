// Decisions as the tests take them on a quote never revised (version 1),
// through the one storage rule (recordCustomerDecision): by the live link's
// token, or by the access token with the quote page's four request types.
import type { Kysely } from "kysely";
import type { QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import { type CustomerDecision, recordCustomerDecision } from "#app/features/quotes/live/live-quotes-db.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";

type WithoutVersion<Decision> = Decision extends unknown ? Omit<Decision, "quoteVersion"> : never;

/** A decision from the live page on version 1. */
export function recordLiveDecision(
  db: Kysely<Database>,
  token: unknown,
  decision: WithoutVersion<CustomerDecision>,
  options: { submissionKey?: string; now?: Date; channels?: readonly OutboxChannel[] } = {},
) {
  return recordCustomerDecision(db, { liveToken: token }, { ...decision, quoteVersion: 1 }, options);
}

/** The quote page's decision of `requestType` on version 1; an acceptance signed as the API takes it. */
export function recordDecision(
  db: Kysely<Database>,
  quoteNumber: string,
  accessToken: unknown,
  requestType: QuoteRequestType,
  now: Date = new Date(),
  channels: readonly OutboxChannel[] = ["email"],
) {
  const decisions: Record<QuoteRequestType, CustomerDecision> = {
    accept: {
      type: "accept",
      quoteVersion: 1,
      signedName: "Thandi Mokoena",
      termsVersion: "2026-11",
      ipAddress: null,
      userAgent: null,
    },
    discount: { type: "changes", quoteVersion: 1, lines: [], wantsDiscount: true },
    decline: { type: "decline", quoteVersion: 1, reason: null },
    undecided: { type: "undecided", quoteVersion: 1 },
  };
  return recordCustomerDecision(db, { quoteNumber, accessToken }, decisions[requestType], { now, channels });
}
