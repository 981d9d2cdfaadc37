// What lives as long as the process: the configuration (checked at start, so
// a bad value stops the start rather than the first request), the prerendered
// pages, the site's data (database, outbox worker, every feature's services)
// and the catalogue with its photos.
import path from "node:path";
import type { CataloguePhotoServices } from "#app/features/catalogue/photos/photo-context.server.ts";
import { localPhotoDirectory } from "#app/features/catalogue/photos/photo-files.server.ts";
import { getPhotoConfig } from "#app/features/catalogue/photos/photo-env.server.ts";
import { withMainPhotos } from "#app/features/catalogue/photos/photo-source.server.ts";
import { getCatalogueConfig } from "#app/features/catalogue/catalogue-env.server.ts";
import { type CatalogueSnapshot, openCatalogueSnapshot } from "#app/features/catalogue/catalogue-snapshot.server.ts";
import { jsonFileCatalogueSource } from "#app/features/catalogue/catalogue-sources.server.ts";
import { DatabaseCatalogueSource } from "#app/features/catalogue/database-source.server.ts";
import { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
import type { DepositServices } from "#app/features/quotes/deposits/deposit-context.server.ts";
import { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
import { getQuoteEnv } from "#app/features/quotes/quote-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { getDataEnv } from "#app/features/site/data-env.server.ts";
import { getEnv, missingSiteUrlWarning } from "#app/platform/config/env.server.ts";
import { NONCE_PLACEHOLDER } from "#app/platform/http/request-context.server.ts";
import type { PaceSettings } from "#app/platform/limits/request-pace.ts";
import { logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { getUploadConfig } from "#app/platform/uploads/upload-env.server.ts";
import { type PrerenderedPages, loadStaticPages } from "./prerendered-pages.ts";

export interface Services {
  env: ReturnType<typeof getEnv>;
  dataEnv: ReturnType<typeof getDataEnv>;
  clientDir: string;
  /** The content pages, rendered when the process started (none in development, which renders every page on request). */
  prerendered: PrerenderedPages;
  /** The database, the outbox worker and each feature's services over them. */
  site: SiteData;
  deposits: DepositServices;
  catalogue: CatalogueSnapshot;
  photos: CataloguePhotoServices;
}

/** How fast a request's body must arrive to keep its time, and how long it may stop (decision 052). */
export function paceSettings(env: Services["env"]): PaceSettings {
  return {
    baseMs: env.HTTP_REQUEST_TIMEOUT_MS,
    minBytesPerSecond: env.HTTP_MIN_UPLOAD_KBPS * 1024,
    stallMs: env.HTTP_BODY_STALL_TIMEOUT_MS,
  };
}

/** What the pages rendered at start are rendered from: everything else the process started. */
export type PageServices = Omit<Services, "prerendered">;

/** Renders the content pages with this process's settings (server/page-layers.ts). */
export type RenderContentPages = (services: PageServices, placeholder: string) => Promise<PrerenderedPages>;

/** The catalogue staff publish (decision 041); each item's main photo rides on its record (decision 043). */
function openCatalogue(site: SiteData): Promise<CatalogueSnapshot> {
  const catalogueConfig = getCatalogueConfig();
  if (catalogueConfig.testFile) logWarn("catalogue.test_file_source", { file: catalogueConfig.testFile });
  const { db } = site.layer;
  const source = catalogueConfig.testFile
    ? jsonFileCatalogueSource(catalogueConfig.testFile)
    : new DatabaseCatalogueSource(db);
  return openCatalogueSnapshot(withMainPhotos(source, db), { refreshMs: catalogueConfig.refreshMs });
}

export async function startServices(root: string, dev: boolean, renderPages: RenderContentPages): Promise<Services> {
  const env = getEnv();
  const siteUrlWarning = dev ? null : missingSiteUrlWarning(process.env);
  if (siteUrlWarning) console.error(siteUrlWarning);
  const dataEnv = getDataEnv();
  // How long quotes hold (QUOTE_VALIDITY_DAYS): checked at start like the rest.
  getQuoteEnv();
  // The deposit, banking details and uploads directory: a bad value stops the start, not the first accepted quote.
  const payment = getPaymentConfig();
  // The upload limits (decision 052): likewise checked at start.
  const uploads = getUploadConfig();
  const { cataloguePhotoDir } = getPhotoConfig();
  // The periods the pages quote and the clean-up applies: checked at start like the rest.
  getRetentionPolicy();
  const clientDir = path.join(root, "build", "client");
  // Migrations run here: the server takes no request before the database is ready.
  const site = await startSiteData(dataEnv, env.SITE_URL);
  const { db } = site.layer;
  // The first load happens before the server takes a request.
  const catalogue = await openCatalogue(site);
  const photos: CataloguePhotoServices = {
    db,
    files: localPhotoDirectory(cataloguePhotoDir),
    scratchDir: path.join(cataloguePhotoDir, ".incoming"),
    limits: uploads.photos,
    minFreeDiskBytes: uploads.minFreeDiskBytes,
  };
  const deposits: DepositServices = { db, payment, uploads, ipHashSalt: dataEnv.IP_HASH_SALT };
  const started: PageServices = { env, dataEnv, clientDir, site, deposits, catalogue, photos };
  if (dev) return { ...started, prerendered: new Map() };
  const renderStarted = performance.now();
  // Static pages first: a rendered page of the same path wins.
  const prerendered = new Map([
    ...(await loadStaticPages(clientDir, NONCE_PLACEHOLDER)),
    ...(await renderPages(started, NONCE_PLACEHOLDER)),
  ]);
  logInfo("pages.rendered_at_start", { files: prerendered.size, ms: Math.round(performance.now() - renderStarted) });
  return { ...started, prerendered };
}
