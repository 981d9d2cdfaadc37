// The parts every lead form shares: the honeypot, the hidden referrer and
// submission key, the privacy notice with the marketing opt-in and the
// submit button. Links are plain <a>: the forms are hydrated as islands,
// outside React Router.
import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "~/lib/lead-forms";

/** The referrer and submission key are filled in by the form script when the form is sent. */
export function HiddenFields({ formId, referrer }: { formId: string; referrer: string }) {
  return (
    <>
      <input type="hidden" name="referrer" defaultValue={referrer} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />
      <Honeypot idPrefix={formId} />
    </>
  );
}

/** A field hidden from people and assistive technology; bots fill it in. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function ConsentAndPrivacy({
  formId,
  defaultChecked,
  purpose,
}: {
  formId: string;
  defaultChecked?: boolean;
  purpose: string;
}) {
  const id = `${formId}-marketingConsent`;
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="marketingConsent"
          defaultChecked={defaultChecked ?? false}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand"
        />
        <label htmlFor={id} className="text-ink">
          Send me occasional equipment news and offers from {business.name} by e-mail. I can unsubscribe at any time.
        </label>
      </div>
      <p className="text-muted">
        We use your details only to {purpose}. See our{" "}
        <a href="/privacy" className="font-semibold text-brand underline underline-offset-2">
          privacy notice
        </a>{" "}
        for how we keep them and your rights under POPIA.
      </p>
    </div>
  );
}

/**
 * The submit button with both of its states in the markup: the form script
 * swaps them while a post is on its way (disabled, spinner, 'Sending...');
 * a React form passes `submitting` instead. `disabled` holds back a form
 * that cannot be sent yet (one that works only once its island is hydrated).
 */
export function SubmitButton({
  label,
  busyLabel,
  className,
  submitting = false,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  className?: string;
  submitting?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="brand"
      size="lg"
      className={className}
      disabled={submitting || disabled}
      data-submit=""
    >
      <span data-idle="" hidden={submitting}>
        {label}
      </span>
      <span data-busy="" hidden={!submitting} className="inline-flex items-center gap-2">
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {busyLabel}
      </span>
    </Button>
  );
}
