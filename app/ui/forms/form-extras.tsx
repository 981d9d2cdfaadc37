// The parts every lead form shares: the honeypot, the hidden referrer, the
// privacy notice with the marketing opt-in and the submit button. Rendered on
// the server and inside the form islands, which have no router: links are
// plain anchors (every page is a full page load).
import { Loader2 } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { business } from "#app/platform/business.ts";
import { HONEYPOT_FIELD } from "#app/platform/forms/form-fields.ts";

/**
 * The referrer a page fixes (the landing page's path), else empty: without
 * JavaScript the server takes the page the form was sent from, and a form
 * island sends the one it works out (see resolveReferrer).
 */
export function HiddenFields({ formId, referrer }: { formId: string; referrer: string }) {
  return (
    <>
      <input type="hidden" name="referrer" value={referrer} />
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

/**
 * The marketing opt-in (a separate box, never ticked for the visitor) and the
 * form's section 18 notice: what it collects, why and for how long
 * (formPrivacyNotice), just above the submit button.
 */
export function ConsentAndPrivacy({
  formId,
  defaultChecked,
  notice,
}: {
  formId: string;
  defaultChecked?: boolean;
  notice: string;
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
      <PrivacyNote id={`${formId}-privacy-note`} notice={notice} />
    </div>
  );
}

/** A form's section 18 notice with the link to the privacy notice (and the rights it explains). */
export function PrivacyNote({ id, notice, className }: { id?: string; notice: string; className?: string }) {
  return (
    <p id={id} className={className ?? "text-muted"}>
      {notice}{" "}
      <a href="/privacy" className="font-semibold text-brand underline underline-offset-2">
        Privacy notice and your rights
      </a>
    </p>
  );
}

/**
 * The submit button; while a post is on its way it is disabled and shows a
 * spinner and its busy label ('Sending...'). `disabled` holds back a form
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
    <Button type="submit" variant="brand" size="lg" className={className} disabled={submitting || disabled}>
      {submitting ? (
        <>
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
