// A staff revision of a quote: the edits staff make in the inbox (lines added
// or removed, quantities, hours, a unit price overridden, a discount on a line
// or on the whole quote, the delivery, a note to the customer) applied to the
// stored version, giving the next version's document with its totals. VAT is
// 15% rounded on each line as the first version rounds it; an overall discount
// is a line of its own with its own rounded VAT, as a tax invoice shows it.
// Everything is whole cents. Pure: the caller stores the result as a new
// version and never changes the one the customer has seen.
import * as z from "zod/mini";
import { DELIVERY_ZONE_IDS, type DeliveryZoneId, deliveryZone } from "#app/features/quotes/delivery.ts";
import {
  DEFAULT_HOURS,
  MAX_HOURS,
  MIN_HOURS,
  type DeliveryEstimate,
  priceLine,
  vatOn,
} from "#app/features/quotes/event-pricing.ts";
import { type FieldError, fieldErrors } from "#app/platform/forms/field-errors.ts";
import { formatCents, fractionOfCents } from "#app/platform/format/money.ts";
import { moneyCents, moneyMessage } from "#app/platform/forms/money-field.ts";
import type { PricedQuoteLine, QuoteDocument, QuoteOverallDiscount } from "#app/features/quotes/quote-document.ts";
import { MAX_QUANTITY, MAX_QUOTE_LINES, MIN_QUANTITY } from "#app/features/quotes/quote-pricing.ts";
import { CATALOGUE_ITEM_KINDS, type CatalogueItemKind } from "#app/features/quotes/quote.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";

export const MAX_NOTE_LENGTH = 2_000;
export const MAX_LINE_NAME_LENGTH = 120;

/** A form may also post kind "none" (no discount: null) or a blank kind (as it was: left out). */
export type DiscountEdit = { kind: "percent"; percent: number } | { kind: "amount"; amountCents: number };

export interface LineEdit {
  /** A line of the current version is named by its type and id; any other pair is a new line. */
  type: CatalogueItemKind;
  id: string;
  /** A new line's name (a current line keeps its own). */
  name?: string;
  /** A new line: charged by the hour (people × hours) rather than by the day. */
  hourlyRate?: boolean;
  quantity: number;
  /** Hours each person is booked, for a line charged by the hour (absent: as before, or 4). */
  hours?: number;
  /** Overrides the unit price (per day, or per hour); required for a new line. */
  unitPriceCents?: number;
  /** A new discount on the line; null takes the line's discount off; absent keeps it. */
  discount?: DiscountEdit | null;
}

export type DeliveryEdit = { method: "collection" } | { method: "delivery"; zone: DeliveryZoneId; feeCents?: number };

export interface QuoteRevisionEdits {
  /** Every line of the next version, in its order; a current line left out is removed. */
  lines: LineEdit[];
  /** A discount on the lines' total; null takes it off; absent keeps the current one. */
  overallDiscount?: DiscountEdit | null;
  /** Absent keeps the current delivery. */
  delivery?: DeliveryEdit;
  /** Absent keeps the current note; "" removes it. */
  noteToCustomer?: string;
}

export const REVISION_MESSAGES = {
  notAnObject: "The revision must be an object with its lines",
  noLines: "A quote needs at least one line",
  tooManyLines: `A quote can hold at most ${MAX_QUOTE_LINES} lines`,
  type: `Line type must be one of: ${CATALOGUE_ITEM_KINDS.join(", ")}`,
  id: "Line id must be text of 1 to 100 characters",
  quantity: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`,
  hours: `Hours must be a whole number from ${MIN_HOURS} to ${MAX_HOURS}`,
  unitPrice: moneyMessage("Unit price", 0),
  name: `Line name must be 1 to ${MAX_LINE_NAME_LENGTH} characters`,
  hourlyRate: "Charged by the hour must be true or false",
  discountKind: "Discount must be a percentage or an amount",
  percent: "Discount percentage must be more than 0 and at most 100, with at most two decimals",
  amount: moneyMessage("Discount amount", 1),
  deliveryMethod: "Delivery must be delivery or collection",
  deliveryZone: `Delivery zone must be one of: ${DELIVERY_ZONE_IDS.join(", ")}`,
  deliveryFee: moneyMessage("Delivery fee", 0),
  note: `Note to the customer must be at most ${MAX_NOTE_LENGTH} characters`,
  duplicate: (name: string) => `${name} is on the quote twice; change its quantity instead`,
  newLineName: "A new line needs its name",
  newLinePrice: "A new line needs its unit price",
  lineDiscountTooBig: (name: string, grossCents: number) =>
    `Discount on ${name} must not be more than the line (${formatCents(grossCents)})`,
  overallDiscountTooBig: (linesCents: number) =>
    `Overall discount must not be more than the lines' total (${formatCents(linesCents)})`,
  negativeTotal: (label: string) => `${label} must not be negative; make the discount smaller`,
} as const;

