// The published catalogue read from the database (decision 041): what every
// page, search, the assistant and the quote's price checks read once the read
// side snapshots it. `revision` is one indexed row, cheap enough to poll;
// `load` reads every table once. Cost prices and staff-set hire prices stay
// in the records: hire-prices.server.ts turns them into hire prices before
// anything leaves the server, as it does for the content files.
import type { Kysely } from "kysely";
import type { CatalogueData, CatalogueSource } from "#app/features/catalogue/content/catalogue-data.ts";
import {
  catalogueDataOf,
  publishedRevision,
  readStoredCatalogue,
} from "#app/features/catalogue/catalogue-records.server.ts";
import { dialectOf } from "#app/platform/db/dialect.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export class DatabaseCatalogueSource implements CatalogueSource {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async revision(): Promise<string> {
    return String(await publishedRevision(this.db));
  }

  /** The published, visible catalogue: hidden items and unpublished drafts left out. */
  async load(): Promise<CatalogueData> {
    // One snapshot for all the tables, so a publish between two reads cannot mix revisions
    // (SQLite's transactions are serializable; PostgreSQL needs repeatable read for that).
    const transaction = this.db.transaction();
    const snapshot = dialectOf(this.db) === "postgres" ? transaction.setIsolationLevel("repeatable read") : transaction;
    return snapshot.execute(async (trx) => catalogueDataOf(await readStoredCatalogue(trx), { includeHidden: false }));
  }
}
