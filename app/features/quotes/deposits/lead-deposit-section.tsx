// The deposit of a quote lead, for staff (decision 040): where it stands,
// the amount asked for at acceptance, the proofs of payment to download, and
// the "Mark deposit received" button (a plain form post; who and when kept).
import { BadgeCheck, Download } from "lucide-react";
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import type { StaffDepositView } from "#app/features/quotes/deposits/staff-deposit.server.ts";

export function LeadDepositSection({ deposit, notice }: { deposit: StaffDepositView; notice?: string }) {
  return (
    <section
      id="deposit"
      aria-labelledby="deposit-heading"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6"
      data-deposit=""
    >
      <h2 id="deposit-heading" className="text-lg font-bold text-navy">
        Deposit by EFT
      </h2>
      {notice ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          {notice}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-navy">Status</dt>
        <dd data-deposit-status={deposit.status}>{deposit.statusText}</dd>
        <dt className="font-semibold text-navy">Amount due</dt>
        <dd>{deposit.amountDue}</dd>
        {deposit.receivedBy ? (
          <>
            <dt className="font-semibold text-navy">Marked received</dt>
            <dd data-deposit-received-by="">
              {deposit.receivedWhen} by {deposit.receivedBy}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-4 font-semibold text-navy">Proofs of payment</h3>
      {deposit.proofs.length === 0 ? (
        <p className="mt-1 text-sm text-muted">The customer has not uploaded one.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm" data-proofs="">
          {deposit.proofs.map((proof) => (
            <li key={proof.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {proof.name}{" "}
                <span className="text-muted">
                  ({proof.kind}, {proof.size}, {proof.when})
                </span>
              </span>
              <a
                href={proof.href}
                download
                className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
              >
                <Download className="size-4" aria-hidden="true" />
                Download<span className="sr-only"> {proof.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {deposit.status !== "received" ? (
        <Form method="post" action={deposit.markPath} className="mt-4">
          <CsrfField />
          <button
            type="submit"
            className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            <BadgeCheck className="size-4" aria-hidden="true" />
            Mark deposit received
          </button>
          <p className="mt-2 text-sm text-muted">Only once the money shows on the bank statement.</p>
        </Form>
      ) : null}
    </section>
  );
}
