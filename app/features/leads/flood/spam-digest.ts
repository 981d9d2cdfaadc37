// The one e-mail sales get about submissions held as suspected spam during a
// flood (decision 025): how many of each kind, over which period, and where
// to review them. Pure. No visitor text goes into it: a flood's content is
// the attacker's, and it stays in the inbox. The e-mail is
// app/features/leads/flood/spam-digest-email.tsx.
import { LEAD_KIND_LABELS, type LeadKind } from "#app/features/leads/notify/lead-notification.ts";

export interface SpamDigest {
  /** Held submissions reported, by kind. */
  byKind: Partial<Record<LeadKind, number>>;
  total: number;
  /** ISO-8601 times of the first and last of them. */
  firstAt: string;
  lastAt: string;
}

/** The inbox view of held submissions. */
export const HELD_INBOX_PATH = "/admin?spam=held";

/**
 * Counts held submissions by kind, with the period they span (null for none).
 * A row that stands for a campaign of identical submissions counts as many
 * (`count`, decision 053).
 */
export function summariseHeldLeads(
  leads: readonly { kind: LeadKind; createdAt: string; count?: number }[],
): SpamDigest | null {
  if (leads.length === 0) return null;
  const byKind: Partial<Record<LeadKind, number>> = {};
  let total = 0;
  let firstAt = leads[0]?.createdAt ?? "";
  let lastAt = firstAt;
  for (const lead of leads) {
    const count = Math.max(1, lead.count ?? 1);
    byKind[lead.kind] = (byKind[lead.kind] ?? 0) + count;
    total += count;
    if (lead.createdAt < firstAt) firstAt = lead.createdAt;
    if (lead.createdAt > lastAt) lastAt = lead.createdAt;
  }
  return { byKind, total, firstAt, lastAt };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** "Website flood: 312 submissions held as suspected spam" */
export function spamDigestSubject(digest: SpamDigest): string {
  return `Website flood: ${plural(digest.total, "submission")} held as suspected spam`;
}

/** "call-back request: 311", most first. */
export function spamDigestKindLines(digest: SpamDigest): string[] {
  return (Object.entries(digest.byKind) as [LeadKind, number][])
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${LEAD_KIND_LABELS[kind]}: ${count}`);
}

/** Why the digest was sent and what to do about it. */
export const SPAM_DIGEST_INTRO =
  `The website received more submissions of some kinds than its flood threshold allows in a minute. ` +
  `They were marked as suspected spam and none was e-mailed on its own; identical ones are kept as one entry with a count. ` +
  `Genuine enquiries may be among them: please look through them in the staff inbox.`;

/** "Received between … and … (UTC)." */
export function spamDigestPeriod(digest: SpamDigest): string {
  return `Received between ${digest.firstAt} and ${digest.lastAt} (UTC).`;
}
