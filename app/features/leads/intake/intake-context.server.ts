// How route actions reach the lead intake. The production server starts one
// data layer and hands its intake to every request through React Router's
// context (server/app.ts, in production and development alike); a request
// without it (a build tool rendering on its own) starts one on first use.
import { createContext, type RouterContextProvider } from "react-router";
import type { LeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { developmentSiteData } from "#app/features/site/index.server.ts";

export const leadIntakeContext = createContext<LeadIntake | null>(null);

let developmentIntake: Promise<LeadIntake> | undefined;

export function leadIntakeFrom(context: Readonly<RouterContextProvider>): Promise<LeadIntake> {
  const provided = context.get(leadIntakeContext);
  if (provided) return Promise.resolve(provided);
  developmentIntake ??= developmentSiteData().then((site) => site.intake);
  return developmentIntake;
}
