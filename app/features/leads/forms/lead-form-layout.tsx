// What every full-size lead form island shows around its fields: the success
// panel once sent, the waiting panel while it waits for the connection, and
// otherwise the form with its heading and its alert. The islands keep only
// their fields and their words.
import { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import type { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { FormAlert } from "#app/features/leads/forms/lead-form.tsx";
import { RobotCheck } from "#app/features/leads/flood/robot-check-panel.tsx";
import { type PanelLink, SuccessPanel } from "#app/ui/forms/success-panel.tsx";
import { WaitingPanel } from "#app/features/leads/forms/waiting-panel.tsx";
import { cn } from "#app/ui/cn.ts";
import type { OutboxForm } from "#app/features/leads/forms/lead-outbox.ts";

type LeadForm = Pick<
  ReturnType<typeof useLeadForm>,
  "alert" | "form" | "formRef" | "headingRef" | "phase" | "checking" | "question"
>;

export interface LeadFormLayoutProps {
  lead: LeadForm;
  /** Where the form posts without JavaScript (the page's route action). */
  action: string;
  /** Prefix of the ids: `${idPrefix}-title`, `${idPrefix}-alert`, and `${idPrefix}-answer` around the form or its panel. */
  idPrefix: string;
  title: ReactNode;
  /** h2 where the form is the page's main section, h3 under a section heading of the page. */
  headingLevel: 2 | 3;
  success: { id: string; title: string; text: string; links: readonly PanelLink[] };
  waiting: { form: OutboxForm; id: string };
  /** The gap between the form's rows. */
  spacing?: "normal" | "wide";
  children: ReactNode;
}

export function LeadFormLayout({
  lead: { alert, form, formRef, headingRef, phase, checking, question },
  action,
  idPrefix,
  title,
  headingLevel,
  success,
  waiting,
  spacing = "normal",
  children,
}: LeadFormLayoutProps) {
  const answerId = `${idPrefix}-answer`;
  if (phase === "done") {
    return (
      <AnswerAnchor id={answerId}>
        <SuccessPanel {...success} headingRef={headingRef} />
      </AnswerAnchor>
    );
  }
  if (phase === "waiting") {
    return (
      <AnswerAnchor id={answerId}>
        <WaitingPanel {...waiting} headingRef={headingRef} />
      </AnswerAnchor>
    );
  }

  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <AnswerAnchor id={answerId}>
      <form
        {...getFormProps(form)}
        ref={formRef}
        method="post"
        action={`${action}#${answerId}`}
        aria-labelledby={`${idPrefix}-title`}
        className={cn("grid", spacing === "wide" ? "gap-6" : "gap-5")}
      >
        <Heading
          id={`${idPrefix}-title`}
          className={cn("text-navy", headingLevel === 2 ? "text-2xl font-extrabold" : "text-xl font-bold")}
        >
          {title}
        </Heading>
        {alert ? (
          <FormAlert key={alert.key} id={`${idPrefix}-alert`}>
            {alert.message}
          </FormAlert>
        ) : null}
        <RobotCheck formId={idPrefix} checking={checking} question={question} />
        {children}
      </form>
    </AnswerAnchor>
  );
}

/**
 * Around the form or the panel that took its place. Without JavaScript the post's answer is a new page: the action's
 * fragment names this, so the browser brings the thank-you panel, or the form with its messages, into view
 * (scroll-mt: below the sticky header).
 */
function AnswerAnchor({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-24">
      {children}
    </div>
  );
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
