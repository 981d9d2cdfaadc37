// The quotes API's bodies as zod schemas. A new quote: the contact, event,
// delivery and company fields with the quote form's own rules and messages
// (quoteContactFormSchema), the items priced from the catalogue for the hire
// period, with delivery and VAT. A decision: its type and the quote's
// token. Prices, names and totals a client sends are never read: an item is its
// type, id and quantity, and every other key is dropped.
import * as z from "zod/mini";
import { fieldErrors, type FieldError } from "#app/platform/forms/field-errors.ts";
import { type DeliveryEstimate, deliveryEstimate, pricingRuleText } from "#app/features/quotes/event-pricing.ts";
import { hireDays } from "#app/features/quotes/hire-period.ts";
import { LIMITS } from "#app/platform/forms/form-fields.ts";
import { acceptanceFields, quoteVersionField } from "#app/features/quotes/live/live-quote.ts";
import {
  normaliseVatNumber,
  quoteContactFormSchema,
  quoteEventCrossFieldIssues,
} from "#app/features/quotes/request/quote-contact-schema.ts";
import { QUOTE_EVENT_FIELDS } from "#app/features/quotes/request/quote-event-fields.ts";
import {
  type PricedQuoteLine,
  QUOTE_REQUEST_TYPES,
  type QuoteCompany,
  type QuoteEventDetails,
  type VenueSetting,
  quoteVatTotals,
} from "#app/features/quotes/quote-document.ts";
import {
  type CatalogueResolver,
  MAX_QUOTE_LINES,
  QUOTE_PRICING_MESSAGES,
  type RequestedQuoteItem,
  priceItems,
  resolveItems,
} from "#app/features/quotes/quote-pricing.ts";
import type { QuoteItem } from "#app/features/quotes/quote.ts";
import { CATALOGUE_ITEM_KINDS } from "#app/features/quotes/quote.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";

export const QUOTE_BODY_MESSAGES = {
  notObject: "The body must be a JSON object",
  requestType: `requestType must be one of: ${QUOTE_REQUEST_TYPES.join(", ")}`,
  referrer: `referrer must be ${LIMITS.referrer} characters or fewer`,
  eventDate: "Please enter a valid date",
  notText: (field: string) => `${field} must be text`,
  marketingConsent: "marketingConsent must be true or false",
} as const;

/**
 * A schema built on its first use and kept: the server builds these once, and
 * a browser module that imports this file pays nothing until it validates.
 */
function builtOnFirstUse<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}

const requestedItem = () =>
  z.object(
    {
      type: z.enum(CATALOGUE_ITEM_KINDS, QUOTE_PRICING_MESSAGES.type),
      // An id that is not text names nothing in the catalogue; a quantity that
      // is not a number is one the pricing refuses.
      id: z.catch(z.string(), ""),
      quantity: z.catch(z.number(), Number.NaN),
      // Hours for personnel by the hour; anything but a number is hours the pricing refuses.
      hours: z.catch(z.optional(z.number()), Number.NaN),
    },
    QUOTE_PRICING_MESSAGES.notAnItem,
  );

/** The `items` of a new quote: up to 200 entries of type, id and quantity, in the catalogue or not. */
export const requestedItemsSchema = builtOnFirstUse(() =>
  z.pipe(
    z
      .array(z.unknown(), {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? QUOTE_PRICING_MESSAGES.empty
            : QUOTE_PRICING_MESSAGES.notAList,
      })
      .check(
        z.minLength(1, QUOTE_PRICING_MESSAGES.empty),
        z.maxLength(MAX_QUOTE_LINES, QUOTE_PRICING_MESSAGES.tooMany),
      ),
    z.array(requestedItem()),
  ),
);

/** Reads the `items` of a request body; each problem names its entry (`items[2].type`). */
export function readRequestedItems(
  value: unknown,
): { ok: true; items: RequestedQuoteItem[] } | { ok: false; errors: FieldError[] } {
  const result = z.safeParse(requestedItemsSchema(), value);
  if (result.success) return { ok: true, items: result.data };
  return {
    ok: false,
    errors: fieldErrors(result.error.issues.map((issue) => ({ ...issue, path: ["items", ...issue.path] }))),
  };
}

/**
 * An optional field of the quote form: absent, null or text, then read and
 * checked by the form's own rule (which reads anything posted, see
 * formFieldText); any other value is refused with `message`.
 */
function optionalFormField<Rule extends z.ZodMiniType<string>>(message: string, rule: Rule) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string(message)),
      z.transform((value: string | null | undefined): unknown => value),
    ),
    rule,
  );
}

/**
 * The contact's fields that are text; any other value (a number, a list) is
 * left out, so it reads as empty and the field's own message names it. (A
 * form post's repeated field is a list whose first value counts; a JSON body
 * has no repeated fields.)
 */
function textFieldsOnly(contact: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => typeof value === "string"));
}

/** What a new quote holds once read: the contact, the event, delivery, company and the priced lines. */
export interface PricedQuoteRequest {
  contact: { name: string; email: string; phone: string };
  event: QuoteEventDetails;
  company?: QuoteCompany;
  hireDays: number;
  pricingRule: string;
  lines: PricedQuoteLine[];
  delivery?: DeliveryEstimate;
  totalItems: number;
  totalDiscountCents: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  referrer: string | null;
  marketingConsent: boolean;
}

