// The server's life: requests in flight tracked so a graceful shutdown can
// finish them, requests that arrive during one refused with a plain answer,
// and the shutdown itself (finish in-flight requests, then queued writes, the
// outbox worker and the database).
import type { Server } from "node:http";
import type express from "express";
import { business } from "#app/platform/business.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { logError } from "#app/platform/log/log.server.ts";

/** After the shutdown's grace period, how long the last commits and the database close may take. */
const SHUTDOWN_CLOSE_MS = 5_000;
const SHUTDOWN_GRACE_MS = 10_000;

/** The server's state during a graceful shutdown, shared by every copy of the app. */
export interface Lifecycle {
  /** Between the signal and the shutdown (SHUTDOWN_DRAIN_SECONDS): every request is served, /healthz says 503. */
  draining: boolean;
  shuttingDown: boolean;
  /** Requests being answered: when a shutdown begins their answers close the connection. */
  inFlight: Set<express.Response>;
  server: Server | null;
}

export function newLifecycle(): Lifecycle {
  return { draining: false, shuttingDown: false, inFlight: new Set(), server: null };
}

/** What a request that arrives during a shutdown is told: JSON for the APIs, text for anything else. */
function refuseWhileShuttingDown(req: express.Request, res: express.Response): void {
  res.set({ Connection: "close", "Retry-After": "10", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) {
    // Read by the JSON API clients (success, message) and by the lead form
    // script (status, message) alike.
    res.status(503).json({ success: false, status: "error", message: serverMessages.unavailable });
    return;
  }
  res
    .status(503)
    .type("text/plain")
    .send(`The site is restarting. Please try again in a moment or call us on ${business.phone.display}.`);
}

/**
 * Refuses a request during a shutdown; otherwise counts it in flight until
 * its answer closes. False when the request was refused.
 */
export function admitRequest(lifecycle: Lifecycle, req: express.Request, res: express.Response): boolean {
  const { inFlight } = lifecycle;
  if (lifecycle.shuttingDown) {
    // A request pipelined behind one still in flight: that one must keep its
    // connection open after all, or this refusal would never be sent.
    for (const earlier of inFlight)
      if (earlier.req.socket === req.socket && !earlier.headersSent) earlier.removeHeader("Connection");
    refuseWhileShuttingDown(req, res);
    return false;
  }
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    // An answer streamed before the shutdown began still said keep-alive:
    // close its connection as soon as it is idle instead of keeping the
    // process alive for the keep-alive timeout.
    if (lifecycle.shuttingDown) setImmediate(() => lifecycle.server?.closeIdleConnections());
  });
  return true;
}

/**
 * On SIGTERM or SIGINT: serve on for `drainMs` while /healthz says 503 (a second signal cuts that short), then
 * finish in-flight requests, then `close` what the process holds, then exit.
 */
export function shutDownOnSignals(
  lifecycle: Lifecycle,
  server: Server,
  close: () => Promise<unknown>,
  drainMs = 0,
): void {
  const { inFlight } = lifecycle;
  let drainTimer: NodeJS.Timeout | undefined;
  const onSignal = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    if (drainMs > 0 && !lifecycle.draining) {
      lifecycle.draining = true;
      console.log(`${signal} received: serving for ${drainMs / 1000} s more while /healthz says 503`);
      drainTimer = setTimeout(() => shutdown(signal), drainMs);
      return;
    }
    clearTimeout(drainTimer);
    shutdown(signal);
  };
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // Answers not yet sent end their connection: a client then opens a new
    // one (refused, so a proxy tries another server) instead of sending its
    // next request down a connection that is about to close under it.
    for (const res of inFlight) if (!res.headersSent) res.set("Connection", "close");
    let exitCode = 0;
    setTimeout(() => {
      // Stuck or very slow requests lose their connection (their clients
      // retry with the same idempotency key); the database still closes
      // cleanly below, after the writes already queued have committed.
      console.error("Shutdown grace period over; closing the remaining connections");
      exitCode = 1;
      server.closeAllConnections();
      setTimeout(() => {
        console.error("Shutdown did not finish in time; exiting");
        process.exit(1);
      }, SHUTDOWN_CLOSE_MS).unref();
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      // In-flight requests are done; now queued writes, the outbox worker and the database.
      close()
        .then(() => {
          console.log("Server closed");
          process.exit(exitCode);
        })
        .catch((error: unknown) => {
          logError("shutdown.close_failed", error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
}
