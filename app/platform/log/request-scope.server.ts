// The request a line of log belongs to: the server runs each request inside
// a scope holding its id (also sent as the X-Request-Id header), and every
// log line written while it is handled carries that id, whichever module
// writes it.
import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
