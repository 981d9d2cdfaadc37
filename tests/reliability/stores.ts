// Reads what a scenario's server stored, straight from its database (SQLite
// file or PostgreSQL), without the application's code: the verdict must not
// depend on the code under test.
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { Database } from "./support.ts";

export interface StoredLeadRow {
  id: string;
  kind: string;
  source: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  referrer: string | null;
  payload: string;
  marketing_consent: number | string;
  idempotency_key: string | null;
}

export interface StoredQuoteRow {
  quote_number: string;
  lead_id: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  event_date: string | null;
  venue: string | null;
  lines: string;
}

export interface StoredOutboxRow {
  id: string;
  lead_id: string;
  channel: string;
  status: string;
  attempts: number | string;
}

export interface Snapshot {
  leads: StoredLeadRow[];
  quotes: StoredQuoteRow[];
  outbox: StoredOutboxRow[];
}

const LEAD_COLUMNS = "id, kind, source, full_name, email, phone, referrer, payload, marketing_consent, idempotency_key";
const QUOTE_COLUMNS = "quote_number, lead_id, contact_name, contact_email, contact_phone, event_date, venue, lines";
const OUTBOX_COLUMNS = "id, lead_id, channel, status, attempts";

/** Every lead, quote and outbox row. */
export async function snapshot(database: Database): Promise<Snapshot> {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const leads = (await client.query<StoredLeadRow>(`select ${LEAD_COLUMNS} from leads`)).rows;
      const quotes = (await client.query<StoredQuoteRow>(`select ${QUOTE_COLUMNS} from quotes`)).rows;
      const outbox = (await client.query<StoredOutboxRow>(`select ${OUTBOX_COLUMNS} from outbox`)).rows;
      return { leads, quotes, outbox };
    } finally {
      await client.end();
    }
  }
  const db = new DatabaseSync(database.file ?? "", { readOnly: true });
  try {
    const all = <T>(sqlText: string) => db.prepare(sqlText).all() as unknown as T[];
    return {
      leads: all<StoredLeadRow>(`select ${LEAD_COLUMNS} from leads`),
      quotes: all<StoredQuoteRow>(`select ${QUOTE_COLUMNS} from quotes`),
      outbox: all<StoredOutboxRow>(`select ${OUTBOX_COLUMNS} from outbox`),
    };
  } finally {
    db.close();
  }
}

/** SQLite's own check of the file: "ok" when every page and index is consistent. */
export function sqliteIntegrity(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("pragma integrity_check").all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

/** Rows of a snapshot grouped by a key, for finding duplicates and losses. */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string | null | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
