// POPIA on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set): the retention clean-up and its lease, confirmation of sign-ups and
// privacy requests, and the export and erasure of everything held about a person:
// only what the requester proved (the confirmed e-mail address) and what staff
// verified, never a record found by the phone number alone (issue 32, item 2).
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { addLeadNote, changeLeadStatus } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { recordServerError } from "#app/platform/telemetry/telemetry-db.server.ts";
import { type TestTarget, freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import {
  checkConfirmationToken,
  confirmLead,
  confirmationToken,
  requeueConfirmation,
} from "#app/features/privacy/confirmations.server.ts";
import { claimScheduledJob, finishScheduledJob, runRetention } from "#app/features/privacy/retention.server.ts";
import {
  collectSubjectData,
  eraseSubject,
  listPrivacyAudit,
  subjectScope,
  verifySubjectRecords,
} from "#app/features/privacy/subject-data.server.ts";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const backends = runnableBackends("privacy");

describe.each(backends)("POPIA data handling on $name", (backend) => {
  let database: AppDatabase;
  let target: TestTarget;
  freshDatabasePerTest(backend, (opened) => ({ database, target } = opened));

  function lead(overrides: Partial<NewLead> = {}): Promise<{ id: string }> {
    return insertLead(database.db, {
      kind: "contact",
      source: "Website Form",
      payload: { comments: "Sound for 120 guests in Midrand" },
      fullName: "Nomsa Zulu",
      email: "nomsa@example.co.za",
      phone: "082 555 0177",
      referrer: "https://www.sandtonsoundhire.co.za/contact",
      userAgent: "Mozilla/5.0",
      ipHash: "abc123",
      channels: ["email"],
      now: NOW,
      ...overrides,
    });
  }

  async function addQuote(leadId: string, updatedAt: Date, contact = { email: "nomsa@example.co.za" }) {
    const id = newId();
    await database.db
      .insertInto("quotes")
      .values({
        id,
        quote_number: `Q-261125-${id.slice(-4).toUpperCase()}`,
        lead_id: leadId,
        access_token_hash: "0".repeat(64),
        contact_name: "Nomsa Zulu",
        contact_email: contact.email,
        contact_phone: "+27 82 555 0177",
        event_date: "2027-02-14",
        venue: "Midrand Conference Centre",
        company_name: "Zulu Conferencing (Pty) Ltd",
        company_vat_number: "4111222333",
        lines: JSON.stringify([{ name: "Powered speaker", quantity: 2 }]),
        total_items: 2,
        total_price_cents: 75_000,
        total_discount_cents: 0,
        created_at: updatedAt.toISOString(),
        updated_at: updatedAt.toISOString(),
      })
      .execute();
    return id;
  }

  const row = (id: string) => database.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  const outboxOf = (id: string) => database.db.selectFrom("outbox").selectAll().where("lead_id", "=", id).execute();

  describe("the retention clean-up", () => {
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
      await addLeadNote(database.db, {
        leadId: oldButWorkedOn.id,
        note: "Called back",
        staffEmail: "s@x.co.za",
        now: daysAgo(30),
      });
      const oldWithFreshQuote = await lead({ kind: "quote", now: daysAgo(800), email: "quoted@example.co.za" });
      await addQuote(oldWithFreshQuote.id, daysAgo(10), { email: "quoted@example.co.za" });

      const summary = await runRetention(database.db, DEFAULT_RETENTION, NOW);

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
      expect(await runRetention(database.db, DEFAULT_RETENTION, NOW)).toMatchObject({
        enquiriesAnonymised: 0,
        bookingsAnonymised: 0,
        unconfirmedDeleted: 0,
      });
    });

    it("keeps bookings for 5 years, then anonymises them with their quotes", async () => {
      const booked = await lead({ kind: "quote", now: daysAgo(3 * 365) });
      const quote = await addQuote(booked.id, daysAgo(3 * 365));
      await changeLeadStatus(database.db, {
        leadId: booked.id,
        from: "new",
        to: "won",
        staffEmail: "s@x.co.za",
        now: daysAgo(3 * 365),
      });
      expect((await runRetention(database.db, DEFAULT_RETENTION, NOW)).bookingsAnonymised).toBe(0);

      const later = new Date(NOW.getTime() + 3 * 365 * DAY);
      const summary = await runRetention(database.db, DEFAULT_RETENTION, later);
      expect(summary).toMatchObject({ bookingsAnonymised: 1, quotesAnonymised: 1 });
      const storedQuote = await database.db.selectFrom("quotes").selectAll().where("id", "=", quote).executeTakeFirst();
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

    it("follows a configured period", async () => {
      const sixMonthsOld = await lead({ now: daysAgo(200) });
      await runRetention(database.db, DEFAULT_RETENTION, NOW);
      expect((await row(sixMonthsOld.id))?.anonymised_at).toBeNull();
      await runRetention(database.db, { ...DEFAULT_RETENTION, enquiryMonths: 6 }, NOW);
      expect((await row(sixMonthsOld.id))?.anonymised_at).toBe(NOW.toISOString());
    });

    it("deletes sign-ups and privacy requests never confirmed after 7 days, and keeps confirmed subscribers", async () => {
      const unconfirmed = await lead({ kind: "subscriber", now: daysAgo(8), channels: ["confirmation_email"] });
      const young = await lead({ kind: "subscriber", now: daysAgo(6), email: "young@example.co.za" });
      const request = await lead({ kind: "privacy_request", now: daysAgo(8), email: "req@example.co.za" });
      const confirmed = await lead({ kind: "subscriber", now: daysAgo(900), email: "reader@example.co.za" });
      await confirmLead(database.db, { purpose: "subscribe", leadId: confirmed.id }, [], daysAgo(899));

      const summary = await runRetention(database.db, DEFAULT_RETENTION, NOW);
      expect(summary.unconfirmedDeleted).toBe(2);
      expect(await row(unconfirmed.id)).toBeUndefined();
      expect(await row(request.id)).toBeUndefined();
      expect(await outboxOf(unconfirmed.id)).toEqual([]);
      expect(await row(young.id)).toBeDefined();
      expect((await row(confirmed.id))?.anonymised_at).toBeNull();
    });

    it("deletes delivered notification copies and telemetry past their periods", async () => {
      const recent = await lead({ now: daysAgo(100) });
      await database.db.updateTable("outbox").set({ status: "sent" }).where("lead_id", "=", recent.id).execute();
      const pending = await lead({ now: daysAgo(100), email: "pending@example.co.za" });
      await recordServerError(database.db, { message: "old", page: "/", now: daysAgo(91) });
      await recordServerError(database.db, { message: "new", page: "/", now: daysAgo(89) });

      const summary = await runRetention(database.db, DEFAULT_RETENTION, NOW);
      expect(summary.messagesDeleted).toBe(1);
      expect(summary.telemetryDeleted).toBe(1);
      expect(await outboxOf(recent.id)).toEqual([]);
      // A notification still waiting to go out is not a log: it stays with its lead.
      expect(await outboxOf(pending.id)).toHaveLength(1);
      const errors = await database.db.selectFrom("site_errors").select("message").execute();
      expect(errors.map((error) => error.message)).toEqual(["new"]);
    });

    it("lets one process at a time run it, and not again within the gap", async () => {
      const options = { now: NOW, leaseMs: 30 * 60_000, minGapMs: 60 * 60_000 };
      // A second handle on the same database, as a second app process has.
      const other = await target.open();
      const claims = await Promise.all([
        claimScheduledJob(database.db, "retention", options),
        claimScheduledJob(other.db, "retention", options),
        claimScheduledJob(database.db, "retention", options),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);

      await finishScheduledJob(database.db, "retention", { now: NOW, summary: { done: 1 } });
      const soon = { ...options, now: new Date(NOW.getTime() + 30 * 60_000) };
      expect(await claimScheduledJob(other.db, "retention", soon)).toBe(false);
      const nextDay = { ...options, now: new Date(NOW.getTime() + DAY) };
      expect(await claimScheduledJob(other.db, "retention", nextDay)).toBe(true);
      // A run that died (no finish) leaves the job to others once its lease ends.
      const afterLease = { ...options, now: new Date(NOW.getTime() + DAY + 31 * 60_000) };
      expect(await claimScheduledJob(database.db, "retention", { ...afterLease, minGapMs: 0 })).toBe(true);
    });
  });

  describe("confirmation", () => {
    it("signs links only this database's key verifies, and confirms once", async () => {
      const request = await lead({ kind: "privacy_request", channels: ["confirmation_email"] });
      const { token, expiresAt } = await confirmationToken(database.db, "privacy", request.id, NOW);
      expect(expiresAt.toISOString()).toBe("2026-11-28T10:00:00.000Z");
      expect(await checkConfirmationToken(database.db, token, NOW)).toMatchObject({ status: "valid" });
      expect(await checkConfirmationToken(database.db, token, expiresAt)).toMatchObject({ status: "expired" });

      expect(await confirmLead(database.db, { purpose: "privacy", leadId: request.id }, ["email"], NOW)).toEqual({
        status: "confirmed",
        purpose: "privacy",
        leadId: request.id,
      });
      expect((await row(request.id))?.confirmed_at).toBe(NOW.toISOString());
      // Sales hear of it now, once: the confirmation e-mail and one sales e-mail.
      const channels = (await outboxOf(request.id)).map((message) => message.channel).sort();
      expect(channels).toEqual(["confirmation_email", "email"]);
      expect((await confirmLead(database.db, { purpose: "privacy", leadId: request.id }, ["email"], NOW)).status).toBe(
        "already_confirmed",
      );
      expect(await outboxOf(request.id)).toHaveLength(2);
      // A link for one kind confirms nothing of another.
      expect((await confirmLead(database.db, { purpose: "subscribe", leadId: request.id }, [], NOW)).status).toBe(
        "gone",
      );
    });

    it("sends a repeated, unconfirmed sign-up a new link, at most once per ten minutes", async () => {
      const subscriber = await lead({ kind: "subscriber", channels: ["confirmation_email"] });
      const confirmationsQueued = async () =>
        (await outboxOf(subscriber.id)).filter((message) => message.channel === "confirmation_email").length;
      expect(await requeueConfirmation(database.db, subscriber.id, new Date(NOW.getTime() + 5 * 60_000))).toBe(false);
      expect(await requeueConfirmation(database.db, subscriber.id, new Date(NOW.getTime() + 11 * 60_000))).toBe(true);
      expect(await confirmationsQueued()).toBe(2);
      await confirmLead(database.db, { purpose: "subscribe", leadId: subscriber.id }, [], NOW);
      expect(await requeueConfirmation(database.db, subscriber.id, new Date(NOW.getTime() + DAY))).toBe(false);
      expect(await confirmationsQueued()).toBe(2);
    });

    it("records a subscriber's consent at confirmation", async () => {
      const subscriber = await lead({ kind: "subscriber", marketingConsent: false });
      expect(await row(subscriber.id)).toMatchObject({ marketing_consent: 0, consent_at: null, confirmed_at: null });
      const at = new Date(NOW.getTime() + 60_000);
      await confirmLead(database.db, { purpose: "subscribe", leadId: subscriber.id }, [], at);
      expect(await row(subscriber.id)).toMatchObject({
        marketing_consent: 1,
        consent_at: at.toISOString(),
        confirmed_at: at.toISOString(),
      });
    });
  });

  describe("export and erasure", () => {
    async function person() {
      const contact = await lead({
        email: "Nomsa@Example.co.za",
        attribution: {
          form: "contact",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "weddings",
          utmTerm: null,
          utmContent: null,
          adClick: "google",
          referrerHost: "www.google.co.za",
          landingPage: "/wedding-sound-gauteng",
        },
      });
      const callback = await lead({ kind: "callback", email: null, phone: "+27 (82) 555-0177" });
      const quoteLead = await lead({ kind: "quote", email: "nomsa@example.co.za", phone: null });
      const quote = await addQuote(quoteLead.id, NOW);
      await addLeadNote(database.db, { leadId: contact.id, note: "Prefers WhatsApp", staffEmail: "s@x.co.za" });
      const stranger = await lead({ email: "someone.else@example.co.za", phone: "011 000 0000" });
      const request = await lead({
        kind: "privacy_request",
        source: "Privacy Request",
        payload: { requestType: "deletion", details: "" },
        email: "nomsa@example.co.za",
        phone: "0825550177",
        channels: ["confirmation_email"],
      });
      return { contact, callback, quoteLead, quote, stranger, request };
    }

    const subjectOf = (request: { id: string }) => ({
      requestId: request.id,
      confirmedEmail: "nomsa@example.co.za",
      phone: "0825550177",
    });

    it("exports what is held under the confirmed address (any case); a phone-only match is held back", async () => {
      const { contact, callback, quoteLead, quote, stranger, request } = await person();
      const data = await collectSubjectData(database.db, subjectOf(request), NOW);
      expect(data.leads.map((found) => found.id).sort()).toEqual([contact.id, quoteLead.id, request.id].sort());
      expect(data.leads.map((found) => found.id)).not.toContain(stranger.id);
      // The call-back carries only the phone number (any notation): unverified, so not exported.
      expect(data.leads.map((found) => found.id)).not.toContain(callback.id);
      expect(data.quotes.map((found) => found.id)).toEqual([quote]);
      expect(data.staffNotes.map((note) => note.note)).toContain("Prefers WhatsApp");
      expect(data.messages.length).toBeGreaterThanOrEqual(3);
      expect(data.leads.find((found) => found.id === contact.id)).toMatchObject({
        fullName: "Nomsa Zulu",
        submission: { comments: "Sound for 120 guests in Midrand" },
        // Where the enquiry came from is part of what is held (decision 036).
        cameFrom: { form: "contact", utmCampaign: "weddings", referrerHost: "www.google.co.za" },
      });
      expect((await subjectScope(database.db, subjectOf(request))).unverified).toEqual([
        expect.objectContaining({ kind: "lead", id: callback.id, reason: "phone", phone: "+27 (82) 555-0177" }),
      ]);
    });

    it("erases it all in one go and keeps an audit entry without personal details", async () => {
      const { contact, callback, quoteLead, quote, stranger, request } = await person();
      await verifySubjectRecords(database.db, {
        subject: subjectOf(request),
        records: [{ kind: "lead", id: callback.id }],
        staffEmail: "io@sandtonsoundhire.co.za",
        now: NOW,
      });
      const counts = await eraseSubject(database.db, {
        subject: subjectOf(request),
        staffEmail: "io@sandtonsoundhire.co.za",
        now: NOW,
      });
      expect(counts).toMatchObject({ leads: 4, quotes: 1, notes: 1 });
      for (const erased of [contact, callback, quoteLead, request]) {
        expect(await row(erased.id)).toMatchObject({ full_name: null, email: null, phone: null, payload: "{}" });
        expect(await outboxOf(erased.id)).toEqual([]);
      }
      const notes = await database.db.selectFrom("lead_events").selectAll().where("type", "=", "note").execute();
      expect(notes).toEqual([]);
      expect(
        await database.db.selectFrom("quotes").select("contact_email").where("id", "=", quote).executeTakeFirst(),
      ).toEqual({ contact_email: "" });
      expect((await row(stranger.id))?.email).toBe("someone.else@example.co.za");

      const audit = await listPrivacyAudit(database.db, request.id);
      expect(audit).toEqual([
        expect.objectContaining({ action: "verify", summary: { leads: 1, quotes: 0 } }),
        expect.objectContaining({ action: "erase", summary: counts, staffEmail: "io@sandtonsoundhire.co.za" }),
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/nomsa|0825550177|Zulu/i);

      const after = await collectSubjectData(database.db, subjectOf(request), NOW);
      expect(after.leads).toEqual([]);
      expect(after.quotes).toEqual([]);
    });
  });

  describe("a request with someone else's phone number (issue 32)", () => {
    const ATTACKER = "mallory@example.net";

    /** The victim's accepted quote and its enquiry; the attacker's confirmed request naming the victim's phone. */
    async function attack() {
      const victimLead = await lead({ kind: "quote", source: "Quote Request" });
      const victimQuote = await addQuote(victimLead.id, NOW);
      await database.db.updateTable("quotes").set({ status: "accepted" }).where("id", "=", victimQuote).execute();
      const request = await lead({
        kind: "privacy_request",
        source: "Privacy Request",
        payload: { requestType: "access", details: "" },
        fullName: "Mallory",
        email: ATTACKER,
        phone: "+27 82 555 0177",
        channels: ["confirmation_email"],
      });
      await confirmLead(database.db, { purpose: "privacy", leadId: request.id }, [], NOW);
      const subject = { requestId: request.id, confirmedEmail: ATTACKER, phone: "+27 82 555 0177" };
      return { victimLead, victimQuote, request, subject };
    }

    it("exports and erases nothing of the victim's, and shows staff what it held back", async () => {
      const { victimLead, victimQuote, request, subject } = await attack();

      const exported = await collectSubjectData(database.db, subject, NOW);
      expect(exported.leads.map((found) => found.id)).toEqual([request.id]);
      expect(exported.quotes).toEqual([]);
      expect(JSON.stringify(exported)).not.toMatch(/Nomsa|Midrand|nomsa@example/);

      const scope = await subjectScope(database.db, subject);
      expect(scope.unverified).toEqual([
        expect.objectContaining({ kind: "lead", id: victimLead.id, reason: "phone", email: "nomsa@example.co.za" }),
        expect.objectContaining({ kind: "quote", id: victimQuote, reason: "enquiry", name: "Nomsa Zulu" }),
      ]);

      const counts = await eraseSubject(database.db, { subject, staffEmail: "io@sandtonsoundhire.co.za", now: NOW });
      expect(counts).toMatchObject({ leads: 1, quotes: 0, proofs: 0 });
      expect(await row(victimLead.id)).toMatchObject({ email: "nomsa@example.co.za", anonymised_at: null });
      const quote = await database.db.selectFrom("quotes").selectAll().where("id", "=", victimQuote).executeTakeFirst();
      expect(quote).toMatchObject({
        status: "accepted",
        contact_name: "Nomsa Zulu",
        venue: "Midrand Conference Centre",
      });
    });

    it("includes a held-back record only once staff verify it for this request, and audits that", async () => {
      const { victimLead, victimQuote, request, subject } = await attack();
      // Verified for another request: it counts for that one alone.
      const other = { ...subject, requestId: "another-request" };
      expect(
        await verifySubjectRecords(database.db, {
          subject: other,
          records: [{ kind: "lead", id: victimLead.id }],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toMatchObject({ status: "verified" });
      expect((await collectSubjectData(database.db, subject, NOW)).quotes).toEqual([]);

      // Only a record the request holds back can be verified: the stranger's is refused and nothing is recorded.
      const stranger = await lead({ email: "someone.else@example.co.za", phone: "011 000 0000" });
      expect(
        await verifySubjectRecords(database.db, {
          subject,
          records: [
            { kind: "lead", id: victimLead.id },
            { kind: "lead", id: stranger.id },
          ],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toEqual({ status: "not_unverified", record: { kind: "lead", id: stranger.id } });
      expect(await listPrivacyAudit(database.db, request.id)).toEqual([]);

      expect(
        await verifySubjectRecords(database.db, {
          subject,
          records: [
            { kind: "lead", id: victimLead.id },
            { kind: "lead", id: victimLead.id },
          ],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toEqual({ status: "verified", counts: { leads: 1, quotes: 0 } });
      const exported = await collectSubjectData(database.db, subject, NOW);
      // The enquiry, and with it the quote it asked for.
      expect(exported.leads.map((found) => found.id).sort()).toEqual([request.id, victimLead.id].sort());
      expect(exported.quotes.map((found) => found.id)).toEqual([victimQuote]);
      expect((await subjectScope(database.db, subject)).unverified).toEqual([]);
      expect(await listPrivacyAudit(database.db, request.id)).toEqual([
        expect.objectContaining({
          action: "verify",
          summary: { leads: 1, quotes: 0 },
          staffEmail: "io@sandtonsoundhire.co.za",
        }),
      ]);
    });
  });
});
