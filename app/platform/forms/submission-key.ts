// A key made once per submission in the browser, so a retried post is stored
// once (sent as a hidden field or an Idempotency-Key header).

export function newSubmissionKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
