// Saving quote versions (decision 039) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set:
// numbering, the one draft, and immutability of what the customer was sent or saw.
import { describe, expect, it } from "vitest";
import { issueLiveQuoteToken, openLiveQuote } from "#app/features/quotes/live/live-quotes-db.server.ts";
import {
  listQuoteVersions,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import {
  T0,
  STAFF,
  at,
  revised,
  backends,
  quoteVersionsData,
} from "#app/features/quotes/versions/quote-versions-db.test-support.ts";

for (const backend of backends) {
  describe(`quote versions on ${backend.name}: numbering and the draft`, () => {
    const env = quoteVersionsData(backend);
    const { quote } = env;
    it("reads a quote never revised as version 1, sent when it was made, without a row of its own", async () => {
      const { id, document } = await quote();
      const versions = await listQuoteVersions(env.database.db, id);
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ version: 1, createdBy: null, sentAt: T0.toISOString(), firstSeenAt: null });
      expect(versions[0]?.document.totalCents).toBe(document.totalCents);
      const rows = await env.database.db.selectFrom("quote_versions").selectAll().execute();
      expect(rows).toHaveLength(0);
    });

    it("numbers saves on (v2, v3), copying v1 first; the latest unsent version is the one draft", async () => {
      const { id, document } = await quote();
      expect(
        await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF }),
      ).toEqual({ status: "saved", version: 2, replacedDraft: false });
      expect(
        await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 4), staffEmail: STAFF }),
      ).toEqual({ status: "saved", version: 3, replacedDraft: false });
      const versions = await listQuoteVersions(env.database.db, id);
      expect(versions.map((version) => [version.version, version.createdBy, version.sentAt])).toEqual([
        [1, null, T0.toISOString()],
        [2, STAFF, null],
        [3, STAFF, null],
      ]);
      expect(versions[2]?.document.version).toBe(3);
      expect(versions[2]?.document.lines[0]?.quantity).toBe(4);
      // v2 was superseded by v3: only the latest draft can be sent.
      expect(
        await sendQuoteVersion(env.database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] }),
      ).toEqual({ status: "superseded", latest: 3 });
    });

    it("rewrites the unsent draft in place, keeping its number", async () => {
      const { id, document } = await quote();
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      const again = await saveQuoteVersion(env.database.db, {
        quoteId: id,
        document: revised(document, 5),
        staffEmail: "sipho@sandtonsoundhire.co.za",
        replacesDraft: 2,
      });
      expect(again).toEqual({ status: "saved", version: 2, replacedDraft: true });
      const versions = await listQuoteVersions(env.database.db, id);
      expect(versions).toHaveLength(2);
      expect(versions[1]?.document.lines[0]?.quantity).toBe(5);
      expect(versions[1]?.createdBy).toBe("sipho@sandtonsoundhire.co.za");
    });
  });
}

for (const backend of backends) {
  describe(`quote versions on ${backend.name}: what was sent or seen stays as it was`, () => {
    const env = quoteVersionsData(backend);
    const { quote } = env;
    it("never changes a version that was sent or that the customer has seen", async () => {
      const { id, number, document } = await quote();
      // v1 went to the customer when it was made.
      expect(
        await saveQuoteVersion(env.database.db, {
          quoteId: id,
          document: revised(document, 9),
          staffEmail: STAFF,
          replacesDraft: 1,
        }),
      ).toEqual({ status: "immutable", version: 1 });

      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3, 10), staffEmail: STAFF });
      expect(
        await sendQuoteVersion(env.database.db, {
          quoteId: id,
          version: 2,
          staffEmail: STAFF,
          channels: [],
          now: at(70),
        }),
      ).toMatchObject({ status: "sent", version: 2 });
      const before = await listQuoteVersions(env.database.db, id);
      expect(
        await saveQuoteVersion(env.database.db, {
          quoteId: id,
          document: revised(document, 8),
          staffEmail: STAFF,
          replacesDraft: 2,
        }),
      ).toEqual({ status: "immutable", version: 2 });
      expect(await listQuoteVersions(env.database.db, id)).toEqual(before);

      // A version the customer has seen: v3 sent, then opened; it stays as it was.
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 2, 5), staffEmail: STAFF });
      await sendQuoteVersion(env.database.db, {
        quoteId: id,
        version: 3,
        staffEmail: STAFF,
        channels: [],
        now: at(80),
      });
      const token = await issueLiveQuoteToken(env.database.db, number);
      await openLiveQuote(env.database.db, token, { recordView: true, now: at(90) });
      const seen = (await listQuoteVersions(env.database.db, id)).find((version) => version.version === 3);
      expect(seen?.firstSeenAt).toBe(at(90).toISOString());
      // Even if it were somehow unsent, a seen version is refused.
      await env.database.db
        .updateTable("quote_versions")
        .set({ sent_at: null })
        .where("quote_id", "=", id)
        .where("version", "=", 3)
        .execute();
      expect(
        await saveQuoteVersion(env.database.db, {
          quoteId: id,
          document: revised(document, 7),
          staffEmail: STAFF,
          replacesDraft: 3,
        }),
      ).toEqual({ status: "immutable", version: 3 });
    });

    it("makes v2 and v3, never two v2, when two saves arrive at once (two app processes)", async () => {
      const { id, document } = await quote();
      const other = await env.target.open();
      const results = await Promise.all([
        saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF }),
        saveQuoteVersion(other.db, { quoteId: id, document: revised(document, 4), staffEmail: "sipho@example.co.za" }),
        saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 5), staffEmail: STAFF }),
      ]);
      const numbers = results.map((result) => (result.status === "saved" ? result.version : 0)).sort();
      expect(numbers).toEqual([2, 3, 4]);
      const versions = await listQuoteVersions(env.database.db, id);
      expect(versions.map((version) => version.version)).toEqual([1, 2, 3, 4]);
    });
  });
}
