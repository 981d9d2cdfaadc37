// The staff inbox's queries in the data layer (lookups, figures, lists and counts),
// on SQLite and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import {
  deliverySummaries,
  inboxFigures,
  quoteBriefs,
  quoteNumberForLead,
  recentQuoteDecisions,
} from "#app/features/leads/inbox/lead-admin.server.ts";
import { countLeads, listLeads } from "#app/features/leads/leads-db.server.ts";
import { claimDueOutbox, markDelivered, markFailed } from "#app/platform/mail/outbox-db.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { recordDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import {
  T0,
  MINUTE,
  HOUR,
  DAY,
  at,
  newQuote,
  backends,
  staffAdminData,
} from "#app/features/staff/accounts/staff-admin-db.test-support.ts";

describe.each(backends)("staff data on $name: inbox lookups", (backend) => {
  const data = staffAdminData(backend);
  const { addLead } = data;
  it("counts each lead's notifications by status", async () => {
    const mixed = await addLead({ channels: ["email", "webhook", "customer_email"] });
    const [email] = await claimDueOutbox(data.database.db, T0, 10, { channels: ["email"] });
    const [webhook] = await claimDueOutbox(data.database.db, T0, 10, { channels: ["webhook"] });
    if (!email || !webhook) throw new Error("nothing claimed");
    await markDelivered(data.database.db, email.id, T0);
    await markFailed(data.database.db, webhook.id, "HTTP 500", null);
    const pendingOnly = await addLead({ channels: ["email"] });
    const silent = await addLead({ channels: [] });

    const summaries = await deliverySummaries(data.database.db, [mixed, pendingOnly, silent, "no-such-lead"]);
    expect(summaries.get(mixed)).toEqual({ sent: 1, pending: 1, failed: 1 });
    expect(summaries.get(pendingOnly)).toEqual({ sent: 0, pending: 1, failed: 0 });
    expect(summaries.has(silent)).toBe(false);
    expect(summaries.size).toBe(2);

    expect((await deliverySummaries(data.database.db, [pendingOnly])).has(mixed)).toBe(false);
    expect((await deliverySummaries(data.database.db, [])).size).toBe(0);
  });

  it("gives the quote behind each quote lead", async () => {
    const created = await createQuote(data.database.db, newQuote());
    if (!created.created) throw new Error("expected a new quote");
    const callback = await addLead();

    const briefs = await quoteBriefs(data.database.db, [created.leadId, callback]);
    expect(briefs.size).toBe(1);
    expect(briefs.get(created.leadId)).toEqual({
      quoteNumber: created.quote.quoteNumber,
      status: "sent",
      // Including VAT at 15%, rounded per line.
      totalCents: 1_346_219,
      includesVat: true,
    });

    await recordDecision(data.database.db, created.quote.quoteNumber, created.accessToken, "accept", at(MINUTE));
    expect((await quoteBriefs(data.database.db, [created.leadId])).get(created.leadId)?.status).toBe("accepted");
    expect((await quoteBriefs(data.database.db, [])).size).toBe(0);

    expect(await quoteNumberForLead(data.database.db, created.leadId)).toBe(created.quote.quoteNumber);
    expect(await quoteNumberForLead(data.database.db, callback)).toBeUndefined();
  });

  it("gives the latest quote decisions, newest first", async () => {
    const first = await createQuote(data.database.db, newQuote());
    const second = await createQuote(
      data.database.db,
      newQuote({ contact: { name: "Sipho Ndlovu", email: "sipho@example.co.za", phone: "083 000 0000" } }),
    );
    if (!first.created || !second.created) throw new Error("expected new quotes");
    await recordDecision(data.database.db, first.quote.quoteNumber, first.accessToken, "discount", at(MINUTE));
    await recordDecision(data.database.db, second.quote.quoteNumber, second.accessToken, "accept", at(2 * MINUTE));
    await recordDecision(data.database.db, first.quote.quoteNumber, first.accessToken, "undecided", at(3 * MINUTE));

    const decisions = await recentQuoteDecisions(data.database.db);
    expect(decisions).toEqual([
      {
        leadId: first.leadId,
        quoteNumber: first.quote.quoteNumber,
        requestType: "undecided",
        statusAfter: "changes_requested",
        contactName: "Thandi Mokoena",
        createdAt: at(3 * MINUTE).toISOString(),
      },
      {
        leadId: second.leadId,
        quoteNumber: second.quote.quoteNumber,
        requestType: "accept",
        statusAfter: "accepted",
        contactName: "Sipho Ndlovu",
        createdAt: at(2 * MINUTE).toISOString(),
      },
      {
        leadId: first.leadId,
        quoteNumber: first.quote.quoteNumber,
        requestType: "discount",
        statusAfter: "changes_requested",
        contactName: "Thandi Mokoena",
        createdAt: at(MINUTE).toISOString(),
      },
    ]);
    expect((await recentQuoteDecisions(data.database.db, 2)).map((decision) => decision.createdAt)).toEqual([
      at(3 * MINUTE).toISOString(),
      at(2 * MINUTE).toISOString(),
    ]);
  });

  it("gives nothing when no quote has a decision", async () => {
    await createQuote(data.database.db, newQuote());
    expect(await recentQuoteDecisions(data.database.db)).toEqual([]);
  });
});

