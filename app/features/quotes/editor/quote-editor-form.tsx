// The quote editor's form (decision 039): every line, a new line, the whole
// quote's discount, delivery and note; a refused save shows its messages
// above the form and by their fields, with what staff typed kept.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { FORM_ALERT_CLASS } from "#app/ui/forms/form-classes.ts";
import { EDITOR_FIELDS } from "#app/features/quotes/editor/quote-editor.ts";
import type { QuoteEditView } from "#app/features/quotes/editor/quote-edit-view.ts";
import {
  DiscountFields,
  type EditorFormState,
  FieldError,
  buttonClass,
  inputClass,
  labelClass,
} from "#app/features/quotes/editor/quote-editor-fields.tsx";
import { LineFieldset, NewLineFieldset } from "#app/features/quotes/editor/quote-editor-lines.tsx";

export interface QuoteEditorFormProps {
  view: QuoteEditView;
  form: EditorFormState;
}

export function QuoteEditorForm({ view, form }: QuoteEditorFormProps) {
  const { base, draft, current, catalogue } = view;
  const errorList = Object.entries(form.errors).filter(([name]) => name !== "send");
  return (
    <section aria-labelledby="editor-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h2 id="editor-heading" className="text-lg font-bold text-navy">
        {draft ? `Change draft version ${draft.version}` : `Make version ${current.version + 1}`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Starting from version {base.version} (total {base.total}). Prices in rand, excluding VAT. Saving does not send
        anything.
      </p>
      {errorList.length > 0 ? (
        <div role="alert" className={`mt-4 ${FORM_ALERT_CLASS}`}>
          <p>Please correct the following:</p>
          <ul className="mt-1 ml-5 list-disc">
            {errorList.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-4 grid gap-6" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        {base.lines.map((line, index) => (
          <LineFieldset key={`${index}-${line.name}`} line={line} index={index} form={form} />
        ))}

        <NewLineFieldset catalogue={catalogue} form={form} />

        <WholeQuoteFieldset base={base} zones={view.zones} form={form} />
        <div>
          <button type="submit" className={buttonClass}>
            {draft ? `Save draft version ${draft.version}` : `Save as version ${current.version + 1}`}
          </button>
        </div>
      </Form>
    </section>
  );
}

function WholeQuoteFieldset({ base, zones, form }: Pick<QuoteEditView, "base" | "zones"> & { form: EditorFormState }) {
  const { errors, value, invalid } = form;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-navy">The whole quote</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <DiscountFields
          row="overall"
          label="Overall discount"
          kindName={EDITOR_FIELDS.overallKind}
          valueName={EDITOR_FIELDS.overallValue}
          current={base.overallDiscount}
          value={value}
          error={errors[EDITOR_FIELDS.overallValue]}
        />
        <div>
          <label htmlFor={EDITOR_FIELDS.delivery} className={labelClass}>
            Delivery (now: {base.delivery})
          </label>
          <select
            id={EDITOR_FIELDS.delivery}
            name={EDITOR_FIELDS.delivery}
            defaultValue={value(EDITOR_FIELDS.delivery, "")}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.delivery)}
          >
            <option value="">As it is</option>
            <option value="collection">Collection by the customer (no fee)</option>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                Delivery: {zone.label}
              </option>
            ))}
          </select>
          <FieldError id={EDITOR_FIELDS.delivery} message={errors[EDITOR_FIELDS.delivery]} />
        </div>
        <div>
          <label htmlFor={EDITOR_FIELDS.deliveryFee} className={labelClass}>
            Delivery fee in rand (blank: the zone&apos;s)
          </label>
          <input
            id={EDITOR_FIELDS.deliveryFee}
            name={EDITOR_FIELDS.deliveryFee}
            inputMode="decimal"
            defaultValue={value(EDITOR_FIELDS.deliveryFee, "")}
            className={inputClass}
            {...invalid(EDITOR_FIELDS.deliveryFee)}
          />
          <FieldError id={EDITOR_FIELDS.deliveryFee} message={errors[EDITOR_FIELDS.deliveryFee]} />
        </div>
      </div>
      <div>
        <label htmlFor={EDITOR_FIELDS.note} className={labelClass}>
          Note to the customer (shown on the quote and in the e-mail)
        </label>
        <textarea
          id={EDITOR_FIELDS.note}
          name={EDITOR_FIELDS.note}
          rows={3}
          defaultValue={value(EDITOR_FIELDS.note, base.note)}
          className={inputClass}
          {...invalid(EDITOR_FIELDS.note)}
        />
        <FieldError id={EDITOR_FIELDS.note} message={errors[EDITOR_FIELDS.note]} />
      </div>
    </fieldset>
  );
}
