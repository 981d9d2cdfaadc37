// The live quote page's link and what its forms send (issue 23, decision
// 034). The schemas check a post on the server and, through Conform, in the
// browser; each message names the field and the rule. Pure.
import * as z from "zod/mini";
import { DECLINE_REASONS, type DeclineReason } from "#app/features/quotes/quote-status.ts";
import { HOURLY_BOOKING } from "#app/features/catalogue/index.ts";

/** The link token: 32 bytes of HMAC-SHA256, base64url (43 characters). */
export const LIVE_QUOTE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** "/q/<token>": the page; the PDF of the current quote is "/q/<token>/pdf" (a version later: "?version=N"). */
export function liveQuotePath(token: string): string {
  return `/q/${encodeURIComponent(token)}`;
}

export function liveQuotePdfPath(token: string, version?: number): string {
  return `${liveQuotePath(token)}/pdf${version === undefined ? "" : `?version=${version}`}`;
}

/** The page's full address on the public site. */
export function liveQuoteUrl(siteUrl: string, token: string): string {
  return new URL(liveQuotePath(token), siteUrl).href;
}

export const SIGNED_NAME_MAX = 120;
export const NOTE_MAX = 1000;
/** A change request may name each line once; quotes have at most this many. */
export const CHANGE_LINES_MAX = 50;
export const CHANGE_QUANTITY_MAX = 999;

export const LIVE_QUOTE_MESSAGES = {
  signedName: "Type your full name (first name and surname) to sign",
  signedNameLong: `Your name can be at most ${SIGNED_NAME_MAX} characters`,
  acceptTerms: "Tick the box to agree to the hire terms",
  declineReason: "Choose why you are declining",
  declineNote: "Tell us the reason in a few words",
  noteLong: `The note can be at most ${NOTE_MAX} characters`,
  lineAction: "Choose keep, change quantity, remove or suggest an alternative",
  lineQuantity: `Enter a quantity from 1 to ${CHANGE_QUANTITY_MAX}`,
  linePeople: `Enter the number of people (1 to ${CHANGE_QUANTITY_MAX}) or the hours each`,
  lineHours: `Enter the hours each person is needed, from ${HOURLY_BOOKING.minHours} to ${HOURLY_BOOKING.maxHours}`,
  alternativeNote: "Say in the note which alternative you have in mind",
  nothingToChange: "Choose a change to at least one line, or ask us to meet you halfway on the price",
  submissionKey: "Reload the page and try again",
  quoteVersion: "quoteVersion must be the number of the quote version you are deciding on (a whole number from 1)",
} as const;

/** Marks the field a message belongs to: Conform files it under that name. */
const submissionKey = z.string().check(z.minLength(8, LIVE_QUOTE_MESSAGES.submissionKey), z.maxLength(100));

const optionalNote = z.optional(
  z.pipe(
    z.string().check(z.maxLength(NOTE_MAX, LIVE_QUOTE_MESSAGES.noteLong)),
    z.transform((value) => value.trim()),
  ),
);

/**
 * The version of the quote the customer decided on (issue 32): every decision
 * names it, from the page or the summary they read, and the rule
 * (checkCustomerDecision) refuses it once staff have sent a newer one. A form
 * posts it as text, the JSON API as a number.
 */
export const quoteVersionField = z
  .pipe(
    z.union([z.number(), z.string()], LIVE_QUOTE_MESSAGES.quoteVersion),
    z.transform((value) => (typeof value === "number" ? value : /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN)),
  )
  .check(
    z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 999_999, LIVE_QUOTE_MESSAGES.quoteVersion),
  );

/**
 * What an acceptance needs wherever it is made (the live page's form, its
 * JSON twin, the quotes API): the customer's full name typed as their
 * signature and their agreement to the hire terms. A form ticks the box
 * ("on"); the JSON API may send true.
 */
export const acceptanceFields = {
  signedName: z.pipe(
    z.string(LIVE_QUOTE_MESSAGES.signedName).check(
      z.maxLength(SIGNED_NAME_MAX, LIVE_QUOTE_MESSAGES.signedNameLong),
      z.refine((value) => /\p{L}{2,}.*\s+.*\p{L}{2,}/u.test(value.trim()), LIVE_QUOTE_MESSAGES.signedName),
    ),
    z.transform((value) => value.trim().replace(/\s+/g, " ")),
  ),
  acceptTerms: z.union([z.literal("on"), z.literal(true)], LIVE_QUOTE_MESSAGES.acceptTerms),
};

