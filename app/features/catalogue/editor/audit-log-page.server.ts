// The catalogue's audit log page (issue 24): the newest published changes.
import type { Kysely } from "kysely";
import { auditLogView } from "#app/features/catalogue/editor/editor.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** The newest changes; older ones stay in the database. */
export const AUDIT_LOG_SHOWN = 200;

export async function auditLogPage(db: Kysely<Database>) {
  return { entries: await auditLogView(db, { limit: AUDIT_LOG_SHOWN }), shown: AUDIT_LOG_SHOWN };
}

export type AuditLogPageData = Awaited<ReturnType<typeof auditLogPage>>;
