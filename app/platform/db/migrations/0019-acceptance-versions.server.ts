// An acceptance records the version it was made on and that version's total
// (issue 32, decision 051): the customer is bound to what they read, and staff
// see which version and amount were signed for. Acceptances made before this
// take their decision's version and the quote's total (an accepted quote takes
// no new version, so its total is still the one accepted).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_acceptances").addColumn("quote_version", "integer").execute();
  // Including VAT, in cents.
  await db.schema.alterTable("quote_acceptances").addColumn("total_cents", "bigint").execute();
  await sql`
    update quote_acceptances set
      quote_version = coalesce(
        (select d.quote_version from quote_decisions d where d.id = quote_acceptances.decision_id), 1),
      total_cents = (select q.total_cents from quotes q where q.id = quote_acceptances.quote_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quote_acceptances").dropColumn("total_cents").execute();
  await db.schema.alterTable("quote_acceptances").dropColumn("quote_version").execute();
}
