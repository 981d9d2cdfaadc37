// What the routes read from React Router's context: one typed key per
// feature service, set for every request from the services the process
// started (server/services.ts), with the request's nonce, client address and
// the catalogue pinned when it arrived.
import { RouterContextProvider } from "react-router";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { cataloguePhotoServicesContext } from "#app/features/catalogue/photos/photo-context.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { privacyServicesContext } from "#app/features/privacy/privacy-context.server.ts";
import { depositServicesContext } from "#app/features/quotes/deposits/deposit-context.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import { staffServicesContext } from "#app/features/staff/staff-context.server.ts";
import { clientIpContext, nonceContext } from "#app/platform/http/request-context.server.ts";
import { telemetryContext } from "#app/platform/telemetry/telemetry-context.server.ts";
import type { Services } from "./services.ts";

/** What differs per request: the nonce its page carries, the client's address, the catalogue it was pinned to. */
export interface RequestFacts {
  nonce: string;
  clientIp: string | null;
  catalogue: CatalogueView;
}

export function routerContextFor(
  services: Pick<Services, "site" | "deposits" | "photos">,
  { nonce, clientIp, catalogue }: RequestFacts,
) {
  const { site } = services;
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientIpContext, clientIp);
  context.set(leadIntakeContext, site.intake);
  context.set(staffServicesContext, site.staff);
  context.set(quoteStoreContext, site.quotes);
  context.set(telemetryContext, site.telemetry);
  context.set(privacyServicesContext, site.privacy);
  context.set(catalogueContext, catalogue);
  context.set(depositServicesContext, services.deposits);
  context.set(cataloguePhotoServicesContext, services.photos);
  return context;
}
