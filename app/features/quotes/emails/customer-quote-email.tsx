// The visitor's copy of their quote. It goes to an address nobody has
// confirmed, so it holds no text the visitor typed (decision 025): a fixed
// greeting, the quote's own rows (quoteStatement without the customer), the
// link to the PDF and a WhatsApp chat about the quote.
import { Link } from "@react-email/link";
import { business } from "#app/platform/business.ts";
import { NOT_REQUESTED, customerQuoteSubject, customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { ButtonLink, LabelledLink, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { QuoteStatementView } from "#app/features/quotes/emails/quote-statement-view.tsx";
import { colours } from "#app/platform/mail/email-styles.ts";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export interface CustomerQuoteEmailProps {
  /** The quote as stored; whatever contact details or venue it holds are left out. */
  quote: QuoteDocument;
  /** The quote's PDF on the site, with this e-mail's read-only token. */
  quoteLink: string;
  /** The quote's live page (/q/<token>): accept, decline or ask for changes. */
  liveLink?: string;
  siteUrl?: string;
}

export function CustomerQuoteEmail({ quote, quoteLink, liveLink, siteUrl }: CustomerQuoteEmailProps) {
  const safe = customerSafeQuote(quote);
  const statement = quoteStatement(safe, { withCustomer: false });
  const whatsApp = companyWhatsAppLink(whatsAppMessages.quote(safe.quoteNumber, safe.eventDate, liveLink));
  return (
    <EmailLayout
      title={customerQuoteSubject(safe)}
      preview={`Your quote ${statement.quoteNumber}: ${statement.totals.at(-1)?.value ?? ""}`}
      siteUrl={siteUrl}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for your quote request. Your quote{" "}
        <strong style={{ whiteSpace: "nowrap" }}>{statement.quoteNumber}</strong> is attached as a PDF; here is a
        summary.
      </Paragraph>
      {liveLink ? (
        <>
          <Paragraph>
            <ButtonLink href={liveLink} colour={colours.brand}>
              Open your quote online
            </ButtonLink>
          </Paragraph>
          <Paragraph>On your quote&apos;s page you can accept it, decline it or ask us for changes.</Paragraph>
        </>
      ) : null}
      <Paragraph>
        <LabelledLink href={quoteLink}>View or download your quote</LabelledLink>
      </Paragraph>
      <QuoteStatementView statement={statement} />
      <Paragraph>
        Questions, or ready to book? Reply to this e-mail, call us on{" "}
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

/** Subject, HTML and plain text of the visitor's copy of a quote, with the link to it. */
export function renderCustomerQuoteEmail(
  quote: QuoteDocument,
  quoteLink: string,
  options: { siteUrl?: string; liveLink?: string } = {},
): Promise<RenderedEmail> {
  return renderEmail(
    customerQuoteSubject(quote),
    <CustomerQuoteEmail quote={quote} quoteLink={quoteLink} liveLink={options.liveLink} siteUrl={options.siteUrl} />,
  );
}
