// Quote versions (decision 039), the pure part: which version the customer
// has (the latest sent), which one staff edit (the unsent draft, else the
// current one), what changed in a sentence per change for the e-mail and
// WhatsApp, and what changed in each version for the lead page. Pure.
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { type QuoteDiff, quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";

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
