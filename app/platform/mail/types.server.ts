import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { SentEmailCopy } from "#app/platform/mail/sent-email-copy.ts";
import type { OutboxChannel } from "#app/platform/db/schema.server.ts";

/**
 * Delivers one outbox message; throws (or rejects) when it was not delivered.
 * An e-mail sender resolves with the copy of what it sent, which the worker
 * stores on the row as it marks it sent; other senders resolve with nothing.
 */
export interface OutboxSender {
  send(message: OutboxMessage): Promise<SentEmailCopy | void>;
  /** Releases connections; called when the worker's owner shuts down. */
  close?(): void | Promise<void>;
}

/** Only configured channels have a sender; the rest stay queued. */
export type OutboxSenders = Partial<Record<OutboxChannel, OutboxSender>>;

export interface NotifyLogger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, error: unknown, fields?: Record<string, unknown>): void;
}
