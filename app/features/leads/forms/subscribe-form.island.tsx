// The blog's subscribe form as an island: in the sidebar of the blog pages
// (hydrated on the first focus or touch inside it) and as the content of
// /blog/subscribe. Conform checks the address with the subscribe schema, it is
// sent to /api/forms/subscribe and the answer shows in place. Without
// JavaScript it posts to /blog/subscribe, which renders the answer.
import { getFormProps } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { island } from "#app/platform/islands/island.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { Honeypot, PrivacyNote } from "#app/ui/forms/form-extras.tsx";
import { FormAlert } from "#app/features/leads/forms/lead-form.tsx";
import { RobotCheck } from "#app/features/leads/flood/robot-check-panel.tsx";
import { WaitingPanel } from "#app/features/leads/forms/waiting-panel.tsx";
import { subscribeFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import { type LeadFormResult, subscribeMessages } from "#app/features/leads/forms/lead-messages.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";

export type SubscribeFormProps = {
  /** 'sidebar': the form in a blog sidebar card; 'page': the whole of /blog/subscribe's card, heading included. */
  variant: "sidebar" | "page";
  /** Keeps the ids of two subscribe forms on one page apart. */
  idPrefix: string;
  /** The answer to a post without JavaScript (/blog/subscribe's action data). */
  result?: LeadFormResult | null;
  /** The retention periods the notice under the button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function SubscribeForm({
  variant,
  idPrefix,
  result,
  retention = DEFAULT_RETENTION,
}: SubscribeFormProps) {
  const { alert, checking, field, form, formRef, headingRef, phase, question, sending } = useLeadForm({
    form: "subscribe",
    formId: `${idPrefix}-subscribe-form`,
    schema: subscribeFormSchema,
    result,
    afterSuccess: "replace",
  });
  const id = `${idPrefix}-subscribe-email`;
  const email = field("email");

  if (variant === "page" && phase === "done") {
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
  if (phase === "done") {
    return (
      <div role="status" className="mt-3 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
        <h3 ref={headingRef} tabIndex={-1} className="font-bold focus:outline-none">
          {subscribeMessages.title}
        </h3>
        <p className="mt-1">{subscribeMessages.text}</p>
      </div>
    );
  }

  const body =
    phase === "waiting" ? (
      <div className="mt-3">
        <WaitingPanel
          form="subscribe"
          id={`${idPrefix}-subscribe-waiting`}
          headingRef={headingRef}
          headingLevel={variant === "page" ? 2 : 3}
          compact
        />
      </div>
    ) : (
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

  if (variant === "sidebar") return body;
  return (
    <div className="rounded-2xl border border-line p-8">
      <h1 id="subscribe-heading" className="text-2xl font-extrabold text-navy">
        Subscribe to our blog
      </h1>
      <p className="mt-2 text-muted">New guides on sound equipment and event planning, about once a month. No spam.</p>
      {body}
    </div>
  );
}

/** In a blog sidebar: React loads on the first focus, pointer press or touch inside it. */
export const SidebarSubscribeFormIsland = island("subscribe-form", SubscribeForm, { hydrate: "interaction" });

/** The content of /blog/subscribe: hydrated as soon as its code arrives. */
export const SubscribeFormIsland = island("subscribe-form", SubscribeForm, { hydrate: "load" });
