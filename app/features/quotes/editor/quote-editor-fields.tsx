// The quote editor's field pieces: the shared classes, a field's message,
// a discount's kind and amount, and the state of the form after a refused
// save (the values staff typed, the messages by their fields).
import { FIELD_ERROR_CLASS, errorIdOf } from "#app/ui/forms/form-classes.ts";
import { EDITOR_FIELDS } from "#app/features/quotes/editor/quote-editor.ts";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30 aria-invalid:border-red-700";
export const labelClass = "block text-sm font-semibold text-navy";
export const buttonClass =
  "inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark";

/** What a refused post sends back: the messages by field name, and what was typed. */
export interface QuoteEditAnswer {
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The form as a refused post left it: each field's message, the value typed (or the fallback), its ARIA. */
export function editorFormState(answer: QuoteEditAnswer | undefined) {
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  return {
    errors,
    values,
    value: (name: string, fallback: string) => values?.[name] ?? fallback,
    invalid: (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": errorIdOf(name) } : {}),
  };
}

export type EditorFormState = ReturnType<typeof editorFormState>;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={errorIdOf(id)} className={FIELD_ERROR_CLASS}>
      {message}
    </p>
  ) : null;
}

/** A discount's kind and amount: as it is, none, a percentage, or an amount in rand. */
export function DiscountFields({
  row,
  label = "Discount",
  kindName = EDITOR_FIELDS.discountKind(row),
  valueName = EDITOR_FIELDS.discount(row),
  current,
  value,
  error,
}: {
  row: string;
  label?: string;
  kindName?: string;
  valueName?: string;
  current: string | null;
  value: (name: string, fallback: string) => string;
  error: string | undefined;
}) {
  return (
    <>
      <div>
        <label htmlFor={kindName} className={labelClass}>
          {label}
        </label>
        <select id={kindName} name={kindName} defaultValue={value(kindName, "")} className={inputClass}>
          <option value="">As it is ({current ?? "none"})</option>
          <option value="none">No discount</option>
          <option value="percent">A percentage</option>
          <option value="amount">An amount in rand</option>
        </select>
      </div>
      <div>
        <label htmlFor={valueName} className={labelClass}>
          {label}: % or rand
        </label>
        <input
          id={valueName}
          name={valueName}
          inputMode="decimal"
          defaultValue={value(valueName, "")}
          className={inputClass}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorIdOf(valueName) } : {})}
        />
        <FieldError id={valueName} message={error} />
      </div>
    </>
  );
}