/** Decimal digits as a person types them: not "", "1e3" or "0x10", which Number() would also read. */
const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A number from JSON, or the text of a form field (anything but plain decimal digits reads as NaN, which fails). */
function numeric(message: string) {
  return z.pipe(
    z.union([z.number(message), z.string(message)]),
    z.transform((value: number | string) =>
      typeof value === "number" ? value : DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN,
    ),
  );
}

const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(numeric(message), z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message)));

/** An amount of money in whole cents, from JSON or a form's text: the one money rule (money-field.ts). */
const money = (label: string, minCents: number) =>
  z.pipe(numeric(moneyMessage(label, minCents)), moneyCents({ label, minCents }));

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const discountEdit = () =>
  z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("percent"),
        percent: z.pipe(
          numeric(REVISION_MESSAGES.percent),
          z
            .number(REVISION_MESSAGES.percent)
            .check(
              z.positive(REVISION_MESSAGES.percent),
              z.maximum(100, REVISION_MESSAGES.percent),
              z.refine(hasAtMostTwoDecimals, REVISION_MESSAGES.percent),
            ),
        ),
      }),
      z.object({
        kind: z.literal("amount"),
        amountCents: money("Discount amount", 1),
      }),
    ],
    REVISION_MESSAGES.discountKind,
  );

/** A form's empty field reads as one left out (a form posts every field, filled or not). */
function blankAsAbsent<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(schema),
  );
}

/**
 * A discount as a form posts it: kind "none" takes the discount off (null), a
 * blank kind leaves it as it was; JSON may say null or leave it out.
 */
function discountField() {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== "object" || value === null || !("kind" in value)) return value;
      if (value.kind === "none") return null;
      return value.kind === "" || value.kind === undefined ? undefined : value;
    }),
    z.optional(z.nullable(discountEdit())),
  );
}

const booleanField = z.pipe(
  z.union([z.boolean(REVISION_MESSAGES.hourlyRate), z.enum(["true", "false", "on"], REVISION_MESSAGES.hourlyRate)]),
  z.transform((value: boolean | "true" | "false" | "on") => value === true || value === "true" || value === "on"),
);

const lineEdit = () =>
  z.object({
    type: z.enum(CATALOGUE_ITEM_KINDS, REVISION_MESSAGES.type),
    id: z
      .string(REVISION_MESSAGES.id)
      .check(z.minLength(1, REVISION_MESSAGES.id), z.maxLength(100, REVISION_MESSAGES.id)),
    name: blankAsAbsent(
      z
        .pipe(
          z.string(REVISION_MESSAGES.name),
          z.transform((name: string) => storableText(name).trim()),
        )
        .check(z.minLength(1, REVISION_MESSAGES.name), z.maxLength(MAX_LINE_NAME_LENGTH, REVISION_MESSAGES.name)),
    ),
    hourlyRate: blankAsAbsent(booleanField),
    quantity: wholeNumber(REVISION_MESSAGES.quantity, MIN_QUANTITY, MAX_QUANTITY),
    hours: blankAsAbsent(wholeNumber(REVISION_MESSAGES.hours, MIN_HOURS, MAX_HOURS)),
    unitPriceCents: blankAsAbsent(money("Unit price", 0)),
    discount: discountField(),
  });

const deliveryEdit = () =>
  z.discriminatedUnion(
    "method",
    [
      z.object({ method: z.literal("collection") }),
      z.object({
        method: z.literal("delivery"),
        zone: z.enum(DELIVERY_ZONE_IDS as [DeliveryZoneId, ...DeliveryZoneId[]], REVISION_MESSAGES.deliveryZone),
        feeCents: blankAsAbsent(money("Delivery fee", 0)),
      }),
    ],
    REVISION_MESSAGES.deliveryMethod,
  );

const lineKey = (line: { type: string; id: string }) => `${line.type}\u0000${line.id}`;

/**
 * The edits' schema for one quote: the shape and limits of every field, and
 * the rules that need the quote (a new line's name and price, a line on the
 * quote twice, a discount above its line, a negative total). Each message
 * names the field and its rule; each issue's path names the field
 * (`lines[2].quantity`, `overallDiscount.amountCents`).
 */
