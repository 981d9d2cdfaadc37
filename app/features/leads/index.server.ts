// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { confirmationLink } from "#app/features/leads/confirmation/confirmation-email-view.ts";
export type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";
export {
  signConfirmation,
  type TokenCheck,
  verifyConfirmation,
} from "#app/features/leads/confirmation/signed-token.server.ts";
export {
  checkConfirmationToken,
  type ConfirmResult,
  confirmLead,
  PURPOSE_KIND,
} from "#app/features/leads/confirmation/confirmations.server.ts";
export type { ProofSent } from "#app/features/leads/flood/flood-gate.server.ts";
export {
  quoteNumberForLead,
  recordFirstResponse,
  recordLeadEvent,
} from "#app/features/leads/inbox/lead-admin.server.ts";
export { followQuoteEvent, type QuoteLifeEvent } from "#app/features/leads/inbox/lead-status-moves.server.ts";
export { challengeAnswer, proofFromForm } from "#app/features/leads/intake/flood-answer.server.ts";
export { leadIntakeFrom } from "#app/features/leads/intake/intake-context.server.ts";
export {
  type ChallengeResult,
  createLeadIntake,
  isValidIdempotencyKey,
  type LeadIntake,
  submissionHash,
} from "#app/features/leads/intake/lead-intake.server.ts";
export { leadAttribution } from "#app/features/leads/intake/lead-source.server.ts";
export { attributionOf, notificationOfLead } from "#app/features/leads/lead-rows.server.ts";
export {
  createLeadStore,
  leadsDataFeature,
  leadSenders,
  type LeadStore,
  queuedChannels,
} from "#app/features/leads/leads-data.server.ts";
export { getLead, IdempotencyKeyConflict, storeLead } from "#app/features/leads/leads-db.server.ts";
export { leadsDataEnvShape } from "#app/features/leads/leads-env.server.ts";
export type { LeadEventRow, LeadRow } from "#app/features/leads/leads-tables.server.ts";
export { unsubscribeUrl } from "#app/features/leads/notify/nudges.ts";
export { checkUnsubscribeToken, unsubscribe } from "#app/features/leads/notify/unsubscribe.server.ts";
