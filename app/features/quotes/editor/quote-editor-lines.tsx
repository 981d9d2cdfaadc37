// The quote editor's fieldsets for the lines: each line's quantity (or
// people), hours, unit price, discount and removal, and a new line from the
// catalogue or a custom one.
import { CUSTOM_LINE, EDITOR_FIELDS } from "#app/features/quotes/editor/quote-editor.ts";
import type { QuoteEditView } from "#app/features/quotes/editor/quote-edit-view.ts";
import {
  DiscountFields,
  type EditorFormState,
  FieldError,
  inputClass,
  labelClass,
} from "#app/features/quotes/editor/quote-editor-fields.tsx";

export interface LineFieldsetProps {
  line: QuoteEditView["base"]["lines"][number];
  index: number;
  form: EditorFormState;
}

export function LineFieldset({ line, index, form }: LineFieldsetProps) {
  const { errors, values, value, invalid } = form;
  const row = `line-${index}`;
  return (
    <fieldset key={`${index}-${line.name}`} className="grid gap-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-navy">{line.name}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={EDITOR_FIELDS.quantity(row)} className={labelClass}>
            {line.hourlyRate ? "People" : "Quantity"}
          </label>
          <input
            id={EDITOR_FIELDS.quantity(row)}
            name={EDITOR_FIELDS.quantity(row)}
            inputMode="numeric"
            defaultValue={value(EDITOR_FIELDS.quantity(row), String(line.quantity))}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.quantity(row))}
          />
          <FieldError id={EDITOR_FIELDS.quantity(row)} message={errors[EDITOR_FIELDS.quantity(row)]} />
        </div>
        {line.hourlyRate ? (
          <div>
            <label htmlFor={EDITOR_FIELDS.hours(row)} className={labelClass}>
              Hours each
            </label>
            <input
              id={EDITOR_FIELDS.hours(row)}
              name={EDITOR_FIELDS.hours(row)}
              inputMode="numeric"
              defaultValue={value(EDITOR_FIELDS.hours(row), String(line.hours ?? ""))}
              className={inputClass}
              {...invalid(EDITOR_FIELDS.hours(row))}
            />
            <FieldError id={EDITOR_FIELDS.hours(row)} message={errors[EDITOR_FIELDS.hours(row)]} />
          </div>
        ) : null}
        <div>
          <label htmlFor={EDITOR_FIELDS.price(row)} className={labelClass}>
            Unit price (R{line.hourlyRate ? " an hour" : " a day"})
          </label>
          <input
            id={EDITOR_FIELDS.price(row)}
            name={EDITOR_FIELDS.price(row)}
            inputMode="decimal"
            defaultValue={value(EDITOR_FIELDS.price(row), line.price)}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.price(row))}
          />
          <FieldError id={EDITOR_FIELDS.price(row)} message={errors[EDITOR_FIELDS.price(row)]} />
        </div>
        <DiscountFields row={row} current={line.discount} value={value} error={errors[EDITOR_FIELDS.discount(row)]} />
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-navy">
        <input
          type="checkbox"
          name={EDITOR_FIELDS.remove(index)}
          defaultChecked={values ? Boolean(values[EDITOR_FIELDS.remove(index)]) : false}
          className="size-5"
        />
        Remove {line.name} from the quote
      </label>
    </fieldset>
  );
}

export function NewLineFieldset({ catalogue, form }: { catalogue: QuoteEditView["catalogue"]; form: EditorFormState }) {
  const { errors, values, value, invalid } = form;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-dashed border-slate-400 p-4">
      <legend className="px-1 font-semibold text-navy">Add a line (optional)</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={EDITOR_FIELDS.newItem} className={labelClass}>
            Item
          </label>
          <select
            id={EDITOR_FIELDS.newItem}
            name={EDITOR_FIELDS.newItem}
            defaultValue={value(EDITOR_FIELDS.newItem, "")}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.newItem)}
          >
            <option value="">No new line</option>
            <option value={CUSTOM_LINE}>A custom line (name and price below)</option>
            {catalogue.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldError id={EDITOR_FIELDS.newItem} message={errors[EDITOR_FIELDS.newItem]} />
        </div>
        <div>
          <label htmlFor={EDITOR_FIELDS.newName} className={labelClass}>
            Name of a custom line
          </label>
          <input
            id={EDITOR_FIELDS.newName}
            name={EDITOR_FIELDS.newName}
            defaultValue={value(EDITOR_FIELDS.newName, "")}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.newName)}
          />
          <FieldError id={EDITOR_FIELDS.newName} message={errors[EDITOR_FIELDS.newName]} />
        </div>
        {(["quantity", "hours", "price"] as const).map((part) => {
          const name = EDITOR_FIELDS[part]("new");
          const label = {
            quantity: "Quantity (people for a line by the hour)",
            hours: "Hours each (a line by the hour)",
            price: "Unit price in rand (blank: the catalogue's)",
          }[part];
          return (
            <div key={part}>
              <label htmlFor={name} className={labelClass}>
                {label}
              </label>
              <input
                id={name}
                name={name}
                inputMode={part === "price" ? "decimal" : "numeric"}
                defaultValue={value(name, part === "quantity" ? "1" : "")}
                className={inputClass}
                {...invalid(name)}
              />
              <FieldError id={name} message={errors[name]} />
            </div>
          );
        })}
        <label className="inline-flex items-center gap-2 self-end text-sm font-semibold text-navy">
          <input
            type="checkbox"
            name={EDITOR_FIELDS.newHourly}
            defaultChecked={Boolean(values?.[EDITOR_FIELDS.newHourly])}
            className="size-5"
          />
          A custom line charged by the hour
        </label>
      </div>
    </fieldset>
  );
}
