// The quotes API behind /quote-request:
//   POST /api/quotes                          create a quote (server prices), 201 with the access token once
//   POST /api/quotes/:quoteNumber/decisions   discount | accept | decline | undecided, for the token holder
//   GET  /api/quotes/:quoteNumber/pdf?token=  the quote as a PDF download, for the token holder
// JSON only (415 otherwise), 32 KB bodies (413), field errors as 400, the lead
// intake's rate limits (429), 503 when the database cannot take it. Prices,
// totals and names a client sends are never read: only type, id and quantity.
import express, { type NextFunction, type Request, type Response } from "express";
import { resolveCatalogueItem } from "../app/content/catalogue-resolver.ts";
import { quoteContactFormSchema, fieldNames, LIMITS, readFormValues, validateForm } from "../app/lib/lead-forms.ts";
import { storableText } from "../app/lib/storable-text.ts";
import { serverMessages } from "../app/lib/lead-messages.ts";
import { QUOTE_REQUEST_TYPES, type QuoteRequestType, type QuoteStatus } from "../app/lib/quote-document.ts";
import { type QuoteFieldError, priceQuote, readRequestedItems } from "../app/lib/quote-pricing.ts";
import type { DataLayer } from "../app/server/data-layer.server.ts";
import { type LeadIntake, isValidIdempotencyKey } from "../app/server/leads/lead-intake.server.ts";
import { RateLimitExceeded } from "../app/server/db/rate-limit.server.ts";
import { logError, logInfo, logWarn } from "../app/server/log.server.ts";
import { quotePdfFileName, renderQuotePdf } from "../app/server/quotes/quote-pdf.server.ts";
import { jsonBodyErrors } from "./json-errors.ts";

export const QUOTES_API_PATH = "/api/quotes";
export const QUOTES_BODY_LIMIT_BYTES = 32 * 1024;
/** 'Q-250314-K7PX': anything else cannot be a quote of ours and is answered 404 without a lookup. */
const QUOTE_NUMBER_PATTERN = /^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/;

export const quoteApiMessages = {
  notJson: "Send the quote as JSON with Content-Type: application/json",
  notObject: "The body must be a JSON object",
  requestType: `requestType must be one of: ${QUOTE_REQUEST_TYPES.join(", ")}`,
  forbidden: "This quote link is not valid",
  notFound: (quoteNumber: string) => `We could not find quote ${quoteNumber}`,
  final: (quoteNumber: string, status: QuoteStatus) => `Quote ${quoteNumber} has already been ${status}`,
  pdfFailed: "We could not create the PDF just now. Please try again in a minute.",
  referrer: `referrer must be ${LIMITS.referrer} characters or fewer`,
  eventDate: "Please enter a valid date",
  notText: (field: string) => `${field} must be text`,
  marketingConsent: "marketingConsent must be true or false",
} as const;

export interface QuotesApiDeps {
  intake: Pick<LeadIntake, "checkRateLimits" | "rateLimitRules">;
  quotes: Pick<DataLayer, "createQuote" | "recordDecision" | "getQuote">;
}

function send(res: Response, status: number, body: Record<string, unknown>) {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The number as echoed in a message: bounded, one line. */
function shownNumber(value: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 40);
}

const CONTACT_FIELDS: Readonly<Record<string, string>> = {
  name: "contact.name",
  email: "contact.email",
  phone: "contact.phone",
  eventDate: "eventDate",
  venue: "venue",
};

interface ValidQuoteRequest {
  contact: { name: string; email: string; phone: string };
  eventDate: string;
  venue: string;
  marketingConsent: boolean;
  referrer: string | null;
  priced: Extract<ReturnType<typeof priceQuote>, { ok: true }>;
}

