// One-line JSON logs: easy to grep on the box, easy to ship to a log service.
// LOG_LEVEL (debug, info, warn, error) sets the least severe level written.

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
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
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
