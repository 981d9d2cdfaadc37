// POST /api/av/leads under hostile input, valid leads: stored as sent and
// only once (a retried post with its Idempotency-Key too), and shown inert to
// staff and sales; nothing answers 5xx.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PROTO_KEYS } from "./arbitraries.ts";
import {
  check,
  expectInertInSalesEmails,
  expectInertInStaffInbox,
  fieldErrors,
  withPrototypeKeys,
} from "./properties.ts";
import { BACKENDS, jsonHeaders, signInAsStaff } from "./support.ts";
import {
  type LeadsSuite,
  anyValidLead,
  BODY_LIMIT,
  column,
  ENDPOINT,
  kept,
  KIND_BY_SOURCE,
  pollutingExtras,
  useLeadsSuite,
  without,
} from "./leads-api.test-support.ts";

describe.each(BACKENDS)(`${ENDPOINT} under hostile input, valid leads, on %s`, (backend) => {
  const suite = useLeadsSuite(backend, "1-leads-api-1-stored");

  it("stores every valid lead, whatever text it carries, as sent and only once", async () => {
    await storesValidLeadsAsSent(suite);
  });

  it("stores a retried post once (Idempotency-Key) and refuses malformed keys", async () => {
    await storesRetriedPostsOnce(suite);
  });

  it("shows every stored hostile lead as inert text in the staff inbox", async () => {
    expect(suite.stored.length).toBeGreaterThan(0);
    const cookie = await signInAsStaff(suite.server);
    await expectInertInStaffInbox(suite.server, cookie, suite.stored, (status) =>
      suite.tally.record("GET /admin/leads/:id (staff view of fuzzed leads)", status),
    );
  });

  it("sends sales an e-mail per stored lead with the hostile text escaped", async () => {
    await expectInertInSalesEmails(suite.server, suite.stored);
  }, 120_000);

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

async function storesValidLeadsAsSent(suite: LeadsSuite): Promise<void> {
  await check(
    fc.asyncProperty(anyValidLead, pollutingExtras, pollutingExtras, async (lead, rootExtras, contactExtras) => {
      const contact = withPrototypeKeys(without(lead.contact), contactExtras);
      const body = withPrototypeKeys({ ...without(lead), contact }, rootExtras);
      const json = JSON.stringify(body);
      const before = await suite.leadRows();
      const answer = await suite.post(json);
      if (Buffer.byteLength(json) > BODY_LIMIT) {
        expect(answer.status).toBe(413);
        expect(await suite.leadRows()).toBe(before);
        return;
      }
      expect(answer.status, answer.text).toBe(201);
      const { id } = JSON.parse(answer.text) as { id: string };
      expect(await suite.leadRows()).toBe(before + 1);

      const row = (await suite.server.row("select * from leads where id = ?", id)) as Record<
        string,
        string | number | null
      >;
      const payload = JSON.parse(String(row.payload)) as Record<string, unknown> & {
        contact: Record<string, unknown>;
      };
      expect(row.kind).toBe(KIND_BY_SOURCE[lead.source]);
      expect(row.source).toBe(lead.source);
      expect(row.status).toBe("new");
      expect(row.full_name).toBe(column(kept(lead.contact.fullname, true)));
      expect(row.email).toBe(column(kept(lead.contact.email, true)));
      expect(row.phone).toBe(column(kept(lead.contact.tel, true)));
      expect(row.referrer).toBe(column(kept(lead.referrer)));
      expect(row.marketing_consent).toBe(lead.marketingConsent === true ? 1 : 0);
      for (const field of ["referrer", "vdn", "preferredTime", "comments"] as const)
        expect(payload[field], field).toBe(kept(lead[field]));
      for (const field of ["name", "surname", "company", "interestReason"] as const) {
        if (field in lead.contact) expect(payload.contact[field], field).toBe(kept(lead.contact[field]));
      }
      // Unknown and prototype keys are dropped, never stored or merged.
      const allowedRoot = ["requestedAt", "referrer", "vdn", "preferredTime", "comments", "source", "contact"];
      expect(Object.keys(payload).filter((key) => !allowedRoot.includes(key))).toEqual([]);
      for (const key of [...PROTO_KEYS, "isAdmin", "status", "id", "kind"]) {
        expect(Object.hasOwn(payload, key), key).toBe(false);
        expect(Object.hasOwn(payload.contact, key), `contact.${key}`).toBe(false);
      }
      suite.stored.push({ leadId: id, shown: [kept(lead.contact.fullname, true), kept(lead.comments)] });
    }),
    90,
  );
}

async function storesRetriedPostsOnce(suite: LeadsSuite): Promise<void> {
  const key = fc.stringMatching(/^[A-Za-z0-9:._-]{8,100}$/);
  const badKey = fc.oneof(
    fc.constantFrom(
      "short",
      "a b c d e f g h",
      "x".repeat(101),
      "<script>alert(1)</script>",
      "'; DROP TABLE leads--",
      "key/with/slash",
      "%00%00%00%00%00",
    ),
    fc.stringMatching(/^[!-~]{8,40}$/).filter((text) => !/^[A-Za-z0-9:._-]+$/.test(text)),
  );
  let keyRuns = 0;
  await check(
    fc.asyncProperty(anyValidLead, key, badKey, async (lead, goodKey, wrongKey) => {
      const json = JSON.stringify(without(lead));
      if (Buffer.byteLength(json) > BODY_LIMIT) return;
      const before = await suite.leadRows();
      const refused = await suite.post(json, jsonHeaders({ "Idempotency-Key": wrongKey }));
      expect(refused.status, wrongKey).toBe(400);
      expect(fieldErrors(refused.text).map((error) => error.field)).toContain("Idempotency-Key");
      expect(await suite.leadRows()).toBe(before);

      // A fresh key every run: shrinking replays runs, and a replayed key is (rightly) a replay.
      const key = `${goodKey.slice(0, 90)}.${(keyRuns += 1)}`;
      const first = await suite.post(json, jsonHeaders({ "Idempotency-Key": key }));
      const again = await suite.post(json, jsonHeaders({ "Idempotency-Key": key }));
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect((JSON.parse(again.text) as { id: string }).id).toBe((JSON.parse(first.text) as { id: string }).id);
      expect(await suite.leadRows()).toBe(before + 1);
    }),
    15,
  );
}
