// What an outbox e-mail said when it went (issue 35): the sender renders an
// e-mail from the row's payload at the moment it sends, so the rendered copy
// (recipient, subject, HTML and text parts, attachment names) is kept beside
// the row for staff to see. Null until sent, and for deliveries that are not
// e-mail.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON of { to, subject, html?, text?, attachments? }.
  await db.schema.alterTable("outbox").addColumn("sent_copy", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("sent_copy").execute();
}
