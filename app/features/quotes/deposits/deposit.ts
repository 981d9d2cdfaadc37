// The deposit on an accepted quote and how to pay it by EFT. The deposit is a
// configured percentage of the total including VAT (DEPOSIT_PERCENT, 50 by
// default), rounded to the nearest rand (half a rand up) so it is an easy
// amount to type into a banking app; it is never more than the total, and 100%
// is the total to the cent. The banking details are the company's own,
// configured (EFT_*): with none configured nothing is shown but the promise
// that the sales team will e-mail them. The reference is always the quote
// number. Pure. Decision 037.
import { formatCents } from "#app/platform/format/money.ts";

export const DEFAULT_DEPOSIT_PERCENT = 50;

export interface BankingDetails {
  bankName: string;
  accountHolder: string;
  /** Digits only. */
  accountNumber: string;
  /** The bank's six-digit (universal) branch code. */
  branchCode: string;
}

/** `percent` % of the total, to the nearest rand (half up), at most the total; 100% is the total itself. */
export function depositDueCents(totalCents: number, percent: number): number {
  if (totalCents <= 0) return 0;
  if (percent >= 100) return totalCents;
  // cents × percent is in hundredths of a cent; 10 000 of them make a rand.
  const rands = Math.floor((totalCents * percent + 5_000) / 10_000);
  return Math.min(rands * 100, totalCents);
}

export const EFT_TEXT = {
  heading: "Deposit by EFT",
  noBankingDetails:
    "Our sales team will e-mail you our banking details for the deposit, with your quote number as the reference.",
  copyHint: "Tap a detail to select it for copying, or copy all of them from the block below.",
} as const;

export interface EftDepositView {
  /** "R6,731.00" */
  depositDue: string;
  depositDueCents: number;
  /** "50% of R13,462.19, to the nearest rand" */
  basis: string;
  /** "R6,731.19": what remains after the deposit. */
  balance: string;
  reference: string;
  /** The banking details and the payment's reference and amount, in the order a banking app asks for them; none when not configured. */
  rows?: { label: string; value: string }[];
  /** The same rows as plain text, one per line, for copying in one go. */
  copyText?: string;
}

export function eftDepositView({
  quoteNumber,
  totalCents,
  percent,
  banking,
}: {
  quoteNumber: string;
  totalCents: number;
  percent: number;
  banking: BankingDetails | undefined;
}): EftDepositView {
  const dueCents = depositDueCents(totalCents, percent);
  const view: EftDepositView = {
    depositDue: formatCents(dueCents),
    depositDueCents: dueCents,
    basis:
      percent >= 100
        ? `The full total of ${formatCents(totalCents)}`
        : `${percent}% of ${formatCents(totalCents)}, to the nearest rand`,
    balance: formatCents(totalCents - dueCents),
    reference: quoteNumber,
  };
  if (!banking) return view;
  const rows = [
    { label: "Bank", value: banking.bankName },
    { label: "Account holder", value: banking.accountHolder },
    { label: "Account number", value: banking.accountNumber },
    { label: "Branch code", value: banking.branchCode },
    { label: "Reference", value: quoteNumber },
    { label: "Amount", value: view.depositDue },
  ];
  return { ...view, rows, copyText: rows.map(({ label, value }) => `${label}: ${value}`).join("\n") };
}
