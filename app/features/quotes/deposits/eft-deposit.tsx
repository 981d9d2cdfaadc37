// The deposit panel of an accepted quote: the amount due and the company's
// banking details for an EFT, each detail on its own line and selected whole
// with one tap (select-all), and all of them as one block of text to copy.
// Server-rendered, no script. Without configured banking details it says the
// sales team will e-mail them: no account number is ever made up on a page.
import type { EftDepositView } from "#app/features/quotes/deposits/deposit.ts";
import { EFT_TEXT } from "#app/features/quotes/deposits/deposit.ts";
import { cn } from "#app/ui/cn.ts";

export interface EftDepositPanelProps {
  view: EftDepositView;
  /** 2 on the quote page, 3 inside an inbox section. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function EftDepositPanel({ view, headingLevel = 2, className }: EftDepositPanelProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="eft-deposit-heading"
      className={cn("space-y-4 rounded-lg border border-line bg-white p-4 sm:p-6", className)}
    >
      <Heading id="eft-deposit-heading" className="text-lg font-bold text-navy">
        {EFT_TEXT.heading}
      </Heading>
      <p>
        To confirm your booking, please pay a deposit of{" "}
        <strong className="whitespace-nowrap">{view.depositDue}</strong> ({view.basis}). The balance after the deposit
        is <span className="whitespace-nowrap">{view.balance}</span>.
      </p>
      {view.rows ? (
        <>
          <p className="text-sm text-muted">{EFT_TEXT.copyHint}</p>
          <dl className="divide-y divide-line rounded-md border border-line">
            {view.rows.map((row) => (
              <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
                <dt className="text-sm text-muted">{row.label}</dt>
                <dd className="font-mono text-base font-semibold break-words text-ink select-all">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            Please use <strong className="font-mono select-all">{view.reference}</strong> as the reference, exactly as
            shown, so we can match your payment to your quote.
          </p>
          <details className="rounded-md border border-line px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold text-brand">
              All the details as text, to copy in one go
            </summary>
            <pre className="mt-2 font-mono text-sm whitespace-pre-wrap select-all">{view.copyText}</pre>
          </details>
        </>
      ) : (
        <p>{EFT_TEXT.noBankingDetails}</p>
      )}
    </section>
  );
}
