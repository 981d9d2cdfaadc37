// A customer's decisions on a quote and Email My Quote, on SQLite and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { createQuote, getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { queueQuoteEmail } from "#app/features/quotes/quote-email-db.server.ts";
import { recordDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { at, newQuote, count, backends, quotesData } from "#app/features/quotes/quotes-db.test-support.ts";

describe.each(backends)("quotes on $name: recordDecision", (backend) => {
  const data = quotesData(backend);
  const { quoteWithToken } = data;
  it("records each decision with its time, moves the status and tells sales", async () => {
    const { number, token, leadId } = await quoteWithToken();
    const steps = [
      ["discount", "changes_requested"],
      ["undecided", "changes_requested"],
      ["discount", "changes_requested"],
      ["accept", "accepted"],
    ] as const;
    for (const [index, [requestType, status]] of steps.entries()) {
      const result = await recordDecision(data.database.db, number, token, requestType, at((index + 1) * 60_000));
      expect(result).toMatchObject({
        status: "recorded",
        quoteNumber: number,
        quoteStatus: status,
        decidedAt: at((index + 1) * 60_000).toISOString(),
      });
    }

    expect(
      (await listQuoteDecisions(data.database.db, number)).map(({ requestType, statusAfter, createdAt }) => [
        requestType,
        statusAfter,
        createdAt,
      ]),
    ).toEqual(
      steps.map(([requestType, status], index) => [requestType, status, at((index + 1) * 60_000).toISOString()]),
    );
    const stored = await getQuoteByNumber(data.database.db, number);
    expect(stored).toMatchObject({ quote: { status: "accepted" }, updatedAt: at(4 * 60_000).toISOString() });

    const decisions = (await listOutbox(data.database.db, { leadId })).filter((message) => message.payload.decision);
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
      await recordDecision(data.database.db, number, token, "discount", new Date("2026-12-05T21:59:00Z")),
    ).toMatchObject({ status: "recorded" });
    expect(await recordDecision(data.database.db, number, token, "accept", new Date("2026-12-05T22:00:00Z"))).toEqual({
      status: "expired",
      validUntil: "2026-12-05",
    });
    expect((await getQuoteByNumber(data.database.db, number))?.quote.status).toBe("changes_requested");
  });
});

describe.each(backends)("quotes on $name: recordDecision refusals, races and deletion", (backend) => {
  const data = quotesData(backend);
  const { quoteWithToken } = data;

  it("refuses any decision once the quote is accepted or declined", async () => {
    const accepted = await quoteWithToken();
    expect(await recordDecision(data.database.db, accepted.number, accepted.token, "accept", at(1000))).toMatchObject({
      status: "recorded",
    });
    expect(await recordDecision(data.database.db, accepted.number, accepted.token, "accept", at(2000))).toEqual({
      status: "already_final",
      quoteStatus: "accepted",
    });
    expect(await recordDecision(data.database.db, accepted.number, accepted.token, "discount", at(3000))).toEqual({
      status: "already_final",
      quoteStatus: "accepted",
    });

    const declined = await quoteWithToken();
    await recordDecision(data.database.db, declined.number, declined.token, "decline", at(1000));
    expect(await recordDecision(data.database.db, declined.number, declined.token, "accept", at(2000))).toEqual({
      status: "already_final",
      quoteStatus: "declined",
    });

    expect(await count(data.database, "quote_decisions")).toBe(2);
  });

  it("refuses a wrong token and an unknown quote alike, storing nothing", async () => {
    const { number, token } = await quoteWithToken();
    expect(await recordDecision(data.database.db, number, "not-the-token", "accept", at(1000))).toEqual({
      status: "not_found",
    });
    expect(await recordDecision(data.database.db, number, 42, "accept", at(1000))).toEqual({ status: "not_found" });
    expect(await recordDecision(data.database.db, "Q-000000-AAAA", token, "accept", at(1000))).toEqual({
      status: "not_found",
    });
    expect(await count(data.database, "quote_decisions")).toBe(0);
    expect((await getQuoteByNumber(data.database.db, number))?.quote.status).toBe("sent");
  });

  it("records one of several concurrent accepts", async () => {
    const { number, token } = await quoteWithToken();
    const other = await data.target.open();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recordDecision(i % 2 ? other.db : data.database.db, number, token, i % 3 ? "accept" : "decline", at(1000)),
      ),
    );
    expect(results.filter((result) => result.status === "recorded")).toHaveLength(1);
    expect(results.filter((result) => result.status === "already_final")).toHaveLength(5);
    expect(await count(data.database, "quote_decisions")).toBe(1);
  });

  it("goes with its lead when the lead is deleted", async () => {
    const { number, token, leadId } = await quoteWithToken();
    await recordDecision(data.database.db, number, token, "discount", at(1000));
    await data.database.db.deleteFrom("leads").where("id", "=", leadId).execute();
    expect(await count(data.database, "quotes")).toBe(0);
    expect(await count(data.database, "quote_decisions")).toBe(0);
    expect(await listLeads(data.database.db)).toEqual([]);
  });
});