export const acceptQuoteSchema = z.object({
  intent: z.literal("accept"),
  submissionKey,
  quoteVersion: quoteVersionField,
  ...acceptanceFields,
});

export const declineQuoteSchema = z
  .object({
    intent: z.literal("decline"),
    submissionKey,
    quoteVersion: quoteVersionField,
    reason: z.enum(DECLINE_REASONS, LIVE_QUOTE_MESSAGES.declineReason),
    note: optionalNote,
  })
  .check(
    z.refine((value) => value.reason !== "other" || Boolean(value.note), {
      message: LIVE_QUOTE_MESSAGES.declineNote,
      path: ["note"],
    }),
  );

export const LINE_CHANGE_ACTIONS = ["keep", "quantity", "remove", "alternative"] as const;
export type LineChangeAction = (typeof LINE_CHANGE_ACTIONS)[number];

/**
 * One line of a change request as stored (a JSON list in
 * quote_change_requests.lines): which line, what to do, and for "quantity"
 * the new quantity. A line charged by the hour (issue 35) also keeps the
 * hours asked for and what the quote had ("was"), so the request reads back
 * exactly as asked: "1 person, 4 hours (was 1 person, 8 hours)". Records
 * made before hours could be asked carry neither and read as before.
 */
export const quoteChangeLineSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  action: z.enum(["quantity", "remove", "alternative"]),
  quantity: z.optional(z.number()),
  hours: z.optional(z.number()),
  was: z.optional(z.object({ quantity: z.number(), hours: z.optional(z.number()) })),
});
export type QuoteChangeLine = z.infer<typeof quoteChangeLineSchema>;

/** The stored lines of a change request; an entry this code cannot read drops out rather than failing the page. */
export function readQuoteChangeLines(parsed: unknown): QuoteChangeLine[] {
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry) => {
    const line = quoteChangeLineSchema.safeParse(entry);
    return line.success ? [line.data] : [];
  });
}

const isBlank = (value: string | undefined) => (value ?? "").trim() === "";
const isWholeIn = (value: string | undefined, min: number, max: number) =>
  /^\d{1,3}$/.test((value ?? "").trim()) && Number(value) >= min && Number(value) <= max;

/**
 * A line's change as the form sends it. "quantity" takes a new quantity; on a
 * line charged by the hour its form offers people (quantity) and hours each,
 * and either may be left empty to keep it as it is.
 */
const lineChange = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    action: z.enum(LINE_CHANGE_ACTIONS, LIVE_QUOTE_MESSAGES.lineAction),
    quantity: z.optional(z.string()),
    hours: z.optional(z.string()),
  })
  .check(
    z.refine(
      (value) =>
        value.action !== "quantity" ||
        (isBlank(value.quantity) ? value.hours !== undefined : isWholeIn(value.quantity, 1, CHANGE_QUANTITY_MAX)),
      { message: LIVE_QUOTE_MESSAGES.lineQuantity, path: ["quantity"] },
    ),
    // A people-or-hours line (its form sends "hours") needs at least one of the two.
    z.refine(
      (value) =>
        value.action !== "quantity" || value.hours === undefined || !(isBlank(value.quantity) && isBlank(value.hours)),
      { message: LIVE_QUOTE_MESSAGES.linePeople, path: ["quantity"] },
    ),
    z.refine(
      (value) =>
        value.action !== "quantity" ||
        isBlank(value.hours) ||
        isWholeIn(value.hours, HOURLY_BOOKING.minHours, HOURLY_BOOKING.maxHours),
      { message: LIVE_QUOTE_MESSAGES.lineHours, path: ["hours"] },
    ),
  );

export const changeQuoteSchema = z
  .object({
    intent: z.literal("changes"),
    submissionKey,
    quoteVersion: quoteVersionField,
    lines: z.optional(z.array(lineChange).check(z.maxLength(CHANGE_LINES_MAX))),
    wantsDiscount: z.optional(z.literal("on")),
    note: optionalNote,
  })
  .check(
    z.refine((value) => Boolean(value.wantsDiscount) || (value.lines ?? []).some((line) => line.action !== "keep"), {
      message: LIVE_QUOTE_MESSAGES.nothingToChange,
      path: ["lines"],
    }),
    z.refine((value) => !(value.lines ?? []).some((line) => line.action === "alternative") || Boolean(value.note), {
      message: LIVE_QUOTE_MESSAGES.alternativeNote,
      path: ["note"],
    }),
  );

