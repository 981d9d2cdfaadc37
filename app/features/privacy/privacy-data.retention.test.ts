// POPIA retention (the clean-up's periods and its lock) on SQLite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import { addLeadNote, changeLeadStatus } from "#app/features/leads/inbox/lead-admin.server.ts";
import { recordServerError } from "#app/platform/telemetry/telemetry-db.server.ts";
import { confirmLead } from "#app/features/leads/confirmation/confirmations.server.ts";
import { claimScheduledJob, finishScheduledJob, runRetention } from "#app/features/privacy/retention.server.ts";
import { NOW, DAY, daysAgo, backends, privacyData } from "#app/features/privacy/privacy-data.test-support.ts";

describe.each(backends)("POPIA data handling on $name: the retention clean-up", (backend) => {
  const env = privacyData(backend);
  const { lead, addQuote, row, outboxOf } = env;
  it("anonymises enquiries past 24 months from the last contact, and only those", async () => {
    const old = await lead({
      now: daysAgo(800),
      attribution: {
        form: "contact",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "weddings",
        utmTerm: "nomsa zulu wedding sound",
        utmContent: "nomsa@example.co.za",
        adClick: "google",
        referrerHost: "www.google.co.za",
        landingPage: "/contact",
      },
    });
    const recent = await lead({ now: daysAgo(700), email: "recent@example.co.za" });
    const oldButWorkedOn = await lead({ now: daysAgo(800), email: "worked@example.co.za" });
    await addLeadNote(env.database.db, {
      leadId: oldButWorkedOn.id,
      note: "Called back",
      staffEmail: "s@x.co.za",
      now: daysAgo(30),
    });
    const oldWithFreshQuote = await lead({ kind: "quote", now: daysAgo(800), email: "quoted@example.co.za" });
    await addQuote(oldWithFreshQuote.id, daysAgo(10), { email: "quoted@example.co.za" });

    const summary = await runRetention(env.database.db, DEFAULT_RETENTION, NOW);

    expect(summary.enquiriesAnonymised).toBe(1);
    expect(await row(old.id)).toMatchObject({
      full_name: null,
      email: null,
      phone: null,
      referrer: null,
      payload: "{}",
      ip_hash: null,
      user_agent: null,
      anonymised_at: NOW.toISOString(),
      kind: "contact",
      status: "new",
      // The channel stays for the figures; a search term or a link's content may point to a person.
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "weddings",
      utm_term: null,
      utm_content: null,
      lead_form: "contact",
    });
    expect(await outboxOf(old.id)).toEqual([]);
    for (const kept of [recent, oldButWorkedOn, oldWithFreshQuote]) {
      expect((await row(kept.id))?.anonymised_at).toBeNull();
      expect((await row(kept.id))?.email).not.toBeNull();
    }
    // A second pass finds nothing more to do.
    expect(await runRetention(env.database.db, DEFAULT_RETENTION, NOW)).toMatchObject({
      enquiriesAnonymised: 0,
      bookingsAnonymised: 0,
      unconfirmedDeleted: 0,
    });
  });

  it("keeps bookings for 5 years, then anonymises them with their quotes", async () => {
    const booked = await lead({ kind: "quote", now: daysAgo(3 * 365) });
    const quote = await addQuote(booked.id, daysAgo(3 * 365));
    await changeLeadStatus(env.database.db, {
      leadId: booked.id,
      from: "new",
      to: "won",
      staffEmail: "s@x.co.za",
      now: daysAgo(3 * 365),
    });
    expect((await runRetention(env.database.db, DEFAULT_RETENTION, NOW)).bookingsAnonymised).toBe(0);

    const later = new Date(NOW.getTime() + 3 * 365 * DAY);
    const summary = await runRetention(env.database.db, DEFAULT_RETENTION, later);
    expect(summary).toMatchObject({ bookingsAnonymised: 1, quotesAnonymised: 1 });
    const storedQuote = await env.database.db
      .selectFrom("quotes")
      .selectAll()
      .where("id", "=", quote)
      .executeTakeFirst();
    expect(storedQuote).toMatchObject({
      contact_name: "",
      contact_email: "",
      contact_phone: "",
      venue: null,
      company_name: null,
      company_vat_number: null,
    });
    // What identifies nobody stays: the equipment and the totals.
    expect(Number(storedQuote?.total_price_cents)).toBe(75_000);
  });
});

