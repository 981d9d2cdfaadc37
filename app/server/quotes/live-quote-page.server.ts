// The live quote page's server side (/q/<token>): reading the quote for its
// link (counting the customer's opens, not staff's), and the decisions its
// forms post, checked with the same schemas the page's island uses. The page
// route (no JavaScript) and its JSON twin (the island) both call these.
import type { RouterContextProvider } from "react-router";
import { HIRE_TERMS_VERSION } from "../../content/hire-terms.ts";
import { firstMessages, parseFormSubmission } from "../../lib/form-submission.ts";
import type { FieldErrors } from "../../lib/lead-forms.ts";
import { LIVE_QUOTE_INTENTS, type LiveQuoteIntent, changedLines, liveQuoteSchemaFor } from "../../lib/live-quote.ts";
import {
  type LiveQuoteVersions,
  type LiveQuoteView,
  liveQuoteVersions,
  liveQuoteView,
  withVersionHistory,
} from "../../lib/live-quote-view.ts";
import { quoteExpiredMessage } from "../../lib/quote-expiry.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "../../lib/quote-status.ts";
import type { LiveDecision } from "../db/live-quotes.server.ts";
import { leadIntakeFrom } from "../leads/intake-context.server.ts";
import { logError, logInfo } from "../log.server.ts";
import { clientIpContext } from "../request-context.server.ts";
import { currentStaff } from "../staff/staff-auth.server.ts";
import { staffServicesFrom } from "../staff/staff-context.server.ts";
import { quoteStoreContext } from "./quote-store-context.server.ts";

export type LiveQuotePageOutcome =
  | { status: "ok"; view: LiveQuoteView; versions: Omit<LiveQuoteVersions, "history"> }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

/** Whether a member of staff, signed in on this browser, is looking: their opens are not the customer's. */
async function staffIsLooking(context: Readonly<RouterContextProvider>, request: Request): Promise<boolean> {
  if (!request.headers.get("Cookie")) return false;
  try {
    return Boolean(await currentStaff(await staffServicesFrom(context), request));
  } catch {
    return false;
  }
}

/** The page for a live link: every lookup counts against the client's quote_lookup limit, as the PDF's do. */
export async function loadLiveQuotePage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
  { countView = true }: { countView?: boolean } = {},
): Promise<LiveQuotePageOutcome> {
  try {
    const intake = await leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_lookup");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const store = context.get(quoteStoreContext);
    const recordView = countView && request.method === "GET" && !(await staffIsLooking(context, request));
    const live = await store.openLiveQuote(token, { recordView });
    if (!live) return { status: "not_found" };
    const [history, stored] = await Promise.all([
      store.quoteHistory(live.stored.id),
      store.quoteVersions(live.stored.id),
    ]);
    // The versions sent (decision 039): their list, the current one's difference, and their lines in the history.
    const { history: versionLines, ...versions } = liveQuoteVersions(live.stored.quote, stored, token);
    const view = withVersionHistory(liveQuoteView(live.stored.quote, live.status, history, token), versionLines);
    return { status: "ok", view, versions };
  } catch (error) {
    logError("live_quote.read_failed", error);
    return { status: "unavailable" };
  }
}

export type LiveDecisionOutcome =
  | { status: "recorded"; intent: LiveQuoteIntent; requestType: string; quoteStatus: QuoteStatus }
  | { status: "invalid"; intent: LiveQuoteIntent | null; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "expired"; message: string }
  | { status: "already_decided"; message: string }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

function readIntent(formData: FormData): LiveQuoteIntent | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && (LIVE_QUOTE_INTENTS as readonly string[]).includes(intent)
    ? (intent as LiveQuoteIntent)
    : null;
}

/** What the customer typed, to show again beside the messages after a post without JavaScript. */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string" && name !== "submissionKey") values[name] = value;
  return values;
}

/**
 * A decision posted from the live page: checked with its schema, then stored
 * once per submission key with its record (acceptance, decline reason, change
 * request). Counted against the client's quote_decision limit.
 */
export async function submitLiveDecision(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
  formData: FormData,
): Promise<LiveDecisionOutcome> {
  const intent = readIntent(formData);
  if (!intent) {
    return { status: "invalid", intent: null, fieldErrors: { intent: "Choose what to do with the quote" }, values: {} };
  }
  const payload = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") payload.append(name, value);
  const submission = parseFormSubmission(payload, liveQuoteSchemaFor(intent));
  if (submission.status !== "success") {
    return {
      status: "invalid",
      intent,
      fieldErrors: firstMessages(submission.error),
      values: typedValues(formData),
    };
  }

  try {
    const intake = await leadIntakeFrom(context);
    const ip = context.get(clientIpContext);
    const limit = await intake.checkRateLimits(ip, "quote_decision");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const store = context.get(quoteStoreContext);
    const value = submission.value;
    let decision: LiveDecision;
    if (value.intent === "accept") {
      decision = {
        type: "accept",
        signedName: value.signedName,
        termsVersion: HIRE_TERMS_VERSION,
        ipAddress: ip,
        userAgent: request.headers.get("User-Agent"),
      };
    } else if (value.intent === "undecided") {
      decision = { type: "undecided" };
    } else if (value.intent === "decline") {
      decision = { type: "decline", reason: value.reason, ...(value.note ? { note: value.note } : {}) };
    } else {
      // The lines are named as the quote names them, never as the form did.
      const live = await store.openLiveQuote(token, { recordView: false });
      if (!live) return { status: "not_found" };
      decision = {
        type: "changes",
        lines: changedLines(value.lines, live.stored.quote.lines),
        wantsDiscount: value.wantsDiscount === "on",
        ...(value.note ? { note: value.note } : {}),
      };
    }
    const result = await store.recordLiveDecision(token, decision, value.submissionKey);
    switch (result.status) {
      case "recorded": {
        const requestType =
          decision.type === "changes" && decision.lines.length === 0 ? "discount" : (decision.type as string);
        logInfo("live_quote.decision", { quoteNumber: result.quoteNumber, requestType, status: result.quoteStatus });
        return { status: "recorded", intent, requestType, quoteStatus: result.quoteStatus };
      }
      case "expired": {
        const live = await store.openLiveQuote(token, { recordView: false });
        return {
          status: "expired",
          message: quoteExpiredMessage(live?.stored.quote.quoteNumber ?? "", result.validUntil),
        };
      }
      case "already_final":
        return {
          status: "already_decided",
          message: `This quote is already ${QUOTE_STATUS_LABELS[result.quoteStatus].toLowerCase()}, so it takes no further decision here. Please call or WhatsApp us to change it.`,
        };
      case "not_found":
        return { status: "not_found" };
    }
  } catch (error) {
    logError("live_quote.decision_failed", error);
    return { status: "unavailable" };
  }
}
