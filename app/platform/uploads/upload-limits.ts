// How much a customer may upload (issue 32, decision 052): proofs of payment
// are capped per quote (files and bytes) and per client per day, and no upload
// is taken while the disk they go to is nearly full. Pure: the upload route
// asks these rules before it reads a byte (with the size the request declares)
// and again, with the file's real size, in the transaction that records it.

const MB = 1024 * 1024;

/** What the operator sets (PROOF_UPLOAD_*, UPLOAD_MIN_FREE_DISK_MB); the defaults below. */
export interface ProofUploadLimits {
  /** Proofs kept for one quote. */
  filesPerQuote: number;
  /** Bytes of proofs kept for one quote. */
  bytesPerQuote: number;
  /** Proofs stored from one client (an IPv4 address or IPv6 /64) in one Johannesburg day. */
  filesPerClientPerDay: number;
  /** Bytes of proofs stored from one client in one Johannesburg day. */
  bytesPerClientPerDay: number;
}

export const DEFAULT_PROOF_UPLOAD_LIMITS: ProofUploadLimits = {
  filesPerQuote: 10,
  bytesPerQuote: 25 * MB,
  filesPerClientPerDay: 20,
  bytesPerClientPerDay: 50 * MB,
};

/** Free space kept on the disk uploads go to: leads, quotes and the database's own growth need it more. */
export const DEFAULT_MIN_FREE_DISK_BYTES = 1024 * MB;

/** What is already stored against the limits. */
export interface ProofUploadUsage {
  quoteFiles: number;
  quoteBytes: number;
  clientFiles: number;
  clientBytes: number;
}

export type ProofLimitRefusal = "quote-files" | "quote-bytes" | "daily-limit";

/**
 * Which limit one more proof of `incomingBytes` would pass, if any. Before the
 * body is read `incomingBytes` is what the request declares less the form
 * around the file; once stored, the file's size.
 */
export function proofLimitRefusal(
  usage: ProofUploadUsage,
  incomingBytes: number,
  limits: ProofUploadLimits,
): ProofLimitRefusal | undefined {
  const incoming = Math.max(0, incomingBytes);
  if (usage.quoteFiles + 1 > limits.filesPerQuote) return "quote-files";
  if (usage.quoteBytes + incoming > limits.bytesPerQuote) return "quote-bytes";
  if (usage.clientFiles + 1 > limits.filesPerClientPerDay || usage.clientBytes + incoming > limits.bytesPerClientPerDay)
    return "daily-limit";
  return undefined;
}

/** Whether a file of `incomingBytes` may be written to a disk with `freeBytes` free, keeping `minFreeBytes`. */
export function hasDiskRoom(freeBytes: number, incomingBytes: number, minFreeBytes: number): boolean {
  return freeBytes - Math.max(0, incomingBytes) >= minFreeBytes;
}

/** "25 MB", "1.5 MB": a limit as the customer reads it. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MB;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** Why a proof was refused by a limit, in the customer's words (the field's label goes in front). */
export function proofLimitMessage(refusal: ProofLimitRefusal | "disk-full", limits: ProofUploadLimits): string {
  switch (refusal) {
    case "quote-files":
      return `This quote already has ${limits.filesPerQuote} proofs of payment, the most we keep for one quote. If you need to send us another, please e-mail it to us.`;
    case "quote-bytes":
      return `This file would take the proofs of payment on this quote past ${formatMegabytes(limits.bytesPerQuote)}, the most we keep for one quote. Please upload a smaller file (a screenshot of the payment confirmation is enough) or e-mail it to us.`;
    case "daily-limit":
      return `Your connection has uploaded as many proofs of payment today as we accept in one day (${limits.filesPerClientPerDay} files or ${formatMegabytes(limits.bytesPerClientPerDay)}). Please try again tomorrow or e-mail the file to us.`;
    case "disk-full":
      return "We cannot take uploads at the moment because our file storage is full. Your quote and its acceptance are safe; please e-mail your proof of payment to us, or try again later.";
  }
}
