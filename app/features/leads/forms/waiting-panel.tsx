// The panel that takes a lead form's place while it waits on the visitor's
// device for the connection to return; the sent form's panel is SuccessPanel (app/ui).
import { CloudOff } from "lucide-react";
import type { Ref } from "react";
import { business, telHref } from "#app/platform/business.ts";
import { waitingMessages } from "#app/features/leads/forms/lead-messages.ts";
import type { OutboxForm } from "#app/features/leads/forms/lead-outbox.ts";

/**
 * Takes a form's place while the form waits on the visitor's device for the
 * connection to return (see ~/lib/lead-outbox). The island moves focus to its
 * heading; it is a status, so its news is announced as well.
 */
export function WaitingPanel({
  form,
  id,
  headingRef,
  headingLevel = 2,
  compact = false,
}: {
  form: OutboxForm;
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel?: 2 | 3;
  /** A smaller panel for a form in a sidebar. */
  compact?: boolean;
}) {
  const messages = waitingMessages(form);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      id={id}
      role="status"
      className={
        compact
          ? "rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
          : "rounded-2xl border border-amber-300 bg-amber-50 p-8 text-center"
      }
    >
      {compact ? null : <CloudOff className="mx-auto size-12 text-amber-dark" aria-hidden="true" />}
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={
          compact
            ? "font-bold text-navy focus:outline-none"
            : "mt-4 text-2xl font-extrabold text-navy focus:outline-none"
        }
      >
        {messages.title}
      </Heading>
      <p className={compact ? "mt-1 text-ink" : "mx-auto mt-3 max-w-xl leading-relaxed text-ink"}>{messages.text}</p>
      <p className={compact ? "mt-2 text-ink" : "mx-auto mt-3 max-w-xl text-ink"}>
        {messages.urgent}{" "}
        <a href={telHref} className="font-semibold text-brand underline underline-offset-2">
          {business.phone.display}
        </a>
        .
      </p>
    </div>
  );
}
