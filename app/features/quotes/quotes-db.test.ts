// The quotes repository on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { getLead, insertLead, listLeads } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import {
  type NewQuote,
  accessTokenMatches,
  createQuote,
  getQuoteByNumber,
  getQuoteForToken,
  hashAccessToken,
  listQuoteDecisions,
  queueQuoteEmail,
} from "#app/features/quotes/quotes-db.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";
import { recordDecision } from "#app/platform/db/testing/decisions.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

function newQuote(overrides: Partial<NewQuote> = {}): NewQuote {
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
function scripted(values: number[]): () => number {
  let i = 0;
  return () => (i < values.length ? (values[i++] ?? 0) : Math.random());
}

async function count(database: AppDatabase, table: "leads" | "outbox" | "quotes" | "quote_decisions"): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const backends = runnableBackends("quotes");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`quotes on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("quotes on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  describe("createQuote", () => {
    it("stores the lead, the quote and its notifications, and hands out the token once", async () => {
      const result = await createQuote(
        database.db,
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

      const lead = await getLead(database.db, result.leadId);
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

      const stored = await getQuoteByNumber(database.db, result.quote.quoteNumber);
      expect(stored).toEqual({
        id: expect.any(String) as unknown as string,
        leadId: result.leadId,
        quote: result.quote,
        updatedAt: T0.toISOString(),
      });

      const row = await database.db.selectFrom("quotes").selectAll().executeTakeFirstOrThrow();
      expect(row.access_token_hash).toBe(hashAccessToken(result.accessToken));
      expect(Number(row.total_price_cents)).toBe(1170625);
      expect(Number(row.total_discount_cents)).toBe(16875);
      // The token itself is nowhere in the database.
      for (const table of ["leads", "outbox", "quotes"] as const) {
        const rows = await database.db.selectFrom(table).selectAll().execute();
        expect(JSON.stringify(rows)).not.toContain(result.accessToken);
      }

      const outbox = await listOutbox(database.db, { leadId: result.leadId });
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

    it("queues only the channels asked for", async () => {
      const result = await createQuote(database.db, newQuote({ channels: ["email"] }));
      expect(result.customerEmailQueued).toBe(false);
      expect((await listOutbox(database.db)).map((message) => message.channel)).toEqual(["email"]);
    });

    it("returns the first quote, without a token, for a repeated idempotency key", async () => {
      const first = await createQuote(database.db, newQuote({ idempotencyKey: "quote-key-0002" }));
      const again = await createQuote(
        database.db,
        newQuote({ idempotencyKey: "quote-key-0002", now: at(5000), event: { venue: "Elsewhere" } }),
      );
      expect(again).toEqual({ created: false, leadId: first.leadId, quote: first.quote, customerEmailQueued: true });
      expect("accessToken" in again).toBe(false);
      expect(await count(database, "quotes")).toBe(1);
      expect(await count(database, "leads")).toBe(1);
      expect(await count(database, "outbox")).toBe(2);
    });

    it("keeps quote keys apart from the leads API's keys", async () => {
      await insertLead(database.db, {
        kind: "callback",
        source: "Website Form",
        payload: {},
        idempotencyKey: "shared-key-01",
        channels: [],
      });
      const quote = await createQuote(database.db, newQuote({ idempotencyKey: "shared-key-01" }));
      expect(quote.created).toBe(true);
      expect(await count(database, "leads")).toBe(2);
    });

    it("tries the next number when one is taken", async () => {
      const first = await createQuote(database.db, newQuote({ random: scripted([0, 0, 0, 0]) }));
      expect(first.quote.quoteNumber).toBe("Q-261121-AAAA");
      const second = await createQuote(
        database.db,
        newQuote({ random: scripted([0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99]) }),
      );
      expect(second.quote.quoteNumber).toBe("Q-261121-9999");
      const lead = await getLead(database.db, second.leadId);
      expect((lead?.payload as { quoteNumber?: string }).quoteNumber).toBe("Q-261121-9999");
    });

    it("gives concurrent quotes distinct numbers even when their first choices clash", async () => {
      const other = await target.open();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          createQuote(i % 2 ? other.db : database.db, newQuote({ random: scripted([0, 0, 0, 0]) })),
        ),
      );
      const numbers = results.map((result) => result.quote.quoteNumber);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers).toContain("Q-261121-AAAA");
      // Every lead and notification carries the number its quote row has.
      for (const result of results) {
        const stored = await getQuoteByNumber(database.db, result.quote.quoteNumber);
        expect(stored?.leadId).toBe(result.leadId);
        const lead = await getLead(database.db, result.leadId);
        expect((lead?.payload as { quoteNumber?: string }).quoteNumber).toBe(result.quote.quoteNumber);
        for (const message of await listOutbox(database.db, { leadId: result.leadId })) {
          expect((message.payload.payload as { quoteNumber?: string }).quoteNumber).toBe(result.quote.quoteNumber);
        }
      }
    });

    it("stores nothing when queuing the notifications fails", async () => {
      await sql`alter table outbox rename to outbox_moved`.execute(database.db);
      await expect(createQuote(database.db, newQuote())).rejects.toThrow();
      await sql`alter table outbox_moved rename to outbox`.execute(database.db);
      expect(await count(database, "leads")).toBe(0);
      expect(await count(database, "quotes")).toBe(0);
    });

    it("stores optional fields as absent when blank", async () => {
      const result = await createQuote(database.db, newQuote({ event: { eventDate: "", venue: "  " } }));
      expect(result.quote).not.toHaveProperty("eventDate");
      expect(result.quote).not.toHaveProperty("venue");
      expect((await getQuoteByNumber(database.db, result.quote.quoteNumber))?.quote).toEqual(result.quote);
    });
  });

  describe("the event quote", () => {
    it("stores and reads back the hire period, venue details, company, delivery, VAT totals and expiry", async () => {
      const wedding = weddingQuote();
      const result = await createQuote(
        database.db,
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
      expect((await getQuoteByNumber(database.db, result.quote.quoteNumber))?.quote).toEqual(expected);
    });

    it("reads a quote stored before the event quote: rand lines in cents, an hourly line as one person, VAT worked out", async () => {
      const result = await createQuote(database.db, newQuote());
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
      await database.db
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
      const stored = await getQuoteByNumber(database.db, result.quote.quoteNumber);
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

  describe("access", () => {
    it("opens a quote only with its token, answering a wrong token as an unknown number", async () => {
      const result = await createQuote(database.db, newQuote());
      if (!result.created) throw new Error("expected a new quote");
      const number = result.quote.quoteNumber;
      expect(await getQuoteForToken(database.db, number, result.accessToken)).toMatchObject({
        status: "ok",
        quote: { quote: result.quote },
      });
      expect(await getQuoteForToken(database.db, number, `${result.accessToken.slice(0, -1)}x`)).toEqual({
        status: "not_found",
      });
      expect(await getQuoteForToken(database.db, number, undefined)).toEqual({ status: "not_found" });
      expect(await getQuoteForToken(database.db, "Q-000000-AAAA", result.accessToken)).toEqual({ status: "not_found" });
    });
  });

  describe("recordDecision", () => {
    async function quoteWithToken() {
      const result = await createQuote(database.db, newQuote({ channels: ["email"] }));
      if (!result.created) throw new Error("expected a new quote");
      return { number: result.quote.quoteNumber, token: result.accessToken, leadId: result.leadId };
    }

    it("records each decision with its time, moves the status and tells sales", async () => {
      const { number, token, leadId } = await quoteWithToken();
      const steps = [
        ["discount", "changes_requested"],
        ["undecided", "changes_requested"],
        ["discount", "changes_requested"],
        ["accept", "accepted"],
      ] as const;
      for (const [index, [requestType, status]] of steps.entries()) {
        const result = await recordDecision(database.db, number, token, requestType, at((index + 1) * 60_000));
        expect(result).toMatchObject({
          status: "recorded",
          quoteNumber: number,
          quoteStatus: status,
          decidedAt: at((index + 1) * 60_000).toISOString(),
        });
      }

      expect(
        (await listQuoteDecisions(database.db, number)).map(({ requestType, statusAfter, createdAt }) => [
          requestType,
          statusAfter,
          createdAt,
        ]),
      ).toEqual(
        steps.map(([requestType, status], index) => [requestType, status, at((index + 1) * 60_000).toISOString()]),
      );
      const stored = await getQuoteByNumber(database.db, number);
      expect(stored).toMatchObject({ quote: { status: "accepted" }, updatedAt: at(4 * 60_000).toISOString() });

      const decisions = (await listOutbox(database.db, { leadId })).filter((message) => message.payload.decision);
      expect(
        decisions.map((message) => [
          message.channel,
          message.payload.decision?.requestType,
          message.payload.decision?.status,
        ]),
      ).toEqual([
        ["email", "discount", "changes_requested"],
        ["email", "undecided", "changes_requested"],
        ["email", "discount", "changes_requested"],
        ["email", "accept", "accepted"],
      ]);
      expect(decisions[3]?.payload).toMatchObject({
        kind: "quote",
        fullName: "Thandi Mokoena",
        payload: { quoteNumber: number, status: "accepted" },
      });
    });

    it("takes a decision up to the quote's last day in Johannesburg and refuses it after, asking for a fresh quote", async () => {
      const { number, token } = await quoteWithToken();
      // Made on 21 November, valid for 14 days: through Saturday 5 December (SAST, UTC+2).
      expect(
        await recordDecision(database.db, number, token, "discount", new Date("2026-12-05T21:59:00Z")),
      ).toMatchObject({ status: "recorded" });
      expect(await recordDecision(database.db, number, token, "accept", new Date("2026-12-05T22:00:00Z"))).toEqual({
        status: "expired",
        validUntil: "2026-12-05",
      });
      expect((await getQuoteByNumber(database.db, number))?.quote.status).toBe("changes_requested");
    });

    it("refuses any decision once the quote is accepted or declined", async () => {
      const accepted = await quoteWithToken();
      expect(await recordDecision(database.db, accepted.number, accepted.token, "accept", at(1000))).toMatchObject({
        status: "recorded",
      });
      expect(await recordDecision(database.db, accepted.number, accepted.token, "accept", at(2000))).toEqual({
        status: "already_final",
        quoteStatus: "accepted",
      });
      expect(await recordDecision(database.db, accepted.number, accepted.token, "discount", at(3000))).toEqual({
        status: "already_final",
        quoteStatus: "accepted",
      });

      const declined = await quoteWithToken();
      await recordDecision(database.db, declined.number, declined.token, "decline", at(1000));
      expect(await recordDecision(database.db, declined.number, declined.token, "accept", at(2000))).toEqual({
        status: "already_final",
        quoteStatus: "declined",
      });

      expect(await count(database, "quote_decisions")).toBe(2);
    });

    it("refuses a wrong token and an unknown quote alike, storing nothing", async () => {
      const { number, token } = await quoteWithToken();
      expect(await recordDecision(database.db, number, "not-the-token", "accept", at(1000))).toEqual({
        status: "not_found",
      });
      expect(await recordDecision(database.db, number, 42, "accept", at(1000))).toEqual({ status: "not_found" });
      expect(await recordDecision(database.db, "Q-000000-AAAA", token, "accept", at(1000))).toEqual({
        status: "not_found",
      });
      expect(await count(database, "quote_decisions")).toBe(0);
      expect((await getQuoteByNumber(database.db, number))?.quote.status).toBe("sent");
    });

    it("records one of several concurrent accepts", async () => {
      const { number, token } = await quoteWithToken();
      const other = await target.open();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          recordDecision(i % 2 ? other.db : database.db, number, token, i % 3 ? "accept" : "decline", at(1000)),
        ),
      );
      expect(results.filter((result) => result.status === "recorded")).toHaveLength(1);
      expect(results.filter((result) => result.status === "already_final")).toHaveLength(5);
      expect(await count(database, "quote_decisions")).toBe(1);
    });

    it("goes with its lead when the lead is deleted", async () => {
      const { number, token, leadId } = await quoteWithToken();
      await recordDecision(database.db, number, token, "discount", at(1000));
      await database.db.deleteFrom("leads").where("id", "=", leadId).execute();
      expect(await count(database, "quotes")).toBe(0);
      expect(await count(database, "quote_decisions")).toBe(0);
      expect(await listLeads(database.db)).toEqual([]);
    });
  });

  describe("queueQuoteEmail", () => {
    it("stores the visitor's copy for sending (SMTP or not), once while it waits", async () => {
      // A quote made while SMTP was not configured: no copy queued with it.
      const result = await createQuote(database.db, newQuote({ channels: ["email"] }));
      if (!result.created) throw new Error("expected a new quote");
      const number = result.quote.quoteNumber;
      expect(result.customerEmailQueued).toBe(false);

      expect(await queueQuoteEmail(database.db, number, result.accessToken, at(1000))).toEqual({
        status: "queued",
        alreadyWaiting: false,
      });
      const copies = await listOutbox(database.db, { leadId: result.leadId, channel: "customer_email" });
      expect(copies).toHaveLength(1);
      expect(copies[0]).toMatchObject({ status: "pending" });
      expect(copies[0]?.payload.payload).toMatchObject({ quoteNumber: number, subtotalCents: 1_170_625 });
      expect(copies[0]?.payload.email).toBe("thandi@example.co.za");

      // Pressed again before it went: still one copy.
      expect(await queueQuoteEmail(database.db, number, result.accessToken, at(2000))).toEqual({
        status: "queued",
        alreadyWaiting: true,
      });
      expect(await listOutbox(database.db, { leadId: result.leadId, channel: "customer_email" })).toHaveLength(1);
    });

    it("sends at most 3 copies an hour and 5 a day per quote and per address, counting nothing past a cap (issue 32)", async () => {
      const hour = 60 * 60_000;
      // 06:00 UTC: the hour and the day windows are the clock's, so the test stays inside one day.
      const morning = new Date("2026-11-22T06:00:00.000Z").getTime();
      const first = await createQuote(database.db, newQuote({ channels: ["email"] }));
      const second = await createQuote(database.db, newQuote({ channels: ["email"] }));
      if (!first.created || !second.created) throw new Error("expected new quotes");
      /** One press; the copy it queues is then sent, so the next press is not answered "still waiting". */
      const press = async (quote: typeof first, at: number) => {
        const answer = await queueQuoteEmail(database.db, quote.quote.quoteNumber, quote.accessToken, new Date(at));
        await database.db.updateTable("outbox").set({ status: "sent" }).where("status", "=", "pending").execute();
        return answer;
      };
      const queued = { status: "queued", alreadyWaiting: false };
      expect(await press(first, morning)).toEqual(queued);
      expect(await press(first, morning + 1000)).toEqual(queued);
      expect(await press(first, morning + 2000)).toEqual(queued);
      // The fourth in the hour: refused until the hour is over, and not counted.
      expect(await press(first, morning + 3000)).toEqual({ status: "capped", retryAfterMs: hour - 3000 });
      // Another quote to the same address shares the address's count.
      expect(await press(second, morning + 4000)).toMatchObject({ status: "capped" });
      expect(await listOutbox(database.db, { channel: "customer_email" })).toHaveLength(3);
      // The next hour allows two more (five in the day), then the day's cap holds until midnight UTC.
      expect(await press(second, morning + hour)).toEqual(queued);
      expect(await press(first, morning + hour + 1000)).toEqual(queued);
      expect(await press(first, morning + 2 * hour)).toEqual({
        status: "capped",
        retryAfterMs: 16 * hour,
      });
      expect(await listOutbox(database.db, { channel: "customer_email" })).toHaveLength(5);
    });

    it("answers an unknown quote and a wrong token alike, and queues nothing", async () => {
      const result = await createQuote(database.db, newQuote({ channels: ["email"] }));
      if (!result.created) throw new Error("expected a new quote");
      expect(await queueQuoteEmail(database.db, result.quote.quoteNumber, "not-the-token")).toEqual({
        status: "not_found",
      });
      expect(await queueQuoteEmail(database.db, "Q-261121-ZZZZ", result.accessToken)).toEqual({ status: "not_found" });
      expect(await listOutbox(database.db, { channel: "customer_email" })).toEqual([]);
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
