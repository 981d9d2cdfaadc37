// The browser side of the forms' outbox (rules in ~/lib/lead-outbox): sending
// a form to its JSON endpoint, keeping a form that found no connection in
// local storage with its idempotency key, and sending it again when the
// connection returns (the online event), when a page with a form loads, and
// on a backoff schedule in between. The server stores a submission once per
// key, so a form sent twice (two tabs, an answer lost on the way back) is
// stored once. Every form island on the page shares this one store.
import { useSyncExternalStore } from "react";
import { solveInBrowser } from "#app/features/leads/flood/solve-challenge.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { CHALLENGE_SOLUTION_FIELD } from "#app/features/leads/flood/flood-defence.ts";
import { type LeadFormResult, refusedWaitingToast, sentWaitingToast } from "#app/features/leads/forms/lead-messages.ts";
import {
  LEAD_OUTBOX_KEY,
  type OutboxEntry,
  type OutboxForm,
  type SendAnswer,
  addToOutbox,
  dueEntries,
  dueNow,
  entryBody,
  formEndpoint,
  nextDueAt,
  outcomeOf,
  parseOutbox,
  serializeOutbox,
  settleEntry,
} from "#app/features/leads/forms/lead-outbox.ts";

/** A request with no answer after this long counts as no connection (the key makes a later retry safe). */
export const SEND_TIMEOUT_MS = 15_000;

export type FormAnswer = SendAnswer<LeadFormResult>;

