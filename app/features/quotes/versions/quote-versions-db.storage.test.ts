// Quote versions' storage (no copy of the contact), the 0013 migration, and quotes won or lost with their lead, on
// SQLite and on PostgreSQL when TEST_DATABASE_URL is set.
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { changeLeadStatus, listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/index.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import {
  listQuoteVersions,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import {
  STAFF,
  at,
  revised,
  backends,
  quoteVersionsData,
} from "#app/features/quotes/versions/quote-versions-db.test-support.ts";

for (const backend of backends) {
  describe(`quote versions on ${backend.name}: storage, the migration and lost quotes`, () => {
    const env = quoteVersionsData(backend);
    const { quote } = env;
    it("keeps no copy of the contact or venue in the versions: they read from the quote's row", async () => {
      const { id, number, document } = await quote();
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      await sendQuoteVersion(env.database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const stored = await env.database.db.selectFrom("quote_versions").select("document").execute();
      const row = await env.database.db
        .selectFrom("quotes")
        .select("current_document")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      for (const text of [...stored.map((version) => version.document), row.current_document ?? ""]) {
        expect(text).not.toContain("thandi@example.co.za");
        expect(text).not.toContain("Summer Place");
      }
      const versions = await listQuoteVersions(env.database.db, id);
      expect(versions.map((version) => version.document.contact.email)).toEqual([
        "thandi@example.co.za",
        "thandi@example.co.za",
      ]);
      expect((await getQuoteByNumber(env.database.db, number))?.quote).toMatchObject({
        version: 2,
        venue: "Summer Place, Hyde Park",
        contact: { name: "Thandi Mokoena" },
      });
      // Erased on the row (decision 028): erased in every version too.
      await env.database.db
        .updateTable("quotes")
        .set({ contact_name: "", contact_email: "", contact_phone: "", venue: null })
        .where("id", "=", id)
        .execute();
      const erased = await listQuoteVersions(env.database.db, id);
      expect(erased.every((version) => version.document.contact.email === "" && !version.document.venue)).toBe(true);
    });

    it("0013 goes down and up again; down drops the versions, the row keeps the current lines and totals", async () => {
      const { id, number, document } = await quote();
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      await sendQuoteVersion(env.database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const migrator = new Migrator({ db: env.database.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0012-staff-accounts")).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await listQuoteVersions(env.database.db, id)).toHaveLength(1);
      expect((await getQuoteByNumber(env.database.db, number))?.quote.version).toBeUndefined();
    });

    it("marks a quote lost with its reason when staff move its lead to lost, in the history", async () => {
      const { leadId, number } = await quote();
      const from = (await getLead(env.database.db, leadId))?.status ?? "new";
      const lost = { reason: "competitor", note: "Booked the venue's own supplier" } as const;
      expect(
        await changeLeadStatus(env.database.db, { leadId, from, to: "lost", lost, staffEmail: STAFF, now: at(30) }),
      ).toEqual({ status: "changed", quoteMarked: "lost" });
      const row = await env.database.db
        .selectFrom("quotes")
        .select(["status", "lost_reason", "lost_note"])
        .where("quote_number", "=", number)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "lost", lost_reason: "competitor", lost_note: "Booked the venue's own supplier" });
      expect((await getLead(env.database.db, leadId))?.status).toBe("lost");
      const events = await listLeadEvents(env.database.db, leadId);
      expect(events.map((event) => [event.type, event.note])).toEqual([
        ["status", "Went with another supplier: Booked the venue's own supplier"],
        ["quote_lost", null],
      ]);
      // Lost is final for the quote: the lead won on the phone afterwards leaves it lost.
      expect(
        await changeLeadStatus(env.database.db, { leadId, from: "lost", to: "won", staffEmail: STAFF, now: at(31) }),
      ).toEqual({ status: "changed" });
      expect((await getQuoteByNumber(env.database.db, number))?.quote.status).toBe("lost");
    });

    it("marks a quote won with its lead, and refuses its lead's move to lost afterwards, writing nothing", async () => {
      const { leadId, number } = await quote();
      const from = (await getLead(env.database.db, leadId))?.status ?? "new";
      expect(
        await changeLeadStatus(env.database.db, { leadId, from, to: "won", staffEmail: STAFF, now: at(30) }),
      ).toEqual({ status: "changed", quoteMarked: "won" });
      const before = await listLeadEvents(env.database.db, leadId);
      expect(before.map((event) => [event.type, event.note])).toEqual([
        ["status", null],
        ["quote_won", null],
      ]);
      const lost = { reason: "price", note: "" } as const;
      expect(
        await changeLeadStatus(env.database.db, { leadId, from: "won", to: "lost", lost, staffEmail: STAFF }),
      ).toEqual({ status: "quote_refuses", quoteStatus: "won" });
      expect((await getLead(env.database.db, leadId))?.status).toBe("won");
      expect((await getQuoteByNumber(env.database.db, number))?.quote.status).toBe("won");
      expect(await listLeadEvents(env.database.db, leadId)).toEqual(before);
    });
  });
}
