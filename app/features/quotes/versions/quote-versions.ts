// Quote versions (decision 039), the pure part: which version the customer
// has (the latest sent), which one staff edit (the unsent draft, else the
// current one), what changed in a sentence per change for the e-mail and
// WhatsApp, what changed in each version for the lead page, and the staff's
// won/lost form. Pure.
import * as z from "zod/mini";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { type QuoteDiff, quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { LOST_REASONS, LOST_REASON_LABELS, type LostReason } from "#app/features/quotes/quote-status.ts";

/** What the versions list needs of a stored version. */
export interface VersionFacts {
  version: number;
  sentAt: string | null;
}

/** The version the customer has: the latest one sent (v1, the quote as requested, is sent when it is made). */
export function currentVersionOf<Version extends VersionFacts>(versions: readonly Version[]): Version | undefined {
  return versions.filter((version) => version.sentAt !== null).at(-1);
}

/** The sent version before `version`, to show what changed; undefined for v1. */
export function previousSentVersion<Version extends VersionFacts>(
  versions: readonly Version[],
  version: number,
): Version | undefined {
  return versions.filter((candidate) => candidate.sentAt !== null && candidate.version < version).at(-1);
}

/** Staff's one unsent draft: the latest version, when it has not been sent. */
export function draftVersionOf<Version extends VersionFacts>(versions: readonly Version[]): Version | undefined {
  const latest = versions.at(-1);
  return latest && latest.sentAt === null ? latest : undefined;
}

/** The version a staff edit starts from: the draft, else the current version. */
export function editBaseOf<Version extends VersionFacts>(versions: readonly Version[]): Version | undefined {
  return draftVersionOf(versions) ?? currentVersionOf(versions);
}

/** One version's change: what it changed against the version the customer had before it. */
export interface VersionChange {
  version: number;
  diff: QuoteDiff;
}

/**
 * What each version after the first changed, in the versions' order: a sent
 * version against the sent one before it (what the customer saw change), a
 * draft or a superseded one against the version the customer had then (what
 * they would have seen). A version with nothing sent before it (v1) has none.
 */
export function versionChanges<Version extends VersionFacts & { document: QuoteDocument }>(
  versions: readonly Version[],
): VersionChange[] {
  return versions.flatMap((version) => {
    const previous = previousSentVersion(versions, version.version);
    return previous ? [{ version: version.version, diff: quoteDiff(previous.document, version.document) }] : [];
  });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What changed, one sentence a change, as the customer's e-mail and staff's
 * WhatsApp message say it:
 * "Changed: Powered speaker: quantity 2 → 3, line total (excl. VAT) R750.00 → R1,125.00",
 * "Added: Wireless microphone, 2 × R250.00: R500.00",
 * "Total (incl. VAT): R2,300.00 → R1,955.00 (down R345.00)".
 */
export function versionChangeSummary(diff: QuoteDiff): string[] {
  const sentences: string[] = [];
  for (const line of diff.lines) {
    if (line.kind === "added") sentences.push(`Added: ${line.name}, ${line.summary ?? ""}`);
    else if (line.kind === "removed") sentences.push(`Removed: ${line.name}`);
    else {
      const changes = line.changes.map(
        (change) => `${lowerFirst(change.label)} ${change.before || "none"} → ${change.after || "none"}`,
      );
      sentences.push(`Changed: ${line.name}: ${changes.join(", ")}`);
    }
  }
  for (const detail of diff.details) {
    sentences.push(`${detail.label}: ${detail.before || "none"} → ${detail.after || "none"}`);
  }
  const total = diff.totals.at(-1);
  if (total && total.label.startsWith("Total")) {
    const direction = total.differenceCents < 0 ? "down" : "up";
    const amount = total.difference.replace(/^[+-]/, "");
    sentences.push(`${total.label}: ${total.before} → ${total.after} (${direction} ${amount})`);
  }
  return sentences;
}

export const QUOTE_OUTCOMES = ["won", "lost"] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

export const MAX_OUTCOME_NOTE_LENGTH = 500;

export const OUTCOME_MESSAGES = {
  outcome: "Choose won or lost",
  reason: "Choose why the job was lost",
  otherNote: "Say in a few words why the job was lost",
  note: `The reason in your words must be at most ${MAX_OUTCOME_NOTE_LENGTH} characters`,
} as const;

const trimmedNote = z.pipe(
  z.optional(z.string()),
  z.transform((note: string | undefined) => note?.trim() ?? ""),
);

/**
 * Staff's won or lost: lost needs its reason (LOST_REASONS), and "other" needs
 * words; a note is kept with any reason. Field names as the lead page's form posts them.
 */
export const quoteOutcomeSchema = z
  .object({
    outcome: z.enum(QUOTE_OUTCOMES, OUTCOME_MESSAGES.outcome),
    reason: z.optional(z.string()),
    note: trimmedNote.check(z.maxLength(MAX_OUTCOME_NOTE_LENGTH, OUTCOME_MESSAGES.note)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.outcome !== "lost") return;
      if (!(LOST_REASONS as readonly string[]).includes(value.reason ?? "")) {
        ctx.addIssue({ code: "custom", path: ["reason"], message: OUTCOME_MESSAGES.reason, input: value });
      } else if (value.reason === "other" && value.note === "") {
        ctx.addIssue({ code: "custom", path: ["note"], message: OUTCOME_MESSAGES.otherNote, input: value });
      }
    }),
  );

export type QuoteOutcomeInput =
  { outcome: "won"; note: string } | { outcome: "lost"; reason: LostReason; note: string };

/** The form's checked value as the storage takes it. */
export function quoteOutcomeInput(value: z.output<typeof quoteOutcomeSchema>): QuoteOutcomeInput {
  return value.outcome === "won"
    ? { outcome: "won", note: value.note }
    : { outcome: "lost", reason: value.reason as LostReason, note: value.note };
}

/** The history's note for a won or lost quote: the reason and staff's words ("Price: their budget was cut"). */
export function outcomeHistoryNote(input: QuoteOutcomeInput): string | null {
  if (input.outcome === "won") return input.note || null;
  const reason = LOST_REASON_LABELS[input.reason];
  return input.note ? `${reason}: ${input.note}` : reason;
}
