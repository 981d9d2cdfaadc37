// E-mail over SMTP (nodemailer) for every outbox channel that sends one: the
// transport, stable Message-IDs and the send that checks a recipient took it.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";

// Bounded so a send always ends well inside the outbox claim lease (5 min).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;
const FALLBACK_DOMAIN = "sandtonsoundhire.co.za";
// Only a plain address becomes Reply-To (or a customer's recipient); anything odd is left out, not "fixed".
const PLAIN_EMAIL = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

/** Whether an address is a plain `local@domain.tld` with nothing a header could misread. */
export function isPlainEmail(value: string | null | undefined): value is string {
  return typeof value === "string" && PLAIN_EMAIL.test(value);
}

/** The SMTP transport every e-mail sender uses: one URL, the same timeouts. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

/** The domain of the From address, for Message-IDs that are ours. */
export function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1] ?? FALLBACK_DOMAIN;
}

/**
 * A stable Message-ID per outbox row: a retried send of the same row carries
 * the same id, so mail systems and people can tell it is a duplicate.
 */
export function outboxMessageId(outboxId: string, from: string): string {
  return `<${outboxId}@${messageIdDomain(from)}>`;
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/** Shown in a kept copy in place of a link's token that would act for its recipient. */
export const WITHHELD = "WITHHELD";

type MailAddresses = SendMailOptions["to"];
type MailBody = SendMailOptions["html"];

/** Recipients as one readable line: `Name <address>` or the address, comma-separated. */
export function readableAddresses(addresses: MailAddresses): string {
  if (addresses === undefined) return "";
  if (typeof addresses === "string") return addresses;
  if (Array.isArray(addresses)) return addresses.map((address) => readableAddresses(address)).join(", ");
  const address = addresses.address ?? "";
  return addresses.name ? `${addresses.name} <${address}>` : address;
}

function bodyText(body: MailBody): string | undefined {
  if (typeof body === "string") return body;
  return Buffer.isBuffer(body) ? body.toString("utf8") : undefined;
}

/** What the outbox keeps of a sent e-mail, with every secret replaced wherever it appears. */
export function sentEmailCopy(mail: SendMailOptions, withhold: readonly string[] = []): SentEmailCopy {
  // Only real secrets: an empty or tiny string would blank out ordinary text.
  const secrets = withhold.filter((secret) => secret.length >= 8);
  const hide = (text: string) => secrets.reduce((hidden, secret) => hidden.replaceAll(secret, WITHHELD), text);
  const html = bodyText(mail.html);
  const text = bodyText(mail.text);
  const attachments = (mail.attachments ?? []).map((attachment) =>
    typeof attachment.filename === "string" ? attachment.filename : "attachment",
  );
  return {
    to: readableAddresses(mail.to),
    subject: hide(mail.subject ?? ""),
    ...(html === undefined ? {} : { html: hide(html) }),
    ...(text === undefined ? {} : { text: hide(text) }),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

export interface OutboxMailOptions {
  /**
   * Secrets the e-mail carries (a sign-in, confirmation or quote link's token):
   * they go to the recipient but are not kept in the copy staff can read.
   */
  withhold?: readonly string[];
}

/**
 * Sends the e-mail of one outbox row: a Message-ID stable across retries, the
 * row's id in X-Delivery-Id, and Auto-Submitted so auto-responders do not
 * answer a machine-sent message. nodemailer rejects when every recipient is
 * refused; so does this when none is accepted. A partial refusal still counts
 * as sent, because a retry would duplicate it for the rest. Resolves with the
 * copy of what was sent, which the worker keeps on the row.
 */
export async function sendOutboxMail(
  transporter: SmtpTransport,
  message: OutboxMessage,
  mail: SendMailOptions & { from: string },
  options: OutboxMailOptions = {},
): Promise<SentEmailCopy> {
  const info = await transporter.sendMail({
    ...mail,
    messageId: outboxMessageId(message.id, mail.from),
    headers: { "X-Delivery-Id": message.id, "Auto-Submitted": "auto-generated", ...(mail.headers as object) },
  });
  if (info.accepted.length === 0) {
    throw new Error(`SMTP server accepted no recipients (rejected: ${info.rejected.join(", ")})`);
  }
  return sentEmailCopy(mail, options.withhold);
}
