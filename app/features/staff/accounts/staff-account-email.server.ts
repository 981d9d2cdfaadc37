// The staff account e-mail (outbox channel 'staff_account_email'): an
// invitation to join the staff area or a password-reset link, sent to the
// address it is for over the sales e-mail's SMTP. The link's token is minted
// here, when the e-mail goes out, so the outbox row holds no secret; an
// invitation withdrawn or accepted before its turn is not sent at all.
import type { Kysely } from "kysely";
import {
  renderPasswordResetEmail,
  renderStaffInvitationEmail,
} from "#app/features/staff/accounts/staff-account-email.tsx";
import { passwordResetLink, staffInvitationLink } from "#app/features/staff/accounts/staff-account-email-view.ts";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { isStaffAccountEmail, mintAccountLinkToken } from "#app/features/staff/accounts/staff-account-links.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export function createStaffAccountEmailSender(config: {
  smtpUrl: string;
  from: string;
  siteUrl: string;
  db: Kysely<Database>;
}): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);
  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy | void> {
      const payload: unknown = message.payload;
      if (!isStaffAccountEmail(payload)) throw new Error("Outbox payload holds no staff account e-mail");
      if (!isPlainEmail(payload.email)) throw new Error("Outbox payload holds no usable recipient address");
      const minted = await mintAccountLinkToken(config.db, payload, new Date());
      if (!minted) {
        logInfo("staff.account_email_skipped", { outboxId: message.id, purpose: payload.purpose });
        return;
      }
      const expiresAt = minted.expiresAt.toISOString();
      const { subject, text, html } =
        payload.purpose === "invitation" && minted.invitation
          ? await renderStaffInvitationEmail(
              {
                email: payload.email,
                role: minted.invitation.role,
                invitedBy: minted.invitation.invitedBy,
                link: staffInvitationLink(config.siteUrl, minted.token),
                expiresAt,
              },
              { siteUrl: config.siteUrl },
            )
          : await renderPasswordResetEmail(
              { email: payload.email, link: passwordResetLink(config.siteUrl, minted.token), expiresAt },
              { siteUrl: config.siteUrl },
            );
      // The link signs its holder in to set a password: never kept in the copy other staff can read.
      return sendOutboxMail(
        transporter,
        message,
        { from: config.from, to: payload.email, subject, text, html },
        { withhold: [minted.token] },
      );
    },
    close() {
      transporter.close();
    },
  };
}

export function createStaffAccountEmailSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM">,
  siteUrl: string | undefined,
  db: Kysely<Database> | undefined,
): OutboxSender | null {
  if (!env.SMTP_URL || !db) return null;
  return createStaffAccountEmailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    siteUrl: siteUrl ?? "http://localhost:3000",
    db,
  });
}
