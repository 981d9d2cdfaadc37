// The lead page's list of a quote's versions (decision 039): who made each,
// when it was sent and first seen, and under each version after the first
// what it changed, in the same difference the customer's quote page and the
// editor show (QuoteDiffView). Server-rendered; staff pages load no script.
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";
import type { QuoteDiff } from "#app/features/quotes/versions/quote-diff.ts";

/** One version as the lead page shows it, its times already in SAST. */
export interface StaffQuoteVersion {
  version: number;
  madeBy: string;
  madeAt: string;
  /** When (and by whom) it was sent; null for a draft or a superseded version. */
  sent: string | null;
  firstSeen: string | null;
  current: boolean;
  /** What it changed against the version the customer had before it; null for v1. */
  diff: QuoteDiff | null;
}

export function QuoteVersionList({ versions }: { versions: readonly StaffQuoteVersion[] }) {
  return (
    <ul className="mt-1 grid gap-4">
      {versions.map((version) => (
        <li key={version.version} data-version={version.version}>
          <p>
            <span className="font-semibold text-navy">
              Version {version.version}
              {version.current ? " (the customer's current version)" : ""}
            </span>
            : made by {version.madeBy}, {version.madeAt}; {version.sent ? `sent ${version.sent}` : "not sent (draft)"};{" "}
            {version.firstSeen ? `first seen by the customer ${version.firstSeen}` : "not seen by the customer yet"}
          </p>
          {version.diff ? (
            <div className="mt-3" data-version-diff="">
              <QuoteDiffView diff={version.diff} headingLevel={3} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
