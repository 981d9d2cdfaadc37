// Server errors counted for the staff dashboard. The server entry registers
// where they go once its data layer is up; until then (and in development
// without one) they are only logged, as they always are.

type ErrorRecorder = (message: string, page: string | null, ip: string | null) => Promise<void>;

let recorder: ErrorRecorder | undefined;

export function setServerErrorRecorder(next: ErrorRecorder | undefined): void {
  recorder = next;
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Counts an error; never throws and never waits the request on it. `ip` is
 * the client's address: the recorder stores only a few rows per address.
 */
export function countServerError(error: unknown, url?: string, ip?: string | null): void {
  if (!recorder) return;
  try {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // A failed count must not become an unhandled rejection (which ends the process).
    recorder(message, pathOf(url), ip ?? null).catch(() => undefined);
  } catch {
    // Counting is best effort: a recorder that throws, or a thrown value
    // that cannot be turned into text, is not the request's problem.
  }
}
