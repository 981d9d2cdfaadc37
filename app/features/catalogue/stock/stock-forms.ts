// The staff forms of stock (decision 044): the stock sheet's quantity owned
// per item, and a hold on a quote's items until a day, or its release. One
// zod/mini schema each, read with readStaffForm like the other staff forms;
// each message names its field and the rule. Pure.
import * as z from "zod/mini";
import { STOCKED_KINDS, type StockedKind } from "#app/features/catalogue/availability.ts";
import { choice, posted } from "#app/platform/forms/form-fields.ts";
import { isCalendarDate } from "#app/features/quotes/index.ts";

/** More than any hire company of this size owns of one thing; a typo with an extra digit is refused. */
export const MAX_QUANTITY_OWNED = 9_999;

/** A hold ends within this many days: longer than any quote is valid, shorter than a forgotten hold. */
export const MAX_HOLD_DAYS = 90;

export const STOCK_FORM_MESSAGES = {
  item: "Item: this item is not in the catalogue. Reload the page.",
  owned: `Quantity owned: enter a whole number from 0 to ${MAX_QUANTITY_OWNED.toLocaleString("en-ZA")}, or leave it empty for an item we do not count.`,
  heldUntil: "Hold until: enter a date as day, month and year.",
  heldUntilPast: "Hold until: the date cannot be before today.",
  heldUntilFar: `Hold until: a hold can last at most ${MAX_HOLD_DAYS} days; place a new one nearer the time.`,
  hold: "Hold: this hold was already released or replaced. Reload the page.",
} as const;

const itemId = () => posted(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, STOCK_FORM_MESSAGES.item)));

/** Empty: not tracked (null); otherwise a whole number in range. */
const quantityOwned = () =>
  z.pipe(
    posted(
      z
        .string()
        .check(
          z.refine(
            (value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) <= MAX_QUANTITY_OWNED),
            STOCK_FORM_MESSAGES.owned,
          ),
        ),
    ),
    z.transform((value: string) => (value === "" ? null : Number(value))),
  );

export const stockLevelSchema = () =>
  z.object({
    kind: choice(STOCKED_KINDS, STOCK_FORM_MESSAGES.item) as z.ZodMiniType<StockedKind>,
    id: itemId(),
    owned: quantityOwned(),
  });

/** The hold form for `today` (YYYY-MM-DD in Johannesburg): a day from today to MAX_HOLD_DAYS ahead. */
export function holdSchema(today: string, lastAllowed: string) {
  return z.object({
    heldUntil: posted(
      z.string().check(
        z.superRefine((value, context) => {
          const message = !isCalendarDate(value)
            ? STOCK_FORM_MESSAGES.heldUntil
            : value < today
              ? STOCK_FORM_MESSAGES.heldUntilPast
              : value > lastAllowed
                ? STOCK_FORM_MESSAGES.heldUntilFar
                : undefined;
          if (message) context.issues.push({ code: "custom", input: value, message });
        }),
      ),
    ),
  });
}

export const releaseHoldSchema = () =>
  z.object({ holdId: posted(z.string().check(z.regex(/^[0-9a-f-]{36}$/, STOCK_FORM_MESSAGES.hold))) });

/** The day a new hold ends unless staff choose: the quote's last day, or a week when it has none or it has passed. */
export function defaultHoldUntil(validUntil: string | undefined, today: string, weekAhead: string): string {
  return validUntil && validUntil >= today ? validUntil : weekAhead;
}
