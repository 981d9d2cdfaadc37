// The sales notification e-mail over SMTP: a new lead, or the digest of the
// leads a flood held as suspected spam (decision 025), to the sales addresses.
import type { DataEnv } from "#app/features/site/index.server.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";
import { renderLeadEmail } from "#app/features/leads/notify/lead-notification-email.tsx";
import { renderSpamDigestEmail } from "#app/features/leads/flood/spam-digest-email.tsx";

export interface EmailSenderConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 */
  smtpUrl: string;
  /** From header, e.g. 'Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>'. */
  from: string;
  /** Sales addresses that receive lead notifications. */
  to: readonly string[];
  /** The public site's address, for the link to the lead in the staff inbox. */
  siteUrl?: string;
}

export function createEmailSender(config: EmailSenderConfig): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);

  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy> {
      const lead = message.payload;
      const digest = lead.spamDigest;
      const { subject, text, html } = digest
        ? await renderSpamDigestEmail(digest, { siteUrl: config.siteUrl })
        : await renderLeadEmail(lead, { siteUrl: config.siteUrl });
      const replyTo = !digest && isPlainEmail(lead.email) ? lead.email : undefined;
      return sendOutboxMail(transporter, message, {
        from: config.from,
        to: [...config.to],
        replyTo,
        subject,
        text,
        html,
        headers: digest ? {} : { "X-Lead-Id": lead.leadId },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** The e-mail sender, or null when SMTP_URL is unset (e-mails then wait in the outbox). */
export function createEmailSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM" | "SALES_EMAIL">,
  siteUrl?: string,
): OutboxSender | null {
  if (!env.SMTP_URL) return null;
  return createEmailSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, to: env.SALES_EMAIL, siteUrl });
}
