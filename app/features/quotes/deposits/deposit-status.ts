// Where an accepted quote's EFT deposit stands, in the words the customer and
// staff read (decision 040): awaiting payment, proof received and being
// checked, or received on a date; which quotes owe one; and what the live
// page says after an upload (the answer travels in the page's address, so a
// form without JavaScript lands back on the page with it). Pure.
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-status.ts";
import {
  DEFAULT_PROOF_UPLOAD_LIMITS,
  type ProofLimitRefusal,
  type ProofUploadLimits,
  proofLimitMessage,
} from "#app/platform/uploads/upload-limits.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES, UPLOAD_MESSAGES, type UploadRefusal } from "#app/platform/uploads/upload-sniff.ts";

export const DEPOSIT_STATUSES = ["awaiting_payment", "proof_uploaded", "received"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export function readDepositStatus(stored: unknown): DepositStatus {
  return (DEPOSIT_STATUSES as readonly unknown[]).includes(stored) ? (stored as DepositStatus) : "awaiting_payment";
}

/** A deposit is due once the customer accepted (a won quote was accepted first, or booked by phone). */
export const DEPOSIT_QUOTE_STATUSES: readonly QuoteStatus[] = ["accepted", "won"];

export function owesDeposit(status: QuoteStatus): boolean {
  return DEPOSIT_QUOTE_STATUSES.includes(status);
}

/** "Saturday, 12 December 2026": the day a moment falls on in Johannesburg. */
export function sastLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = johannesburgDate(date);
  return formatLongDate(day) ?? day;
}

/** The status line on both sides: "Awaiting payment", "Proof received – being checked", "Deposit received on …". */
export function depositStatusText(status: DepositStatus, receivedAt: string | null): string {
  switch (status) {
    case "awaiting_payment":
      return "Awaiting payment";
    case "proof_uploaded":
      return "Proof received – being checked";
    case "received":
      return receivedAt ? `Deposit received on ${sastLongDate(receivedAt)}` : "Deposit received";
  }
}

/** The upload form's field, as its label and messages name it. */
export const PROOF_FIELD_LABEL = "Proof of payment";
export const PROOF_FIELD_HINT = `A PDF, JPEG or PNG of at most ${MAX_PROOF_OF_PAYMENT_BYTES / (1024 * 1024)} MB, such as your bank's payment confirmation or a screenshot of it.`;

/** What an upload ended in, as the page's address carries it (?proof=…). */
export const PROOF_OUTCOMES = [
  "received",
  "duplicate",
  "empty",
  "too-large",
  "type",
  "truncated",
  "markup",
  "active-content",
  "unchecked",
  "no-file",
  "malformed",
  "not-due",
  "already-received",
  "rate-limited",
  "unavailable",
  "quote-files",
  "quote-bytes",
  "daily-limit",
  "disk-full",
  "interrupted",
] as const;
export type ProofOutcome = (typeof PROOF_OUTCOMES)[number];

export function readProofOutcome(value: string | null): ProofOutcome | undefined {
  return (PROOF_OUTCOMES as readonly (string | null)[]).includes(value) ? (value as ProofOutcome) : undefined;
}

const LIMIT_OUTCOMES: readonly ProofOutcome[] = ["quote-files", "quote-bytes", "daily-limit", "disk-full"];

const OTHER_MESSAGES: Readonly<
  Record<Exclude<ProofOutcome, UploadRefusal | ProofLimitRefusal | "disk-full" | "received" | "duplicate">, string>
> = {
  "no-file": "Please choose your proof of payment (a PDF, JPEG or PNG) to upload.",
  malformed: "The upload could not be read. Please choose the file and send it again.",
  "not-due": "This quote has no deposit due, so there is nothing to upload a proof for.",
  "already-received": "We have already received your deposit, so no proof of payment is needed.",
  "rate-limited": "Too many uploads from your connection. Please wait a few minutes and try again.",
  unavailable: "We could not store your file just now. Please try again in a moment, or e-mail it to us.",
  interrupted:
    "Your upload did not finish (the connection was too slow or was interrupted), so we did not receive the file. Please choose it and send it again; on a slow connection a screenshot is quicker to send.",
};

/**
 * The page's message after an upload: a confirmation, or why the file was
 * refused (naming the field and the rule). `limits` are the installation's,
 * which the limits' messages quote.
 */
export function proofOutcomeMessage(
  outcome: ProofOutcome,
  limits: ProofUploadLimits = DEFAULT_PROOF_UPLOAD_LIMITS,
): { ok: boolean; message: string } {
  if (outcome === "received")
    return {
      ok: true,
      message: "Thank you, we have your proof of payment. We will check it against our bank statement and confirm.",
    };
  if (outcome === "duplicate")
    return {
      ok: true,
      message: "We already have this file for your quote, so there is no need to send it again.",
    };
  const rule = LIMIT_OUTCOMES.includes(outcome)
    ? proofLimitMessage(outcome as ProofLimitRefusal | "disk-full", limits)
    : outcome in UPLOAD_MESSAGES
      ? UPLOAD_MESSAGES[outcome as UploadRefusal]
      : OTHER_MESSAGES[outcome as keyof typeof OTHER_MESSAGES];
  return { ok: false, message: `${PROOF_FIELD_LABEL}: ${rule}` };
}

/** "1.2 MB", "340 KB": a file's size as staff read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
