// How long a request's body may take to arrive (issue 32, decision 052). A
// client has HTTP_REQUEST_TIMEOUT_MS and, on top, the time its bytes need at
// a slow mobile rate (HTTP_MIN_UPLOAD_KBPS, 50 KB/s): a 4.5 MB proof of
// payment gets about two minutes, a 2 KB form post the base time. The time is
// earned by bytes that arrive, never by the length a client declares, so a
// slow-loris client that trickles a few bytes has no more time than before;
// and a body that stops coming (no byte for HTTP_BODY_STALL_TIMEOUT_MS) is cut
// off however much time it had earned. Pure: the server's pace check
// (server/request-pace.ts) measures and asks.

export interface PaceSettings {
  /** The time any request has, body or not (HTTP_REQUEST_TIMEOUT_MS). */
  baseMs: number;
  /** The slowest rate a body may arrive at and keep its time (HTTP_MIN_UPLOAD_KBPS × 1024). */
  minBytesPerSecond: number;
  /** The longest a body may stop coming (HTTP_BODY_STALL_TIMEOUT_MS). */
  stallMs: number;
}

export interface PaceProgress {
  /** Since the request's headers arrived. */
  elapsedMs: number;
  /** Body bytes received so far. */
  bytesReceived: number;
  /** Since the last byte arrived (or the headers, before the first). */
  sinceLastByteMs: number;
}

export type PaceVerdict = "in-time" | "too-slow" | "stalled";

/** The time a request with `bytesReceived` of body has earned. */
export function timeEarnedMs(bytesReceived: number, settings: PaceSettings): number {
  return settings.baseMs + (Math.max(0, bytesReceived) / settings.minBytesPerSecond) * 1000;
}

/** Whether a request still arriving may go on. */
export function paceVerdict(progress: PaceProgress, settings: PaceSettings): PaceVerdict {
  if (progress.sinceLastByteMs > settings.stallMs) return "stalled";
  if (progress.elapsedMs > timeEarnedMs(progress.bytesReceived, settings)) return "too-slow";
  return "in-time";
}

/** The most any request may take: the largest body the site takes, arriving at the slowest rate allowed. */
export function longestRequestMs(largestBodyBytes: number, settings: PaceSettings): number {
  return Math.ceil(timeEarnedMs(largestBodyBytes, settings));
}
