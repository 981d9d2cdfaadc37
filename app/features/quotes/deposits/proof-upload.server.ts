// The proof of payment's upload (decision 040): a multipart form post to
// /q/<token>/proof-of-payment that works without JavaScript (it answers a
// browser with a redirect back to the page, the outcome in its address) and
// answers any other client in JSON. Its steps: admitted before a byte of the
// file is read, streamed to a temporary file and checked, then recorded with
// its bytes in the database (decision 060).
import type { RouterContextProvider } from "react-router";
import { type ProofOutcome, owesDeposit, proofOutcomeMessage } from "#app/features/quotes/deposits/deposit-status.ts";
import { LIVE_QUOTE_TOKEN_PATTERN, liveQuotePath } from "#app/features/quotes/live/live-quote.ts";
import {
  markUploadInterrupted,
  openDeposit,
  proofUploadUsage,
  recordProof,
} from "#app/features/quotes/deposits/deposits-db.server.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { openLiveQuote } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { leadIntakeFrom } from "#app/features/leads/index.server.ts";
import { logError, logInfo } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES } from "#app/platform/uploads/upload-sniff.ts";
import { proofLimitRefusal } from "#app/platform/uploads/upload-limits.ts";
import { hasRoomForUpload, isDiskFull } from "#app/platform/uploads/disk-space.server.ts";
import {
  MAX_UPLOAD_REQUEST_BYTES,
  UPLOAD_FORM_OVERHEAD_BYTES,
  type UploadRequestOutcome,
  readProofOfPaymentUpload,
} from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { type DepositServices, depositServicesContext } from "#app/features/quotes/deposits/deposit-context.server.ts";

/** The upload form's file field and its one-time key. */
export const PROOF_FILE_FIELD = "proof";
export const PROOF_SUBMISSION_FIELD = "submissionKey";

const STATUS_OF: Readonly<Record<ProofOutcome, number>> = {
  received: 201,
  empty: 400,
  "too-large": 413,
  type: 415,
  truncated: 400,
  markup: 415,
  "active-content": 415,
  unchecked: 415,
  "no-file": 400,
  malformed: 400,
  "not-due": 409,
  "already-received": 409,
  "rate-limited": 429,
  unavailable: 503,
  duplicate: 200,
  "quote-files": 409,
  "quote-bytes": 413,
  "daily-limit": 429,
  "disk-full": 507,
  interrupted: 408,
};

/** A form post from a page (no JavaScript) wants the page back; any other client, JSON. */
function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * A post from another site's page is refused (the live page's own forms have
 * React Router's check, which this follows: the Origin's host against the
 * request's, so a proxy that ends TLS does not matter). A client that sends
 * no Origin (a script) is not a browser carrying someone's session.
 */
export function fromAnotherSite(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (!URL.canParse(origin)) return true;
  return new URL(origin).host !== new URL(request.url).host;
}

/**
 * Reads what is left of a refused body and throws it away, so a browser
 * still sending its file reads the answer rather than a reset connection.
 * Only while the body stays within the upload's limit; false past it (the
 * answer then closes the connection).
 */
async function discardRest(request: Request, alreadyRead: number): Promise<boolean> {
  const body = request.body;
  if (!body) return true;
  if (body.locked) return false;
  let total = alreadyRead;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
      if (total > MAX_UPLOAD_REQUEST_BYTES) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    return false;
  }
}

function answer(
  request: Request,
  token: string,
  outcome: ProofOutcome,
  { close = false, services }: { close?: boolean; services?: DepositServices } = {},
): Response {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  if (close) headers.set("Connection", "close");
  if (wantsPage(request)) {
    headers.set("Location", `${liveQuotePath(token)}?proof=${outcome}#deposit`);
    return new Response(null, { status: 303, headers });
  }
  const { ok, message } = proofOutcomeMessage(outcome, services?.uploads.proofs);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ success: ok, outcome, message }), { status: STATUS_OF[outcome], headers });
}

