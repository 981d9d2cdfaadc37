// Nudge e-mails (outbox channel 'nudge_email', decision 035). A staff nudge
// goes to the sales addresses; a customer nudge goes to its recipient with a
// one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC
// 8058), its link signed when the e-mail is sent.
import type { Kysely } from "kysely";
import { renderLeadWaitingEmail } from "../../emails/lead-waiting-email.tsx";
import { isNudge, unsubscribeHeaders, unsubscribeUrl } from "../../lib/nudges.ts";
import { unsubscribeToken } from "../privacy/unsubscribe.server.ts";
import type { DataEnv } from "../config/data-env.server.ts";
import type { OutboxMessage } from "../db/outbox.server.ts";
import type { Database } from "../db/schema.server.ts";
import { createSmtpTransport, sendOutboxMail } from "./email.server.ts";
import type { OutboxSender } from "./types.server.ts";

export interface NudgeEmailSenderConfig {
  smtpUrl: string;
  from: string;
  /** The sales addresses staff nudges go to. */
  salesTo: readonly string[];
  siteUrl: string;
  /** Holds the key that signs customer nudges' unsubscribe links. */
  db: Kysely<Database>;
}

/**
 * What a customer nudge carries to let its reader opt out: the link for the
 * e-mail's text and the one-click headers, signed for this address now.
 */
export async function customerUnsubscribe(
  db: Kysely<Database>,
  siteUrl: string,
  recipient: string,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = unsubscribeUrl(siteUrl, await unsubscribeToken(db, recipient));
  return { url, headers: unsubscribeHeaders(url) };
}

export function createNudgeEmailSender(config: NudgeEmailSenderConfig): OutboxSender {
  const transporter = createSmtpTransport(config.smtpUrl);
  return {
    async send(message: OutboxMessage): Promise<void> {
      const nudge: unknown = message.payload;
      if (!isNudge(nudge)) throw new Error("Outbox payload holds no nudge this server can send");
      const { subject, text, html } = await renderLeadWaitingEmail(nudge, { siteUrl: config.siteUrl });
      await sendOutboxMail(transporter, message, {
        from: config.from,
        to: [...config.salesTo],
        subject,
        text,
        html,
        headers: { "X-Lead-Id": nudge.leadId },
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** The nudge sender, or null without SMTP_URL (nudges then wait in the outbox like every e-mail). */
export function createNudgeEmailSenderFromEnv(
  env: Pick<DataEnv, "SMTP_URL" | "MAIL_FROM" | "SALES_EMAIL">,
  siteUrl: string | undefined,
  db: Kysely<Database> | undefined,
): OutboxSender | null {
  if (!env.SMTP_URL || !db) return null;
  return createNudgeEmailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    salesTo: env.SALES_EMAIL,
    siteUrl: siteUrl ?? "http://localhost:3000",
    db,
  });
}
