// How route actions reach the lead intake: the server starts one data layer
// and hands its intake to every request through React Router's context
// (server/router-context.ts, in production and development alike).
import { createContext, type RouterContextProvider } from "react-router";
import type { LeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";

/** Set by the server for every request; reading it where it was not set throws. */
export const leadIntakeContext = createContext<LeadIntake>();

export function leadIntakeFrom(context: Readonly<RouterContextProvider>): LeadIntake {
  return context.get(leadIntakeContext);
}
