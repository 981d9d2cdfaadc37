// The staff alert e-mail (outbox channel 'staff_alert'): failed sign-ins to
// an account, sent to that account's own address over the sales e-mail's SMTP.
import { renderStaffLoginAlert } from "#app/features/staff/auth/staff-login-alert-email.tsx";
import { isStaffLoginAlert } from "#app/features/staff/auth/staff-login-alert.ts";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export function createStaffAlertSender(config: { smtpUrl: string; from: string; siteUrl?: string }): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);
  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy> {
      const alert: unknown = message.payload;
      if (!isStaffLoginAlert(alert)) throw new Error("Outbox payload holds no staff alert");
      if (!isPlainEmail(alert.email)) throw new Error("Outbox payload holds no usable recipient address");
      const { subject, text, html } = await renderStaffLoginAlert(alert, { siteUrl: config.siteUrl });
      return sendOutboxMail(transporter, message, {
        from: config.from,
        to: alert.email,
        subject,
        text,
        html,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** The staff alert sender, or null without SMTP_URL (then no alert is queued: a stale one would only confuse). */
export function createStaffAlertSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM">,
  siteUrl?: string,
): OutboxSender | null {
  if (!env.SMTP_URL) return null;
  return createStaffAlertSender({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, siteUrl });
}
