// The item editor's form fields, one control per field of the kind (issue 24):
// text, drawings, categories and the rows of what a bundle, add-on or
// promotion holds. Plain HTML controls that post as the form is.
import type { ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import {
  type CatalogueEditKind,
  type EditorErrors,
  FIELD_LABELS,
  SPARE_CONTENT_ROWS,
  centsToRandText,
  fractionToPercentText,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import { BUNDLE_TYPES } from "#app/features/site/index.ts";

export const ITEM_FORM_ID = "catalogue-item";

type Option = { value: string; label: string };

export interface EditorChoices {
  images: readonly string[];
  topCategories: Option[];
  categories: Option[];
  products: Option[];
  personnel: Option[];
  bundles: Option[];
}

export interface EditorFieldContext {
  kind: CatalogueEditKind;
  isNew: boolean;
  choices: EditorChoices;
  values: Record<string, unknown>;
  errors: EditorErrors;
  rulePrice: string | undefined;
}

/** The text a field's control starts with: the posted value after an error, else the draft or the record. */
export function initialText(field: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field === "hirePriceOverrideCents") return typeof value === "number" ? centsToRandText(value) : "";
  if (field === "discountPercentage") return typeof value === "number" ? fractionToPercentText(value) : "";
  if (field === "keyFeatures" && Array.isArray(value)) return value.join("\n");
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

interface ContentRow {
  value: string;
  quantity: string;
}

/** What the item holds, one row each, and spare empty rows to add more. */
export function contentRowsOf(kind: CatalogueEditKind, items: unknown): ContentRow[] {
  const rows = Array.isArray(items)
    ? (items as { productId?: string; id?: string; type?: string; quantity?: number }[]).map((line) => ({
        value: kind === "promotion" ? `${line.type ?? ""}:${line.id ?? ""}` : (line.productId ?? line.id ?? ""),
        quantity: String(line.quantity ?? 1),
      }))
    : [];
  return [...rows, ...Array.from({ length: SPARE_CONTENT_ROWS }, () => ({ value: "", quantity: "1" }))];
}

/** The choices a content row offers: a bundle holds products, an add-on products or people, a promotion anything. */
export function contentOptionsFor(kind: CatalogueEditKind, choices: EditorChoices) {
  if (kind === "bundle") return [{ label: "Products", options: choices.products }];
  if (kind === "add-on")
    return [
      { label: "Products", options: choices.products },
      { label: "Personnel", options: choices.personnel },
    ];
  return [
    { label: "Products", options: choices.products.map((o) => ({ ...o, value: `product:${o.value}` })) },
    { label: "Bundles", options: choices.bundles.map((o) => ({ ...o, value: `bundle:${o.value}` })) },
    { label: "Personnel", options: choices.personnel.map((o) => ({ ...o, value: `personnel:${o.value}` })) },
  ];
}

interface FieldProps {
  name: string;
  label: string;
  common: { formId: string; name: string; label: string; error?: string; defaultValue: string };
  context: EditorFieldContext;
}

function IdField({ label, common, context }: FieldProps) {
  return context.isNew ? (
    <TextField
      {...common}
      required
      hint="Lower-case letters, digits and hyphens, e.g. garden-party-sound. It becomes part of the web address and cannot change later."
    />
  ) : (
    <p className="text-sm">
      <span className="font-semibold text-navy">{label}:</span> <code>{String(context.values.id ?? "")}</code>
    </p>
  );
}

function HourlyRateField({ label, context }: FieldProps) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-navy">
      <input
        type="checkbox"
        name="hourlyRate"
        defaultChecked={context.values.hourlyRate === true}
        className="size-4 accent-brand"
      />
      {label}
    </label>
  );
}

