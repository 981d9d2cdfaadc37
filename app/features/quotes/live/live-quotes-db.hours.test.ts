// Issue 35: a request for other hours on a personnel line, stored and read
// back on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the JSON
// list of change lines grows an optional `hours` and `was`, no new column.
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { issueLiveQuoteToken, openLiveQuote, quoteHistory } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { recordLiveDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { changeQuoteSchema, changedLines } from "#app/features/quotes/live/live-quote.ts";
import { staffQuoteRecords } from "#app/features/quotes/live/live-quote-view.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { parseFormSubmission } from "#app/platform/forms/form-submission.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");

const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 8 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

for (const backend of runnableBackends("live-quotes-hours")) {
  describe(`a change of hours on ${backend.name}`, () => {
    let database!: AppDatabase;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
    });

    it("stores what the customer asked for and staff read it in those words", async () => {
      const created = await createQuote(database.db, {
        contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
        event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
        lines: priced.ok ? priced.lines : [],
        totalItems: priced.ok ? priced.totalItems : 0,
        totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
        channels: ["email"],
        now: T0,
      });
      if (!created.created) throw new Error("expected a new quote");
      const token = await issueLiveQuoteToken(database.db, created.quote.quoteNumber);
      const live = await openLiveQuote(database.db, token, { recordView: false, now: T0 });
      if (!live) throw new Error("expected the live quote");

      // As the page's action does: the form checked by the one schema, the lines named as the quote names them.
      const submission = parseFormSubmission(
        new URLSearchParams({
          intent: "changes",
          submissionKey: "key-hours-1",
          quoteVersion: "1",
          "lines[0].id": "sound-engineer",
          "lines[0].action": "quantity",
          "lines[0].quantity": "",
          "lines[0].hours": "4",
        }),
        changeQuoteSchema,
      );
      if (submission.status !== "success") throw new Error("expected the request to pass");
      const lines = changedLines(submission.value.lines, live.stored.quote.lines);
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "changes", lines, wantsDiscount: false },
          { submissionKey: "key-hours-1", now: new Date(T0.getTime() + 60_000) },
        ),
      ).toMatchObject({ status: "recorded", quoteStatus: "changes_requested" });

      const history = await quoteHistory(database.db, live.stored.id);
      expect(history[0]).toMatchObject({
        changeRequest: {
          lines: [
            {
              lineId: "sound-engineer",
              action: "quantity",
              quantity: 1,
              hours: 4,
              was: { quantity: 1, hours: 8 },
            },
          ],
        },
      });
      const records = staffQuoteRecords(history, (iso) => iso);
      expect(records.changeRequests[0]?.lines).toEqual([
        `${lines[0]?.name}: 1 person, 4 hours (was 1 person, 8 hours)`,
      ]);
    });
  });
}
