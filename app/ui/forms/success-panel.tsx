import { CheckCircle2, CloudOff } from "lucide-react";
import type { Ref } from "react";
import { Button } from "#app/ui/button.tsx";
import { business, telHref } from "#app/platform/business.ts";
import { waitingMessages } from "#app/features/leads/forms/lead-messages.ts";
import type { OutboxForm } from "#app/features/leads/forms/lead-outbox.ts";

export interface PanelLink {
  label: string;
  to: string;
}

/**
 * Replaces a form once it has been sent. After a send in the browser the form
 * island moves focus to its heading (`headingRef`), so screen readers announce it.
 */
export function SuccessPanel({
  title,
  text,
  links,
  id,
  headingRef,
}: {
  title: string;
  text: string;
  links: readonly PanelLink[];
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div id={id} className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold text-navy focus:outline-none">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-ink">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? "brand" : "outline"}>
            <a href={link.to}>{link.label}</a>
          </Button>
        ))}
      </div>
    </div>
  );
}

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

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
