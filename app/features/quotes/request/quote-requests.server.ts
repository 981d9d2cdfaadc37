// The quote submissions, one server function each: a new quote (priced on the
// server from the catalogue, stored with its lead and e-mails) and a decision
// on one (for the holder of its token); and the quote's PDF for that holder.
// The endpoints under /api/quotes call these and turn the outcome into HTTP;
// a page action taking the same submission would call them too.
import type { RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { catalogueFrom, catalogueResolver } from "#app/features/catalogue/index.server.ts";
import type { CatalogueView } from "#app/features/catalogue/index.ts";
import { type FieldError, fieldErrors } from "#app/platform/forms/field-errors.ts";
import { type QuoteStatus, quoteVatTotals } from "#app/features/quotes/quote-document.ts";
import {
  quoteDecisionSchema,
  quoteRequestSchema,
  readRequestedItems,
} from "#app/features/quotes/request/quote-request-schema.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { CreateQuoteResult, QuoteAccess } from "#app/features/quotes/quotes-db.server.ts";
import type { CustomerDecision } from "#app/features/quotes/live/live-quotes-db.server.ts";
import {
  type CustomerDecisionOutcome,
  acceptanceOf,
  takeCustomerDecision,
} from "#app/features/quotes/live/customer-decisions.server.ts";
import {
  type ChallengeResult,
  IdempotencyKeyConflict,
  leadAttribution,
  leadIntakeFrom,
  type ProofSent,
  submissionHash,
} from "#app/features/leads/index.server.ts";
import { RateLimitExceeded } from "#app/platform/limits/rate-limit.server.ts";
import { VISIT_SOURCE_FIELD } from "#app/features/leads/index.ts";
import { quoteEmailCapMessage } from "#app/platform/limits/abuse-limits.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { getQuoteEnv } from "#app/features/quotes/quote-env.server.ts";
import { logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import { liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
import { quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";

/** What the quote endpoints answer beside the schema's field messages. */
export const quoteApiMessages = {
  notJson: "Send the quote as JSON with Content-Type: application/json",
  /** An unknown quote and a wrong token get this one answer (404): neither says whether the number exists. */
  notFound: (quoteNumber: string) =>
    `We could not find quote ${shownQuoteNumber(quoteNumber)} for this link. Please check the link, or call us.`,
  final: (quoteNumber: string, status: QuoteStatus) => `Quote ${quoteNumber} has already been ${status}`,
  pdfFailed: "We could not create the PDF just now. Please try again in a minute.",
} as const;

/** 'Q-250314-K7PX': anything else cannot be a quote of ours and is answered as unknown without a lookup. */
const QUOTE_NUMBER_PATTERN = /^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/;

/** The request schema prices against one published catalogue: built once per catalogue revision. */
const requestSchemas = new WeakMap<CatalogueView, ReturnType<typeof quoteRequestSchema>>();

function requestSchemaFor(catalogue: CatalogueView): ReturnType<typeof quoteRequestSchema> {
  let schema = requestSchemas.get(catalogue);
  if (!schema) {
    schema = quoteRequestSchema(catalogueResolver(catalogue));
    requestSchemas.set(catalogue, schema);
  }
  return schema;
}

export type NewQuoteOutcome =
  | { status: "invalid"; errors: FieldError[] }
  | { status: "stored"; result: CreateQuoteResult }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** The Idempotency-Key was first used with another body. */
  | { status: "conflict" }
  | ChallengeResult
  | { status: "unavailable" };

/** A new quote from the quote page's body (see quoteRequestSchema); nothing is stored unless all of it is valid. */
export async function submitQuoteRequest(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { body, idempotencyKey, proof = {} }: { body: unknown; idempotencyKey: string | null; proof?: ProofSent },
): Promise<NewQuoteOutcome> {
  // Priced against the catalogue published now: an item removed or hidden
  // since the visitor chose it is refused by name ("no longer in our catalogue").
  const parsed = z.safeParse(requestSchemaFor(catalogueFrom(context)), body);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues) };

  const quote = parsed.data;
  const ip = context.get(clientIpContext);
  const intake = leadIntakeFrom(context);
  try {
    // During a flood of quotes each pays a challenge first (decision 053).
    const gate = await intake.guardFlood("quote", proof);
    if (gate.status === "challenge") return gate;
    const result = await context.get(quoteStoreContext).createQuote(
      {
        contact: quote.contact,
        event: quote.event,
        ...(quote.company ? { company: quote.company } : {}),
        hireDays: quote.hireDays,
        pricingRule: quote.pricingRule,
        lines: quote.lines,
        ...(quote.delivery ? { delivery: quote.delivery } : {}),
        totalItems: quote.totalItems,
        totalDiscountCents: quote.totalDiscountCents,
        validityDays: getQuoteEnv().QUOTE_VALIDITY_DAYS,
        marketingConsent: quote.marketingConsent,
        referrer: quote.referrer,
        attribution: leadAttribution(
          request,
          "quote",
          body !== null && typeof body === "object" ? (body as Record<string, unknown>)[VISIT_SOURCE_FIELD] : null,
        ),
        idempotencyKey,
        // Bound to the body as sent, so a replay with other contact details is refused.
        bodyHash: idempotencyKey ? submissionHash(body) : null,
        ip,
        userAgent: request.headers.get("User-Agent"),
      },
      intake.rateLimitRules(ip, "quote"),
    );
    logInfo("quote.stored", {
      quoteNumber: result.quote.quoteNumber,
      leadId: result.leadId,
      created: result.created,
      suspectedSpam: result.created && result.suspectedSpam,
    });
    return { status: "stored", result };
  } catch (error) {
    if (error instanceof RateLimitExceeded) {
      logWarn("lead.rate_limited", { scope: error.rule.scope, kind: "quote" });
      return { status: "rate_limited", retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
    }
    if (error instanceof IdempotencyKeyConflict) {
      logWarn("quote.idempotency_conflict", {});
      return { status: "conflict" };
    }
    logError("quote.store_failed", error);
    return { status: "unavailable" };
  }
}

/**
 * The address of a quote's live page on the public site (SITE_URL), or
 * undefined when it cannot be had just now: the quote stands without it.
 */
export async function liveQuoteUrlFor(
  context: Readonly<RouterContextProvider>,
  quoteNumber: string,
): Promise<string | undefined> {
  try {
    const token = await context.get(quoteStoreContext).liveQuoteToken(quoteNumber);
    return token ? liveQuoteUrl(getEnv().SITE_URL, token) : undefined;
  } catch (error) {
    logError("quote.live_link_failed", error, { quoteNumber });
    return undefined;
  }
}

export type DecisionOutcome = { status: "invalid"; errors: FieldError[] } | CustomerDecisionOutcome;

/**
 * A decision (discount, accept, decline, undecided) on a quote, for the
 * holder of its access token, made on the version the body names; taken by
 * the same rule as the live page's (takeCustomerDecision). An acceptance
 * needs the typed name and the hire terms here too.
 */
export async function submitQuoteDecision(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { quoteNumber, body }: { quoteNumber: string; body: unknown },
): Promise<DecisionOutcome> {
  const parsed = z.safeParse(quoteDecisionSchema(), body);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues) };
  if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) return { status: "not_found" };
  const value = parsed.data;
  const { quoteVersion } = value;
  let decision: CustomerDecision;
  switch (value.requestType) {
    case "accept":
      decision = acceptanceOf(context, request, { signedName: value.signedName, quoteVersion });
      break;
    case "discount":
      decision = { type: "changes", quoteVersion, lines: [], wantsDiscount: true };
      break;
    case "decline":
      decision = { type: "decline", quoteVersion, reason: null };
      break;
    case "undecided":
      decision = { type: "undecided", quoteVersion };
      break;
  }
  return takeCustomerDecision(
    context,
    { quoteNumber, accessToken: value.accessToken },
    decision,
    value.submissionKey ?? null,
  );
}

