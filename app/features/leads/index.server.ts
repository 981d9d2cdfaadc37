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