/**
 * A new quote's body, with the items priced by `resolve` (the catalogue) for
 * the hire period. The output holds the priced lines and totals, never a
 * figure the client sent.
 */
export function quoteRequestSchema(resolve: CatalogueResolver) {
  const form = quoteContactFormSchema().shape;
  const eventShape = Object.fromEntries(
    QUOTE_EVENT_FIELDS.map((field) => [field, optionalFormField(QUOTE_BODY_MESSAGES.notText(field), form[field])]),
  ) as { [Field in (typeof QUOTE_EVENT_FIELDS)[number]]: ReturnType<typeof optionalFormField<(typeof form)[Field]>> };
  return z.pipe(
    z
      .object(
        {
          // A contact that is not an object is an empty one: the form's messages name what is missing.
          // Each field reads as a form field does (formFieldText): anything but text is empty.
          contact: z.pipe(
            z.pipe(z.catch(z.looseObject({}), {}), z.transform(textFieldsOnly)),
            z.object({ name: form.name, email: form.email, phone: form.phone }),
          ),
          ...eventShape,
          referrer: z.pipe(
            z.pipe(
              z.nullish(z.string(QUOTE_BODY_MESSAGES.notText("referrer"))),
              z.transform((value) => storableText(value ?? "").trim()),
            ),
            z.pipe(
              z.string().check(z.maxLength(LIMITS.referrer, QUOTE_BODY_MESSAGES.referrer)),
              z.transform((value) => value || null),
            ),
          ),
          marketingConsent: z.pipe(
            z.nullish(z.boolean(QUOTE_BODY_MESSAGES.marketingConsent)),
            z.transform((value) => value === true),
          ),
          items: z.pipe(
            requestedItemsSchema(),
            z.transform((items, ctx): QuoteItem[] => {
              const resolved = resolveItems(items, resolve);
              if (resolved.ok) return resolved.items;
              for (const { path, message } of resolved.issues)
                ctx.issues.push({ code: "custom", input: items, path, message });
              return z.NEVER;
            }),
          ),
        },
        QUOTE_BODY_MESSAGES.notObject,
      )
      .check(
        z.superRefine((values, ctx) => {
          for (const { field, message } of quoteEventCrossFieldIssues(values))
            ctx.issues.push({ code: "custom", input: values[field], path: [field], message });
        }),
      ),
    z.transform(pricedQuoteRequest),
  );
}

/** The checked body priced: the hire period's days, each line, delivery and VAT. */
function pricedQuoteRequest(
  values: {
    contact: PricedQuoteRequest["contact"];
    items: QuoteItem[];
    referrer: string | null;
    marketingConsent: boolean;
  } & Record<(typeof QUOTE_EVENT_FIELDS)[number], string>,
): PricedQuoteRequest {
  const days = hireDays(values);
  const priced = priceItems(values.items, days);
  const delivery =
    values.deliveryMethod === "delivery" || values.deliveryMethod === "collection"
      ? deliveryEstimate(values.deliveryMethod, values.deliveryZone)
      : undefined;
  const event: QuoteEventDetails = {};
  if (values.eventDate) event.eventDate = values.eventDate;
  if (values.endDate && days > 1) event.endDate = values.endDate;
  if (values.setupTime) event.setupTime = values.setupTime;
  if (values.collectionTime) event.collectionTime = values.collectionTime;
  if (values.venue) event.venue = values.venue;
  if (values.setting) event.setting = values.setting as VenueSetting;
  if (values.guests) event.guests = Number(values.guests);
  const company: QuoteCompany | undefined = values.companyName
    ? {
        name: values.companyName,
        ...(values.companyVatNumber ? { vatNumber: normaliseVatNumber(values.companyVatNumber) } : {}),
      }
    : undefined;
  return {
    contact: values.contact,
    event,
    ...(company ? { company } : {}),
    hireDays: days,
    pricingRule: pricingRuleText(
      days,
      priced.lines.some((line) => line.hourlyRate),
    ),
    lines: priced.lines,
    ...(delivery ? { delivery } : {}),
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    ...quoteVatTotals(priced.lines, delivery),
    referrer: values.referrer,
    marketingConsent: values.marketingConsent,
  };
}

export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;

/**
 * A decision on a quote (the quote page's API): its type, the quote's token
 * and the version it was made on (issue 32); an acceptance also needs what it
 * needs on the live page, the typed full name and the hire terms
 * (acceptanceFields, one rule for both). Contact, items and totals sent
 * along are dropped.
 */
export const quoteDecisionSchema = builtOnFirstUse(() => {
  const common = {
    // A token that is not text matches no quote.
    accessToken: z.catch(z.string(), ""),
    quoteVersion: quoteVersionField,
    // The same body sent twice (a retry) records once.
    submissionKey: z.optional(z.string().check(z.minLength(8), z.maxLength(100))),
  };
  return z.discriminatedUnion(
    "requestType",
    [
      z.object({ requestType: z.literal("accept"), ...common, ...acceptanceFields }),
      z.object({ requestType: z.enum(QUOTE_REQUEST_TYPES.filter((type) => type !== "accept")), ...common }),
    ],
    {
      // A body that is no object at all, or an object whose requestType is none of these.
      error: (issue) =>
        (issue.code as string) === "invalid_type" ? QUOTE_BODY_MESSAGES.notObject : QUOTE_BODY_MESSAGES.requestType,
    },
  );
});
