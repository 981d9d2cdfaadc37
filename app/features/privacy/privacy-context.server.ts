// What the privacy routes need from the server (the request form, the
// confirmation page, the staff's export and erasure), handed to each request
// through React Router's context (server/router-context.ts).
import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { ConfirmationPurpose, ConfirmResult, LeadStore } from "#app/features/leads/index.server.ts";

export interface PrivacyServices {
  db: Kysely<Database>;
  submitLead: LeadStore["submitLead"];
  /** Confirms a sign-up or privacy request from its e-mail link, then tells sales. */
  confirmLead(claim: { purpose: ConfirmationPurpose; leadId: string }): Promise<ConfirmResult>;
  /** Asks the outbox worker to run soon (after queueing an e-mail). */
  kickOutbox(): void;
  /** A privacy request's rate limits for a client address, counted with the request. */
  rateLimitRules(ip: string | null | undefined): RateLimitRule[];
}

/** Set by the server for every request; reading it where it was not set throws. */
export const privacyServicesContext = createContext<PrivacyServices>();

export function privacyServicesFrom(context: Readonly<RouterContextProvider>): PrivacyServices {
  return context.get(privacyServicesContext);
}
