// A customer's decision on their quote, the one way in (issue 32): the live
// page's form (no JavaScript), its island's JSON twin and the quote page's
// API (POST /api/quotes/:quoteNumber/decisions) each parse their own post,
// then call takeCustomerDecision. It counts the client's quote_decision
// limit and stores the decision through the one storage rule: only on an open,
// unexpired quote and on the version the customer had in front of them; an
// acceptance always with the typed name, the hire terms, the version and its
// total. The entry points only turn the outcome into their answer.
import type { RouterContextProvider } from "react-router";
import { HIRE_TERMS_VERSION } from "#app/features/site/index.ts";
import { type QuoteDecisionType, type QuoteStatus, quoteChangedMessage } from "#app/features/quotes/quote-status.ts";
import type { CustomerDecision, QuoteHolder } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { leadIntakeFrom } from "#app/features/leads/index.server.ts";
import { logError, logInfo } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";

export type CustomerDecisionOutcome =
  | {
      status: "recorded";
      quoteNumber: string;
      /** As stored: a change request without lines is the spec's discount request. */
      requestType: QuoteDecisionType;
      quoteStatus: QuoteStatus;
      decidedAt: string;
    }
  | { status: "expired"; validUntil: string }
  | { status: "already_final"; quoteStatus: QuoteStatus }
  /** 409: staff sent a newer version; `message` is what the customer reads ("This quote changed: …"). */
  | { status: "version_changed"; currentVersion: number; message: string }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

/**
 * An acceptance as every entry point records it: the name the customer typed
 * as their signature, the hire terms in force, the version they accepted and
 * where they accepted from (the record the acceptance is evidence of).
 */
export function acceptanceOf(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { signedName, quoteVersion }: { signedName: string; quoteVersion: number },
): CustomerDecision {
  return {
    type: "accept",
    quoteVersion,
    signedName,
    termsVersion: HIRE_TERMS_VERSION,
    ipAddress: context.get(clientIpContext),
    userAgent: request.headers.get("User-Agent"),
  };
}

function requestTypeOf(decision: CustomerDecision): QuoteDecisionType {
  return decision.type === "changes" && decision.lines.length === 0 && decision.wantsDiscount
    ? "discount"
    : decision.type;
}

/** Takes a checked decision for the holder of the quote: counted, then stored by the one rule, or refused. */
export async function takeCustomerDecision(
  context: Readonly<RouterContextProvider>,
  holder: QuoteHolder,
  decision: CustomerDecision,
  submissionKey: string | null = null,
): Promise<CustomerDecisionOutcome> {
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_decision");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const result = await context.get(quoteStoreContext).recordCustomerDecision(holder, decision, submissionKey);
    switch (result.status) {
      case "recorded": {
        const requestType = requestTypeOf(decision);
        logInfo("quote.decision", {
          quoteNumber: result.quoteNumber,
          requestType,
          quoteVersion: decision.quoteVersion,
          status: result.quoteStatus,
        });
        return {
          status: "recorded",
          quoteNumber: result.quoteNumber,
          requestType,
          quoteStatus: result.quoteStatus,
          decidedAt: result.decidedAt,
        };
      }
      case "version_changed":
        logInfo("quote.decision_on_old_version", {
          decidedOnVersion: decision.quoteVersion,
          currentVersion: result.currentVersion,
        });
        return { ...result, message: quoteChangedMessage(result.currentVersion) };
      default:
        return result;
    }
  } catch (error) {
    logError("quote.decision_failed", error);
    return { status: "unavailable" };
  }
}