/** Validates a create body: the contact with the form's own schema and messages, the items against the catalogue. */
function validateQuoteRequest(
  body: Record<string, unknown>,
): { ok: true; value: ValidQuoteRequest } | { ok: false; errors: QuoteFieldError[] } {
  const errors: QuoteFieldError[] = [];
  const contact = isPlainObject(body.contact) ? body.contact : {};
  const optionalText = (value: unknown) => (value === undefined || value === null ? "" : value);
  const values = readFormValues(
    {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      eventDate: optionalText(body.eventDate),
      venue: optionalText(body.venue),
      marketingConsent: "",
    },
    fieldNames(quoteContactFormSchema()),
  );
  // readFormValues reads anything but a string as empty; a date sent as a number is still wrong.
  const badDateType = !["string", "undefined"].includes(typeof body.eventDate) && body.eventDate !== null;
  const form = validateForm(quoteContactFormSchema(), values);
  if (!form.success) {
    for (const [field, message] of Object.entries(form.fieldErrors))
      errors.push({ field: CONTACT_FIELDS[field] ?? field, message });
  }
  if (badDateType && !errors.some((error) => error.field === "eventDate"))
    errors.push({ field: "eventDate", message: quoteApiMessages.eventDate });
  // Optional fields may be absent or null; a value of another type is refused, not read as empty.
  const given = (value: unknown) => value !== undefined && value !== null;
  for (const field of ["venue", "referrer"] as const) {
    if (given(body[field]) && typeof body[field] !== "string")
      errors.push({ field, message: quoteApiMessages.notText(field) });
  }
  if (given(body.marketingConsent) && typeof body.marketingConsent !== "boolean") {
    errors.push({ field: "marketingConsent", message: quoteApiMessages.marketingConsent });
  }

  let referrer: string | null = null;
  const givenReferrer = typeof body.referrer === "string" ? storableText(body.referrer).trim() : "";
  if (givenReferrer !== "") {
    if (givenReferrer.length > LIMITS.referrer) errors.push({ field: "referrer", message: quoteApiMessages.referrer });
    else referrer = givenReferrer;
  }

  const requested = readRequestedItems(body.items);
  const priced = requested.ok ? priceQuote(requested.items, resolveCatalogueItem) : requested;
  if (!priced.ok) errors.push(...priced.errors);

  if (errors.length > 0 || !form.success || !priced.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      contact: { name: form.data.name, email: form.data.email, phone: form.data.phone },
      eventDate: form.data.eventDate,
      venue: form.data.venue,
      marketingConsent: body.marketingConsent === true,
      referrer,
      priced,
    },
  };
}

