// The blog subscribe form's pieces: the thank-you (the page's and the
// sidebar's), the address form and the card /blog/subscribe puts it in.
import { getFormProps } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { Honeypot, PrivacyNote } from "#app/ui/forms/form-extras.tsx";
import { FormAlert } from "#app/features/leads/forms/lead-form.tsx";
import { RobotCheck } from "#app/features/leads/flood/robot-check-panel.tsx";
import { subscribeMessages } from "#app/features/leads/forms/lead-messages.ts";
import { formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";

type LeadForm = ReturnType<typeof useLeadForm>;

/** /blog/subscribe after the address is in: the thank-you takes the card's place, heading included. */
export function SubscribedPage({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center" role="status">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        id="subscribe-heading"
        className="mt-4 text-2xl font-extrabold text-navy focus:outline-none"
      >
        {subscribeMessages.title}
      </h1>
      <p className="mt-2 text-ink">{subscribeMessages.text}</p>
      <a href="/blog" className="mt-6 inline-block font-semibold text-brand hover:underline">
        Back to the blog
      </a>
    </div>
  );
}

/** A blog sidebar's card after the address is in. */
export function SubscribedNote({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div role="status" className="mt-3 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
      <h3 ref={headingRef} tabIndex={-1} className="font-bold focus:outline-none">
        {subscribeMessages.title}
      </h3>
      <p className="mt-1">{subscribeMessages.text}</p>
    </div>
  );
}

export function SubscribeFields({
  lead,
  id,
  retention,
}: {
  lead: Pick<LeadForm, "alert" | "checking" | "field" | "form" | "formRef" | "question" | "sending">;
  /** The e-mail input's id, which the alert's, message's and note's ids start with. */
  id: string;
  retention: RetentionPolicy;
}) {
  const { alert, checking, form, formRef, question, sending } = lead;
  const email = lead.field("email");
  return (
    <form {...getFormProps(form)} ref={formRef} method="post" action="/blog/subscribe" className="mt-3 grid gap-2">
      {alert ? (
        <FormAlert key={alert.key} id={`${id}-alert`}>
          {alert.message}
        </FormAlert>
      ) : null}
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        defaultValue={email.defaultValue ?? ""}
        placeholder="Your email address"
        autoComplete="email"
        aria-invalid={email.error ? true : undefined}
        aria-describedby={email.error ? `${id}-error` : `${id}-note`}
        className="h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500"
      />
      {email.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {email.error}
        </p>
      ) : null}
      <Honeypot idPrefix={id} />
      <RobotCheck formId={id} checking={checking} question={question} />
      <button
        type="submit"
        disabled={sending}
        className="h-11 rounded-lg bg-brand font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        Subscribe
      </button>
      <PrivacyNote
        id={`${id}-note`}
        className="text-xs text-muted"
        notice={formPrivacyNotice("subscribe", retention)}
      />
    </form>
  );
}

/** The whole of /blog/subscribe's card around the form. */
export function SubscribePageCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line p-8">
      <h1 id="subscribe-heading" className="text-2xl font-extrabold text-navy">
        Subscribe to our blog
      </h1>
      <p className="mt-2 text-muted">New guides on sound equipment and event planning, about once a month. No spam.</p>
      {children}
    </div>
  );
}
