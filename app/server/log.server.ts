// One-line JSON logs: easy to grep on the box, easy to ship to a log service.

type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", event: string, fields: Fields) {
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
  const details =
    error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  write("error", event, { ...fields, error: details });
}