export function quoteRevisionSchema(current: QuoteDocument) {
  return z
    .object(
      {
        lines: z
          .array(lineEdit(), REVISION_MESSAGES.noLines)
          .check(
            z.minLength(1, REVISION_MESSAGES.noLines),
            z.maxLength(MAX_QUOTE_LINES, REVISION_MESSAGES.tooManyLines),
          ),
        overallDiscount: discountField(),
        delivery: z.optional(deliveryEdit()),
        noteToCustomer: z.optional(
          z
            .pipe(
              z.string(REVISION_MESSAGES.note),
              z.transform((note: string) => storableText(note).trim()),
            )
            .check(z.maxLength(MAX_NOTE_LENGTH, REVISION_MESSAGES.note)),
        ),
      },
      REVISION_MESSAGES.notAnObject,
    )
    .check(
      z.superRefine(
        (edits, ctx) => {
          for (const issue of revisionIssues(current, edits)) ctx.addIssue({ code: "custom", input: edits, ...issue });
        },
        // Only edits whose every field has its shape: a bad number is its own field's message, not a second one.
        { when: (payload) => payload.issues.length === 0 },
      ),
    );
}

interface RevisionIssue {
  path: (string | number)[];
  message: string;
}

/** The rules that need the current quote, checked once every field has its shape. */
function revisionIssues(current: QuoteDocument, edits: QuoteRevisionEdits): RevisionIssue[] {
  const issues: RevisionIssue[] = [];
  const currentLines = new Map(current.lines.map((line) => [lineKey(line), line]));
  const seen = new Set<string>();
  edits.lines.forEach((edit, index) => {
    const key = lineKey(edit);
    const base = currentLines.get(key);
    const name = edit.name ?? base?.name ?? edit.id;
    if (seen.has(key)) issues.push({ path: ["lines", index, "id"], message: REVISION_MESSAGES.duplicate(name) });
    seen.add(key);
    if (!base && !edit.name) issues.push({ path: ["lines", index, "name"], message: REVISION_MESSAGES.newLineName });
    if (!base && edit.unitPriceCents === undefined)
      issues.push({ path: ["lines", index, "unitPriceCents"], message: REVISION_MESSAGES.newLinePrice });
  });
  if (issues.length > 0) return issues;

  const revised = revisedLines(current, edits);
  revised.forEach(({ grossCents, discountCents, line }, index) => {
    if (discountCents > grossCents)
      issues.push({
        path: ["lines", index, "discount", "amountCents"],
        message: REVISION_MESSAGES.lineDiscountTooBig(line.name, grossCents),
      });
  });
  if (issues.length > 0) return issues;

  const linesCents = revised.reduce((sum, { line }) => sum + line.lineTotalCents, 0);
  const overall = overallDiscountOf(current, edits, linesCents);
  if (overall && overall.amountCents > linesCents) {
    issues.push({
      path: ["overallDiscount", "amountCents"],
      message: REVISION_MESSAGES.overallDiscountTooBig(linesCents),
    });
    return issues;
  }
  const totals = revisedTotals(
    revised.map(({ line }) => line),
    deliveryOf(current, edits),
    overall,
  );
  for (const [field, label] of [
    ["subtotalCents", "Subtotal"],
    ["vatCents", "VAT"],
    ["totalCents", "Total"],
  ] as const) {
    if (totals[field] < 0) issues.push({ path: ["overallDiscount"], message: REVISION_MESSAGES.negativeTotal(label) });
  }
  return issues;
}

interface RevisedLine {
  line: PricedQuoteLine;
  grossCents: number;
  discountCents: number;
}

/** Each edited line priced for the quote's hire period: its price, hours and discount, as edited or as they were. */
function revisedLines(current: QuoteDocument, edits: QuoteRevisionEdits): RevisedLine[] {
  const currentLines = new Map(current.lines.map((line) => [lineKey(line), line]));
  return edits.lines.map((edit) => {
    const base = currentLines.get(lineKey(edit));
    const hourlyRate = base?.hourlyRate ?? edit.hourlyRate ?? false;
    const unitPriceCents = edit.unitPriceCents ?? base?.unitPriceCents ?? 0;
    const hours = hourlyRate ? (edit.hours ?? base?.hours ?? DEFAULT_HOURS) : undefined;
    const discount: DiscountEdit | null =
      edit.discount !== undefined
        ? edit.discount
        : base?.discountAmountCents
          ? { kind: "amount", amountCents: base.discountAmountCents }
          : base?.discountPercentage
            ? { kind: "percent", percent: Math.round(base.discountPercentage * 10_000) / 100 }
            : null;
    const { grossCents } = priceLine(
      { unitPriceCents, quantity: edit.quantity, hourlyRate, ...(hours !== undefined ? { hours } : {}) },
      current.hireDays,
    );
    const discountCents =
      discount === null
        ? 0
        : discount.kind === "amount"
          ? discount.amountCents
          : fractionOfCents(grossCents, discount.percent / 100);
    const lineTotalCents = grossCents - discountCents;
    const line: PricedQuoteLine = {
      id: edit.id,
      type: edit.type,
      name: base?.name ?? edit.name ?? edit.id,
      quantity: edit.quantity,
      unitPriceCents,
      hourlyRate,
      lineTotalCents,
      vatCents: vatOn(lineTotalCents),
    };
    if (hours !== undefined) line.hours = hours;
    if (discount?.kind === "percent") line.discountPercentage = discount.percent / 100;
    if (discount?.kind === "amount") line.discountAmountCents = discount.amountCents;
    return { line, grossCents, discountCents };
  });
}

