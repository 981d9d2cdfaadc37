// The customer's one reminder that a quote's prices are about to expire
// (decision 035's customer nudge): a link to the live quote page and a
// one-click way to stop reminders.
import {
  type QuoteExpiringNudge,
  quoteExpiringParagraphs,
  quoteExpiringSubject,
} from "#app/features/leads/notify/nudges.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { ButtonLink, EmailHeading, LabelledLink, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export interface QuoteExpiringLinks {
  /** The live quote page. */
  quote: string;
  unsubscribe: string;
}

export function QuoteExpiringEmail({
  nudge,
  links,
  siteUrl,
}: {
  nudge: Pick<QuoteExpiringNudge, "quoteNumber" | "validUntil">;
  links: QuoteExpiringLinks;
  siteUrl: string;
}) {
  const subject = quoteExpiringSubject(nudge);
  const { before, after } = quoteExpiringParagraphs(nudge);
  return (
    <EmailLayout title={subject} preview={before[0] ?? ""} siteUrl={siteUrl}>
      <EmailHeading>{subject}</EmailHeading>
      {before.map((text, index) => (
        <Paragraph key={`before-${index}`}>{text}</Paragraph>
      ))}
      <ButtonLink href={links.quote}>Open your quote</ButtonLink>
      {after.map((text, index) => (
        <Paragraph key={`after-${index}`} muted={index === after.length - 1}>
          {text}
        </Paragraph>
      ))}
      <Paragraph muted>
        <LabelledLink href={links.unsubscribe}>Stop reminder e-mails</LabelledLink>
      </Paragraph>
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the quote's expiry reminder. */
export function renderQuoteExpiringEmail(
  nudge: Pick<QuoteExpiringNudge, "quoteNumber" | "validUntil">,
  links: QuoteExpiringLinks,
  options: { siteUrl: string },
): Promise<RenderedEmail> {
  return renderEmail(
    quoteExpiringSubject(nudge),
    <QuoteExpiringEmail nudge={nudge} links={links} siteUrl={options.siteUrl} />,
  );
}
