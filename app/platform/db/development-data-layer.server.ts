// The development server (vite, no custom entry) has no process-wide data
// layer handed to it through the request context; it starts one on first use
// and shares it between the lead intake and the staff area.
import { getDataEnv } from "#app/platform/config/data-env.server.ts";
import { type DataLayer, startDataLayer } from "#app/platform/db/data-layer.server.ts";
import { getEnv } from "#app/platform/config/env.server.ts";

let developmentLayer: Promise<DataLayer> | undefined;

export function developmentDataLayer(): Promise<DataLayer> {
  developmentLayer ??= startDataLayer(getDataEnv(), getEnv().SITE_URL);
  return developmentLayer;
}
