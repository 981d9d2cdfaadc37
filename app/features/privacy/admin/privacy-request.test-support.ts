// A confirmed privacy request with what it covers (an enquiry under the
// confirmed e-mail address) and a callback found by its phone number only,
// for the staff privacy pages' tests. Test-only.
import type { Kysely } from "kysely";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

const NOW = new Date("2026-11-20T08:00:00.000Z");

function lead(db: Kysely<Database>, overrides: Partial<NewLead> = {}) {
  return insertLead(db, {
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

/** A deletion request confirmed from its inbox; `confirmed: false` leaves it unconfirmed (not staff's business yet). */
export async function seedPrivacyRequest(db: Kysely<Database>, { confirmed = true } = {}) {
  const enquiry = await lead(db);
  const callback = await lead(db, { kind: "callback", email: null, phone: "+27 (82) 555-0177" });
  const request = await lead(db, {
    kind: "privacy_request",
    source: "Privacy Request",
    payload: { requestType: "deletion", details: "Please delete everything" },
    email: "nomsa@example.co.za",
    phone: "0825550177",
    channels: ["confirmation_email"],
  });
  if (confirmed)
    await db.updateTable("leads").set({ confirmed_at: NOW.toISOString() }).where("id", "=", request.id).execute();
  return { enquiry, callback, request };
}
