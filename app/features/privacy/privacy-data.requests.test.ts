// POPIA requests (confirmation, export and erasure) on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { addLeadNote } from "#app/features/leads/inbox/lead-admin.server.ts";
import {
  checkConfirmationToken,
  confirmLead,
  confirmationToken,
  requeueConfirmation,
} from "#app/features/leads/confirmation/confirmations.server.ts";
import {
  collectSubjectData,
  eraseSubject,
  listPrivacyAudit,
  subjectScope,
  verifySubjectRecords,
} from "#app/features/privacy/subject-data.server.ts";
import { NOW, DAY, backends, privacyData } from "#app/features/privacy/privacy-data.test-support.ts";

describe.each(backends)("POPIA data handling on $name: confirmation", (backend) => {
  const env = privacyData(backend);
  const { lead, row, outboxOf } = env;
  it("signs links only this database's key verifies, and confirms once", async () => {
    const request = await lead({ kind: "privacy_request", channels: ["confirmation_email"] });
    const { token, expiresAt } = await confirmationToken(env.database.db, "privacy", request.id, NOW);
    expect(expiresAt.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(await checkConfirmationToken(env.database.db, token, NOW)).toMatchObject({ status: "valid" });
    expect(await checkConfirmationToken(env.database.db, token, expiresAt)).toMatchObject({ status: "expired" });

    expect(await confirmLead(env.database.db, { purpose: "privacy", leadId: request.id }, ["email"], NOW)).toEqual({
      status: "confirmed",
      purpose: "privacy",
      leadId: request.id,
    });
    expect((await row(request.id))?.confirmed_at).toBe(NOW.toISOString());
    // Sales hear of it now, once: the confirmation e-mail and one sales e-mail.
    const channels = (await outboxOf(request.id)).map((message) => message.channel).sort();
    expect(channels).toEqual(["confirmation_email", "email"]);
    expect(
      (await confirmLead(env.database.db, { purpose: "privacy", leadId: request.id }, ["email"], NOW)).status,
    ).toBe("already_confirmed");
    expect(await outboxOf(request.id)).toHaveLength(2);
    // A link for one kind confirms nothing of another.
    expect((await confirmLead(env.database.db, { purpose: "subscribe", leadId: request.id }, [], NOW)).status).toBe(
      "gone",
    );
  });

  it("sends a repeated, unconfirmed sign-up a new link, at most once per ten minutes", async () => {
    const subscriber = await lead({ kind: "subscriber", channels: ["confirmation_email"] });
    const confirmationsQueued = async () =>
      (await outboxOf(subscriber.id)).filter((message) => message.channel === "confirmation_email").length;
    expect(await requeueConfirmation(env.database.db, subscriber.id, new Date(NOW.getTime() + 5 * 60_000))).toBe(false);
    expect(await requeueConfirmation(env.database.db, subscriber.id, new Date(NOW.getTime() + 11 * 60_000))).toBe(true);
    expect(await confirmationsQueued()).toBe(2);
    await confirmLead(env.database.db, { purpose: "subscribe", leadId: subscriber.id }, [], NOW);
    expect(await requeueConfirmation(env.database.db, subscriber.id, new Date(NOW.getTime() + DAY))).toBe(false);
    expect(await confirmationsQueued()).toBe(2);
  });

  it("records a subscriber's consent at confirmation", async () => {
    const subscriber = await lead({ kind: "subscriber", marketingConsent: false });
    expect(await row(subscriber.id)).toMatchObject({ marketing_consent: 0, consent_at: null, confirmed_at: null });
    const at = new Date(NOW.getTime() + 60_000);
    await confirmLead(env.database.db, { purpose: "subscribe", leadId: subscriber.id }, [], at);
    expect(await row(subscriber.id)).toMatchObject({
      marketing_consent: 1,
      consent_at: at.toISOString(),
      confirmed_at: at.toISOString(),
    });
  });
});

describe.each(backends)("POPIA data handling on $name: export and erasure", (backend) => {
  const env = privacyData(backend);
  const { lead, addQuote, row, outboxOf } = env;
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
    await addLeadNote(env.database.db, { leadId: contact.id, note: "Prefers WhatsApp", staffEmail: "s@x.co.za" });
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
    const data = await collectSubjectData(env.database.db, subjectOf(request), NOW);
    expect(data.leads.map((found) => found.id).sort()).toEqual([contact.id, quoteLead.id, request.id].sort());
    expect(data.leads.map((found) => found.id)).not.toContain(stranger.id);
    // The call-back carries only the phone number (any notation): unverified, so not exported.
    expect(data.leads.map((found) => found.id)).not.toContain(callback.id);
    expect(data.quotes.map((found) => found.id)).toEqual([quote]);
    expect(data.staffNotes.map((note) => note.note)).toContain("Prefers WhatsApp");
    expect(data.messages.length).toBeGreaterThanOrEqual(3);
    // What an e-mail to them said, as it went, is part of what is held (migration 0024).
    const messageId = String(data.messages[0]!.id);
    const copy = { to: "nomsa@example.co.za", subject: "Please confirm", text: "Confirm at WITHHELD" };
    await env.database.db
      .updateTable("outbox")
      .set({ status: "sent", sent_copy: JSON.stringify(copy) })
      .where("id", "=", messageId)
      .execute();
    const withCopy = await collectSubjectData(env.database.db, subjectOf(request), NOW);
    expect(withCopy.messages.find((message) => message.id === messageId)?.sentEmail).toEqual(copy);
    expect(withCopy.messages.filter((message) => message.id !== messageId).map((m) => m.sentEmail)).not.toContain(copy);
    expect(data.leads.find((found) => found.id === contact.id)).toMatchObject({
      fullName: "Nomsa Zulu",
      submission: { comments: "Sound for 120 guests in Midrand" },
      // Where the enquiry came from is part of what is held (decision 036).
      cameFrom: { form: "contact", utmCampaign: "weddings", referrerHost: "www.google.co.za" },
    });
    expect((await subjectScope(env.database.db, subjectOf(request))).unverified).toEqual([
      expect.objectContaining({ kind: "lead", id: callback.id, reason: "phone", phone: "+27 (82) 555-0177" }),
    ]);
  });

  it("erases it all in one go and keeps an audit entry without personal details", async () => {
    const { contact, callback, quoteLead, quote, stranger, request } = await person();
    await verifySubjectRecords(env.database.db, {
      subject: subjectOf(request),
      records: [{ kind: "lead", id: callback.id }],
      staffEmail: "io@sandtonsoundhire.co.za",
      now: NOW,
    });
    const counts = await eraseSubject(env.database.db, {
      subject: subjectOf(request),
      staffEmail: "io@sandtonsoundhire.co.za",
      now: NOW,
    });
    expect(counts).toMatchObject({ leads: 4, quotes: 1, notes: 1 });
    for (const erased of [contact, callback, quoteLead, request]) {
      expect(await row(erased.id)).toMatchObject({ full_name: null, email: null, phone: null, payload: "{}" });
      expect(await outboxOf(erased.id)).toEqual([]);
    }
    const notes = await env.database.db.selectFrom("lead_events").selectAll().where("type", "=", "note").execute();
    expect(notes).toEqual([]);
    expect(
      await env.database.db.selectFrom("quotes").select("contact_email").where("id", "=", quote).executeTakeFirst(),
    ).toEqual({ contact_email: "" });
    expect((await row(stranger.id))?.email).toBe("someone.else@example.co.za");

    const audit = await listPrivacyAudit(env.database.db, request.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: "verify", summary: { leads: 1, quotes: 0 } }),
      expect.objectContaining({ action: "erase", summary: counts, staffEmail: "io@sandtonsoundhire.co.za" }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/nomsa|0825550177|Zulu/i);

    const after = await collectSubjectData(env.database.db, subjectOf(request), NOW);
    expect(after.leads).toEqual([]);
    expect(after.quotes).toEqual([]);
  });
});
