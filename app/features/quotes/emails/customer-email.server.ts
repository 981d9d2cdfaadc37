// The visitor's copy of their quote (outbox channel 'customer_email'): a short
// summary with the PDF attached and a link to it, over the same SMTP settings
// as the sales e-mail. The recipient and the quote come from the outbox row's
// payload, as they were when the quote was made, never from the lead row at
// send time. The address is unconfirmed, so neither the e-mail nor its PDF
// carries anything the visitor typed (decision 025).
import { type QuoteDocument, readQuoteDocument } from "#app/features/quotes/quote-document.ts";
import { renderCustomerQuoteEmail } from "#app/features/quotes/emails/customer-quote-email.tsx";
import { renderRevisedQuoteEmail } from "#app/features/quotes/emails/revised-quote-email.tsx";
import { customerQuoteLink, customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import { liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import { quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export interface CustomerEmailSenderConfig {
  smtpUrl: string;
  /** From header, as for the sales e-mail. */
  from: string;
  /** Where the visitor's replies go (the sales team), when set. */
  replyTo?: string;
  /** The public site's address, for the link to the quote. */
  siteUrl: string;
  /**
   * A fresh read-only token for the quote's link (only its hash is stored);
   * undefined when the quote no longer exists.
   */
  issueLinkToken: (quoteNumber: string) => Promise<string | undefined>;
  /** The token of the quote's live page (/q/<token>); without it the e-mail carries no live link. */
  issueLiveToken?: (quoteNumber: string) => Promise<string | undefined>;
  /** Renders the attachment; the quote PDF by default. */
  renderPdf?: (quote: QuoteDocument, liveUrl?: string) => Promise<Uint8Array>;
}

export function createCustomerEmailSender(config: CustomerEmailSenderConfig): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);
  const renderPdf =
    config.renderPdf ??
    ((quote, liveUrl) => renderQuotePdf(quote, { withCustomer: false, ...(liveUrl ? { liveUrl } : {}) }));

  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy> {
      const notification = message.payload;
      // Read as any version of the site queued it (quotes in rand before the event quote).
      const quote = readQuoteDocument(notification.payload);
      if (!quote) throw new Error("Outbox payload holds no quote document");
      const recipient = notification.email;
      if (!isPlainEmail(recipient)) throw new Error("Outbox payload holds no usable recipient address");

      const linkToken = await config.issueLinkToken(quote.quoteNumber);
      if (!linkToken) throw new Error(`Quote ${quote.quoteNumber} no longer exists`);
      const liveToken = await config.issueLiveToken?.(quote.quoteNumber);
      const liveLink = liveToken ? liveQuoteUrl(config.siteUrl, liveToken) : undefined;
      const quoteLink = customerQuoteLink(config.siteUrl, quote.quoteNumber, linkToken);
      // A version staff sent (decision 039) says what changed and links to the page that shows it.
      const revision = notification.revision;
      const { subject, text, html } =
        revision && liveLink
          ? await renderRevisedQuoteEmail({ quote, revision, liveLink, quoteLink, siteUrl: config.siteUrl })
          : await renderCustomerQuoteEmail(quote, quoteLink, {
              siteUrl: config.siteUrl,
              ...(liveLink ? { liveLink } : {}),
            });
      const pdf = await renderPdf(customerSafeQuote(quote), liveLink);
      return sendOutboxMail(
        transporter,
        message,
        {
          from: config.from,
          to: recipient,
          replyTo: config.replyTo,
          subject,
          text,
          html,
          attachments: [
            {
              filename: quotePdfFileName(quote.quoteNumber),
              content: Buffer.from(pdf),
              contentType: "application/pdf",
            },
          ],
          headers: {
            "X-Quote-Number": quote.quoteNumber,
            ...(revision ? { "X-Quote-Version": String(revision.version) } : {}),
          },
        },
        // The links open and accept the quote as the customer: staff have their own way in.
        { withhold: [linkToken, ...(liveToken ? [liveToken] : [])] },
      );
    },
    close() {
      transporter.close();
    },
  };
}

/** The customer-copy sender, or null when SMTP_URL is unset (then no customer copy is queued either). */
export function createCustomerEmailSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM" | "SALES_EMAIL">,
  links: Pick<CustomerEmailSenderConfig, "siteUrl" | "issueLinkToken" | "issueLiveToken">,
): OutboxSender | null {
  if (!env.SMTP_URL) return null;
  return createCustomerEmailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    replyTo: env.SALES_EMAIL[0],
    ...links,
  });
}
