// Script errors raised before the shell's telemetry starts (the shell loads
// after the islands that hydrate at once): the inline loader
// (inline/script-loader.ts) keeps them under this global, and the telemetry
// (app/platform/telemetry/telemetry-browser.ts) reports them and stops the loader's listeners.
// A module of its own so the shell takes the name alone, not the loader.

export const EARLY_ERRORS_GLOBAL = "__earlyErrors";

export interface EarlyErrors {
  events: (ErrorEvent | PromiseRejectionEvent)[];
  stop(): void;
}
