// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { confirmationToken, purposeOfKind, requeueConfirmation } from "#app/features/privacy/confirmations.server.ts";
export { privacyServicesFrom } from "#app/features/privacy/privacy-context.server.ts";
export { hasOptedOut, unsubscribeKey, unsubscribeToken } from "#app/features/privacy/unsubscribe.server.ts";
