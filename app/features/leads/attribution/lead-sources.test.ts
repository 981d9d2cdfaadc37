// Where leads came from, stored and read back on each backend (decision 036).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import { EMPTY_VISIT_SOURCE, type LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import type { JsonObject } from "#app/features/leads/notify/lead-notification.ts";
import { sourceReport } from "#app/features/leads/attribution/lead-source-report.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { sourceReportLeads } from "#app/features/leads/attribution/lead-sources.server.ts";
import { type NewLead, getLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { recordDecision } from "#app/platform/db/testing/decisions.server.ts";
import { runnableBackends, testBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-24T08:00:00.000Z");

const googleAds: LeadAttribution = {
  ...EMPTY_VISIT_SOURCE,
  form: "contact",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "year-end-functions",
  adClick: "google",
  referrerHost: "www.google.co.za",
  landingPage: "/sound-hire-sandton",
};

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "contact",
    source: "Website Form",
    payload: { comments: "A year-end function for 120 people" } as JsonObject,
    fullName: "Thandi Mokoena",
    email: "thandi@example.co.za",
    channels: [],
    now: T0,
    ...overrides,
  };
}

const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);
if (!priced.ok) throw new Error("sample quote does not price");

const backends = runnableBackends("lead-sources");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`lead sources on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("lead sources on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  it("stores a lead's source and reads it back", async () => {
    const { id } = await insertLead(database.db, lead({ attribution: googleAds }));
    expect((await getLead(database.db, id))?.attribution).toEqual(googleAds);
  });

  it("reads a lead stored before sources were kept as not recorded", async () => {
    const { id } = await insertLead(database.db, lead());
    const row = await database.db
      .selectFrom("leads")
      .select(["lead_form", "utm_source"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lead_form: null, utm_source: null });
    expect((await getLead(database.db, id))?.attribution).toBeNull();
  });

  it("gives the dashboard each sales lead with its source and its quote's status and total", async () => {
    await insertLead(database.db, lead({ attribution: { ...EMPTY_VISIT_SOURCE, form: "callback", landingPage: "/" } }));
    await insertLead(database.db, lead({ kind: "subscriber", source: "Blog Subscription", attribution: googleAds }));
    await insertLead(database.db, lead({ suspectedSpam: true, attribution: googleAds }));
    const quote = await createQuote(database.db, {
      contact: { name: "Sipho Dlamini", email: "sipho@example.co.za", phone: "082 555 0199" },
      lines: priced.ok ? priced.lines : [],
      totalItems: 2,
      totalDiscountCents: 0,
      attribution: { ...googleAds, form: "quote" },
      channels: [],
      now: T0,
    });
    if (!quote.created) throw new Error("the quote was not created");
    expect(await recordDecision(database.db, quote.quote.quoteNumber, quote.accessToken, "accept", T0)).toMatchObject({
      status: "recorded",
    });
    // Before the report's weeks: left out.
    await insertLead(database.db, lead({ now: new Date("2026-09-01T08:00:00.000Z"), attribution: googleAds }));

    const since = new Date("2026-11-16T00:00:00.000Z");
    const leads = await sourceReportLeads(database.db, since);
    expect(leads).toHaveLength(2);
    const report = sourceReport(leads, new Date("2026-11-26T10:00:00.000Z"), 2);
    expect(report.channels.map((row) => [row.channel, row.total])).toEqual([
      ["google_ads", { leads: 1, quotes: 1, acceptances: 1, acceptedCents: quote.quote.totalCents }],
      ["direct", { leads: 1, quotes: 0, acceptances: 0, acceptedCents: 0 }],
    ]);
    expect(quote.quote.totalCents).toBeGreaterThan(0);
  });

  it("adds the source columns to leads on this backend", async () => {
    const names = [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "ad_click",
      "referrer_host",
      "landing_page",
      "lead_form",
    ];
    const probe = await sql<
      Record<string, unknown>
    >`select ${sql.join(names.map((name) => sql.ref(name)))} from leads`.execute(database.db);
    expect(probe.rows).toEqual([]);
  });
});