function outcomeOfRefusal(refused: UploadRequestOutcome & { ok: false }): ProofOutcome {
  if (refused.refusal) return refused.refusal;
  if (refused.interrupted) return "interrupted";
  if (refused.status === 413) return "too-large";
  return refused.message.startsWith("Please choose") ? "no-file" : "malformed";
}

/** One upload's request and what every step of it answers with. */
interface ProofUpload {
  request: Request;
  services: DepositServices;
  /** The client's address, for its rate limit and its upload quota. */
  ip: string | null;
  /** The Content-Length the client declared (NaN when it declared none). */
  declared: number;
  /** A body whose size is unknown or over the limit is never read to its end: refusals close the connection. */
  bounded: boolean;
  /** The temporary folder the file streams into (UPLOAD_TEMP_DIR). */
  directory: string;
  quota: { limits: DepositServices["uploads"]["proofs"]; clientKey: string };
  reply: (outcome: ProofOutcome, close?: boolean) => Response;
  /** Refused before the file is read: the rest of the body is dropped when it may be, so the browser sees the answer. */
  refuseUnread: (outcome: ProofOutcome) => Promise<Response>;
}

function proofUpload(context: Readonly<RouterContextProvider>, request: Request, token: string): ProofUpload {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  const bounded = Number.isFinite(declared) && declared <= MAX_UPLOAD_REQUEST_BYTES;
  const services = context.get(depositServicesContext);
  const reply = (outcome: ProofOutcome, close = false) => answer(request, token, outcome, { close, services });
  const refuseUnread = async (outcome: ProofOutcome) => reply(outcome, !(bounded && (await discardRest(request, 0))));
  const ip = context.get(clientIpContext);
  const quota = { limits: services.uploads.proofs, clientKey: addressRateLimitKey("proofs", ip, services.ipHashSalt) };
  return {
    request,
    services,
    ip,
    declared,
    bounded,
    directory: services.uploads.tempDir,
    quota,
    reply,
    refuseUnread,
  };
}

/** A link that opens no quote: plain text, the connection closed when the body could not be dropped. */
async function quoteNotFound({ request, bounded }: ProofUpload): Promise<Response> {
  const close = !(bounded && (await discardRest(request, 0)));
  return new Response("We could not find a quote for this link.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...(close ? { Connection: "close" } : {}),
    },
  });
}

/**
 * Everything checked before a byte of the file is read: the client's rate
 * limit, the link, a deposit due and not yet received, the quote's and the
 * client's upload limits (decision 052) and the disk's floor. The quote's id
 * when the upload may go on, else the answer.
 */
async function admitUpload(
  context: Readonly<RouterContextProvider>,
  upload: ProofUpload,
  token: string,
): Promise<{ quoteId: string } | Response> {
  const { services, ip, bounded, declared, quota, refuseUnread } = upload;
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(ip, "quote_decision");
    if (!limit.allowed) return refuseUnread("rate-limited");
    const live = LIVE_QUOTE_TOKEN_PATTERN.test(token)
      ? await openLiveQuote(services.db, token, { recordView: false })
      : undefined;
    if (!live) return await quoteNotFound(upload);
    if (!owesDeposit(live.status)) return refuseUnread("not-due");
    const deposit = await openDeposit(services.db, {
      quoteId: live.stored.id,
      totalCents: live.stored.quote.totalCents,
      percent: services.payment.depositPercent,
    });
    if (deposit.status === "received") return refuseUnread("already-received");
    const quoteId = live.stored.id;
    // The limits, before a byte of the file is read, with the size the request declares (decision 052);
    // the file's real size is checked again when it is recorded.
    const fileBytes = bounded ? declared - UPLOAD_FORM_OVERHEAD_BYTES : 0;
    const usage = await proofUploadUsage(services.db, { quoteId, clientKey: quota.clientKey });
    const overLimit = proofLimitRefusal(usage, fileBytes, quota.limits);
    if (overLimit) {
      logInfo("deposit.proof_refused", { outcome: overLimit });
      return refuseUnread(overLimit);
    }
    const mostWritten = bounded ? declared : MAX_PROOF_OF_PAYMENT_BYTES;
    if (!(await hasRoomForUpload(upload.directory, mostWritten, services.uploads.minFreeDiskBytes)))
      return refuseUnread("disk-full");
    return { quoteId };
  } catch (error) {
    logError("deposit.upload_lookup_failed", error);
    return refuseUnread("unavailable");
  }
}