describe.each(backends)(
  "POPIA data handling on $name: the retention clean-up: set periods, sign-ups, copies and one run at a time",
  (backend) => {
    const env = privacyData(backend);
    const { lead, row, outboxOf } = env;

    it("follows a configured period", async () => {
      const sixMonthsOld = await lead({ now: daysAgo(200) });
      await runRetention(env.database.db, DEFAULT_RETENTION, NOW);
      expect((await row(sixMonthsOld.id))?.anonymised_at).toBeNull();
      await runRetention(env.database.db, { ...DEFAULT_RETENTION, enquiryMonths: 6 }, NOW);
      expect((await row(sixMonthsOld.id))?.anonymised_at).toBe(NOW.toISOString());
    });

    it("deletes sign-ups and privacy requests never confirmed after 7 days, and keeps confirmed subscribers", async () => {
      const unconfirmed = await lead({ kind: "subscriber", now: daysAgo(8), channels: ["confirmation_email"] });
      const young = await lead({ kind: "subscriber", now: daysAgo(6), email: "young@example.co.za" });
      const request = await lead({ kind: "privacy_request", now: daysAgo(8), email: "req@example.co.za" });
      const confirmed = await lead({ kind: "subscriber", now: daysAgo(900), email: "reader@example.co.za" });
      await confirmLead(env.database.db, { purpose: "subscribe", leadId: confirmed.id }, [], daysAgo(899));

      const summary = await runRetention(env.database.db, DEFAULT_RETENTION, NOW);
      expect(summary.unconfirmedDeleted).toBe(2);
      expect(await row(unconfirmed.id)).toBeUndefined();
      expect(await row(request.id)).toBeUndefined();
      expect(await outboxOf(unconfirmed.id)).toEqual([]);
      expect(await row(young.id)).toBeDefined();
      expect((await row(confirmed.id))?.anonymised_at).toBeNull();
    });

    it("deletes delivered notification copies and telemetry past their periods", async () => {
      const recent = await lead({ now: daysAgo(100) });
      await env.database.db.updateTable("outbox").set({ status: "sent" }).where("lead_id", "=", recent.id).execute();
      const pending = await lead({ now: daysAgo(100), email: "pending@example.co.za" });
      await recordServerError(env.database.db, { message: "old", page: "/", now: daysAgo(91) });
      await recordServerError(env.database.db, { message: "new", page: "/", now: daysAgo(89) });

      const summary = await runRetention(env.database.db, DEFAULT_RETENTION, NOW);
      expect(summary.messagesDeleted).toBe(1);
      expect(summary.telemetryDeleted).toBe(1);
      expect(await outboxOf(recent.id)).toEqual([]);
      // A notification still waiting to go out is not a log: it stays with its lead.
      expect(await outboxOf(pending.id)).toHaveLength(1);
      const errors = await env.database.db.selectFrom("site_errors").select("message").execute();
      expect(errors.map((error) => error.message)).toEqual(["new"]);
    });

    it("lets one process at a time run it, and not again within the gap", async () => {
      const options = { now: NOW, leaseMs: 30 * 60_000, minGapMs: 60 * 60_000 };
      // A second handle on the same database, as a second app process has.
      const other = await env.target.open();
      const claims = await Promise.all([
        claimScheduledJob(env.database.db, "retention", options),
        claimScheduledJob(other.db, "retention", options),
        claimScheduledJob(env.database.db, "retention", options),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);

      await finishScheduledJob(env.database.db, "retention", { now: NOW, summary: { done: 1 } });
      const soon = { ...options, now: new Date(NOW.getTime() + 30 * 60_000) };
      expect(await claimScheduledJob(other.db, "retention", soon)).toBe(false);
      const nextDay = { ...options, now: new Date(NOW.getTime() + DAY) };
      expect(await claimScheduledJob(other.db, "retention", nextDay)).toBe(true);
      // A run that died (no finish) leaves the job to others once its lease ends.
      const afterLease = { ...options, now: new Date(NOW.getTime() + DAY + 31 * 60_000) };
      expect(await claimScheduledJob(env.database.db, "retention", { ...afterLease, minGapMs: 0 })).toBe(true);
    });
  },
);
