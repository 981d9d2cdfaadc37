// Migrations live in code (not read from disk) so they ship inside the server
// bundle. Names sort in the order they must run; never rename or edit one that
// has shipped: add a new one.
import type { Migration, MigrationProvider } from "kysely/migration";
import * as initial from "#app/platform/db/migrations/0001-initial.server.ts";
import * as quotes from "#app/platform/db/migrations/0002-quotes.server.ts";
import * as staff from "#app/platform/db/migrations/0003-staff.server.ts";
import * as telemetry from "#app/platform/db/migrations/0004-telemetry.server.ts";
import * as abuseLimits from "#app/platform/db/migrations/0005-abuse-limits.server.ts";
import * as loginAttempts from "#app/platform/db/migrations/0006-login-attempts.server.ts";
import * as popia from "#app/platform/db/migrations/0007-popia.server.ts";
import * as eventQuotes from "#app/platform/db/migrations/0008-event-quotes.server.ts";
import * as liveQuotes from "#app/platform/db/migrations/0009-live-quotes.server.ts";
import * as leadFollowUp from "#app/platform/db/migrations/0010-lead-follow-up.server.ts";
import * as leadSources from "#app/platform/db/migrations/0011-lead-sources.server.ts";
import * as staffAccounts from "#app/platform/db/migrations/0012-staff-accounts.server.ts";
import * as quoteVersions from "#app/platform/db/migrations/0013-quote-versions.server.ts";
import * as deposits from "#app/platform/db/migrations/0014-deposits.server.ts";
import * as catalogue from "#app/platform/db/migrations/0015-catalogue.server.ts";
import * as cataloguePhotos from "#app/platform/db/migrations/0016-catalogue-photos.server.ts";
import * as stock from "#app/platform/db/migrations/0017-stock.server.ts";
import * as privacyVerifiedRecords from "#app/platform/db/migrations/0018-privacy-verified-records.server.ts";
import * as acceptanceVersions from "#app/platform/db/migrations/0019-acceptance-versions.server.ts";
import * as uploadLimits from "#app/platform/db/migrations/0020-upload-limits.server.ts";
import * as floodBounds from "#app/platform/db/migrations/0021-flood-bounds.server.ts";
import * as storedUploads from "#app/platform/db/migrations/0022-stored-uploads.server.ts";
import * as quoteBaskets from "#app/platform/db/migrations/0023-quote-baskets.server.ts";
import * as outboxSentCopy from "#app/platform/db/migrations/0024-outbox-sent-copy.server.ts";

export const migrations: Readonly<Record<string, Migration>> = {
  "0001-initial": initial,
  "0002-quotes": quotes,
  "0003-staff": staff,
  "0004-telemetry": telemetry,
  "0005-abuse-limits": abuseLimits,
  "0006-login-attempts": loginAttempts,
  "0007-popia": popia,
  "0008-event-quotes": eventQuotes,
  "0009-live-quotes": liveQuotes,
  "0010-lead-follow-up": leadFollowUp,
  "0011-lead-sources": leadSources,
  "0012-staff-accounts": staffAccounts,
  "0013-quote-versions": quoteVersions,
  "0014-deposits": deposits,
  "0015-catalogue": catalogue,
  "0016-catalogue-photos": cataloguePhotos,
  "0017-stock": stock,
  "0018-privacy-verified-records": privacyVerifiedRecords,
  "0019-acceptance-versions": acceptanceVersions,
  "0020-upload-limits": uploadLimits,
  "0021-flood-bounds": floodBounds,
  "0022-stored-uploads": storedUploads,
  "0023-quote-baskets": quoteBaskets,
  "0024-outbox-sent-copy": outboxSentCopy,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