type ReceivedFile = UploadRequestOutcome & { ok: true };

/** Streams the file to a temporary file with the 5 MB cap and checks it by its bytes; the file, else the answer. */
async function receiveFile(
  { request, services, bounded, directory, reply }: ProofUpload,
  quoteId: string,
): Promise<ReceivedFile | Response> {
  let upload: UploadRequestOutcome;
  try {
    upload = await readProofOfPaymentUpload(request, { directory, fileField: PROOF_FILE_FIELD });
  } catch (error) {
    if (isDiskFull(error)) {
      logError("deposit.upload_disk_full", error);
      return reply("disk-full", true);
    }
    logError("deposit.upload_failed", error);
    return reply("unavailable", true);
  }
  if (upload.ok) return upload;
  const outcome = outcomeOfRefusal(upload);
  logInfo("deposit.proof_refused", { outcome });
  if (outcome === "interrupted") {
    // The answer may never reach the browser: the page says so the next time it is opened.
    await markUploadInterrupted(services.db, quoteId).catch((error: unknown) =>
      logError("deposit.upload_interrupted_unrecorded", error),
    );
    return reply(outcome, true);
  }
  // Within its declared limit, the rest of the body is read and dropped so a browser sees the page again.
  const drained =
    bounded && upload.bytesRead <= MAX_UPLOAD_REQUEST_BYTES && (await discardRest(request, upload.bytesRead));
  return reply(outcome, !drained);
}

/** Records the file, row and bytes in one transaction, once per form submission and once per file. */
async function recordReceived(
  { services, quota, reply }: ProofUpload,
  quoteId: string,
  upload: ReceivedFile,
): Promise<Response> {
  const submissionKey = upload.fields[PROOF_SUBMISSION_FIELD]?.slice(0, 100) || null;
  try {
    const { record, bytes } = upload;
    const result = await recordProof(services.db, { quoteId, record, bytes, submissionKey, quota });
    if (result.status === "already_received") return reply("already-received");
    if (result.status === "not_due") return reply("not-due");
    if (result.status === "limit") {
      logInfo("deposit.proof_refused", { outcome: result.refusal });
      return reply(result.refusal);
    }
    logInfo("deposit.proof_received", {
      quoteId,
      contentType: upload.record.contentType,
      sizeBytes: upload.record.sizeBytes,
      repeated: result.status === "repeated",
      duplicate: result.status === "duplicate",
    });
    return reply(result.status === "duplicate" ? "duplicate" : "received");
  } catch (error) {
    logError("deposit.proof_record_failed", error);
    return reply("unavailable");
  }
}

/**
 * POST /q/<token>/proof-of-payment: a proof of payment for the quote's
 * deposit. Refused before the body is read when the link is wrong, the post
 * comes from another site, the client is over its limit, no deposit is due,
 * the quote or the client has uploaded as much as it may (decision 052) or
 * the disk is at its floor; then streamed to a temporary file with the 5 MB
 * cap and checked by its bytes; recorded with its bytes in the database once
 * per form submission and once per file.
 */
export async function handleProofUpload(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
): Promise<Response> {
  if (fromAnotherSite(request)) return new Response("Uploads are taken from this site's pages only.", { status: 403 });
  const upload = proofUpload(context, request, token);
  const admitted = await admitUpload(context, upload, token);
  if (admitted instanceof Response) return admitted;
  const received = await receiveFile(upload, admitted.quoteId);
  if (received instanceof Response) return received;
  return recordReceived(upload, admitted.quoteId, received);
}
