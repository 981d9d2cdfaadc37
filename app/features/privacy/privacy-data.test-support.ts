// POPIA data tests' set-up: a fresh database per test on each backend that can run
// here, with helpers that add leads and quotes and read rows back.
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import {
  type TestBackend,
  type TestTarget,
  freshDatabasePerTest,
  runnableBackends,
} from "#app/platform/db/test-support.server.ts";

export const NOW = new Date("2026-11-25T10:00:00.000Z");
export const DAY = 24 * 60 * 60_000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

export const backends = runnableBackends("privacy");

/** A fresh database of the backend for each test, with helpers that write through it. */
export type PrivacyData = ReturnType<typeof privacyData>;

export function privacyData(backend: TestBackend) {
  let database!: AppDatabase;
  let target!: TestTarget;
  freshDatabasePerTest(backend, (opened) => ({ database, target } = opened));

  function lead(overrides: Partial<NewLead> = {}): Promise<{ id: string }> {
    return insertLead(database.db, {
      kind: "contact",
      source: "Website Form",
      payload: { comments: "Sound for 120 guests in Midrand" },
      fullName: "Nomsa Zulu",
      email: "nomsa@example.co.za",
      phone: "082 555 0177",
      referrer: "https://www.sandtonsoundhire.co.za/contact",
      userAgent: "Mozilla/5.0",
      ipHash: "abc123",
      channels: ["email"],
      now: NOW,
      ...overrides,
    });
  }

  async function addQuote(leadId: string, updatedAt: Date, contact = { email: "nomsa@example.co.za" }) {
    const id = newId();
    await database.db
      .insertInto("quotes")
      .values({
        id,
        quote_number: `Q-261125-${id.slice(-4).toUpperCase()}`,
        lead_id: leadId,
        access_token_hash: "0".repeat(64),
        contact_name: "Nomsa Zulu",
        contact_email: contact.email,
        contact_phone: "+27 82 555 0177",
        event_date: "2027-02-14",
        venue: "Midrand Conference Centre",
        company_name: "Zulu Conferencing (Pty) Ltd",
        company_vat_number: "4111222333",
        lines: JSON.stringify([{ name: "Powered speaker", quantity: 2 }]),
        total_items: 2,
        total_price_cents: 75_000,
        total_discount_cents: 0,
        created_at: updatedAt.toISOString(),
        updated_at: updatedAt.toISOString(),
      })
      .execute();
    return id;
  }

  const row = (id: string) => database.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  const outboxOf = (id: string) => database.db.selectFrom("outbox").selectAll().where("lead_id", "=", id).execute();
  return {
    get database() {
      return database;
    },
    get target() {
      return target;
    },
    lead,
    addQuote,
    row,
    outboxOf,
  };
}
