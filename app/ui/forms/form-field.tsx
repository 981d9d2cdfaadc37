// Labelled form controls with the error shown beside the field and announced
// with it (aria-invalid, aria-describedby), the same markup with or without
// JavaScript: the form islands pass the messages Conform holds.
import type { ReactNode } from "react";
import { FIELD_ERROR_CLASS, errorIdOf, hintIdOf } from "#app/ui/forms/form-classes.ts";
import { cn } from "#app/ui/cn.ts";

const controlClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-3 focus:outline-offset-0 focus:outline-brand/30 aria-[invalid=true]:border-red-700";

interface FieldBase {
  /** The form's id prefix, so two forms on one page never share ids. */
  formId: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  defaultValue?: string;
  className?: string;
}

function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, errorId: errorIdOf(id), hintId: hintIdOf(id) };
}

function describedBy(ids: ReturnType<typeof fieldIds>, error?: string, hint?: ReactNode) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-navy">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-muted"> (optional)</span>
      )}
    </label>
  );
}

function FieldMessages({ ids, error, hint }: { ids: ReturnType<typeof fieldIds>; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={FIELD_ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label, control and messages: the control gets its id and ARIA wiring from here. */
function Field({
  formId,
  name,
  label,
  error,
  hint,
  required,
  className,
  children,
}: Omit<FieldBase, "defaultValue"> & {
  children: (control: {
    id: string;
    name: string;
    required?: boolean;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
  }) => ReactNode;
}) {
  const ids = fieldIds(formId, name);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      {children({
        id: ids.id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(ids, error, hint),
        className: controlClass,
      })}
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  defaultValue,
  type = "text",
  autoComplete,
  inputMode,
  ...field
}: FieldBase & {
  type?: "text" | "email" | "tel" | "url" | "date" | "time" | "password";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric";
}) {
  return (
    <Field {...field}>
      {(control) => (
        <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} defaultValue={defaultValue} />
      )}
    </Field>
  );
}

export function TextAreaField({
  defaultValue,
  rows = 5,
  autoComplete,
  ...field
}: FieldBase & { rows?: number; autoComplete?: string }) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          className={cn(control.className, "resize-y")}
        />
      )}
    </Field>
  );
}

export function SelectField({
  defaultValue,
  options,
  placeholder,
  autoComplete,
  ...field
}: FieldBase & {
  options: readonly { value: string; label: string }[] | readonly string[];
  placeholder: string;
  autoComplete?: string;
}) {
  const normalised = options.map((option) => (typeof option === "string" ? { value: option, label: option } : option));
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} autoComplete={autoComplete} defaultValue={defaultValue ?? ""}>
          <option value="">{placeholder}</option>
          {normalised.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
