// The confirmation e-mail (outbox channel 'confirmation_email'): a link that
// confirms a newsletter sign-up or a privacy request. The link is signed when
// the e-mail is sent, so a message delayed in the outbox still gets its full
// validity.
import type { Kysely } from "kysely";
import { renderConfirmationEmail } from "#app/features/leads/confirmation/confirmation-email.tsx";
import { confirmationLink } from "#app/features/leads/confirmation/confirmation-email-view.ts";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { confirmationToken, purposeOfKind } from "#app/features/leads/confirmation/confirmations.server.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export interface ConfirmationEmailSenderConfig {
  smtpUrl: string;
  from: string;
  /** The public site address the link points at. */
  siteUrl: string;
  /** The database that holds the signing key. */
  db: Kysely<Database>;
}

export function createConfirmationEmailSender(config: ConfirmationEmailSenderConfig): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);
  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy> {
      const { kind, email, leadId } = message.payload;
      const purpose = purposeOfKind(kind);
      if (!purpose) throw new Error(`No confirmation e-mail for leads of kind ${kind}`);
      if (!isPlainEmail(email)) throw new Error("Outbox payload holds no usable recipient address");
      const { token, expiresAt } = await confirmationToken(config.db, purpose, leadId, new Date());
      const { subject, text, html } = await renderConfirmationEmail(
        purpose,
        confirmationLink(config.siteUrl, token),
        expiresAt,
        { siteUrl: config.siteUrl },
      );
      // The link confirms the request as the customer: it is not kept in the copy staff read.
      return sendOutboxMail(
        transporter,
        message,
        { from: config.from, to: email, subject, text, html },
        { withhold: [token] },
      );
    },
    close() {
      transporter.close();
    },
  };
}

export function createConfirmationEmailSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM">,
  siteUrl: string | undefined,
  db: Kysely<Database> | undefined,
): OutboxSender | null {
  if (!env.SMTP_URL || !db) return null;
  return createConfirmationEmailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    siteUrl: siteUrl ?? "http://localhost:3000",
    db,
  });
}
