// A staff revision of a quote: the edits staff make in the inbox (lines added
// or removed, quantities, hours, a unit price overridden, a discount on a line
// or on the whole quote, the delivery, a note to the customer) applied to the
// stored version, giving the next version's document with its totals. VAT is
// 15% rounded on each line as the first version rounds it; an overall discount
// is a line of its own with its own rounded VAT, as a tax invoice shows it.
// Everything is whole cents. Pure: the caller stores the result as a new
// version and never changes the one the customer has seen.
import * as z from "zod/mini";
import { deliveryZone } from "#app/features/quotes/delivery.ts";
import { DEFAULT_HOURS, type DeliveryEstimate, priceLine, vatOn } from "#app/features/quotes/event-pricing.ts";
import { type FieldError, fieldErrors } from "#app/platform/forms/field-errors.ts";
import { fractionOfCents } from "#app/platform/format/money.ts";
import type { PricedQuoteLine, QuoteDocument, QuoteOverallDiscount } from "#app/features/quotes/quote-document.ts";
import { MAX_QUOTE_LINES } from "#app/features/quotes/quote-pricing.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";
import {
  type DiscountEdit,
  type QuoteRevisionEdits,
  MAX_NOTE_LENGTH,
  REVISION_MESSAGES,
  deliveryEdit,
  discountField,
  lineEdit,
} from "#app/features/quotes/versions/quote-revision-fields.ts";

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
