// The blog's subscribe form as an island: in the sidebar of the blog pages
// (hydrated on the first focus or touch inside it) and as the content of
// /blog/subscribe. Conform checks the address with the subscribe schema, it is
// sent to /api/forms/subscribe and the answer shows in place. Without
// JavaScript it posts to /blog/subscribe, which renders the answer.
import {
  SubscribeFields,
  SubscribePageCard,
  SubscribedNote,
  SubscribedPage,
} from "#app/features/leads/forms/subscribe-form-parts.tsx";
import { island } from "#app/platform/islands/island.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { WaitingPanel } from "#app/features/leads/forms/waiting-panel.tsx";
import { subscribeFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { DEFAULT_RETENTION, type RetentionPolicy } from "#app/features/privacy/index.ts";

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
  const lead = useLeadForm({
    form: "subscribe",
    formId: `${idPrefix}-subscribe-form`,
    schema: subscribeFormSchema,
    result,
    afterSuccess: "replace",
  });
  const { headingRef, phase } = lead;

  if (phase === "done") {
    return variant === "page" ? <SubscribedPage headingRef={headingRef} /> : <SubscribedNote headingRef={headingRef} />;
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
      <SubscribeFields lead={lead} id={`${idPrefix}-subscribe-email`} retention={retention} />
    );
  return variant === "sidebar" ? body : <SubscribePageCard>{body}</SubscribePageCard>;
}

/** In a blog sidebar: React loads on the first focus, pointer press or touch inside it. */
export const SidebarSubscribeFormIsland = island("subscribe-form", SubscribeForm, { hydrate: "interaction" });

/** The content of /blog/subscribe: hydrated as soon as its code arrives. */
export const SubscribeFormIsland = island("subscribe-form", SubscribeForm, { hydrate: "load" });