describe.each(backends)("quotes on $name: queueQuoteEmail", (backend) => {
  const data = quotesData(backend);
  it("stores the visitor's copy for sending (SMTP or not), once while it waits", async () => {
    // A quote made while SMTP was not configured: no copy queued with it.
    const result = await createQuote(data.database.db, newQuote({ channels: ["email"] }));
    if (!result.created) throw new Error("expected a new quote");
    const number = result.quote.quoteNumber;
    expect(result.customerEmailQueued).toBe(false);

    expect(await queueQuoteEmail(data.database.db, number, result.accessToken, at(1000))).toEqual({
      status: "queued",
      alreadyWaiting: false,
    });
    const copies = await listOutbox(data.database.db, { leadId: result.leadId, channel: "customer_email" });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ status: "pending" });
    expect(copies[0]?.payload.payload).toMatchObject({ quoteNumber: number, subtotalCents: 1_170_625 });
    expect(copies[0]?.payload.email).toBe("thandi@example.co.za");

    // Pressed again before it went: still one copy.
    expect(await queueQuoteEmail(data.database.db, number, result.accessToken, at(2000))).toEqual({
      status: "queued",
      alreadyWaiting: true,
    });
    expect(await listOutbox(data.database.db, { leadId: result.leadId, channel: "customer_email" })).toHaveLength(1);
  });

  it("sends at most 3 copies an hour and 5 a day per quote and per address, counting nothing past a cap (issue 32)", async () => {
    const hour = 60 * 60_000;
    // 06:00 UTC: the hour and the day windows are the clock's, so the test stays inside one day.
    const morning = new Date("2026-11-22T06:00:00.000Z").getTime();
    const first = await createQuote(data.database.db, newQuote({ channels: ["email"] }));
    const second = await createQuote(data.database.db, newQuote({ channels: ["email"] }));
    if (!first.created || !second.created) throw new Error("expected new quotes");
    /** One press; the copy it queues is then sent, so the next press is not answered "still waiting". */
    const press = async (quote: typeof first, at: number) => {
      const answer = await queueQuoteEmail(data.database.db, quote.quote.quoteNumber, quote.accessToken, new Date(at));
      await data.database.db.updateTable("outbox").set({ status: "sent" }).where("status", "=", "pending").execute();
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
    expect(await listOutbox(data.database.db, { channel: "customer_email" })).toHaveLength(3);
    // The next hour allows two more (five in the day), then the day's cap holds until midnight UTC.
    expect(await press(second, morning + hour)).toEqual(queued);
    expect(await press(first, morning + hour + 1000)).toEqual(queued);
    expect(await press(first, morning + 2 * hour)).toEqual({
      status: "capped",
      retryAfterMs: 16 * hour,
    });
    expect(await listOutbox(data.database.db, { channel: "customer_email" })).toHaveLength(5);
  });

  it("answers an unknown quote and a wrong token alike, and queues nothing", async () => {
    const result = await createQuote(data.database.db, newQuote({ channels: ["email"] }));
    if (!result.created) throw new Error("expected a new quote");
    expect(await queueQuoteEmail(data.database.db, result.quote.quoteNumber, "not-the-token")).toEqual({
      status: "not_found",
    });
    expect(await queueQuoteEmail(data.database.db, "Q-261121-ZZZZ", result.accessToken)).toEqual({
      status: "not_found",
    });
    expect(await listOutbox(data.database.db, { channel: "customer_email" })).toEqual([]);
  });
});