describe.each(backends)("staff data on $name: inboxFigures", (backend) => {
  const data = staffAdminData(backend);
  const { addLead, setStatus } = data;
  it("is all zeros for an empty database", async () => {
    expect(await inboxFigures(data.database.db, T0)).toEqual({
      receivedLast24Hours: 0,
      receivedLast7Days: 0,
      receivedLast30Days: 0,
      byStatus: {},
      byKindLast30Days: {},
      outbox: { pending: 0, sent: 0, failed: 0 },
      pendingByChannel: {},
    });
  });

  it("counts leads by age, status and kind, and notifications by status and channel", async () => {
    const now = T0;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    // Made oldest first, so each claim below takes only the rows meant.
    await addLead({ kind: "subscriber", now: ago(40 * DAY) });
    const failed = await addLead({ kind: "contact", now: ago(10 * DAY), channels: ["customer_email"] });
    const [toFail] = await claimDueOutbox(data.database.db, now, 10);
    if (!toFail) throw new Error("nothing claimed");
    await markFailed(data.database.db, toFail.id, "bounced", null);
    await addLead({ kind: "contact", now: ago(30 * DAY) });
    const sent = await addLead({ kind: "quote", now: ago(2 * DAY), channels: ["email"] });
    const [toSend] = await claimDueOutbox(data.database.db, now, 10);
    if (!toSend) throw new Error("nothing claimed");
    await markDelivered(data.database.db, toSend.id, now);
    await addLead({ kind: "callback", now: ago(7 * DAY + 1) });
    await addLead({ kind: "callback", now: ago(HOUR), channels: ["email", "webhook"] });
    await addLead({ kind: "callback", now: ago(DAY) });
    await setStatus(failed, "won");
    await setStatus(sent, "quoted");

    expect(await inboxFigures(data.database.db, now)).toEqual({
      receivedLast24Hours: 2,
      receivedLast7Days: 3,
      receivedLast30Days: 6,
      byStatus: { new: 5, won: 1, quoted: 1 },
      byKindLast30Days: { callback: 3, contact: 2, quote: 1 },
      outbox: { pending: 2, sent: 1, failed: 1 },
      pendingByChannel: { email: 1, webhook: 1 },
    });
  });
});