function CategoriesField({ label, context }: FieldProps) {
  const { values, errors, choices } = context;
  const chosen = Array.isArray(values.categories) ? (values.categories as string[]) : [];
  return (
    <fieldset aria-describedby={errors.categories ? `${ITEM_FORM_ID}-categories-error` : undefined}>
      <legend className="text-sm font-semibold text-navy">
        {label} <span className="font-normal text-muted">(top-level category first, then its sub-category)</span>
      </legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {choices.categories.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="categories"
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      {errors.categories ? (
        <p id={`${ITEM_FORM_ID}-categories-error`} className="mt-1 text-sm font-medium text-danger">
          {errors.categories}
        </p>
      ) : null}
    </fieldset>
  );
}

function ContentRowField({ row, index, context }: { row: ContentRow; index: number; context: EditorFieldContext }) {
  const rowError = context.errors[`items.${index}`];
  const errorId = rowError ? `${ITEM_FORM_ID}-items-${index}-error` : undefined;
  return (
    <li className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm">
        <span>Item, row {index + 1}</span>
        <select
          name={`items.${index}.id`}
          defaultValue={row.value}
          aria-invalid={rowError ? true : undefined}
          aria-describedby={errorId}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          <option value="">None</option>
          {contentOptionsFor(context.kind, context.choices).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        <span>Quantity, row {index + 1}</span>
        <input
          name={`items.${index}.quantity`}
          defaultValue={row.quantity}
          inputMode="numeric"
          className="w-24 rounded-lg border border-slate-400 bg-white px-3 py-2"
        />
      </label>
      {rowError ? (
        <p id={errorId} className="w-full text-sm font-medium text-danger">
          {rowError}
        </p>
      ) : null}
    </li>
  );
}

function ContentRowsField({ label, context }: FieldProps) {
  const rows = contentRowsOf(context.kind, context.values.items);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy">
        {label}{" "}
        <span className="font-normal text-muted">(choose an item and a quantity; leave a row empty to drop it)</span>
      </legend>
      {context.errors.items ? <p className="mt-1 text-sm font-medium text-danger">{context.errors.items}</p> : null}
      <ol className="mt-2 grid gap-2">
        {rows.map((row, index) => (
          <ContentRowField key={index} row={row} index={index} context={context} />
        ))}
      </ol>
    </fieldset>
  );
}

/** Each field's control; a field not named here is a required line of text. */
const FIELD_CONTROLS: Readonly<Record<string, (props: FieldProps) => ReactNode>> = {
  id: IdField,
  description: ({ common }) => <TextAreaField {...common} required rows={6} />,
  keyFeatures: ({ common }) => (
    <TextAreaField {...common} required rows={7} hint="One per line: 4 to 8 lines of 10 to 140 characters." />
  ),
  image: ({ common, context }) => (
    <SelectField {...common} required placeholder="Choose a drawing" options={context.choices.images} />
  ),
  parentId: ({ common, context }) => (
    <SelectField {...common} placeholder="None: a top-level category" options={context.choices.topCategories} />
  ),
  type: ({ common, context }) =>
    context.kind === "bundle" ? (
      <SelectField {...common} required placeholder="Choose an event type" options={BUNDLE_TYPES} />
    ) : (
      <TextField {...common} required hint="What kind of equipment it is, e.g. Powered Speaker." />
    ),
  capacity: ({ common, context }) => (
    <TextField
      {...common}
      required={context.kind === "promotion"}
      inputMode="numeric"
      hint="Guests it serves, a whole number."
    />
  ),
  popularity: ({ common }) => (
    <TextField {...common} required inputMode="numeric" hint="Higher sorts first under Most Popular." />
  ),
  costPrice: ({ common }) => (
    <TextField
      {...common}
      required
      inputMode="text"
      hint="What the company paid; never shown to visitors. The hire price derives from it unless you set one."
    />
  ),
  hirePriceOverrideCents: ({ common, context }) => (
    <TextField
      {...common}
      inputMode="text"
      hint={`Leave empty to use the rule${context.rulePrice ? ` (${context.rulePrice} from the cost price)` : ""}. Clear it to go back to the rule.`}
    />
  ),
  discountPercentage: ({ common, context }) => (
    <TextField
      {...common}
      required={context.kind === "promotion"}
      inputMode="text"
      hint="A percentage between 0 and 100, e.g. 15."
    />
  ),
  category: ({ common }) => <TextField {...common} required hint="E.g. speakers, weddings or corporate." />,
  hourlyRate: HourlyRateField,
  categories: CategoriesField,
  items: ContentRowsField,
};

/** One field of the item form, with its label, hint, value and message. */
export function EditorField({ name, context }: { name: string; context: EditorFieldContext }) {
  const label = FIELD_LABELS[name] ?? name;
  const common = {
    formId: ITEM_FORM_ID,
    name,
    label,
    error: context.errors[name],
    defaultValue: initialText(name, context.values[name]),
  };
  const Control = FIELD_CONTROLS[name];
  return Control ? (
    <Control name={name} label={label} common={common} context={context} />
  ) : (
    <TextField {...common} required />
  );
}
