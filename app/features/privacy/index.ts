export type { PrivacyBlock, PrivacySection, PrivacyText } from "#app/features/privacy/content/privacy-notice.ts";
export { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/privacy-request.ts";
export {
  CONFIRMATION_LINK_HOURS,
  DEFAULT_RETENTION,
  formPrivacyNotice,
  PRIVACY_REQUEST_DUE_DAYS,
  type RetentionPolicy,
} from "#app/features/privacy/retention.ts";
export { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
