// The leads' settings in the site's data configuration (parsed with the rest
// in app/features/site/data-env.server.ts).
import { z } from "zod";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "#app/features/leads/first-response.ts";

export const leadsDataEnvShape = {
  // Speed to lead (decision 035): minutes of business hours a lead may wait
  // for its first staff response; past it the inbox highlights the lead and
  // sales get one nudge e-mail. At most a working day.
  LEAD_RESPONSE_TARGET_MINUTES: z.coerce
    .number({ message: "LEAD_RESPONSE_TARGET_MINUTES must be a whole number of minutes" })
    .int({ message: "LEAD_RESPONSE_TARGET_MINUTES must be a whole number of minutes" })
    .min(1, { message: "LEAD_RESPONSE_TARGET_MINUTES must be at least 1 minute" })
    .max(600, { message: "LEAD_RESPONSE_TARGET_MINUTES must be at most 600 minutes (a working day)" })
    .default(DEFAULT_RESPONSE_TARGET_MINUTES),
};
