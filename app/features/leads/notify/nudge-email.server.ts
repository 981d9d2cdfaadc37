// Nudge e-mails (outbox channel 'nudge_email', decision 035). A staff nudge
// goes to the sales addresses; a customer nudge goes to its recipient with a
// one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC
// 8058), its link signed when the e-mail is sent.
import type { Kysely } from "kysely";
import { renderLeadWaitingEmail } from "#app/features/leads/notify/lead-waiting-email.tsx";
import { renderQuoteExpiringEmail } from "#app/features/leads/notify/quote-expiring-email.tsx";
import { liveQuoteUrl } from "#app/features/quotes/index.ts";
import {
  type QuoteExpiringNudge,
  isNudge,
  unsubscribeHeaders,
  unsubscribeUrl,
} from "#app/features/leads/notify/nudges.ts";
import { unsubscribeToken } from "#app/features/leads/notify/unsubscribe.server.ts";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { createSmtpTransport, isPlainEmail, sendOutboxMail } from "#app/platform/mail/email.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export interface NudgeEmailSenderConfig {
  smtpUrl: string;
  from: string;
  /** The sales addresses staff nudges go to. */
  salesTo: readonly string[];
  siteUrl: string;
  /** Holds the key that signs customer nudges' unsubscribe links. */
  db: Kysely<Database>;
  /** The live quote's link token, or undefined once the quote is gone (the quotes feature makes it). */
  issueLiveToken: LiveQuoteTokens;
}

/** Makes a quote's live link token; undefined when the quote was erased or never existed. */
export type LiveQuoteTokens = (quoteNumber: string) => Promise<string | undefined>;

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

  /** The customer's expiry reminder: the live quote's link and the unsubscribe link, both made now. */
  async function sendQuoteExpiring(message: OutboxMessage, nudge: QuoteExpiringNudge): Promise<SentEmailCopy | void> {
    if (!isPlainEmail(nudge.recipient)) throw new Error("Outbox payload holds no usable recipient address");
    const token = await config.issueLiveToken(nudge.quoteNumber);
    // Erased or gone since it was queued: nothing left to remind anyone of.
    if (!token) return;
    const unsubscribe = await customerUnsubscribe(config.db, config.siteUrl, nudge.recipient);
    const { subject, text, html } = await renderQuoteExpiringEmail(
      nudge,
      { quote: liveQuoteUrl(config.siteUrl, token), unsubscribe: unsubscribe.url },
      { siteUrl: config.siteUrl },
    );
    return sendOutboxMail(
      transporter,
      message,
      {
        from: config.from,
        to: nudge.recipient,
        replyTo: config.salesTo[0],
        subject,
        text,
        html,
        headers: { "X-Quote-Number": nudge.quoteNumber, ...unsubscribe.headers },
      },
      // The quote's live page acts as the customer, and the unsubscribe link unsubscribes them.
      { withhold: [token, new URL(unsubscribe.url).searchParams.get("token") ?? ""] },
    );
  }
  return {
    async send(message: OutboxMessage): Promise<SentEmailCopy | void> {
      const nudge: unknown = message.payload;
      if (!isNudge(nudge)) throw new Error("Outbox payload holds no nudge this server can send");
      if (nudge.kind === "quote_expiring") return sendQuoteExpiring(message, nudge);
      const { subject, text, html } = await renderLeadWaitingEmail(nudge, { siteUrl: config.siteUrl });
      return sendOutboxMail(transporter, message, {
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
  issueLiveToken: LiveQuoteTokens,
): OutboxSender | null {
  if (!env.SMTP_URL || !db) return null;
  return createNudgeEmailSender({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    salesTo: env.SALES_EMAIL,
    siteUrl: siteUrl ?? "http://localhost:3000",
    db,
    issueLiveToken,
  });
}
