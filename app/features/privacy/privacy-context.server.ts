// What the privacy routes need from the server (the request form, the
// confirmation page, the staff's export and erasure), handed to each request
// through React Router's context; the development server starts its own.
import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import { getDataEnv } from "#app/platform/config/data-env.server.ts";
import type { DataLayer } from "#app/platform/db/data-layer.server.ts";
import type { RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { developmentDataLayer } from "#app/platform/db/development-data-layer.server.ts";
import { createLeadIntake, type LeadIntake } from "#app/features/leads/index.server.ts";

export interface PrivacyServices {
  db: Kysely<Database>;
  submitLead: DataLayer["submitLead"];
  confirmLead: DataLayer["confirmLead"];
  /** Asks the outbox worker to run soon (after queueing an e-mail). */
  kickOutbox(): void;
  /** A privacy request's rate limits for a client address, counted with the request. */
  rateLimitRules(ip: string | null | undefined): RateLimitRule[];
}

export function privacyServicesOf(layer: DataLayer, intake: Pick<LeadIntake, "rateLimitRules">): PrivacyServices {
  return {
    db: layer.database.db,
    submitLead: (input, rules) => layer.submitLead(input, rules),
    confirmLead: (claim) => layer.confirmLead(claim),
    kickOutbox: () => void layer.worker.kick(),
    rateLimitRules: (ip) => intake.rateLimitRules(ip, "privacy_request"),
  };
}

export const privacyServicesContext = createContext<PrivacyServices | null>(null);

let developmentServices: Promise<PrivacyServices> | undefined;

export function privacyServicesFrom(context: Readonly<RouterContextProvider>): Promise<PrivacyServices> {
  const provided = context.get(privacyServicesContext);
  if (provided) return Promise.resolve(provided);
  developmentServices ??= developmentDataLayer().then((layer) => {
    const env = getDataEnv();
    const intake = createLeadIntake(
      layer,
      { perClient: env.LEADS_RATE_LIMIT_PER_IP, floodThreshold: env.LEADS_FLOOD_THRESHOLD },
      env.IP_HASH_SALT,
    );
    return privacyServicesOf(layer, intake);
  });
  return developmentServices;
}