export type QuotePdfOutcome =
  | { status: "ok"; pdf: Uint8Array; fileName: string }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" }
  | { status: "pdf_failed" };

/**
 * The quote as a PDF, for the holder of its token or of its e-mail's link
 * token. Every lookup counts against the client's quote_lookup limit, so
 * quote numbers cannot be tried in bulk. Through the e-mail's link the PDF
 * carries the quote's own content only (see customerSafeQuote): that link
 * went to an address nobody confirmed.
 */
export async function quotePdf(
  context: Readonly<RouterContextProvider>,
  { quoteNumber, token }: { quoteNumber: string; token: string | undefined },
): Promise<QuotePdfOutcome> {
  let access: QuoteAccess;
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_lookup");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) return { status: "not_found" };
    access = await context.get(quoteStoreContext).getQuote(quoteNumber, token);
  } catch (error) {
    logError("quote.read_failed", error, { quoteNumber });
    return { status: "unavailable" };
  }
  if (access.status !== "ok") return access;
  try {
    const { quote, viaLink } = access;
    const liveUrl = await liveQuoteUrlFor(context, quoteNumber);
    return {
      status: "ok",
      pdf: await renderQuotePdf(viaLink ? customerSafeQuote(quote.quote) : quote.quote, {
        withCustomer: !viaLink,
        ...(liveUrl ? { liveUrl } : {}),
      }),
      fileName: quotePdfFileName(quoteNumber),
    };
  } catch (error) {
    logError("quote.pdf_failed", error, { quoteNumber });
    return { status: "pdf_failed" };
  }
}

