import { describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import {
  EDITOR_FIELDS,
  editorErrors,
  randToCentsText,
  readEditorForm,
} from "#app/features/quotes/editor/quote-editor.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { REVISION_MESSAGES } from "#app/features/quotes/versions/quote-revision-fields.ts";

const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };
const cable = { type: "add-on", id: "cable-run", name: "Cable run", unitPriceCents: 20_000, hourlyRate: false };
const catalogue = (type: string, id: string) => (type === cable.type && id === cable.id ? cable : undefined);

/** The editor form as the page fills it: every current line as it is. */
function filledForm(quote = sampleQuote()): URLSearchParams {
  const form = new URLSearchParams();
  quote.lines.forEach((line, index) => {
    const row = `line-${index}`;
    form.set(EDITOR_FIELDS.quantity(row), String(line.quantity));
    if (line.hourlyRate) form.set(EDITOR_FIELDS.hours(row), String(line.hours ?? 4));
    form.set(EDITOR_FIELDS.price(row), (line.unitPriceCents / 100).toFixed(2));
  });
  return form;
}

describe("randToCentsText", () => {
  it("reads rand as staff type it, and leaves anything else for the schema to refuse", () => {
    expect(randToCentsText("350")).toBe("35000");
    expect(randToCentsText("R 1 250.5")).toBe("125050");
    expect(randToCentsText("")).toBe("");
    expect(randToCentsText("12.345")).toBe("12.345");
    expect(randToCentsText("ten")).toBe("ten");
  });
});

describe("readEditorForm", () => {
  it("keeps every line, removes a ticked one, adds a catalogue line at its price, and reads the discounts", () => {
    const quote = sampleQuote();
    const form = filledForm(quote);
    form.set(EDITOR_FIELDS.quantity("line-0"), "3");
    form.set(EDITOR_FIELDS.remove(1), "on");
    form.set(EDITOR_FIELDS.newItem, "add-on:cable-run");
    form.set(EDITOR_FIELDS.quantity("new"), "2");
    form.set(EDITOR_FIELDS.overallKind, "percent");
    form.set(EDITOR_FIELDS.overallValue, "10");
    form.set(EDITOR_FIELDS.note, "Two cable runs for the stage.");
    const read = readEditorForm(form, quote, catalogue);
    expect(read.errors).toEqual({});
    expect(read.rows).toEqual(["line-0", ...quote.lines.slice(2).map((_, index) => `line-${index + 2}`), "new"]);
    const revised = reviseQuote(quote, read.edits, times);
    if (!revised.ok) throw new Error(JSON.stringify(revised.errors));
    expect(revised.document.lines.map((line) => [line.id, line.quantity])).toEqual([
      [quote.lines[0]?.id, 3],
      ...quote.lines.slice(2).map((line) => [line.id, line.quantity]),
      ["cable-run", 2],
    ]);
    expect(revised.document.lines.at(-1)).toMatchObject({ name: "Cable run", unitPriceCents: 20_000 });
    expect(revised.document.overallDiscount?.percent).toBe(10);
    expect(revised.document.noteToCustomer).toBe("Two cable runs for the stage.");
  });

  it("refuses an item that is not in the catalogue", () => {
    const form = filledForm();
    form.set(EDITOR_FIELDS.newItem, "product:no-such-thing");
    expect(readEditorForm(form, sampleQuote(), catalogue).errors).toEqual({
      [EDITOR_FIELDS.newItem]: "Choose an item from the catalogue list, or a custom line",
    });
  });

  it("puts each of the schema's messages beside its own field, in rand for money", () => {
    const quote = sampleQuote();
    const form = filledForm(quote);
    form.set(EDITOR_FIELDS.quantity("line-0"), "0");
    form.set(EDITOR_FIELDS.price("line-1"), "lots");
    form.set(EDITOR_FIELDS.newItem, "custom");
    form.set(EDITOR_FIELDS.quantity("new"), "1");
    form.set(EDITOR_FIELDS.price("new"), "100");
    const read = readEditorForm(form, quote, catalogue);
    const revised = reviseQuote(quote, read.edits, times);
    if (revised.ok) throw new Error("expected problems");
    const errors = editorErrors(revised.errors, read.rows);
    expect(errors[EDITOR_FIELDS.quantity("line-0")]).toBe(REVISION_MESSAGES.quantity);
    expect(errors[EDITOR_FIELDS.price("line-1")]).toMatch(/^Unit price must be an amount in rand/);
  });
});
