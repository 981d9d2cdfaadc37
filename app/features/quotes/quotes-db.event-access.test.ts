// The event quote read back, and access to a quote by its token, on SQLite and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { createQuote, getQuoteByNumber, getQuoteForToken } from "#app/features/quotes/quotes-db.server.ts";
import { accessTokenMatches, hashAccessToken } from "#app/features/quotes/quote-access-tokens.server.ts";
import { newQuote, backends, quotesData } from "#app/features/quotes/quotes-db.test-support.ts";

describe.each(backends)("quotes on $name: the event quote", (backend) => {
  const data = quotesData(backend);
  it("stores and reads back the hire period, venue details, company, delivery, VAT totals and expiry", async () => {
    const wedding = weddingQuote();
    const result = await createQuote(
      data.database.db,
      newQuote({
        contact: wedding.contact,
        event: {
          eventDate: wedding.eventDate,
          endDate: wedding.endDate,
          setupTime: wedding.setupTime,
          collectionTime: wedding.collectionTime,
          venue: wedding.venue,
          setting: wedding.setting,
          guests: wedding.guests,
        },
        company: wedding.company,
        hireDays: wedding.hireDays,
        pricingRule: wedding.pricingRule,
        lines: wedding.lines,
        delivery: wedding.delivery,
        totalItems: wedding.totalItems,
        totalDiscountCents: 0,
        now: new Date(wedding.createdAt),
      }),
    );
    const expected = weddingQuote({ quoteNumber: result.quote.quoteNumber });
    expect(result.quote).toEqual(expected);
    expect((await getQuoteByNumber(data.database.db, result.quote.quoteNumber))?.quote).toEqual(expected);
  });

  it("reads a quote stored before the event quote: rand lines in cents, an hourly line as one person, VAT worked out", async () => {
    const result = await createQuote(data.database.db, newQuote());
    const oldLines = [
      {
        id: "powered-speaker-12-premium",
        type: "product",
        name: "Premium 12-Inch Powered Speaker",
        quantity: 2,
        unitPrice: 375,
        hourlyRate: false,
        lineTotal: 750,
      },
      {
        id: "sound-engineer",
        type: "personnel",
        name: "On-Site Sound Engineer",
        quantity: 4,
        unitPrice: 2500,
        hourlyRate: true,
        lineTotal: 10000,
      },
    ];
    await data.database.db
      .updateTable("quotes")
      .set({
        lines: JSON.stringify(oldLines),
        total_items: 6,
        total_price_cents: 1_075_000,
        total_discount_cents: 0,
        hire_days: null,
        pricing_rule: null,
        vat_cents: null,
        total_cents: null,
        valid_until: null,
      })
      .where("quote_number", "=", result.quote.quoteNumber)
      .execute();
    const stored = await getQuoteByNumber(data.database.db, result.quote.quoteNumber);
    expect(stored?.quote).toMatchObject({
      hireDays: 1,
      totalItems: 6,
      subtotalCents: 1_075_000,
      vatCents: 161_250,
      totalCents: 1_236_250,
    });
    expect(stored?.quote.lines[1]).toEqual({
      id: "sound-engineer",
      type: "personnel",
      name: "On-Site Sound Engineer",
      quantity: 1,
      hours: 4,
      unitPriceCents: 250_000,
      hourlyRate: true,
      lineTotalCents: 1_000_000,
      vatCents: 150_000,
    });
    expect(stored?.quote).not.toHaveProperty("validUntil");
  });
});

describe.each(backends)("quotes on $name: access", (backend) => {
  const data = quotesData(backend);
  it("opens a quote only with its token, answering a wrong token as an unknown number", async () => {
    const result = await createQuote(data.database.db, newQuote());
    if (!result.created) throw new Error("expected a new quote");
    const number = result.quote.quoteNumber;
    expect(await getQuoteForToken(data.database.db, number, result.accessToken)).toMatchObject({
      status: "ok",
      quote: { quote: result.quote },
    });
    expect(await getQuoteForToken(data.database.db, number, `${result.accessToken.slice(0, -1)}x`)).toEqual({
      status: "not_found",
    });
    expect(await getQuoteForToken(data.database.db, number, undefined)).toEqual({ status: "not_found" });
    expect(await getQuoteForToken(data.database.db, "Q-000000-AAAA", result.accessToken)).toEqual({
      status: "not_found",
    });
  });
});

describe("accessTokenMatches", () => {
  it("compares the presented token's hash with the stored one", () => {
    const hash = hashAccessToken("token-abc");
    expect(accessTokenMatches("token-abc", hash)).toBe(true);
    expect(accessTokenMatches("token-abd", hash)).toBe(false);
    expect(accessTokenMatches("", hash)).toBe(false);
    expect(accessTokenMatches(null, hash)).toBe(false);
    expect(accessTokenMatches("x".repeat(500), hash)).toBe(false);
  });
});
