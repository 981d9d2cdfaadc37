// E-mail over SMTP (nodemailer) for every outbox channel that sends one: the
// transport, stable Message-IDs and the send that checks a recipient took it.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";

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

/**
 * Sends the e-mail of one outbox row: a Message-ID stable across retries, the
 * row's id in X-Delivery-Id, and Auto-Submitted so auto-responders do not
 * answer a machine-sent message. nodemailer rejects when every recipient is
 * refused; so does this when none is accepted. A partial refusal still counts
 * as sent, because a retry would duplicate it for the rest.
 */
export async function sendOutboxMail(
  transporter: SmtpTransport,
  message: OutboxMessage,
  mail: SendMailOptions & { from: string },
): Promise<void> {
  const info = await transporter.sendMail({
    ...mail,
    messageId: outboxMessageId(message.id, mail.from),
    headers: { "X-Delivery-Id": message.id, "Auto-Submitted": "auto-generated", ...(mail.headers as object) },
  });
  if (info.accepted.length === 0) {
    throw new Error(`SMTP server accepted no recipients (rejected: ${info.rejected.join(", ")})`);
  }
}
