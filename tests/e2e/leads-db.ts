// Reads what the e2e server stored, straight from its SQLite file: a test that
// says "stored" checks the database, not the page.
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { e2eDatabaseFile } from "../../playwright.config.ts";

export interface StoredLead {
  id: string;
  kind: string;
  source: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  referrer: string | null;
  marketing_consent: number;
  consent_at: string | null;
  payload: Record<string, unknown> & {
    contact: Record<string, string>;
    comments: string;
    preferredTime: string;
    source: string;
    vdn: string;
  };
}

/** Leads whose e-mail address or phone number matches: each test uses its own. */
export function leadsFor(contact: string): StoredLead[] {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    const rows = db
      .prepare("select * from leads where email = ? or phone = ? order by created_at")
      .all(contact, contact) as unknown as (Omit<StoredLead, "payload"> & { payload: string })[];
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as StoredLead["payload"] }));
  } finally {
    db.close();
  }
}

/** A unique address per test run, so parallel tests never see each other's leads. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.co.za`;
}

/**
 * Writes straight into a running e2e server's SQLite file, for what a test
 * cannot do through pages (the clock moving on, a role). The server's outbox
 * writes too, so the write waits for its lock rather than failing at once.
 */
export function writeToSiteDatabase(databaseFile: string, write: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(path.resolve(databaseFile));
  try {
    db.exec("pragma busy_timeout = 10000");
    write(db);
  } finally {
    db.close();
  }
}