describe.each(backends)("staff data on $name: listLeads and countLeads", (backend) => {
  const data = staffAdminData(backend);
  const { addLead, setStatus } = data;
  it("filter by kind, status, time and search alike", async () => {
    const callbackNew = await addLead({ kind: "callback", now: at(MINUTE) });
    const callbackWon = await addLead({ kind: "callback", now: at(2 * MINUTE) });
    const contactSpam = await addLead({ kind: "contact", now: at(3 * MINUTE), fullName: "Spam Bot" });
    const partnerContacted = await addLead({ kind: "partner_business", now: at(4 * MINUTE) });
    await setStatus(callbackWon, "won");
    await setStatus(contactSpam, "spam");
    await setStatus(partnerContacted, "contacted");

    const cases: [Parameters<typeof countLeads>[1], string[]][] = [
      [{}, [partnerContacted, contactSpam, callbackWon, callbackNew]],
      [{ kind: "callback" }, [callbackWon, callbackNew]],
      [{ kind: ["callback", "contact"] }, [contactSpam, callbackWon, callbackNew]],
      [{ kind: [] }, []],
      [{ status: "won" }, [callbackWon]],
      [{ status: ["new", "contacted", "quoted"] }, [partnerContacted, callbackNew]],
      [{ status: [] }, []],
      [{ since: at(2 * MINUTE) }, [partnerContacted, contactSpam, callbackWon]],
      [{ until: at(2 * MINUTE) }, [callbackNew]],
      [{ since: at(2 * MINUTE), until: at(4 * MINUTE) }, [contactSpam, callbackWon]],
      [{ search: "spam bot" }, [contactSpam]],
      [{ search: "   " }, [partnerContacted, contactSpam, callbackWon, callbackNew]],
      [{ kind: "callback", status: ["won", "lost"] }, [callbackWon]],
      [{ kind: "contact", status: "new" }, []],
    ];
    for (const [filters, expected] of cases) {
      const label = JSON.stringify(filters);
      expect(
        (await listLeads(data.database.db, filters)).map((lead) => lead.id),
        label,
      ).toEqual(expected);
      expect(await countLeads(data.database.db, filters), label).toBe(expected.length);
    }
  });

  it("counts every match, whatever the page size", async () => {
    for (let i = 0; i < 5; i++) await addLead({ now: at(i * MINUTE) });
    expect(await countLeads(data.database.db)).toBe(5);
    expect(await listLeads(data.database.db, { limit: 2 })).toHaveLength(2);
    expect(await listLeads(data.database.db, { limit: 2, offset: 4 })).toHaveLength(1);
  });

  it("finds a phone number written in any of the usual ways", async () => {
    const national = await addLead({ fullName: "National", phone: "082 555 0123", now: at(MINUTE) });
    const international = await addLead({
      fullName: "International",
      phone: "+27 (82) 555-0123",
      now: at(2 * MINUTE),
    });
    const dotted = await addLead({ fullName: "Dotted", phone: "082.555.0123", now: at(3 * MINUTE) });
    await addLead({ fullName: "Other number", phone: "011 555 0199", now: at(4 * MINUTE) });
    await addLead({ fullName: "No number", phone: null, now: at(5 * MINUTE) });
    const all = [dotted, international, national];

    for (const term of [
      "0825550123",
      "082 555 0123",
      "+27 82 555 0123",
      "27825550123",
      "(082) 555-0123",
      "082-555-0123",
    ]) {
      expect(
        (await listLeads(data.database.db, { search: term })).map((lead) => lead.id),
        term,
      ).toEqual(all);
      expect(await countLeads(data.database.db, { search: term }), term).toBe(3);
    }
    expect((await listLeads(data.database.db, { search: "555 0123" })).map((lead) => lead.id)).toEqual(all);
    expect(await countLeads(data.database.db, { search: "0825550199" })).toBe(0);
  });

  it("matches names and addresses in any case, and wildcard characters literally", async () => {
    const percent = await addLead({ fullName: "50% Off Events", email: "deals@example.co.za", now: at(MINUTE) });
    await addLead({ fullName: "500 Events", email: "five@example.co.za", now: at(2 * MINUTE) });
    const underscore = await addLead({ fullName: "Snake", email: "a_b@example.co.za", now: at(3 * MINUTE) });
    await addLead({ fullName: "Lizard", email: "axb@example.co.za", now: at(4 * MINUTE) });
    const backslash = await addLead({ fullName: "Back\\slash", email: "slash@example.co.za", now: at(5 * MINUTE) });

    expect((await listLeads(data.database.db, { search: "50%" })).map((lead) => lead.id)).toEqual([percent]);
    expect(await countLeads(data.database.db, { search: "50%" })).toBe(1);
    expect((await listLeads(data.database.db, { search: "a_b" })).map((lead) => lead.id)).toEqual([underscore]);
    expect((await listLeads(data.database.db, { search: "k\\s" })).map((lead) => lead.id)).toEqual([backslash]);
    expect((await listLeads(data.database.db, { search: "DEALS@EXAMPLE" })).map((lead) => lead.id)).toEqual([percent]);
    expect((await listLeads(data.database.db, { search: "off events" })).map((lead) => lead.id)).toEqual([percent]);
  });
});
