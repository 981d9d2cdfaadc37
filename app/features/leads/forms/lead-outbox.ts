// The forms' outbox: a form sent while the connection is down (load-shedding
// takes towers and routers down across Gauteng) is kept in the browser with
// its idempotency key and sent again when the connection returns, so the
// server stores it once. This module is the pure part: the entries, which of
// them are due, what an answer means for an entry and when to try again. The
// browser side (local storage, fetch, the online event) is app/features/leads/forms/form-outbox.ts.
import * as z from "zod/mini";
import { type BackoffPolicy, backoffDelayMs } from "#app/platform/mail/backoff.ts";
import type { LeadFormKind } from "#app/features/leads/forms/lead-messages.ts";

export { LEAD_OUTBOX_KEY, hasWaitingForms } from "#app/platform/mail/outbox-storage.ts";

/** Every form that can wait in the outbox: the lead forms, the blog's subscribe form and the privacy request. */
export const OUTBOX_FORMS = [
  "contact",
  "callback",
  "sidebar",
  "business",
  "client",
  "subscribe",
  "privacy",
] as const satisfies readonly (LeadFormKind | "subscribe" | "privacy")[];

export type OutboxForm = (typeof OUTBOX_FORMS)[number];

/** Where a form's JSON endpoint is (the same server function as the form's page action). */
export function formEndpoint(form: OutboxForm): string {
  return `/api/forms/${form}`;
}

export interface OutboxEntry {
  /** The submission's idempotency key: every attempt sends it, so the lead is stored once. */
  key: string;
  form: OutboxForm;
  /** The path of the page the form was sent from. */
  page: string;
  /** The form's fields as sent (referrer and submission key included). */
  fields: [string, string][];
  /** When the visitor sent it (ms since the epoch). */
  queuedAt: number;
  /** Attempts that failed so far (the first is the visitor's own). */
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number;
}

/**
 * Waits between attempts: 5 s, 10 s, 20 s … capped at 5 minutes. The online
 * event and every page load try at once anyway; the schedule covers
 * connections the browser believes are up but lead nowhere (a router on a
 * battery whose line is down). An entry is never given up for want of a
 * connection: nothing the visitor sent is dropped.
 */
export const OUTBOX_RETRY: BackoffPolicy = Object.freeze({
  baseMs: 5_000,
  maxMs: 5 * 60_000,
  maxAttempts: Number.POSITIVE_INFINITY,
});

const buildEntrySchema = () =>
  z.object({
    key: z.string().check(z.minLength(8), z.maxLength(100)),
    form: z.enum(OUTBOX_FORMS),
    page: z.string(),
    fields: z.array(z.tuple([z.string(), z.string()])),
    queuedAt: z.number(),
    attempts: z.int().check(z.gte(0)),
    nextAttemptAt: z.number(),
  });
let entrySchema: ReturnType<typeof buildEntrySchema> | undefined;

/**
 * The outbox as stored. What cannot be read is left out (a damaged entry
 * cannot be sent anyway); an unreadable store reads as empty.
 */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const entry = z.safeParse((entrySchema ??= buildEntrySchema()), item);
    return entry.success ? [entry.data] : [];
  });
}

export function serializeOutbox(entries: readonly OutboxEntry[]): string {
  return JSON.stringify(entries);
}

/**
 * The entry for a submission whose first attempt found no connection: tried
 * once, next due after the first wait.
 */
export function newOutboxEntry(
  submission: { key: string; form: OutboxForm; page: string; fields: readonly (readonly [string, string])[] },
  now: number,
  policy: BackoffPolicy = OUTBOX_RETRY,
): OutboxEntry {
  return {
    key: submission.key,
    form: submission.form,
    page: submission.page,
    fields: submission.fields.map(([name, value]) => [name, value]),
    queuedAt: now,
    attempts: 1,
    nextAttemptAt: now + backoffDelayMs(1, policy),
  };
}

/** Adds an entry; a submission already waiting (same key) is replaced, never doubled. */
export function addToOutbox(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return [...entries.filter((existing) => existing.key !== entry.key), entry];
}

/** The entries due for another attempt, oldest first. */
export function dueEntries(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter((entry) => entry.nextAttemptAt <= now).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** When the next entry falls due, or null with nothing waiting. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | null {
  return entries.reduce<number | null>(
    (soonest, entry) => (soonest === null || entry.nextAttemptAt < soonest ? entry.nextAttemptAt : soonest),
    null,
  );
}

/** The connection is back (or the page has just loaded): every entry is due now. */
export function dueNow(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.map((entry) => (entry.nextAttemptAt > now ? { ...entry, nextAttemptAt: now } : entry));
}

/** What an attempt to send a form brought back. */
export type SendAnswer<Result> =
  { reached: false } | { reached: true; httpStatus: number; result: Result | null; retryAfterSeconds?: number };

/**
 * What an answer means for a waiting entry:
 * - `sent`: stored (or a repeat of a stored one, which the server answers the same way);
 * - `retry`: not stored yet but nothing wrong with it (no connection, rate limit,
 *   a server or gateway error, an answer that is not the server's JSON);
 * - `rejected`: the server refuses it as it is (a field it will never accept).
 */
export type OutboxOutcome = "sent" | "retry" | "rejected";

export function outcomeOf<Result extends { status: string }>(answer: SendAnswer<Result>): OutboxOutcome {
  if (!answer.reached || answer.result === null) return "retry";
  if (answer.result.status === "success") return "sent";
  if (answer.httpStatus === 408 || answer.httpStatus === 429 || answer.httpStatus >= 500) return "retry";
  return answer.httpStatus >= 400 ? "rejected" : "retry";
}

/** Whether a visitor's own attempt should wait in the outbox: only when no answer came back at all. */
export function shouldQueue<Result>(answer: SendAnswer<Result>): answer is { reached: false } {
  return !answer.reached;
}

/**
 * The outbox after an attempt: a sent or rejected entry leaves it; one to
 * retry waits its turn of the schedule, and at least as long as the server's
 * Retry-After asked.
 */
export function settleEntry(
  entries: readonly OutboxEntry[],
  key: string,
  outcome: OutboxOutcome,
  now: number,
  retryAfterSeconds = 0,
  policy: BackoffPolicy = OUTBOX_RETRY,
): OutboxEntry[] {
  if (outcome !== "retry") return entries.filter((entry) => entry.key !== key);
  return entries.map((entry) => {
    if (entry.key !== key) return entry;
    const attempts = entry.attempts + 1;
    const wait = Math.max(backoffDelayMs(attempts, policy), retryAfterSeconds * 1000);
    return { ...entry, attempts, nextAttemptAt: now + wait };
  });
}

/** The body of an attempt: the fields exactly as the visitor sent them. */
export function entryBody(entry: Pick<OutboxEntry, "fields">): URLSearchParams {
  return new URLSearchParams(entry.fields);
}

/** The entry a form on `page` sent earlier and that is still waiting, if any (newest first). */
export function waitingEntryFor(
  entries: readonly OutboxEntry[],
  form: OutboxForm,
  page: string,
): OutboxEntry | undefined {
  return entries.filter((entry) => entry.form === form && entry.page === page).at(-1);
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
