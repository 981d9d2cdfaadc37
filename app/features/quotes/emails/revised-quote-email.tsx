// The customer's e-mail of a new version of their quote (decision 039): what
// changed in a sentence each, the link to the quote's page (where the
// difference is highlighted and they accept, decline or ask again), the new
// version's rows, and a WhatsApp chat. Like the first copy it goes to an
// address nobody confirmed, so it carries nothing the visitor typed.
import { Link } from "@react-email/link";
import { business } from "#app/platform/business.ts";
import type { QuoteRevisionNotice } from "#app/features/leads/index.ts";
import { NOT_REQUESTED, customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { QuoteStatementView } from "#app/features/quotes/emails/quote-statement-view.tsx";
import { ButtonLink, LabelledLink, Paragraph, SectionHeading } from "#app/platform/mail/email-parts.tsx";
import { colours } from "#app/platform/mail/email-styles.ts";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

/** "Your revised quote Q-261121-7KQM (version 2) from Sandton Sound Hire" */
export function revisedQuoteSubject(quoteNumber: string, version: number): string {
  return `Your revised quote ${quoteNumber} (version ${version}) from ${business.name}`;
}

export interface RevisedQuoteEmailProps {
  quote: QuoteDocument;
  revision: QuoteRevisionNotice;
  /** The quote's live page (/q/<token>). */
  liveLink: string;
  /** The version's PDF on the site, with this e-mail's read-only token. */
  quoteLink: string;
  siteUrl?: string;
}

export function RevisedQuoteEmail({ quote, revision, liveLink, quoteLink, siteUrl }: RevisedQuoteEmailProps) {
  const safe = customerSafeQuote(quote);
  const statement = quoteStatement(safe, { withCustomer: false });
  const whatsApp = companyWhatsAppLink(whatsAppMessages.quote(safe.quoteNumber, safe.eventDate, liveLink));
  return (
    <EmailLayout
      title={revisedQuoteSubject(safe.quoteNumber, revision.version)}
      preview={`Version ${revision.version} of your quote ${safe.quoteNumber}: ${statement.totals.at(-1)?.value ?? ""}`}
      siteUrl={siteUrl}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We have revised your quote <strong style={{ whiteSpace: "nowrap" }}>{safe.quoteNumber}</strong>. Version{" "}
        {revision.version} replaces version {revision.previousVersion}; the PDF is attached.
      </Paragraph>
      {quote.noteToCustomer ? <Paragraph>{quote.noteToCustomer}</Paragraph> : null}
      <SectionHeading>What changed</SectionHeading>
      {revision.changes.length > 0 ? (
        <ul style={{ margin: "8px 0 12px", paddingLeft: "20px", fontSize: "15px", lineHeight: "22px" }}>
          {revision.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : (
        <Paragraph>The lines and the total are as before; only the quote&apos;s dates or notes changed.</Paragraph>
      )}
      <Paragraph>
        <ButtonLink href={liveLink} colour={colours.brand}>
          See the changes and your quote online
        </ButtonLink>
      </Paragraph>
      <Paragraph>On your quote&apos;s page you can accept it, decline it or ask us for further changes.</Paragraph>
      <Paragraph>
        <LabelledLink href={quoteLink}>View or download version {revision.version}</LabelledLink>
      </Paragraph>
      <QuoteStatementView statement={statement} />
      <Paragraph>
        Questions? Reply to this e-mail, call us on{" "}
        <Link href={`tel:${business.phone.e164}`} style={{ color: colours.brand, textDecoration: "underline" }}>
          {business.phone.display}
        </Link>{" "}
        or carry on with us on WhatsApp:
      </Paragraph>
      <Paragraph>
        <ButtonLink href={whatsApp} colour={colours.whatsApp}>
          Chat about this quote on WhatsApp
        </ButtonLink>
      </Paragraph>
      <Paragraph muted>{NOT_REQUESTED}</Paragraph>
      <Paragraph>{business.name}</Paragraph>
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the e-mail that sends a new version. */
export function renderRevisedQuoteEmail(props: RevisedQuoteEmailProps): Promise<RenderedEmail> {
  return renderEmail(
    revisedQuoteSubject(props.quote.quoteNumber, props.revision.version),
    <RevisedQuoteEmail {...props} />,
  );
}