export type QuoteEmailOutcome =
  | { status: "queued" }
  | { status: "invalid"; errors: FieldError[] }
  | { status: "not_found" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** This quote or its address has had as many e-mails as QUOTE_EMAIL_CAPS allow: `message` says until when. */
  | { status: "capped"; retryAfterSeconds: number; message: string }
  | { status: "unavailable" };

const quoteEmailSchema = z.object({ accessToken: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * "Email My Quote" for the holder of the quote's access token: the visitor's
 * copy is stored for sending (decision 025 says what it carries). Counted
 * against the client's quote_decision limit, as a decision is, and capped
 * per quote and per address (QUOTE_EMAIL_CAPS, issue 32).
 */
export async function emailQuote(
  context: Readonly<RouterContextProvider>,
  { quoteNumber, body }: { quoteNumber: string; body: unknown },
): Promise<QuoteEmailOutcome> {
  const parsed = z.safeParse(quoteEmailSchema, body);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues) };
  if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) return { status: "not_found" };
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_decision");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const result = await context.get(quoteStoreContext).queueQuoteEmail(quoteNumber, parsed.data.accessToken);
    if (result.status === "not_found") return result;
    if (result.status === "capped") {
      logWarn("quote.email_capped", { quoteNumber });
      return {
        status: "capped",
        retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000),
        message: quoteEmailCapMessage(result.retryAfterMs),
      };
    }
    logInfo("quote.email_queued", { quoteNumber, alreadyWaiting: result.alreadyWaiting });
    return { status: "queued" };
  } catch (error) {
    logError("quote.email_failed", error, { quoteNumber });
    return { status: "unavailable" };
  }
}

export type EstimatePdfOutcome =
  | { status: "ok"; pdf: Uint8Array; fileName: string }
  | { status: "invalid"; errors: FieldError[] }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" }
  | { status: "pdf_failed" };

/**
 * The quote drawer's "Download Quote": the visitor's selection as a PDF
 * estimate under the quote number their browser keeps, priced here from the
 * catalogue (never from figures the browser sent) and stored nowhere. It
 * names no customer: nobody has given their details yet. Counted against the
 * client's quote_lookup limit, as the PDF of a stored quote is.
 */
export async function estimatePdf(
  context: Readonly<RouterContextProvider>,
  { body, now = new Date() }: { body: unknown; now?: Date },
): Promise<EstimatePdfOutcome> {
  const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const quoteNumber = typeof fields.quoteNumber === "string" ? fields.quoteNumber : "";
  if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) {
    return { status: "invalid", errors: [{ field: "quoteNumber", message: "Send the quote number the quote shows" }] };
  }
  const requested = readRequestedItems(fields.items);
  if (!requested.ok) return { status: "invalid", errors: requested.errors };
  const priced = priceQuote(requested.items, catalogueResolver(catalogueFrom(context)));
  if (!priced.ok) return { status: "invalid", errors: priced.errors };
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "quote_lookup");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  } catch (error) {
    logError("quote.estimate_limit_failed", error, { quoteNumber });
    return { status: "unavailable" };
  }
  try {
    const pdf = await renderQuotePdf(
      {
        quoteNumber,
        createdAt: now.toISOString(),
        contact: { name: "", email: "", phone: "" },
        hireDays: 1,
        lines: priced.lines,
        totalItems: priced.totalItems,
        totalDiscountCents: priced.totalDiscountCents,
        ...quoteVatTotals(priced.lines, undefined),
        status: "sent",
      },
      { withCustomer: false },
    );
    return { status: "ok", pdf, fileName: quotePdfFileName(quoteNumber) };
  } catch (error) {
    logError("quote.pdf_failed", error, { quoteNumber });
    return { status: "pdf_failed" };
  }
}

/** A quote number as echoed in a message: bounded, one line. */
function shownQuoteNumber(value: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 40);
}
