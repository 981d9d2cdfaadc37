// The pace a request's body must keep (decision 052; the rule is
// app/platform/limits/request-pace.ts). Node's own request timeout is one number for
// every request, which cut a 4.5 MB upload at 100 KB/s off at 30 s; it now
// stands only as the outer bound (the largest body at the slowest rate), and
// this check watches each request whose body is still arriving: its bytes
// earn it time, and one that falls behind the minimum rate or stops coming is
// answered 408 and its connection closed, as Node answers its own timeout.
import type { Socket } from "node:net";
import type express from "express";
import { type PaceSettings, paceVerdict } from "#app/platform/limits/request-pace.ts";

/** How often a request still arriving is looked at (Node checks its own timeouts as often). */
const CHECK_EVERY_MS = 1_000;

const TIMEOUT_MESSAGE =
  "Your request did not arrive in time: the connection was too slow or stopped. Please go back and try again.";

function timeoutAnswer(wantsPage: boolean): string {
  const body = wantsPage
    ? `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><title>Please try again</title></head><body><p>${TIMEOUT_MESSAGE}</p></body></html>`
    : TIMEOUT_MESSAGE;
  return [
    "HTTP/1.1 408 Request Timeout",
    "Connection: close",
    `Content-Type: ${wantsPage ? "text/html" : "text/plain"}; charset=utf-8`,
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    body,
  ].join("\r\n");
}

/** Ends a request that fell behind: the answer, if none was begun, then the connection. */
function cutOff(req: express.Request, res: express.Response, socket: Socket): void {
  if (!res.headersSent && socket.writable && !socket.destroyed) {
    socket.write(timeoutAnswer((req.get("Accept") ?? "").includes("text/html")));
  }
  socket.destroy();
}

/**
 * Watches each request whose body has not fully arrived when it reaches the
 * app, until it has (or the connection closes). `onCut` hears of each one cut.
 */
export function requestPace(
  settings: PaceSettings,
  onCut: (verdict: "too-slow" | "stalled", req: express.Request) => void = () => undefined,
): express.RequestHandler {
  return (req, res, next) => {
    const socket = req.socket;
    if (req.complete || socket.destroyed) return next();
    const startedAt = Date.now();
    const bytesBefore = socket.bytesRead;
    let bytesSeen = 0;
    let lastByteAt = startedAt;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      const bytesReceived = socket.bytesRead - bytesBefore;
      if (bytesReceived > bytesSeen) {
        bytesSeen = bytesReceived;
        lastByteAt = now;
      }
      const verdict = paceVerdict(
        { elapsedMs: now - startedAt, bytesReceived, sinceLastByteMs: now - lastByteAt },
        settings,
      );
      if (verdict === "in-time") return;
      clearInterval(timer);
      onCut(verdict, req);
      cutOff(req, res, socket);
    }, CHECK_EVERY_MS);
    // The timer stops itself once the body is in or the connection is gone.
    timer.unref();
    next();
  };
}
