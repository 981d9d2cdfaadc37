// Where each lead came from (decision 036): the first page of the visit's UTM
// parameters, whether it came from an ad click, the referring site's host, the
// landing page's path, and the form that sent it. Every column may be null:
// leads stored before this read as "not recorded". No index: the dashboard
// reads the leads of its weeks by created_at, which is indexed already.
import type { Kysely } from "kysely";

/** The columns this migration adds to leads, in order (SQLite adds one column per statement). */
const LEAD_COLUMNS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  // 'google' or 'microsoft' when the landing page carried an ad click id (never the id itself).
  "ad_click",
  // A host name only ('www.google.co.za'), never a path or query.
  "referrer_host",
  // A path on this site, no query.
  "landing_page",
  // 'contact', 'callback', 'sidebar', 'business', 'client', 'quote', 'assistant' or 'api'; checked in code.
  "lead_form",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of LEAD_COLUMNS) await db.schema.alterTable("leads").addColumn(name, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...LEAD_COLUMNS].reverse()) await db.schema.alterTable("leads").dropColumn(name).execute();
}
