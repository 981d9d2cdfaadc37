// A quote that owes its deposit, as the deposit tests across processes and the
// move of old upload files need one: its lead, the quote, its opened deposit.
import type { Kysely } from "kysely";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { openDeposit } from "#app/features/quotes/deposits/deposits-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);

export async function quoteOwingDeposit(db: Kysely<Database>): Promise<{ leadId: string; quoteId: string }> {
  if (!priced.ok) throw new Error("sample quote does not price");
  const created = await createQuote(db, {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12" },
    lines: priced.lines,
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    channels: [],
  });
  if (!created.created) throw new Error("expected a new quote");
  const row = await db
    .selectFrom("quotes")
    .select("id")
    .where("quote_number", "=", created.quote.quoteNumber)
    .executeTakeFirstOrThrow();
  await openDeposit(db, { quoteId: row.id, totalCents: 1_000_000, percent: 50 });
  return { leadId: created.leadId, quoteId: row.id };
}
