// The privacy part of the data layer: the retention clean-up (the periods
// /privacy states), run at start and daily, stopped before the database closes.
import type { DataFeature, DataLayer } from "#app/platform/db/data-layer.server.ts";
import { confirmLead, type LeadIntake, type LeadStore, queuedChannels } from "#app/features/leads/index.server.ts";
import type { PrivacyServices } from "#app/features/privacy/privacy-context.server.ts";
import type { RetentionPolicy } from "#app/features/privacy/retention.ts";
import { type RetentionSchedule, startRetentionSchedule } from "#app/features/privacy/retention.server.ts";

export function privacyDataFeature(policy: RetentionPolicy): DataFeature {
  let retention: RetentionSchedule | undefined;
  return {
    async start({ db }) {
      retention = startRetentionSchedule(db, policy);
    },
    async stop() {
      await retention?.stop();
    },
  };
}

/** What the privacy routes read from the context (privacy-context.server.ts). */
export function privacyServicesOf(
  layer: DataLayer,
  leads: Pick<LeadStore, "submitLead">,
  intake: Pick<LeadIntake, "rateLimitRules">,
): PrivacyServices {
  const channels = queuedChannels(layer.env);
  return {
    db: layer.db,
    submitLead: (input, rules) => leads.submitLead(input, rules),
    async confirmLead(claim) {
      const result = await confirmLead(layer.db, claim, channels);
      if (result.status === "confirmed") layer.kickOutbox();
      return result;
    },
    kickOutbox: layer.kickOutbox,
    rateLimitRules: (ip) => intake.rateLimitRules(ip, "privacy_request"),
  };
}
