// The deposit on an accepted quote's live page (decision 040): where it
// stands, the amount and the banking details (EftDepositPanel, the quote
// number as the reference), the proofs uploaded so far and the upload form.
// Server-rendered, no script: the form is a multipart post that lands back
// here with its outcome beside the field.
import { CheckCircle2, CircleAlert, Upload } from "lucide-react";
import { EftDepositPanel } from "#app/features/quotes/deposits/eft-deposit.tsx";
import { PROOF_FIELD_HINT, PROOF_FIELD_LABEL } from "#app/features/quotes/deposits/deposit-status.ts";
import type { LiveDepositView } from "#app/features/quotes/deposits/live-deposit.server.ts";

/** The upload's file field and one-time key, as the upload route reads them. */
const FILE_FIELD = "proof";
const KEY_FIELD = "submissionKey";

export function LiveQuoteDeposit({ deposit, submissionKey }: { deposit: LiveDepositView; submissionKey: string }) {
  const notice = deposit.notice;
  const refused = notice && !notice.ok;
  return (
    <section id="deposit" aria-labelledby="deposit-heading" className="mt-8 grid scroll-mt-24 gap-5">
      <div className="rounded-2xl border border-line p-5">
        <h2 id="deposit-heading" className="text-xl font-extrabold text-navy">
          Your deposit
        </h2>
        <p className="mt-2 text-ink">
          Status: <strong data-deposit-status={deposit.status}>{deposit.statusText}</strong>
        </p>
      </div>

      {deposit.status !== "received" ? <EftDepositPanel view={deposit.eft} /> : null}

      {deposit.proofs.length > 0 ? (
        <div className="rounded-2xl border border-line p-5">
          <h3 className="font-semibold text-navy">Proofs of payment you sent</h3>
          <ul className="mt-2 grid gap-1 text-sm" data-proofs="">
            {deposit.proofs.map((proof) => (
              <li key={`${proof.when}-${proof.name}`} className="[overflow-wrap:anywhere]">
                {proof.name}, <span className="text-muted">{proof.when}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {notice && notice.ok ? (
        <div role="status" className="flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-ink">
          <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden="true" />
          <p>{notice.message}</p>
        </div>
      ) : null}

      {deposit.canUpload ? (
        <form
          method="post"
          action={deposit.uploadPath}
          encType="multipart/form-data"
          className="grid gap-3 rounded-2xl border border-line p-5"
        >
          <h3 className="font-semibold text-navy">Send us your proof of payment</h3>
          <p className="text-sm text-ink">
            Once you have paid, upload the payment confirmation so we can match it to your quote sooner. We keep it with
            your booking as a financial record; see our{" "}
            <a href="/privacy" className="font-semibold text-brand underline underline-offset-4">
              privacy notice
            </a>{" "}
            for how long.
          </p>
          {/* Before the file, so the server has the key when the file arrives. */}
          <input type="hidden" name={KEY_FIELD} value={submissionKey} />
          <div>
            <label htmlFor="proof-of-payment" className="block font-semibold text-navy">
              {PROOF_FIELD_LABEL}
            </label>
            <p id="proof-of-payment-hint" className="text-sm text-muted">
              {PROOF_FIELD_HINT}
            </p>
            <input
              id="proof-of-payment"
              type="file"
              name={FILE_FIELD}
              required
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? "proof-of-payment-hint proof-of-payment-error" : "proof-of-payment-hint"}
              className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink file:mr-3 file:rounded-md file:border-0 file:bg-lavender file:px-3 file:py-1.5 file:font-semibold file:text-navy aria-[invalid=true]:border-red-700"
            />
            {refused ? (
              <p
                id="proof-of-payment-error"
                role="alert"
                className="mt-2 flex gap-2 text-sm font-semibold text-red-700"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {notice.message}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="inline-flex h-11 items-center justify-center gap-2 justify-self-start rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            <Upload className="size-4" aria-hidden="true" />
            Upload proof of payment
          </button>
        </form>
      ) : null}
    </section>
  );
}