/** The overall discount on the lines' total (delivery is never discounted), with the VAT it carries. */
function overallDiscountOf(
  current: QuoteDocument,
  edits: QuoteRevisionEdits,
  linesCents: number,
): QuoteOverallDiscount | undefined {
  const edit: DiscountEdit | null | undefined =
    edits.overallDiscount !== undefined
      ? edits.overallDiscount
      : current.overallDiscount
        ? current.overallDiscount.percent !== undefined
          ? { kind: "percent", percent: current.overallDiscount.percent }
          : { kind: "amount", amountCents: current.overallDiscount.amountCents }
        : null;
  if (!edit) return undefined;
  const amountCents = edit.kind === "amount" ? edit.amountCents : fractionOfCents(linesCents, edit.percent / 100);
  return {
    ...(edit.kind === "percent" ? { percent: edit.percent } : {}),
    amountCents,
    vatCents: vatOn(amountCents),
  };
}

function deliveryOf(current: QuoteDocument, edits: QuoteRevisionEdits): DeliveryEstimate | undefined {
  const edit = edits.delivery;
  if (!edit) return current.delivery;
  if (edit.method === "collection") return { method: "collection", feeCents: 0, vatCents: 0 };
  const zone = deliveryZone(edit.zone)!;
  const feeCents = edit.feeCents ?? zone.feeCents;
  return { method: "delivery", zone: edit.zone, zoneName: zone.name, feeCents, vatCents: vatOn(feeCents) };
}

function revisedTotals(
  lines: readonly PricedQuoteLine[],
  delivery: DeliveryEstimate | undefined,
  overall: QuoteOverallDiscount | undefined,
): { subtotalCents: number; vatCents: number; totalCents: number } {
  let subtotalCents = (delivery?.feeCents ?? 0) - (overall?.amountCents ?? 0);
  let vatCents = (delivery?.vatCents ?? 0) - (overall?.vatCents ?? 0);
  for (const line of lines) {
    subtotalCents += line.lineTotalCents;
    vatCents += line.vatCents;
  }
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

export interface RevisionTimes {
  /** ISO-8601 time the new version is made: its date on the PDF and the e-mails. */
  revisedAt: string;
  /** YYYY-MM-DD: the new version's last day (quoteValidUntil(revisedAt, QUOTE_VALIDITY_DAYS)). */
  validUntil: string;
}

export type QuoteRevision = { ok: true; document: QuoteDocument } | { ok: false; errors: FieldError[] };

/**
 * The next version of `current` with `edits` applied (edits as JSON or as a
 * form's text; see quoteRevisionSchema), or each problem under its field. The
 * contact, event details, quote number and status are the current version's.
 */
export function reviseQuote(current: QuoteDocument, edits: unknown, times: RevisionTimes): QuoteRevision {
  const parsed = z.safeParse(quoteRevisionSchema(current), edits);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
  const valid = parsed.data as QuoteRevisionEdits;

  const revised = revisedLines(current, valid);
  const lines = revised.map(({ line }) => line);
  const linesCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const overallDiscount = overallDiscountOf(current, valid, linesCents);
  const delivery = deliveryOf(current, valid);
  const noteToCustomer = valid.noteToCustomer !== undefined ? valid.noteToCustomer : current.noteToCustomer;

  const {
    overallDiscount: _previousOverall,
    noteToCustomer: _previousNote,
    delivery: _previousDelivery,
    ...kept
  } = current;
  const document: QuoteDocument = {
    ...kept,
    version: (current.version ?? 1) + 1,
    createdAt: times.revisedAt,
    validUntil: times.validUntil,
    lines,
    ...(delivery ? { delivery } : {}),
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalDiscountCents:
      revised.reduce((sum, { discountCents }) => sum + discountCents, 0) + (overallDiscount?.amountCents ?? 0),
    ...(overallDiscount ? { overallDiscount } : {}),
    ...(noteToCustomer ? { noteToCustomer } : {}),
    ...revisedTotals(lines, delivery, overallDiscount),
  };
  return { ok: true, document };
}
