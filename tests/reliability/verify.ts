// The verdict on a run: every submission that got a success answer is stored,
// intact, exactly once; nothing else is stored.
import { type Snapshot, type StoredLeadRow, groupBy } from "./stores.ts";
import { type Submission, differences, storedKey } from "./submissions.ts";

export interface Figures {
  sent: number;
  successes: number;
  rowsFound: number;
  duplicates: number;
  losses: number;
  /** Stored rows whose fields differ from what was sent. */
  altered: number;
  /** Stored rows that belong to no submission of the run. */
  strays: number;
  /** Leads (of the run) without exactly one outbox row per queued channel. */
  outboxMismatches: number;
}

export interface Verdict {
  figures: Figures;
  problems: string[];
}

/**
 * `answered` maps a submission's index to the id (lead id or quote number) of
 * its success answer. `mayBeStored` are submissions without a success answer
 * that may nevertheless have been stored (their answer was lost): stored once
 * at most, and intact. The others without an answer must not be stored.
 */
export function verify(
  submissions: readonly Submission[],
  answered: ReadonlyMap<number, string>,
  stored: Snapshot,
  options: { mayBeStored?: ReadonlySet<number>; channelsPerLead?: (submission: Submission) => number } = {},
): Verdict {
  const problems: string[] = [];
  const report = (message: string) => {
    if (problems.length < 20) problems.push(message);
  };
  const leadsByKey = groupBy(stored.leads, (row) => row.idempotency_key);
  const leadsByEmail = groupBy(stored.leads, (row) => row.email);
  const quotesByLead = groupBy(stored.quotes, (row) => row.lead_id);
  const outboxByLead = groupBy(stored.outbox, (row) => row.lead_id);
  const figures: Figures = {
    sent: submissions.length,
    successes: answered.size,
    rowsFound: 0,
    duplicates: 0,
    losses: 0,
    altered: 0,
    strays: 0,
    outboxMismatches: 0,
  };
  const known = new Set<string>();

  for (const submission of submissions) {
    // By key and by the submission's own e-mail address: a duplicate stored
    // under another key (a key the server ignored) is found all the same.
    const byKey = leadsByKey.get(storedKey(submission)) ?? [];
    const byEmail = leadsByEmail.get(submission.email) ?? [];
    const rows = new Map<string, StoredLeadRow>([...byKey, ...byEmail].map((row) => [row.id, row]));
    for (const id of rows.keys()) known.add(id);
    const answer = answered.get(submission.index);
    if (rows.size > 1) {
      figures.duplicates += rows.size - 1;
      report(`submission ${submission.index} (${submission.kind}) is stored ${rows.size} times`);
    }
    if (rows.size === 0) {
      if (answer !== undefined) {
        figures.losses += 1;
        report(
          `submission ${submission.index} (${submission.kind}) was answered with success (${answer}) but is not stored`,
        );
      }
      continue;
    }
    if (answer === undefined && !options.mayBeStored?.has(submission.index)) {
      report(`submission ${submission.index} (${submission.kind}) got no success answer but is stored`);
      figures.strays += 1;
    }
    figures.rowsFound += 1;
    const [lead] = rows.values();
    if (!lead) continue;
    const quotes = quotesByLead.get(lead.id) ?? [];
    if (submission.kind === "quote" && quotes.length !== 1)
      report(`quote submission ${submission.index} has ${quotes.length} quote rows`);
    const altered = differences(
      submission,
      lead,
      quotes[0],
      answer ?? (submission.kind === "quote" ? quotes[0]?.quote_number : lead.id),
    );
    if (altered.length > 0) {
      figures.altered += 1;
      report(`submission ${submission.index} (${submission.kind}) stored altered: ${altered.join("; ")}`);
    }
    const expectedOutbox = options.channelsPerLead?.(submission) ?? 1;
    const outbox = outboxByLead.get(lead.id) ?? [];
    if (outbox.length !== expectedOutbox) {
      figures.outboxMismatches += 1;
      report(`submission ${submission.index} has ${outbox.length} outbox rows, expected ${expectedOutbox}`);
    }
  }

  for (const lead of stored.leads) {
    if (!known.has(lead.id)) {
      figures.strays += 1;
      report(`stored lead ${lead.id} (${lead.kind}, key ${lead.idempotency_key}) belongs to no submission`);
    }
  }
  return { figures, problems };
}