/** The spec's 'I'm Okay (No Quote)': the customer is not ready to decide; the quote stays as it is. */
export const undecidedQuoteSchema = z.object({
  intent: z.literal("undecided"),
  submissionKey,
  quoteVersion: quoteVersionField,
});

export type AcceptQuoteSubmission = z.infer<typeof acceptQuoteSchema>;
export type DeclineQuoteSubmission = z.infer<typeof declineQuoteSchema>;
export type ChangeQuoteSubmission = z.infer<typeof changeQuoteSchema>;
export type { DeclineReason };

export const LIVE_QUOTE_INTENTS = ["accept", "decline", "changes", "undecided"] as const;
export type LiveQuoteIntent = (typeof LIVE_QUOTE_INTENTS)[number];

export function liveQuoteSchemaFor(intent: LiveQuoteIntent) {
  switch (intent) {
    case "accept":
      return acceptQuoteSchema;
    case "decline":
      return declineQuoteSchema;
    case "changes":
      return changeQuoteSchema;
    case "undecided":
      return undecidedQuoteSchema;
  }
}

/** A quote line as a change request reads it: an hourly line's quantity is people, each booked for `hours`. */
export interface ChangeableQuoteLine {
  id: string;
  name: string;
  quantity?: number;
  hourlyRate?: boolean;
  hours?: number;
}

type RequestedLine = NonNullable<ChangeQuoteSubmission["lines"]>[number];

/** The new amounts of a "quantity" change: an hourly line keeps what was left empty and what it had. */
function amountsOf(line: RequestedLine, onQuote: ChangeableQuoteLine): Partial<QuoteChangeLine> {
  const asked = (value: string | undefined) => (isBlank(value) ? undefined : Number(value));
  if (!onQuote.hourlyRate) return { quantity: asked(line.quantity) ?? onQuote.quantity };
  const was = { quantity: onQuote.quantity ?? 1, ...(onQuote.hours === undefined ? {} : { hours: onQuote.hours }) };
  const hours = asked(line.hours) ?? onQuote.hours;
  return { quantity: asked(line.quantity) ?? was.quantity, ...(hours === undefined ? {} : { hours }), was };
}

/**
 * The changed lines of a change request, named as the quote names them;
 * lines that are not on the quote and lines kept as they are drop out.
 */
export function changedLines(
  requested: ChangeQuoteSubmission["lines"],
  quoteLines: readonly ChangeableQuoteLine[],
): QuoteChangeLine[] {
  const changes: QuoteChangeLine[] = [];
  const seen = new Set<string>();
  for (const line of requested ?? []) {
    if (line.action === "keep" || seen.has(line.id)) continue;
    const onQuote = quoteLines.find((quoteLine) => quoteLine.id === line.id);
    if (!onQuote) continue;
    seen.add(line.id);
    changes.push({
      lineId: line.id,
      name: onQuote.name,
      action: line.action,
      ...(line.action === "quantity" ? amountsOf(line, onQuote) : {}),
    });
  }
  return changes;
}

const peopleText = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;
const hoursText = (hours: number | undefined) =>
  hours === undefined ? "" : `, ${hours} ${hours === 1 ? "hour" : "hours"}`;

/** "1 person, 8 hours": an hourly line's people and hours, as the customer asked or the quote had them. */
export function peopleAndHours(quantity: number, hours: number | undefined): string {
  return `${peopleText(quantity)}${hoursText(hours)}`;
}

/**
 * "Change the quantity to 4", "1 person, 4 hours (was 1 person, 8 hours)",
 * "Remove", "Suggest an alternative": a change line in words, for the page,
 * staff and e-mail.
 */
export function describeLineChange(change: QuoteChangeLine): string {
  switch (change.action) {
    case "quantity":
      if (change.was)
        return `${peopleAndHours(change.quantity ?? change.was.quantity, change.hours)} (was ${peopleAndHours(change.was.quantity, change.was.hours)})`;
      return `Change the quantity to ${change.quantity}`;
    case "remove":
      return "Remove";
    case "alternative":
      return "Suggest an alternative";
  }
}

/** Toasts for the live page's change request; the spec's own for the other decisions (quote-messages.ts). */
export const changeRequestToast = {
  title: "Change Request Sent",
  description: "We'll revise your quote and send it back to you soon.",
  variant: "success",
} as const;
export const changeRequestFailed = "Failed to send your change request. Please try again.";

/** The spec's dialog after a discount request: "We can try to meet you halfway!" */
export const MEET_HALFWAY = "We can try to meet you halfway!";
