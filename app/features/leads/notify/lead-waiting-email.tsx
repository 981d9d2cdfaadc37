// The nudge to sales about a lead waiting past the response target
// (decision 035): sent once per lead, naming it and linking to it in the inbox.
import {
  type LeadWaitingNudge,
  leadWaitingParagraphs,
  leadWaitingSubject,
  staffLeadUrl,
} from "#app/features/leads/notify/nudges.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { ButtonLink, EmailHeading, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export function LeadWaitingEmail({ nudge, siteUrl }: { nudge: LeadWaitingNudge; siteUrl: string }) {
  const subject = leadWaitingSubject(nudge);
  const [first, ...rest] = leadWaitingParagraphs(nudge);
  return (
    <EmailLayout title={subject} preview={first ?? ""} siteUrl={siteUrl}>
      <EmailHeading>{subject}</EmailHeading>
      <Paragraph>{first}</Paragraph>
      <ButtonLink href={staffLeadUrl(siteUrl, nudge.leadId)}>Open this lead in the staff inbox</ButtonLink>
      {rest.map((text, index) => (
        <Paragraph key={index} muted={index === rest.length - 1}>
          {text}
        </Paragraph>
      ))}
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the nudge about a waiting lead. */
export function renderLeadWaitingEmail(nudge: LeadWaitingNudge, options: { siteUrl: string }): Promise<RenderedEmail> {
  return renderEmail(leadWaitingSubject(nudge), <LeadWaitingEmail nudge={nudge} siteUrl={options.siteUrl} />);
}
