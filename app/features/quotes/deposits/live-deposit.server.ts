// The deposit on a quote's live page (decision 040): opened when the customer
// has accepted (at the total they accepted, DEPOSIT_PERCENT of it), shown with
// the banking details and the proofs uploaded so far. The upload itself is
// proof-upload.server.ts; its route reaches it through here.
import type { RouterContextProvider } from "react-router";
import { type EftDepositView, eftDepositView } from "#app/features/quotes/deposits/deposit.ts";
import {
  type DepositStatus,
  type ProofOutcome,
  depositStatusText,
  owesDeposit,
  proofOutcomeMessage,
} from "#app/features/quotes/deposits/deposit-status.ts";
import { liveQuotePath } from "#app/features/quotes/live/live-quote.ts";
import { formatSastMoment } from "#app/features/quotes/live/live-quote-view.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-status.ts";
import { type Deposit, listProofs, openDeposit } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { openLiveQuote } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { type DepositServices, depositServicesContext } from "#app/features/quotes/deposits/deposit-context.server.ts";

// The live page's route posts the upload here.
export { handleProofUpload } from "#app/features/quotes/deposits/proof-upload.server.ts";

export function proofUploadPath(token: string): string {
  return `${liveQuotePath(token)}/proof-of-payment`;
}

/** The upload route reads its own body (with its own 5 MB cap): the server's 64 KB page-post limit must let it through. */
export function readsOwnUpload(pathname: string): boolean {
  return /^\/q\/[A-Za-z0-9_-]{43}\/proof-of-payment\/?$/.test(pathname);
}

export interface LiveDepositView {
  status: DepositStatus;
  /** "Awaiting payment", "Proof received – being checked", "Deposit received on …" */
  statusText: string;
  eft: EftDepositView;
  proofs: { name: string; when: string }[];
  /** Until the deposit is received. */
  canUpload: boolean;
  uploadPath: string;
  /** What the last upload ended in, when the page was reached from it. */
  notice?: { ok: boolean; message: string };
}

function depositView(
  deposit: Deposit,
  quoteNumber: string,
  proofs: { originalName: string; receivedAt: string }[],
  services: DepositServices,
  token: string,
  outcome: ProofOutcome | undefined,
): LiveDepositView {
  const shown = outcome ?? (lostUpload(deposit, proofs) ? "interrupted" : undefined);
  return {
    status: deposit.status,
    statusText: depositStatusText(deposit.status, deposit.receivedAt),
    // The amounts the deposit was opened with, so the page never disagrees with what was asked for.
    eft: eftDepositView({
      quoteNumber,
      totalCents: deposit.quoteTotalCents,
      percent: deposit.percent,
      banking: services.payment.banking,
    }),
    proofs: proofs.map((proof) => ({ name: proof.originalName, when: formatSastMoment(proof.receivedAt) })),
    canUpload: deposit.status !== "received",
    uploadPath: proofUploadPath(token),
    ...(shown ? { notice: proofOutcomeMessage(shown, services.uploads.proofs) } : {}),
  };
}

/**
 * An upload cut off on its way (a dropped or too slow connection) is told on
 * the page until a proof arrives after it: its own answer may never have
 * reached the browser.
 */
function lostUpload(deposit: Deposit, proofs: readonly { receivedAt: string }[]): boolean {
  const lostAt = deposit.uploadInterruptedAt;
  if (!lostAt || deposit.status === "received") return false;
  return !proofs.some((proof) => proof.receivedAt > lostAt);
}

/**
 * The deposit of the quote a live link opens, when it owes one (accepted or
 * won); the deposit is opened on the way if the acceptance did not yet.
 */
export async function liveDepositFor(
  context: Readonly<RouterContextProvider>,
  token: string,
  quoteStatus: QuoteStatus,
  outcome?: ProofOutcome,
): Promise<LiveDepositView | undefined> {
  if (!owesDeposit(quoteStatus)) return undefined;
  const services = context.get(depositServicesContext);
  const live = await openLiveQuote(services.db, token, { recordView: false });
  if (!live || !owesDeposit(live.status)) return undefined;
  const deposit = await openDeposit(services.db, {
    quoteId: live.stored.id,
    totalCents: live.stored.quote.totalCents,
    percent: services.payment.depositPercent,
  });
  const proofs = await listProofs(services.db, live.stored.id);
  return depositView(deposit, live.stored.quote.quoteNumber, proofs, services, token, outcome);
}

/** Opens the deposit right after an acceptance, so its amount is the one accepted. Never fails the acceptance. */
export async function openDepositOnAcceptance(context: Readonly<RouterContextProvider>, token: string): Promise<void> {
  try {
    const services = context.get(depositServicesContext);
    const live = await openLiveQuote(services.db, token, { recordView: false });
    if (!live || !owesDeposit(live.status)) return;
    await openDeposit(services.db, {
      quoteId: live.stored.id,
      totalCents: live.stored.quote.totalCents,
      percent: services.payment.depositPercent,
    });
  } catch (error) {
    // The page opens it on the next view.
    logError("deposit.open_failed", error);
  }
}
