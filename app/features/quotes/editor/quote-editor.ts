// The staff quote editor's form (decision 039): a server-rendered form that
// works without JavaScript, its fields in rand as staff read prices, read
// into the edits quoteRevisionSchema checks, and each of the schema's
// messages put back beside the field it is about. Pure.
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { REVISION_MESSAGES } from "#app/features/quotes/versions/quote-revision-fields.ts";

type FormLike = { get(name: string): FormDataEntryValue | null };

const text = (form: FormLike, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Rand as typed ("350", "350.5", "R1 250,00" is not: digits and one point only) to whole cents as text; anything else stays as typed so the schema refuses it. */
export function randToCentsText(value: string): string {
  const cleaned = value.replace(/^R\s*/i, "").replace(/[\s,]/g, "");
  if (cleaned === "") return "";
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return value;
  return String(Math.round(Number(cleaned) * 100));
}

/** Cents as the form shows them in rand: "350.00". */
export const centsToRandText = (cents: number): string => (cents / 100).toFixed(2);

/** The add-a-line select's value for a custom line (any other value is "type:id" of a catalogue item). */
export const CUSTOM_LINE = "custom";

export const EDITOR_FIELDS = {
  lineKey: (index: number) => `line-${index}-key`,
  remove: (index: number) => `line-${index}-remove`,
  quantity: (row: string) => `${row}-quantity`,
  hours: (row: string) => `${row}-hours`,
  price: (row: string) => `${row}-price`,
  discountKind: (row: string) => `${row}-discount-kind`,
  discount: (row: string) => `${row}-discount`,
  newItem: "new-item",
  newName: "new-name",
  newHourly: "new-hourly",
  overallKind: "overall-kind",
  overallValue: "overall-value",
  delivery: "delivery",
  deliveryFee: "delivery-fee",
  note: "note",
} as const;

/** The money rule's messages with an example of what to type, as staff type rand. */
const MONEY_MESSAGES: Readonly<Record<string, string>> = {
  [REVISION_MESSAGES.unitPrice]: `${REVISION_MESSAGES.unitPrice}, such as 350 or 350.50`,
  [REVISION_MESSAGES.amount]: `${REVISION_MESSAGES.amount}, such as 250 or 99.50`,
  [REVISION_MESSAGES.deliveryFee]: `${REVISION_MESSAGES.deliveryFee}, such as 450`,
};

/** A catalogue line staff add: its name, price and whether it is charged by the hour, from the server's catalogue. */
export interface CatalogueLine {
  type: string;
  id: string;
  name: string;
  unitPriceCents: number;
  hourlyRate: boolean;
}

export interface EditorFormRead {
  /** The edits as quoteRevisionSchema reads them. */
  edits: Record<string, unknown>;
  /** The edits' line index → the form row it came from ("line-2", "new"). */
  rows: string[];
  /** A problem found before the schema (an unknown catalogue item). */
  errors: Record<string, string>;
}

function discountFrom(form: FormLike, row: string): Record<string, string> | undefined {
  const kind = text(form, EDITOR_FIELDS.discountKind(row));
  const value = text(form, EDITOR_FIELDS.discount(row));
  if (kind === "") return undefined;
  if (kind === "percent") return { kind, percent: value };
  if (kind === "amount") return { kind, amountCents: randToCentsText(value) };
  return { kind };
}

/**
 * The edits a posted editor form asks for: every current line kept (in its
 * order, unless ticked for removal) with its quantity, hours, price and
 * discount; the added line (a catalogue item, priced by `catalogueLine`, or
 * a custom one); the overall discount, delivery and note.
 */
export function readEditorForm(
  form: FormLike,
  base: QuoteDocument,
  catalogueLine: (type: string, id: string) => CatalogueLine | undefined,
): EditorFormRead {
  const lines: Record<string, unknown>[] = [];
  const rows: string[] = [];
  const errors: Record<string, string> = {};
  base.lines.forEach((line, index) => {
    const row = `line-${index}`;
    if (text(form, EDITOR_FIELDS.remove(index)) !== "") return;
    const edit: Record<string, unknown> = {
      type: line.type,
      id: line.id,
      quantity: text(form, EDITOR_FIELDS.quantity(row)),
    };
    if (line.hourlyRate) edit.hours = text(form, EDITOR_FIELDS.hours(row));
    edit.unitPriceCents = randToCentsText(text(form, EDITOR_FIELDS.price(row)));
    const discount = discountFrom(form, row);
    if (discount) edit.discount = discount;
    lines.push(edit);
    rows.push(row);
  });

  const item = text(form, EDITOR_FIELDS.newItem);
  if (item !== "") {
    const row = "new";
    const edit: Record<string, unknown> = { quantity: text(form, EDITOR_FIELDS.quantity(row)) };
    const price = randToCentsText(text(form, EDITOR_FIELDS.price(row)));
    const hours = text(form, EDITOR_FIELDS.hours(row));
    if (item === CUSTOM_LINE) {
      const name = text(form, EDITOR_FIELDS.newName);
      // A custom line's id is made from its name, so the same custom line is the same line in the next version.
      const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      Object.assign(edit, {
        type: "add-on",
        id: `custom-${slug || "line"}`.slice(0, 100),
        name,
        hourlyRate: text(form, EDITOR_FIELDS.newHourly) !== "",
        unitPriceCents: price,
      });
      if (edit.hourlyRate) edit.hours = hours;
    } else {
      const [type = "", id = ""] = item.split(":", 2);
      const found = catalogueLine(type, id);
      if (!found) errors[EDITOR_FIELDS.newItem] = "Choose an item from the catalogue list, or a custom line";
      else {
        Object.assign(edit, {
          type: found.type,
          id: found.id,
          name: found.name,
          hourlyRate: found.hourlyRate,
          unitPriceCents: price === "" ? String(found.unitPriceCents) : price,
        });
        if (found.hourlyRate) edit.hours = hours;
      }
    }
    const discount = discountFrom(form, row);
    if (discount) edit.discount = discount;
    lines.push(edit);
    rows.push(row);
  }

  const edits: Record<string, unknown> = { lines, noteToCustomer: text(form, EDITOR_FIELDS.note) };
  const overallKind = text(form, EDITOR_FIELDS.overallKind);
  const overallValue = text(form, EDITOR_FIELDS.overallValue);
  if (overallKind === "none") edits.overallDiscount = { kind: "none" };
  else if (overallKind === "percent") edits.overallDiscount = { kind: "percent", percent: overallValue };
  else if (overallKind === "amount")
    edits.overallDiscount = { kind: "amount", amountCents: randToCentsText(overallValue) };

  const delivery = text(form, EDITOR_FIELDS.delivery);
  if (delivery === "collection") edits.delivery = { method: "collection" };
  else if (delivery !== "") {
    const fee = randToCentsText(text(form, EDITOR_FIELDS.deliveryFee));
    edits.delivery = { method: "delivery", zone: delivery, ...(fee !== "" ? { feeCents: fee } : {}) };
  }
  return { edits, rows, errors };
}

/**
 * The schema's problems (reviseQuote's FieldError, named like
 * `lines[2].quantity`) as messages beside the form's own fields.
 */
export function editorErrors(
  problems: readonly { field: string; message: string }[],
  rows: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (name: string, message: string) => {
    errors[name] ??= MONEY_MESSAGES[message] ?? message;
  };
  for (const { field, message } of problems) {
    const line = /^lines\[(\d+)\]\.?([A-Za-z]*)/.exec(field);
    if (line) {
      const row = rows[Number(line[1])] ?? "new";
      const part = line[2];
      if (part === "quantity" || part === "id" || part === "type") put(EDITOR_FIELDS.quantity(row), message);
      else if (part === "hours") put(EDITOR_FIELDS.hours(row), message);
      else if (part === "unitPriceCents") put(EDITOR_FIELDS.price(row), message);
      else if (part === "discount") put(EDITOR_FIELDS.discount(row), message);
      else if (part === "name" || part === "hourlyRate") put(EDITOR_FIELDS.newName, message);
      else put(EDITOR_FIELDS.quantity(row), message);
    } else if (field.startsWith("overallDiscount")) put(EDITOR_FIELDS.overallValue, message);
    else if (field === "delivery.feeCents") put(EDITOR_FIELDS.deliveryFee, message);
    else if (field.startsWith("delivery")) put(EDITOR_FIELDS.delivery, message);
    else if (field === "noteToCustomer") put(EDITOR_FIELDS.note, message);
    // "lines" itself (no line left, too many lines) and anything else: the form as a whole.
    else put("form", message);
  }
  return errors;
}
