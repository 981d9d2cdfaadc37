// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export type { LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
export { storedVisitSource } from "#app/features/leads/attribution/visit-source-hook.ts";
export { VISIT_SOURCE_FIELD } from "#app/features/leads/attribution/visit-source-keys.ts";
export {
  CHALLENGE_SOLUTION_HEADER,
  floodMessages,
  type ProofOfWorkChallenge,
  type RobotQuestion,
} from "#app/features/leads/flood/flood-defence.ts";
export { solveInBrowser } from "#app/features/leads/flood/solve-challenge.ts";
export type { SpamDigest } from "#app/features/leads/flood/spam-digest.ts";
export {
  type FieldErrors,
  fieldNames,
  type FormValues,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  privacyRequestFormSchema,
  type PrivacyRequestType,
  readFormValues,
} from "#app/features/leads/forms/lead-forms.ts";
export {
  type LeadFormResult,
  privacyRequestMessages,
  serverMessages,
} from "#app/features/leads/forms/lead-messages.ts";
export {
  type ClientType,
  DEFAULT_PREFERRED_TIME,
  type IndustryType,
  LEAD_SOURCES,
  LEAD_VDN,
} from "#app/features/leads/forms/lead-options.ts";
export type { LeadPayload } from "#app/features/leads/forms/lead-payload.ts";
export { submitLead } from "#app/features/leads/forms/leads-client.ts";
export { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
export { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
export { PHONE_PUNCTUATION } from "#app/features/leads/inbox/lead-search.ts";
export { revisedQuoteWhatsApp } from "#app/features/leads/inbox/lead-view.ts";
export type { Lead } from "#app/features/leads/lead-record.ts";
export { type LeadStatus, OPEN_LEAD_STATUSES } from "#app/features/leads/lead-status.ts";
export {
  isLeadKind,
  type JsonObject,
  LEAD_KIND_LABELS,
  type LeadKind,
  type LeadNotification,
  type QuoteRevisionNotice,
  type RenderedEmail,
} from "#app/features/leads/notify/lead-notification.ts";
export type { LeadWaitingNudge, QuoteExpiringNudge } from "#app/features/leads/notify/nudges.ts";
