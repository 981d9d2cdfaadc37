// A privacy request naming someone else's phone number (issue 32): nothing of theirs is
// exported or erased until staff verify it; SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { confirmLead } from "#app/features/leads/confirmation/confirmations.server.ts";
import {
  collectSubjectData,
  eraseSubject,
  listPrivacyAudit,
  subjectScope,
  verifySubjectRecords,
} from "#app/features/privacy/subject-data.server.ts";
import { NOW, backends, type PrivacyData, privacyData } from "#app/features/privacy/privacy-data.test-support.ts";

const ATTACKER = "mallory@example.net";

/** The victim's accepted quote and its enquiry; the attacker's confirmed request naming the victim's phone. */
async function attack(env: PrivacyData) {
  const { lead, addQuote } = env;
  const victimLead = await lead({ kind: "quote", source: "Quote Request" });
  const victimQuote = await addQuote(victimLead.id, NOW);
  await env.database.db.updateTable("quotes").set({ status: "accepted" }).where("id", "=", victimQuote).execute();
  const request = await lead({
    kind: "privacy_request",
    source: "Privacy Request",
    payload: { requestType: "access", details: "" },
    fullName: "Mallory",
    email: ATTACKER,
    phone: "+27 82 555 0177",
    channels: ["confirmation_email"],
  });
  await confirmLead(env.database.db, { purpose: "privacy", leadId: request.id }, [], NOW);
  const subject = { requestId: request.id, confirmedEmail: ATTACKER, phone: "+27 82 555 0177" };
  return { victimLead, victimQuote, request, subject };
}

describe.each(backends)(
  "POPIA data handling on $name: a request with someone else's phone number (issue 32)",
  (backend) => {
    const env = privacyData(backend);
    const { lead, row } = env;
    it("exports and erases nothing of the victim's, and shows staff what it held back", async () => {
      const { victimLead, victimQuote, request, subject } = await attack(env);

      const exported = await collectSubjectData(env.database.db, subject, NOW);
      expect(exported.leads.map((found) => found.id)).toEqual([request.id]);
      expect(exported.quotes).toEqual([]);
      expect(JSON.stringify(exported)).not.toMatch(/Nomsa|Midrand|nomsa@example/);

      const scope = await subjectScope(env.database.db, subject);
      expect(scope.unverified).toEqual([
        expect.objectContaining({ kind: "lead", id: victimLead.id, reason: "phone", email: "nomsa@example.co.za" }),
        expect.objectContaining({ kind: "quote", id: victimQuote, reason: "enquiry", name: "Nomsa Zulu" }),
      ]);

      const counts = await eraseSubject(env.database.db, {
        subject,
        staffEmail: "io@sandtonsoundhire.co.za",
        now: NOW,
      });
      expect(counts).toMatchObject({ leads: 1, quotes: 0, proofs: 0 });
      expect(await row(victimLead.id)).toMatchObject({ email: "nomsa@example.co.za", anonymised_at: null });
      const quote = await env.database.db
        .selectFrom("quotes")
        .selectAll()
        .where("id", "=", victimQuote)
        .executeTakeFirst();
      expect(quote).toMatchObject({
        status: "accepted",
        contact_name: "Nomsa Zulu",
        venue: "Midrand Conference Centre",
      });
    });

    it("includes a held-back record only once staff verify it for this request, and audits that", async () => {
      const { victimLead, victimQuote, request, subject } = await attack(env);
      // Verified for another request: it counts for that one alone.
      const other = { ...subject, requestId: "another-request" };
      expect(
        await verifySubjectRecords(env.database.db, {
          subject: other,
          records: [{ kind: "lead", id: victimLead.id }],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toMatchObject({ status: "verified" });
      expect((await collectSubjectData(env.database.db, subject, NOW)).quotes).toEqual([]);

      // Only a record the request holds back can be verified: the stranger's is refused and nothing is recorded.
      const stranger = await lead({ email: "someone.else@example.co.za", phone: "011 000 0000" });
      expect(
        await verifySubjectRecords(env.database.db, {
          subject,
          records: [
            { kind: "lead", id: victimLead.id },
            { kind: "lead", id: stranger.id },
          ],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toEqual({ status: "not_unverified", record: { kind: "lead", id: stranger.id } });
      expect(await listPrivacyAudit(env.database.db, request.id)).toEqual([]);

      expect(
        await verifySubjectRecords(env.database.db, {
          subject,
          records: [
            { kind: "lead", id: victimLead.id },
            { kind: "lead", id: victimLead.id },
          ],
          staffEmail: "io@sandtonsoundhire.co.za",
          now: NOW,
        }),
      ).toEqual({ status: "verified", counts: { leads: 1, quotes: 0 } });
      const exported = await collectSubjectData(env.database.db, subject, NOW);
      // The enquiry, and with it the quote it asked for.
      expect(exported.leads.map((found) => found.id).sort()).toEqual([request.id, victimLead.id].sort());
      expect(exported.quotes.map((found) => found.id)).toEqual([victimQuote]);
      expect((await subjectScope(env.database.db, subject)).unverified).toEqual([]);
      expect(await listPrivacyAudit(env.database.db, request.id)).toEqual([
        expect.objectContaining({
          action: "verify",
          summary: { leads: 1, quotes: 0 },
          staffEmail: "io@sandtonsoundhire.co.za",
        }),
      ]);
    });
  },
);
