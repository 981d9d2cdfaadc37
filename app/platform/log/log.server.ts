// One-line JSON logs: easy to grep on the box, easy to ship to a log service.
// LOG_LEVEL (debug, info, warn, error) sets the least severe level written.
import { type SampledLine, createLogSampler } from "#app/platform/log/log-sampling.ts";
import { currentRequestId } from "#app/platform/log/request-scope.server.ts";

type Fields = Record<string, unknown>;
type Level = "debug" | "info" | "warn" | "error";

const SEVERITY: Readonly<Record<Level, number>> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * Read from the environment directly, not through getEnv(): a log call must
 * never throw, even when another variable is invalid. Anything unknown means info.
 */
function minimumSeverity(): number {
  const configured = process.env.LOG_LEVEL as Level | undefined;
  return configured && configured in SEVERITY ? SEVERITY[configured] : SEVERITY.info;
}

function write(level: Exclude<Level, "debug">, event: string, fields: Fields) {
  if (SEVERITY[level] < minimumSeverity()) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export function logInfo(event: string, fields: Fields = {}) {
  write("info", event, fields);
}

export function logWarn(event: string, fields: Fields = {}) {
  write("warn", event, fields);
}

export function logError(event: string, error: unknown, fields: Fields = {}) {
  const details = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  write("error", event, { ...fields, error: details });
}

/** Seconds over which repeated lines of one event and group become one count. */
export const LOG_SAMPLE_INTERVAL_MS = 10_000;

const sampler = createLogSampler(LOG_SAMPLE_INTERVAL_MS);
let sampleTimer: ReturnType<typeof setInterval> | undefined;

function writeSampled(level: "info" | "warn", lines: readonly SampledLine[]) {
  for (const line of lines) write(level, line.event, line.fields);
}

/**
 * A warning that a flood repeats (a refused, held or dropped submission): the
 * first of each event and group in LOG_SAMPLE_INTERVAL_MS is written, the rest
 * are counted and written as one "<event>.sampled" line with `suppressed`.
 */
export function logWarnSampled(event: string, group: string, fields: Fields = {}) {
  writeSampled("warn", sampler.note(event, group, { group, ...fields }, Date.now()));
  if (!sampleTimer) {
    sampleTimer = setInterval(() => writeSampled("warn", sampler.flush(Date.now())), LOG_SAMPLE_INTERVAL_MS);
    sampleTimer.unref();
  }
}

/** Writes the counts still open (on shutdown). */
export function flushSampledLogs() {
  writeSampled("warn", sampler.flush(Date.now(), true));
}
