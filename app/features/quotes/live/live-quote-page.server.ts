// The live quote page's server side (/q/<token>): reading the quote for its
// link (counting the customer's opens, not staff's), and the decisions its
// forms post, checked with the same schemas the page's island uses. The page
// route (no JavaScript) and its JSON twin (the island) both call these.
import type { RouterContextProvider } from "react-router";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import type { FieldErrors } from "#app/features/leads/index.ts";
import {
  LIVE_QUOTE_INTENTS,
  type LiveQuoteIntent,
  changedLines,
  liveQuoteSchemaFor,
} from "#app/features/quotes/live/live-quote.ts";
import {
  type LiveQuoteVersions,
  type LiveQuoteView,
  liveQuoteVersions,
  liveQuoteView,
  withVersionHistory,
} from "#app/features/quotes/live/live-quote-view.ts";
import { quoteExpiredMessage } from "#app/features/quotes/quote-expiry.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus } from "#app/features/quotes/quote-status.ts";
import type { CustomerDecision } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { leadIntakeFrom } from "#app/features/leads/index.server.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { acceptanceOf, takeCustomerDecision } from "#app/features/quotes/live/customer-decisions.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { currentStaff, staffServicesFrom } from "#app/features/staff/index.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";

export type LiveQuotePageOutcome =
  | { status: "ok"; view: LiveQuoteView; versions: Omit<LiveQuoteVersions, "history"> }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

/** Whether a member of staff, signed in on this browser, is looking: their opens are not the customer's. */
async function staffIsLooking(context: Readonly<RouterContextProvider>, request: Request): Promise<boolean> {
  if (!request.headers.get("Cookie")) return false;
  try {
    return Boolean(await currentStaff(staffServicesFrom(context), request));
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
    const intake = leadIntakeFrom(context);
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
  /** Staff sent a newer version since the page was drawn: the customer reviews it first (409). */
  | { status: "version_changed"; message: string; currentVersion: number }
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
 * A decision posted from the live page (its form or its island): checked
 * with its schema, then taken by the one decision rule
 * (takeCustomerDecision) for the holder of the page's link.
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

  const value = submission.value;
  const { quoteVersion } = value;
  let decision: CustomerDecision;
  if (value.intent === "accept") {
    decision = acceptanceOf(context, request, { signedName: value.signedName, quoteVersion });
  } else if (value.intent === "undecided") {
    decision = { type: "undecided", quoteVersion };
  } else if (value.intent === "decline") {
    decision = { type: "decline", quoteVersion, reason: value.reason, ...(value.note ? { note: value.note } : {}) };
  } else {
    // The lines are named as the quote names them, never as the form did.
    const live = await context
      .get(quoteStoreContext)
      .openLiveQuote(token, { recordView: false })
      .catch((error: unknown) => {
        logError("live_quote.decision_failed", error);
        return null;
      });
    if (live === null) return { status: "unavailable" };
    if (!live) return { status: "not_found" };
    decision = {
      type: "changes",
      quoteVersion,
      lines: changedLines(value.lines, live.stored.quote.lines),
      wantsDiscount: value.wantsDiscount === "on",
      ...(value.note ? { note: value.note } : {}),
    };
  }

  const outcome = await takeCustomerDecision(context, { liveToken: token }, decision, value.submissionKey);
  switch (outcome.status) {
    case "recorded":
      return { status: "recorded", intent, requestType: outcome.requestType, quoteStatus: outcome.quoteStatus };
    case "expired": {
      const live = await context
        .get(quoteStoreContext)
        .openLiveQuote(token, { recordView: false })
        .catch(() => undefined);
      return {
        status: "expired",
        message: quoteExpiredMessage(live?.stored.quote.quoteNumber ?? "", outcome.validUntil),
      };
    }
    case "already_final":
      return {
        status: "already_decided",
        message: `This quote is already ${QUOTE_STATUS_LABELS[outcome.quoteStatus].toLowerCase()}, so it takes no further decision here. Please call or WhatsApp us to change it.`,
      };
    case "version_changed":
      return { status: "version_changed", message: outcome.message, currentVersion: outcome.currentVersion };
    default:
      return outcome;
  }
}
