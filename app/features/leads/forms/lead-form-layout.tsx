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
  /** Prefix of the heading's and the alert's ids: `${idPrefix}-title`, `${idPrefix}-alert`. */
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
  if (phase === "done") return <SuccessPanel {...success} headingRef={headingRef} />;
  if (phase === "waiting") return <WaitingPanel {...waiting} headingRef={headingRef} />;

  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      method="post"
      action={action}
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
  );
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
