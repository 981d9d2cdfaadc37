// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { type PrivacyServices, privacyServicesFrom } from "#app/features/privacy/privacy-context.server.ts";
export { privacyDataFeature, privacyServicesOf } from "#app/features/privacy/privacy-data.server.ts";
export { openPrivacyRequests } from "#app/features/privacy/privacy-requests.server.ts";
export { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
