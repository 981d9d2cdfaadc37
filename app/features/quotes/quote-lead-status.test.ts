// A quote lead's status follows its quote (decision 067), on SQLite and on
// PostgreSQL when TEST_DATABASE_URL is set: each customer decision, the
// deposit and the expiry move the lead in the event's transaction, with the
// system's line in its history; spam and a later hand choice are left alone.
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { changeLeadStatus, listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { sweepExpiredQuoteLeads } from "#app/features/leads/inbox/lead-status-moves.server.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { markDepositReceived, openDeposit } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { issueLiveQuoteToken } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { recordLiveDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const STAFF = "anna@sandtonsoundhire.co.za";
const ACCEPT = {
  type: "accept" as const,
  signedName: "Thandi Mokoena",
  termsVersion: "2026-11",
  ipAddress: null,
  userAgent: null,
};

const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);
if (!priced.ok) throw new Error("sample quote does not price");

function newQuote(): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    channels: [],
    now: T0,
  };
}

for (const backend of runnableBackends("quote-lead-status")) {
  describe(`a quote lead's status on ${backend.name}`, () => {
    let database!: AppDatabase;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
    });

    async function liveQuote() {
      const created = await createQuote(database.db, newQuote());
      if (!created.created) throw new Error("expected a new quote");
      const token = await issueLiveQuoteToken(database.db, created.quote.quoteNumber);
      const quote = await database.db
        .selectFrom("quotes")
        .select(["id", "total_cents"])
        .where("lead_id", "=", created.leadId)
        .executeTakeFirstOrThrow();
      return { leadId: created.leadId, token, quoteId: quote.id, totalCents: Number(quote.total_cents) };
    }

    async function systemMoves(leadId: string) {
      const events = await listLeadEvents(database.db, leadId);
      return events
        .filter((event) => event.type === "status" && event.staffEmail === "system")
        .map((event) => [event.fromStatus, event.toStatus, event.note]);
    }

    it("moves to changes requested, then accepted, then won when the deposit is received", async () => {
      const quote = await liveQuote();
      await recordLiveDecision(
        database.db,
        quote.token,
        { type: "changes", lines: [], wantsDiscount: false, note: "Two more speakers" },
        {
          submissionKey: "changes-1",
          now: at(1),
        },
      );
      expect((await getLead(database.db, quote.leadId))?.status).toBe("changes_requested");
      // A change request leaves the quote open: staff answer it, and the customer accepts.
      await database.db.updateTable("quotes").set({ status: "revised" }).where("id", "=", quote.quoteId).execute();
      await recordLiveDecision(database.db, quote.token, ACCEPT, { submissionKey: "accept-1", now: at(2) });
      expect((await getLead(database.db, quote.leadId))?.status).toBe("accepted");

      await openDeposit(database.db, { quoteId: quote.quoteId, totalCents: quote.totalCents, percent: 50, now: at(3) });
      expect(
        await markDepositReceived(database.db, { quoteId: quote.quoteId, staffEmail: STAFF, now: at(4) }),
      ).toMatchObject({ status: "marked" });
      expect((await getLead(database.db, quote.leadId))?.status).toBe("won");
      expect(await systemMoves(quote.leadId)).toEqual([
        ["new", "changes_requested", "The customer asked for changes to the quote"],
        ["changes_requested", "accepted", "The customer accepted the quote"],
        ["accepted", "won", "The deposit was marked received"],
      ]);
      // Marked twice: the second changes nothing.
      await markDepositReceived(database.db, { quoteId: quote.quoteId, staffEmail: STAFF, now: at(5) });
      expect(await systemMoves(quote.leadId)).toHaveLength(3);
    });

    it("moves to lost with the customer's reason when they decline", async () => {
      const quote = await liveQuote();
      await recordLiveDecision(
        database.db,
        quote.token,
        { type: "decline", reason: "price" },
        {
          submissionKey: "decline-1",
          now: at(1),
        },
      );
      expect((await getLead(database.db, quote.leadId))?.status).toBe("lost");
      expect(await systemMoves(quote.leadId)).toEqual([["new", "lost", "Declined by the customer: The price"]]);
    });

    it("never moves a lead marked spam, and records no first response for the system", async () => {
      const quote = await liveQuote();
      await changeLeadStatus(database.db, {
        leadId: quote.leadId,
        from: "new",
        to: "spam",
        staffEmail: STAFF,
        now: at(1),
      });
      await recordLiveDecision(database.db, quote.token, ACCEPT, { submissionKey: "accept-1", now: at(2) });
      expect((await getLead(database.db, quote.leadId))?.status).toBe("spam");
      expect(await systemMoves(quote.leadId)).toEqual([]);

      const other = await liveQuote();
      await recordLiveDecision(database.db, other.token, ACCEPT, { submissionKey: "accept-2", now: at(3) });
      const lead = await getLead(database.db, other.leadId);
      expect(lead?.status).toBe("accepted");
      expect(lead?.firstResponseAt).toBeNull();
    });

    it("moves the lead of an expired quote to lost once, and never over a later hand choice", async () => {
      const expired = await liveQuote();
      const reopened = await liveQuote();
      const current = await liveQuote();
      await database.db
        .updateTable("quotes")
        .set({ valid_until: "2026-11-25" })
        .where("id", "in", [expired.quoteId, reopened.quoteId])
        .execute();
      await database.db
        .updateTable("quotes")
        .set({ valid_until: "2026-12-31" })
        .where("id", "=", current.quoteId)
        .execute();
      // Staff moved this one after its last day: their choice stands.
      const afterExpiry = new Date("2026-11-26T08:00:00.000Z");
      await changeLeadStatus(database.db, {
        leadId: reopened.leadId,
        from: "new",
        to: "contacted",
        staffEmail: STAFF,
        now: afterExpiry,
      });

      const sweepAt = new Date("2026-11-27T08:00:00.000Z");
      expect(await sweepExpiredQuoteLeads(database.db, sweepAt)).toBe(1);
      expect((await getLead(database.db, expired.leadId))?.status).toBe("lost");
      expect(await systemMoves(expired.leadId)).toEqual([
        ["new", "lost", "Expired: the quote was valid until 2026-11-25"],
      ]);
      expect((await getLead(database.db, reopened.leadId))?.status).toBe("contacted");
      expect((await getLead(database.db, current.leadId))?.status).toBe("new");
      expect(await sweepExpiredQuoteLeads(database.db, sweepAt)).toBe(0);
    });
  });
}
