// The quotes repository tests' set-up: a priced sample quote and a fresh database per
// test on each backend that can run here.
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import {
  type TestBackend,
  type TestTarget,
  runnableBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

export const T0 = new Date("2026-11-21T09:30:00.000Z");
export const at = (ms: number) => new Date(T0.getTime() + ms);

export const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

export function newQuote(overrides: Partial<NewQuote> = {}): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
    pricingRule: sampleQuote().pricingRule,
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    marketingConsent: true,
    referrer: "https://www.sandtonsoundhire.co.za/catalogue/promotions",
    channels: ["email", "customer_email"],
    now: T0,
    ...overrides,
  };
}

/** A random source that replays `values`, then falls back to Math.random. */
export function scripted(values: number[]): () => number {
  let i = 0;
  return () => (i < values.length ? (values[i++] ?? 0) : Math.random());
}

export async function count(
  database: AppDatabase,
  table: "leads" | "outbox" | "quotes" | "quote_decisions",
): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const backends = runnableBackends("quotes");

export function quotesData(backend: TestBackend) {
  let target!: TestTarget;
  let database!: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  async function quoteWithToken() {
    const result = await createQuote(database.db, newQuote({ channels: ["email"] }));
    if (!result.created) throw new Error("expected a new quote");
    return { number: result.quote.quoteNumber, token: result.accessToken, leadId: result.leadId };
  }
  return {
    get target() {
      return target;
    },
    get database() {
      return database;
    },
    quoteWithToken,
  };
}