function isFormResult(value: unknown): value is LeadFormResult {
  if (typeof value !== "object" || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === "success" || status === "invalid" || status === "error";
}

/** Times a form solves a fresh challenge before it shows the server's question instead. */
const CHALLENGE_ATTEMPTS = 2;

/**
 * Posts a form's fields to its endpoint. Never throws: no answer at all (no
 * connection, a timeout) is `reached: false`; an answer that is not the
 * server's JSON (a proxy's error page) is `result: null`. During a flood the
 * server asks for a challenge first (decision 053): it is solved off the main
 * thread (`onChecking` says while) and the form sent again with the solution.
 */
export async function sendForm(
  form: OutboxForm,
  body: URLSearchParams,
  onChecking: (checking: boolean) => void = () => {},
): Promise<FormAnswer> {
  let answer = await postForm(form, body);
  for (let attempt = 0; attempt < CHALLENGE_ATTEMPTS; attempt++) {
    const challenge = answer.reached && answer.result?.status === "error" ? answer.result.challenge : undefined;
    if (!challenge) break;
    onChecking(true);
    const solution = await solveInBrowser(challenge.proofOfWork);
    onChecking(false);
    if (!solution) break;
    body.set(CHALLENGE_SOLUTION_FIELD, solution);
    answer = await postForm(form, body);
  }
  body.delete(CHALLENGE_SOLUTION_FIELD);
  return answer;
}

async function postForm(form: OutboxForm, body: URLSearchParams): Promise<FormAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(formEndpoint(form), {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
  } catch {
    return { reached: false };
  } finally {
    clearTimeout(timer);
  }
  const parsed: unknown = await response.json().catch(() => null);
  const result = isFormResult(parsed) ? parsed : null;
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    reached: true,
    httpStatus: response.status,
    result,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** A waiting form that has left the outbox: stored (`sent`) or refused as it was (`rejected`). */
export interface SettledForm {
  entry: OutboxEntry;
  outcome: "sent" | "rejected";
  result: LeadFormResult | null;
}

const EMPTY: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
const settledListeners = new Set<(settled: SettledForm) => void>();
/** The entries as last read or written (null: read local storage on next use). */
let snapshot: readonly OutboxEntry[] | null = null;
/** Where the entries live when local storage cannot hold them (private mode, a full store): this page only. */
let memory: OutboxEntry[] = [];
let flushing: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

function readEntries(): OutboxEntry[] {
  try {
    return parseOutbox(window.localStorage.getItem(LEAD_OUTBOX_KEY));
  } catch {
    return [...memory];
  }
}

function writeEntries(entries: OutboxEntry[]) {
  memory = entries;
  try {
    if (entries.length === 0) window.localStorage.removeItem(LEAD_OUTBOX_KEY);
    else window.localStorage.setItem(LEAD_OUTBOX_KEY, serializeOutbox(entries));
  } catch {
    // Kept in memory for this page: still sent when the connection returns.
  }
  changed(entries);
}

function changed(entries: readonly OutboxEntry[] | null) {
  snapshot = entries;
  for (const listener of listeners) listener();
}

export function getOutbox(): readonly OutboxEntry[] {
  snapshot ??= readEntries();
  return snapshot;
}

/** The server knows no outbox: server HTML and hydration start from an empty one. */
export function getServerOutbox(): readonly OutboxEntry[] {
  return EMPTY;
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting forms, re-rendering on every change (in this tab and in others). */
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeToOutbox, getOutbox, getServerOutbox);
}

/** Calls `listener` each time a waiting form leaves the outbox; returns the unsubscribe function. */
export function onFormSettled(listener: (settled: SettledForm) => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

/** Keeps a form that found no connection, and tries it again on the schedule (and when the connection returns). */
export function queueForm(entry: OutboxEntry) {
  startOutbox();
  writeEntries(addToOutbox(readEntries(), entry));
  scheduleNextAttempt();
}

function scheduleNextAttempt() {
  if (timer) clearTimeout(timer);
  timer = null;
  const due = nextDueAt(readEntries());
  if (due === null) return;
  timer = setTimeout(() => void flushOutbox(), Math.max(1_000, due - Date.now()));
}

/** Another tab holding the outbox lock sends; this one waits its turn (or runs alone without the Web Locks API). */
function withOutboxLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request("form-outbox", task);
}

async function sendDueEntries() {
  for (const entry of dueEntries(readEntries(), Date.now())) {
    // Another tab may have sent it while this one waited for the lock.
    if (!readEntries().some((waiting) => waiting.key === entry.key)) continue;
    const answer = await sendForm(entry.form, entryBody(entry));
    const outcome = outcomeOf(answer);
    const retryAfter = answer.reached ? answer.retryAfterSeconds : undefined;
    writeEntries(settleEntry(readEntries(), entry.key, outcome, Date.now(), retryAfter));
    if (outcome === "retry") {
      // No connection yet: the rest would fail the same way; they wait for the next turn.
      if (!answer.reached) break;
      continue;
    }
    const result = answer.reached ? answer.result : null;
    const toast = outcome === "sent" && result ? sentWaitingToast(entry.form, result) : refusedWaitingToast(entry.form);
    if (toast) notify(toast);
    for (const listener of settledListeners) listener({ entry, outcome, result });
  }
}

/** Sends every waiting form that is due, one after another; one run at a time in this tab. */
export function flushOutbox(): Promise<void> {
  flushing ??= withOutboxLock(sendDueEntries)
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      flushing = null;
      scheduleNextAttempt();
    });
  return flushing;
}

/**
 * Another tab changed the outbox: read it again. A form that left it there
 * was sent by that tab (which showed its toast): the forms here learn it too.
 */
function storedElsewhere(event: StorageEvent) {
  if (event.key !== LEAD_OUTBOX_KEY && event.key !== null) return;
  const before = snapshot ?? [];
  changed(null);
  const now = getOutbox();
  for (const entry of before) {
    if (now.some((waiting) => waiting.key === entry.key)) continue;
    for (const listener of settledListeners) listener({ entry, outcome: "sent", result: null });
  }
}

/** Every waiting form is due now and is sent at once. */
function retryAll() {
  const entries = readEntries();
  if (entries.length === 0) return;
  writeEntries(dueNow(entries, Date.now()));
  void flushOutbox();
}

/**
 * Starts the outbox once per page: a form left waiting on an earlier visit is
 * sent now, and every waiting form when the connection returns.
 */
export function startOutbox() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", retryAll);
  window.addEventListener("storage", storedElsewhere);
  retryAll();
}

/** Forgets this page's outbox state (tests). */
export function resetOutboxForTests() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (started) {
    window.removeEventListener("online", retryAll);
    window.removeEventListener("storage", storedElsewhere);
  }
  started = false;
  flushing = null;
  memory = [];
  snapshot = null;
  listeners.clear();
  settledListeners.clear();
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
