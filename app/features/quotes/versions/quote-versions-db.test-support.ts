// Quote versions' storage tests' set-up: a priced sample quote, a revision helper, and
// a fresh database per test on each backend that can run here.
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { type NewQuote, createQuote, getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import {
  type TestBackend,
  type TestTarget,
  freshDatabasePerTest,
  runnableBackends,
} from "#app/platform/db/test-support.server.ts";

export const T0 = new Date("2026-11-21T09:30:00.000Z");
export const STAFF = "anna@sandtonsoundhire.co.za";
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

export const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

export function newQuote(overrides: Partial<NewQuote> = {}): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    channels: ["email"],
    now: T0,
    ...overrides,
  };
}

/** The next version of `current` with the speakers at `speakers` and `percent` off the whole quote. */
export function revised(current: QuoteDocument, speakers: number, percent?: number, now = at(60)): QuoteDocument {
  const result = reviseQuote(
    current,
    {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: speakers },
        { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
      ],
      ...(percent ? { overallDiscount: { kind: "percent", percent } } : {}),
      noteToCustomer: "As discussed on the phone.",
    },
    { revisedAt: now.toISOString(), validUntil: quoteValidUntil(now, 14) },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

export const backends = runnableBackends("quote-versions");

/** A fresh database of the backend for each test, and a quote stored in it. */
export function quoteVersionsData(backend: TestBackend) {
  let database!: AppDatabase;
  let target!: TestTarget;
  freshDatabasePerTest(backend, (opened) => {
    database = opened.database;
    target = opened.target;
  });

  async function quote() {
    const created = await createQuote(database.db, newQuote());
    if (!created.created) throw new Error("expected a new quote");
    const stored = await getQuoteByNumber(database.db, created.quote.quoteNumber);
    if (!stored) throw new Error("expected the quote");
    return { id: stored.id, number: created.quote.quoteNumber, leadId: created.leadId, document: stored.quote };
  }
  return {
    get database() {
      return database;
    },
    get target() {
      return target;
    },
    quote,
  };
}
