// Storing a quote (createQuote) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { getLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { createQuote, getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { hashAccessToken } from "#app/features/quotes/quote-access-tokens.server.ts";
import { testBackends } from "#app/platform/db/test-support.server.ts";
import {
  T0,
  at,
  priced,
  newQuote,
  scripted,
  count,
  backends,
  quotesData,
} from "#app/features/quotes/quotes-db.test-support.ts";

for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`quotes on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("quotes on $name: createQuote", (backend) => {
  const data = quotesData(backend);
  it("stores the lead, the quote and its notifications, and hands out the token once", async () => {
    const result = await createQuote(
      data.database.db,
      newQuote({ idempotencyKey: "quote-key-0001", ipHash: "ab12", userAgent: "Vitest" }),
    );
    if (!result.created) throw new Error("expected a new quote");
    expect(result.quote).toEqual({
      quoteNumber: expect.stringMatching(/^Q-261121-[A-HJ-NP-Z2-9]{4}$/) as unknown as string,
      createdAt: T0.toISOString(),
      contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
      eventDate: "2026-12-12",
      venue: "Summer Place, Hyde Park",
      hireDays: 1,
      pricingRule: sampleQuote().pricingRule,
      lines: priced.ok ? priced.lines : [],
      totalItems: 4,
      totalDiscountCents: 16_875,
      subtotalCents: 1_170_625,
      vatCents: 175_594,
      totalCents: 1_346_219,
      validUntil: "2026-12-05",
      status: "sent",
    });
    expect(result.quote).toEqual(sampleQuote({ quoteNumber: result.quote.quoteNumber }));
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.customerEmailQueued).toBe(true);

    const lead = await getLead(data.database.db, result.leadId);
    expect(lead).toMatchObject({
      kind: "quote",
      source: "Quote Request",
      fullName: "Thandi Mokoena",
      email: "thandi@example.co.za",
      phone: "082 555 0123",
      referrer: "https://www.sandtonsoundhire.co.za/catalogue/promotions",
      marketingConsent: true,
      consentAt: T0.toISOString(),
      ipHash: "ab12",
      userAgent: "Vitest",
      payload: result.quote,
    });

    const stored = await getQuoteByNumber(data.database.db, result.quote.quoteNumber);
    expect(stored).toEqual({
      id: expect.any(String) as unknown as string,
      leadId: result.leadId,
      quote: result.quote,
      updatedAt: T0.toISOString(),
    });

    const row = await data.database.db.selectFrom("quotes").selectAll().executeTakeFirstOrThrow();
    expect(row.access_token_hash).toBe(hashAccessToken(result.accessToken));
    expect(Number(row.total_price_cents)).toBe(1170625);
    expect(Number(row.total_discount_cents)).toBe(16875);
    // The token itself is nowhere in the database.
    for (const table of ["leads", "outbox", "quotes"] as const) {
      const rows = await data.database.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(result.accessToken);
    }

    const outbox = await listOutbox(data.database.db, { leadId: result.leadId });
    expect(outbox.map((message) => message.channel).sort()).toEqual(["customer_email", "email"]);
    for (const message of outbox) {
      expect(message.payload).toMatchObject({
        leadId: result.leadId,
        kind: "quote",
        email: "thandi@example.co.za",
        payload: result.quote,
      });
    }
  });
});

describe.each(backends)("quotes on $name: createQuote channels, idempotency and numbers", (backend) => {
  const data = quotesData(backend);

  it("queues only the channels asked for", async () => {
    const result = await createQuote(data.database.db, newQuote({ channels: ["email"] }));
    expect(result.customerEmailQueued).toBe(false);
    expect((await listOutbox(data.database.db)).map((message) => message.channel)).toEqual(["email"]);
  });

  it("returns the first quote, without a token, for a repeated idempotency key", async () => {
    const first = await createQuote(data.database.db, newQuote({ idempotencyKey: "quote-key-0002" }));
    const again = await createQuote(
      data.database.db,
      newQuote({ idempotencyKey: "quote-key-0002", now: at(5000), event: { venue: "Elsewhere" } }),
    );
    expect(again).toEqual({ created: false, leadId: first.leadId, quote: first.quote, customerEmailQueued: true });
    expect("accessToken" in again).toBe(false);
    expect(await count(data.database, "quotes")).toBe(1);
    expect(await count(data.database, "leads")).toBe(1);
    expect(await count(data.database, "outbox")).toBe(2);
  });

  it("keeps quote keys apart from the leads API's keys", async () => {
    await insertLead(data.database.db, {
      kind: "callback",
      source: "Website Form",
      payload: {},
      idempotencyKey: "shared-key-01",
      channels: [],
    });
    const quote = await createQuote(data.database.db, newQuote({ idempotencyKey: "shared-key-01" }));
    expect(quote.created).toBe(true);
    expect(await count(data.database, "leads")).toBe(2);
  });

  it("tries the next number when one is taken", async () => {
    const first = await createQuote(data.database.db, newQuote({ random: scripted([0, 0, 0, 0]) }));
    expect(first.quote.quoteNumber).toBe("Q-261121-AAAA");
    const second = await createQuote(
      data.database.db,
      newQuote({ random: scripted([0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99]) }),
    );
    expect(second.quote.quoteNumber).toBe("Q-261121-9999");
    const lead = await getLead(data.database.db, second.leadId);
    expect((lead?.payload as { quoteNumber?: string }).quoteNumber).toBe("Q-261121-9999");
  });

  it("gives concurrent quotes distinct numbers even when their first choices clash", async () => {
    const other = await data.target.open();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createQuote(i % 2 ? other.db : data.database.db, newQuote({ random: scripted([0, 0, 0, 0]) })),
      ),
    );
    const numbers = results.map((result) => result.quote.quoteNumber);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers).toContain("Q-261121-AAAA");
    // Every lead and notification carries the number its quote row has.
    for (const result of results) {
      const stored = await getQuoteByNumber(data.database.db, result.quote.quoteNumber);
      expect(stored?.leadId).toBe(result.leadId);
      const lead = await getLead(data.database.db, result.leadId);
      expect((lead?.payload as { quoteNumber?: string }).quoteNumber).toBe(result.quote.quoteNumber);
      for (const message of await listOutbox(data.database.db, { leadId: result.leadId })) {
        expect((message.payload.payload as { quoteNumber?: string }).quoteNumber).toBe(result.quote.quoteNumber);
      }
    }
  });

  it("stores nothing when queuing the notifications fails", async () => {
    await sql`alter table outbox rename to outbox_moved`.execute(data.database.db);
    await expect(createQuote(data.database.db, newQuote())).rejects.toThrow();
    await sql`alter table outbox_moved rename to outbox`.execute(data.database.db);
    expect(await count(data.database, "leads")).toBe(0);
    expect(await count(data.database, "quotes")).toBe(0);
  });

  it("stores optional fields as absent when blank", async () => {
    const result = await createQuote(data.database.db, newQuote({ event: { eventDate: "", venue: "  " } }));
    expect(result.quote).not.toHaveProperty("eventDate");
    expect(result.quote).not.toHaveProperty("venue");
    expect((await getQuoteByNumber(data.database.db, result.quote.quoteNumber))?.quote).toEqual(result.quote);
  });
});
