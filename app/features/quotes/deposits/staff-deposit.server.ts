// What staff see of a quote's deposit on the lead page (decision 040): the
// amount asked for at acceptance, where it stands, who marked it received and
// when, and each proof of payment with its download link.
import type { Kysely } from "kysely";
import { formatCents } from "#app/platform/format/money.ts";
import {
  type DepositStatus,
  depositStatusText,
  formatFileSize,
  owesDeposit,
} from "#app/features/quotes/deposits/deposit-status.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-status.ts";
import { PROOF_OF_PAYMENT_TYPES } from "#app/platform/uploads/upload-sniff.ts";
import { getDeposit, listProofs, openDeposit } from "#app/features/quotes/deposits/deposits-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface StaffDepositView {
  status: DepositStatus;
  statusText: string;
  /** "R6,731.00 (50% of R13,462.19)" */
  amountDue: string;
  receivedBy: string | null;
  /** The time it was marked received, as `formatTime` gives it. */
  receivedWhen: string | null;
  proofs: { id: string; name: string; kind: string; size: string; when: string; href: string }[];
  /** Where the "Mark deposit received" form posts. */
  markPath: string;
}

export function leadDepositPath(leadId: string): string {
  return `/admin/leads/${encodeURIComponent(leadId)}/deposit`;
}

/** Whether a path is a proof's download, whose own headers (decision 037) the server must not add the page's to. */
export function isProofDownloadPath(pathname: string): boolean {
  // Any letter case and a trailing slash, as the router matches them.
  return /^\/admin\/leads\/[^/]+\/proofs\/[^/]+\/?$/i.test(pathname);
}

export function proofDownloadPath(leadId: string, proofId: string): string {
  return `/admin/leads/${encodeURIComponent(leadId)}/proofs/${encodeURIComponent(proofId)}`;
}

/**
 * The deposit of a lead's quote for the lead page; undefined when none is due.
 * An accepted quote without one yet (accepted before deposits, or through the
 * quote page's API) has it opened here, at its total and `percent`.
 */
export async function staffDepositFor(
  db: Kysely<Database>,
  {
    leadId,
    quoteId,
    quoteStatus,
    totalCents,
    percent,
    formatTime,
  }: {
    leadId: string;
    quoteId: string;
    quoteStatus: QuoteStatus;
    totalCents: number;
    percent: number;
    formatTime: (iso: string) => string;
  },
): Promise<StaffDepositView | undefined> {
  const deposit =
    (await getDeposit(db, quoteId)) ??
    (owesDeposit(quoteStatus) ? await openDeposit(db, { quoteId, totalCents, percent }) : undefined);
  if (!deposit) return undefined;
  const proofs = await listProofs(db, quoteId);
  return {
    status: deposit.status,
    statusText: depositStatusText(deposit.status, deposit.receivedAt),
    amountDue: `${formatCents(deposit.amountDueCents)} (${deposit.percent}% of ${formatCents(deposit.quoteTotalCents)})`,
    receivedBy: deposit.receivedBy,
    receivedWhen: deposit.receivedAt ? formatTime(deposit.receivedAt) : null,
    proofs: proofs.map((proof) => ({
      id: proof.id,
      name: proof.originalName,
      kind: PROOF_OF_PAYMENT_TYPES[proof.contentType].label,
      size: formatFileSize(proof.sizeBytes),
      when: formatTime(proof.receivedAt),
      href: proofDownloadPath(leadId, proof.id),
    })),
    markPath: leadDepositPath(leadId),
  };
}

/** What the lead page says after the deposit form (?deposit=…). */
export const DEPOSIT_NOTICES = {
  marked: "Deposit marked as received. The customer's quote page now shows it.",
  already: "This deposit was already marked as received.",
} as const;

export function depositNotice(value: string | null): string | undefined {
  return value && Object.hasOwn(DEPOSIT_NOTICES, value)
    ? DEPOSIT_NOTICES[value as keyof typeof DEPOSIT_NOTICES]
    : undefined;
}
