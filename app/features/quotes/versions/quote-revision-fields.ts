// The fields of a staff revision of a quote: the edits' types, their limits and
// messages (each names its field and rule), and the schemas that read each field
// from JSON or a form post. quote-revision.ts puts them together with the rules
// that need the current quote.
import * as z from "zod/mini";
import { DELIVERY_ZONE_IDS, type DeliveryZoneId } from "#app/features/quotes/delivery.ts";
import { MAX_HOURS, MIN_HOURS } from "#app/features/quotes/event-pricing.ts";
import { formatCents } from "#app/platform/format/money.ts";
import { moneyCents, moneyMessage } from "#app/platform/forms/money-field.ts";
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
export function discountField() {
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

export const lineEdit = () =>
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

export const deliveryEdit = () =>
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
