// The sales team's e-mail about a lead or a decision on a quote: who, from
// where, every field the visitor submitted, the quote itself for a quote
// request, and links to the lead in the inbox and to a WhatsApp reply.
import {
  type LeadNotification,
  decisionFields,
  flattenFields,
  leadHeading,
  leadSubject,
  staffLeadUrl,
  staffWhatsAppReplyLink,
  summaryFields,
} from "#app/features/leads/notify/lead-notification.ts";
import { isQuoteDocument, quoteStatement } from "#app/features/quotes/index.ts";
import { QuoteStatementView } from "#app/features/quotes/components.tsx";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import {
  ButtonLink,
  EmailHeading,
  FieldTable,
  LabelledLink,
  Paragraph,
  SectionHeading,
} from "#app/platform/mail/email-parts.tsx";
import { colours } from "#app/platform/mail/email-styles.ts";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export interface LeadNotificationEmailProps {
  lead: LeadNotification;
  /** The public site's address: with it, the e-mail links to the lead in the staff inbox. */
  siteUrl?: string;
}

export function LeadNotificationEmail({ lead, siteUrl }: LeadNotificationEmailProps) {
  const heading = leadHeading(lead);
  const inboxUrl = siteUrl ? staffLeadUrl(siteUrl, lead.leadId) : undefined;
  const whatsApp = staffWhatsAppReplyLink(lead);
  // A new quote request shows the quote as the customer's copy does, with who it is for.
  const quote = !lead.decision && lead.kind === "quote" && isQuoteDocument(lead.payload) ? lead.payload : undefined;
  return (
    <EmailLayout title={leadSubject(lead)} preview={heading} siteUrl={siteUrl}>
      <EmailHeading>{heading}</EmailHeading>
      <FieldTable fields={[...decisionFields(lead.decision), ...summaryFields(lead)]} caption="Lead" />
      {whatsApp ? (
        <Paragraph>
          <ButtonLink href={whatsApp} colour={colours.whatsApp}>
            Reply on WhatsApp
          </ButtonLink>
        </Paragraph>
      ) : null}
      {inboxUrl ? (
        <Paragraph>
          <LabelledLink href={inboxUrl}>Open this lead in the staff inbox</LabelledLink>
        </Paragraph>
      ) : null}
      {quote ? (
        <>
          <SectionHeading>The quote</SectionHeading>
          <QuoteStatementView statement={quoteStatement(quote, { withCustomer: true })} />
        </>
      ) : null}
      <SectionHeading>Submitted fields</SectionHeading>
      <FieldTable fields={flattenFields(lead.payload)} caption="Submitted fields" />
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the sales notification. */
export function renderLeadEmail(lead: LeadNotification, options: { siteUrl?: string } = {}): Promise<RenderedEmail> {
  return renderEmail(leadSubject(lead), <LeadNotificationEmail lead={lead} siteUrl={options.siteUrl} />);
}
