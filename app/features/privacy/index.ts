// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { ConsentSettingsButton } from "#app/features/privacy/consent-banner.tsx";
export type { PrivacyBlock, PrivacySection, PrivacyText } from "#app/features/privacy/content/privacy-notice.ts";
export { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/privacy-request.ts";
export { PrivacyRequestsPanel } from "#app/features/privacy/privacy-requests-panel.tsx";
export {
  DEFAULT_RETENTION,
  formPrivacyNotice,
  PRIVACY_REQUEST_DUE_DAYS,
  type RetentionPolicy,
} from "#app/features/privacy/retention.ts";
export { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
