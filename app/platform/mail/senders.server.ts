import type { DataEnv } from "#app/platform/config/data-env.server.ts";
import type { Kysely } from "kysely";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { createConfirmationEmailSenderFromEnv } from "#app/features/leads/confirmation/confirmation-email.server.ts";
import { createCustomerEmailSenderFromEnv } from "#app/features/quotes/emails/customer-email.server.ts";
import { createEmailSenderFromEnv } from "#app/platform/mail/email.server.ts";
import { createStaffAccountEmailSenderFromEnv } from "#app/features/staff/accounts/staff-account-email.server.ts";
import { createNudgeEmailSenderFromEnv } from "#app/features/leads/notify/nudge-email.server.ts";
import { createStaffAlertSenderFromEnv } from "#app/features/staff/auth/staff-alert.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import { createWebhookSenderFromEnv } from "#app/platform/mail/webhook.server.ts";

/**
 * Channels to queue for a new lead. E-mail always: without SMTP the rows wait
 * in the outbox, visible to staff, and go out once SMTP is configured. The
 * webhook only when configured, so turning it on later does not replay every
 * old lead into the CRM.
 */
export function queuedChannels(env: Pick<DataEnv, "LEADS_WEBHOOK_URL">): OutboxChannel[] {
  return env.LEADS_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
}

/**
 * Channels to queue for a new quote: the lead's, plus the visitor's own copy
 * when SMTP is configured. Unlike the sales e-mail, a customer copy is not
 * left waiting for SMTP to appear: a quote e-mailed days later would surprise.
 */
export function quoteChannels(env: Pick<DataEnv, "LEADS_WEBHOOK_URL" | "SMTP_URL">): OutboxChannel[] {
  const channels = queuedChannels(env);
  return env.SMTP_URL ? [...channels, "customer_email"] : channels;
}

/** Where links in e-mails point when no site address is given (SITE_URL's default). */
const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * Senders for the configured channels only. `siteUrl` lets the sales e-mail
 * link to the staff inbox and the visitor's copy to the quote, whose link
 * token `issueLinkToken` makes at send time; `db` holds the key that signs
 * confirmation links.
 */
export function createSendersFromEnv(
  env: DataEnv,
  siteUrl: string | undefined,
  links: {
    issueLinkToken: (quoteNumber: string) => Promise<string | undefined>;
    /** The quote's live page token, for the link in the visitor's copy. */
    issueLiveToken?: (quoteNumber: string) => Promise<string | undefined>;
    db?: Kysely<Database>;
  },
): OutboxSenders {
  const senders: OutboxSenders = {};
  const email = createEmailSenderFromEnv(env, siteUrl);
  if (email) senders.email = email;
  const customerEmail = createCustomerEmailSenderFromEnv(env, {
    siteUrl: siteUrl ?? DEFAULT_SITE_URL,
    issueLinkToken: links.issueLinkToken,
    ...(links.issueLiveToken ? { issueLiveToken: links.issueLiveToken } : {}),
  });
  if (customerEmail) senders.customer_email = customerEmail;
  const staffAlert = createStaffAlertSenderFromEnv(env, siteUrl);
  if (staffAlert) senders.staff_alert = staffAlert;
  const confirmation = createConfirmationEmailSenderFromEnv(env, siteUrl, links.db);
  if (confirmation) senders.confirmation_email = confirmation;
  const staffAccount = createStaffAccountEmailSenderFromEnv(env, siteUrl, links.db);
  if (staffAccount) senders.staff_account_email = staffAccount;
  const nudge = createNudgeEmailSenderFromEnv(env, siteUrl, links.db);
  if (nudge) senders.nudge_email = nudge;
  const webhook = createWebhookSenderFromEnv(env);
  if (webhook) senders.webhook = webhook;
  return senders;
}
