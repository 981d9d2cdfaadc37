// The site's data: the platform's data layer started with every feature's
// part (senders, reminders, jobs, start-up work), and each feature's services
// built over it. The server hands each service to the routes through its own
// context key (server/router-context.ts).
import type { Kysely } from "kysely";
import { type DataEnv, getDataEnv } from "#app/features/site/data-env.server.ts";
import { type DataFeature, type DataLayer, startDataLayer } from "#app/platform/db/data-layer.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import {
  type TelemetryServices,
  createTelemetryServices,
  telemetryDataFeature,
} from "#app/platform/telemetry/telemetry-data.server.ts";
import {
  createLeadIntake,
  createLeadStore,
  type LeadIntake,
  leadsDataFeature,
  leadSenders,
  type LeadStore,
} from "#app/features/leads/index.server.ts";
import {
  getRetentionPolicy,
  privacyDataFeature,
  type PrivacyServices,
  privacyServicesOf,
} from "#app/features/privacy/index.server.ts";
import type { RetentionPolicy } from "#app/features/privacy/index.ts";
import {
  createQuoteStore,
  issueLiveQuoteToken,
  type QuoteLinks,
  quotesDataFeature,
  quoteSenders,
  type QuoteStore,
} from "#app/features/quotes/index.server.ts";
import {
  staffDataFeature,
  staffSenders,
  type StaffServices,
  staffServicesOf,
} from "#app/features/staff/index.server.ts";

export interface SiteData {
  layer: DataLayer;
  /** The layer's database (layer.database), for tests and tools that read it directly. */
  database: AppDatabase;
  leads: LeadStore;
  intake: LeadIntake;
  quotes: QuoteStore;
  staff: StaffServices;
  privacy: PrivacyServices;
  telemetry: TelemetryServices;
  /** Stops the jobs, lets queued writes commit, stops the worker and closes the database. */
  close(): Promise<void>;
}

/** The live quote links the leads' reminders carry, made by the quotes feature. */
const liveQuoteTokens = (db: Kysely<Database>) => (quoteNumber: string) => issueLiveQuoteToken(db, quoteNumber);
const noLiveTokens = () => Promise.resolve(undefined);

/** Every feature's part in the data layer, in the order they start. */
export function siteDataFeatures(
  env: DataEnv,
  siteUrl: string | undefined,
  retentionPolicy: RetentionPolicy,
): DataFeature[] {
  return [
    staffDataFeature(env, siteUrl),
    leadsDataFeature(env, siteUrl, liveQuoteTokens),
    quotesDataFeature(env, siteUrl),
    telemetryDataFeature(retentionPolicy.telemetryDays),
    privacyDataFeature(retentionPolicy),
  ];
}

/**
 * Senders for the configured channels only. `siteUrl` lets the sales e-mail
 * link to the staff inbox and the visitor's copy to the quote, whose link
 * token `links.issueLinkToken` makes at send time; `db` holds the key that
 * signs confirmation links.
 */
export function createSendersFromEnv(
  env: DataEnv,
  siteUrl: string | undefined,
  links: QuoteLinks & { db?: Kysely<Database> },
): OutboxSenders {
  return {
    ...leadSenders(env, siteUrl, {
      db: links.db,
      issueLiveToken: links.issueLiveToken ?? (links.db ? liveQuoteTokens(links.db) : noLiveTokens),
    }),
    ...quoteSenders(env, siteUrl, links),
    ...staffSenders(env, siteUrl, links.db),
  };
}

/**
 * Starts the data layer (migrations first) with every feature's part.
 * `siteUrl` is the public address the e-mails link to; the server passes SITE_URL.
 */
export async function startSiteData(
  env: DataEnv = getDataEnv(),
  siteUrl?: string,
  retentionPolicy: RetentionPolicy = getRetentionPolicy(),
): Promise<SiteData> {
  const layer = await startDataLayer(env, siteDataFeatures(env, siteUrl, retentionPolicy));
  const leads = createLeadStore(layer);
  const intake = createLeadIntake(
    leads,
    { perClient: env.LEADS_RATE_LIMIT_PER_IP, floodThreshold: env.LEADS_FLOOD_THRESHOLD },
    env.IP_HASH_SALT,
  );
  return {
    layer,
    database: layer.database,
    leads,
    intake,
    quotes: createQuoteStore(layer),
    staff: staffServicesOf(layer, env),
    privacy: privacyServicesOf(layer, leads, intake),
    telemetry: createTelemetryServices(layer),
    close: () => layer.close(),
  };
}