export function quotesApi({ intake, quotes }: QuotesApiDeps) {
  const router = express.Router();

  const requireJson = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("application/json")) {
      send(res, 415, { success: false, message: quoteApiMessages.notJson });
      return;
    }
    next();
  };
  const json = express.json({ limit: QUOTES_BODY_LIMIT_BYTES, strict: true, type: "application/json" });

  const rateLimited = (res: Response, retryAfterSeconds: number) => {
    res.set("Retry-After", String(retryAfterSeconds));
    send(res, 429, { success: false, message: serverMessages.rateLimited });
  };
  const unavailable = (res: Response) => {
    res.set("Retry-After", "60");
    send(res, 503, { success: false, message: serverMessages.unavailable });
  };
  const notFound = (res: Response, quoteNumber: string) =>
    send(res, 404, { success: false, message: quoteApiMessages.notFound(shownNumber(quoteNumber)) });
  const forbidden = (res: Response) => send(res, 403, { success: false, message: quoteApiMessages.forbidden });

  router.post(QUOTES_API_PATH, requireJson, json, async (req, res) => {
    const idempotencyKey = req.get("Idempotency-Key")?.trim() || null;
    if (idempotencyKey && !isValidIdempotencyKey(idempotencyKey)) {
      send(res, 400, {
        success: false,
        message: "Idempotency-Key must be 8 to 100 letters, digits or the characters : . _ -",
        errors: [{ field: "Idempotency-Key", message: "Idempotency-Key must be 8 to 100 letters, digits or : . _ -" }],
      });
      return;
    }
    const body: unknown = req.body;
    if (!isPlainObject(body)) {
      send(res, 400, {
        success: false,
        message: serverMessages.invalid,
        errors: [{ field: "(body)", message: quoteApiMessages.notObject }],
      });
      return;
    }
    const validation = validateQuoteRequest(body);
    if (!validation.ok) {
      send(res, 400, { success: false, message: serverMessages.invalid, errors: validation.errors });
      return;
    }

    const { contact, eventDate, venue, marketingConsent, referrer, priced } = validation.value;
    try {
      const quote = {
        contact,
        eventDate,
        venue,
        lines: priced.lines,
        totalItems: priced.totalItems,
        totalPrice: priced.totalPrice,
        totalDiscount: priced.totalDiscount,
        marketingConsent,
        referrer,
        idempotencyKey,
        ip: req.ip ?? null,
        userAgent: req.get("User-Agent") ?? null,
      };
      const result = await quotes.createQuote(quote, intake.rateLimitRules(req.ip ?? null));
      logInfo("quote.stored", {
        quoteNumber: result.quote.quoteNumber,
        leadId: result.leadId,
        created: result.created,
      });
      if (result.created) {
        send(res, 201, {
          success: true,
          quoteNumber: result.quote.quoteNumber,
          accessToken: result.accessToken,
          quote: result.quote,
          customerEmailQueued: result.customerEmailQueued,
        });
      } else {
        // A replayed Idempotency-Key: the first quote, without a token (only
        // its hash is stored); the client keeps the token from the first answer.
        send(res, 200, {
          success: true,
          quoteNumber: result.quote.quoteNumber,
          quote: result.quote,
          customerEmailQueued: result.customerEmailQueued,
        });
      }
    } catch (error) {
      if (error instanceof RateLimitExceeded) {
        logWarn("lead.rate_limited", { scope: error.rule.scope, kind: "quote" });
        rateLimited(res, Math.ceil(error.retryAfterMs / 1000));
        return;
      }
      logError("quote.store_failed", error);
      unavailable(res);
    }
  });

  router.post(`${QUOTES_API_PATH}/:quoteNumber/decisions`, requireJson, json, async (req, res) => {
    const quoteNumber = String(req.params.quoteNumber);
    const body: unknown = req.body;
    if (!isPlainObject(body)) {
      send(res, 400, {
        success: false,
        message: serverMessages.invalid,
        errors: [{ field: "(body)", message: quoteApiMessages.notObject }],
      });
      return;
    }
    // Only the token and the request type are read; contact, items and totals a client sends along are ignored.
    const { requestType, accessToken } = body;
    if (typeof requestType !== "string" || !(QUOTE_REQUEST_TYPES as readonly string[]).includes(requestType)) {
      send(res, 400, {
        success: false,
        message: quoteApiMessages.requestType,
        errors: [{ field: "requestType", message: quoteApiMessages.requestType }],
      });
      return;
    }
    if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) {
      notFound(res, quoteNumber);
      return;
    }

    try {
      const limit = await intake.checkRateLimits(req.ip ?? null, "quote_decision");
      if (!limit.allowed) {
        rateLimited(res, limit.retryAfterSeconds);
        return;
      }
      const result = await quotes.recordDecision(quoteNumber, accessToken, requestType as QuoteRequestType);
      switch (result.status) {
        case "not_found":
          notFound(res, quoteNumber);
          return;
        case "forbidden":
          forbidden(res);
          return;
        case "already_final":
          send(res, 409, {
            success: false,
            message: quoteApiMessages.final(quoteNumber, result.quoteStatus),
            status: result.quoteStatus,
          });
          return;
        case "recorded":
          logInfo("quote.decision", { quoteNumber, requestType, status: result.quoteStatus });
          send(res, 200, {
            success: true,
            quoteNumber: result.quoteNumber,
            status: result.quoteStatus,
            decidedAt: result.decidedAt,
          });
          return;
      }
    } catch (error) {
      logError("quote.decision_failed", error, { quoteNumber });
      unavailable(res);
    }
  });

  router.get(`${QUOTES_API_PATH}/:quoteNumber/pdf`, async (req, res) => {
    const quoteNumber = String(req.params.quoteNumber);
    if (!QUOTE_NUMBER_PATTERN.test(quoteNumber)) {
      notFound(res, quoteNumber);
      return;
    }
    const token = typeof req.query.token === "string" ? req.query.token : undefined;
    let access: Awaited<ReturnType<QuotesApiDeps["quotes"]["getQuote"]>>;
    try {
      access = await quotes.getQuote(quoteNumber, token);
    } catch (error) {
      logError("quote.read_failed", error, { quoteNumber });
      unavailable(res);
      return;
    }
    if (access.status === "not_found") return notFound(res, quoteNumber);
    if (access.status === "forbidden") return forbidden(res);

    let pdf: Uint8Array;
    try {
      pdf = await renderQuotePdf(access.quote.quote);
    } catch (error) {
      logError("quote.pdf_failed", error, { quoteNumber });
      send(res, 500, { success: false, message: quoteApiMessages.pdfFailed });
      return;
    }
    res
      .status(200)
      .set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${quotePdfFileName(quoteNumber)}"`,
        "Cache-Control": "private, no-store",
        "Content-Length": String(pdf.byteLength),
      })
      .end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  const methodNotAllowed = (allow: string, what: string) => (_req: Request, res: Response) => {
    res.set("Allow", allow);
    send(res, 405, { success: false, message: `Use ${allow} to ${what}` });
  };
  router.all(QUOTES_API_PATH, methodNotAllowed("POST", "create a quote"));
  router.all(`${QUOTES_API_PATH}/:quoteNumber/decisions`, methodNotAllowed("POST", "record a decision"));
  router.all(`${QUOTES_API_PATH}/:quoteNumber/pdf`, methodNotAllowed("GET", "download the quote"));
  router.all(`${QUOTES_API_PATH}/{*rest}`, (_req, res) => send(res, 404, { success: false, message: "Not found" }));

  router.use(QUOTES_API_PATH, jsonBodyErrors(QUOTES_BODY_LIMIT_BYTES, "quote"));

  return router;
}
