// The one money rule (issue 32) and every form that takes money through it:
// the catalogue editor's cost price and staff hire price, and the quote
// editor's unit price, discount amount and delivery fee. Amounts are typed as
// staff type them (rand), drawn with a fixed seed from inside the range, at
// its edges, and outside it (above R1,000,000.00, negative, 1 and 300 zeros).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { FIELD_LABELS, recordFromForm } from "#app/features/catalogue/editor/catalogue-editing.ts";
import { checkRecord } from "#app/features/catalogue/editor/catalogue-checks.ts";
import { MAX_MONEY_CENTS, isMoneyCents, moneyCents, moneyMessage, moneyRand } from "#app/platform/forms/money-field.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { EDITOR_FIELDS, editorErrors, readEditorForm } from "#app/features/quotes/editor/quote-editor.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { REVISION_MESSAGES } from "#app/features/quotes/versions/quote-revision-fields.ts";

const SETTINGS = { seed: 212026, numRuns: 150 };

/** Cents as staff type rand: 12345n -> "123.45", -500n -> "-5.00". */
function randText(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, "0")}`;
}

/** An amount in the range (from `minCents`), typed in rand, edges included. */
const inRange = (minCents: number) =>
  fc
    .oneof(
      fc.constantFrom(minCents, minCents + 1, MAX_MONEY_CENTS - 1, MAX_MONEY_CENTS),
      fc.integer({ min: minCents, max: MAX_MONEY_CENTS }),
    )
    .map((cents) => randText(BigInt(cents)));

/** An amount outside the range, typed in rand: just above it, far above it, "1" and up to 400 zeros, below the minimum. */
const outOfRange = (minCents: number) =>
  fc.oneof(
    fc.bigInt({ min: BigInt(MAX_MONEY_CENTS) + 1n, max: BigInt(MAX_MONEY_CENTS) + 1000n }).map(randText),
    fc.bigInt({ min: BigInt(MAX_MONEY_CENTS) + 1n, max: 10n ** 30n }).map(randText),
    fc.integer({ min: 7, max: 400 }).map((zeros) => `1${"0".repeat(zeros)}`),
    fc
      .bigInt({ min: -(10n ** 12n), max: BigInt(minCents) - 1n })
      .filter((cents) => cents !== 0n)
      .map(randText),
  );

describe("the money rule", () => {
  it("takes whole cents from the minimum to R1,000,000.00 and nothing else", () => {
    expect(MAX_MONEY_CENTS).toBe(100_000_000);
    expect(moneyMessage("Unit price", 0)).toBe("Unit price must be an amount in rand from R0.00 to R1,000,000.00");
    expect(moneyMessage(undefined, 1)).toBe("an amount in rand from R0.01 to R1,000,000.00");
    for (const value of [0, 1, MAX_MONEY_CENTS]) expect(isMoneyCents(value)).toBe(true);
    for (const value of [-1, 0.5, MAX_MONEY_CENTS + 1, 5.7e303, Number.NaN, Infinity, "100"])
      expect(isMoneyCents(value), String(value)).toBe(false);
    expect(isMoneyCents(0, 1)).toBe(false);
    expect(moneyCents({ label: "Delivery fee" })["~standard"].validate(1e300)).toEqual({
      issues: [
        expect.objectContaining({ message: "Delivery fee must be an amount in rand from R0.00 to R1,000,000.00" }),
      ],
    });
    expect(moneyRand({ minCents: 1 })["~standard"].validate(12.5)).toEqual({ value: 12.5 });
    expect(moneyRand({ minCents: 1 })["~standard"].validate(12.345)).toMatchObject({ issues: [expect.anything()] });
  });
});

describe("the catalogue editor's money fields", () => {
  const speaker = seedCatalogue.products.find((product) => product.id === "powered-speaker-12-premium")!;
  const speakerForm = (field: string, typed: string) => {
    const form = new FormData();
    const fields: Record<string, string | string[]> = {
      id: speaker.id,
      name: speaker.name,
      description: speaker.description,
      image: speaker.image,
      categories: [...speaker.categories],
      type: speaker.type,
      capacity: String(speaker.capacity),
      costPrice: String(speaker.costPrice),
      hirePriceOverrideCents: "",
      keyFeatures: speaker.keyFeatures.join("\n"),
      [field]: typed,
    };
    for (const [name, value] of Object.entries(fields))
      for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
    return form;
  };
  const errorOf = (field: string, typed: string) => {
    const checked = checkRecord("product", recordFromForm("product", speakerForm(field, typed)), seedCatalogue, {
      isNew: false,
    });
    return checked.ok ? undefined : checked.errors[field];
  };

  it.each(["costPrice", "hirePriceOverrideCents"])(
    "%s: an amount in the range is kept, one outside it is refused naming the field and the range",
    (field) => {
      const refusal = `${FIELD_LABELS[field]}: ${moneyMessage(undefined, 1)}.`;
      // Issue 32: a cost price of 1 and 300 zeros was published as "R5e+298.00".
      expect(errorOf(field, `1${"0".repeat(300)}`)).toBe(refusal);
      fc.assert(
        fc.property(inRange(1), (typed) => {
          expect(errorOf(field, typed), typed).toBeUndefined();
        }),
        SETTINGS,
      );
      fc.assert(
        fc.property(outOfRange(1), (typed) => {
          expect(errorOf(field, typed), typed).toBe(refusal);
        }),
        SETTINGS,
      );
    },
  );
});

describe("the quote editor's money fields", () => {
  const quote = sampleQuote();
  const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };
  const filled = () => {
    const form = new URLSearchParams();
    quote.lines.forEach((line, index) => {
      const row = `line-${index}`;
      form.set(EDITOR_FIELDS.quantity(row), String(line.quantity));
      if (line.hourlyRate) form.set(EDITOR_FIELDS.hours(row), String(line.hours ?? 4));
      form.set(EDITOR_FIELDS.price(row), (line.unitPriceCents / 100).toFixed(2));
    });
    return form;
  };
  /** The editor's messages after typing `typed` into one money field, as the page shows them. */
  const messagesAfter = (type: (form: URLSearchParams) => void) => {
    const form = filled();
    type(form);
    const read = readEditorForm(form, quote, () => undefined);
    const revised = reviseQuote(quote, read.edits, times);
    return revised.ok ? {} : editorErrors(revised.errors, read.rows);
  };
  const fields = [
    {
      name: "unit price",
      field: EDITOR_FIELDS.price("line-0"),
      minCents: 0,
      message: REVISION_MESSAGES.unitPrice,
      type: (typed: string) => (form: URLSearchParams) => form.set(EDITOR_FIELDS.price("line-0"), typed),
    },
    {
      name: "delivery fee",
      field: EDITOR_FIELDS.deliveryFee,
      minCents: 0,
      message: REVISION_MESSAGES.deliveryFee,
      type: (typed: string) => (form: URLSearchParams) => {
        form.set(EDITOR_FIELDS.delivery, "sandton");
        form.set(EDITOR_FIELDS.deliveryFee, typed);
      },
    },
    {
      name: "overall discount amount",
      field: EDITOR_FIELDS.overallValue,
      minCents: 1,
      message: REVISION_MESSAGES.amount,
      type: (typed: string) => (form: URLSearchParams) => {
        form.set(EDITOR_FIELDS.overallKind, "amount");
        form.set(EDITOR_FIELDS.overallValue, typed);
      },
    },
  ];

  it.each(fields)(
    "$name: outside the range it is refused with the money rule's message, never with an amount",
    ({ field, minCents, message, type }) => {
      expect(message).toBe(moneyMessage(message.split(" must ")[0], minCents));
      fc.assert(
        fc.property(outOfRange(minCents), (typed) => {
          expect(messagesAfter(type(typed))[field], typed).toMatch(
            new RegExp(`^${message.replace(/[.$()]/g, "\\$&")}`),
          );
        }),
        SETTINGS,
      );
    },
  );

  it("takes a unit price anywhere in the range", () => {
    fc.assert(
      fc.property(inRange(0), (typed) => {
        expect(messagesAfter(fields[0]!.type(typed))[EDITOR_FIELDS.price("line-0")], typed).toBeUndefined();
      }),
      SETTINGS,
    );
  });
});
