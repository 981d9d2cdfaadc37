// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export type { ProofSent } from "#app/features/leads/flood/flood-gate.server.ts";
export { recordFirstResponse, recordLeadEvent } from "#app/features/leads/inbox/lead-admin.server.ts";
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
export { attributionOf, IdempotencyKeyConflict, storeLead } from "#app/features/leads/leads-db.server.ts";
export { confirmationLink } from "#app/features/leads/confirmation/confirmation-email-view.ts";
export { renderConfirmationEmail } from "#app/features/leads/confirmation/confirmation-email.tsx";
export { renderSpamDigestEmail } from "#app/features/leads/flood/spam-digest-email.tsx";
export { renderLeadEmail } from "#app/features/leads/notify/lead-notification-email.tsx";
export { renderLeadWaitingEmail } from "#app/features/leads/notify/lead-waiting-email.tsx";
export { unsubscribeUrl } from "#app/features/leads/notify/nudges.ts";
export { renderQuoteExpiringEmail } from "#app/features/leads/notify/quote-expiring-email.tsx";
