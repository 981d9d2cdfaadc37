// The staff data tests' set-up: a priced sample quote, sample leads, and a fresh
// database per test on each backend that can run here.
import { expect } from "vitest";
import { claimDueOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { LeadStatus } from "#app/features/leads/index.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { changeLeadStatus } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type NewLead, getLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { type NewQuote } from "#app/features/quotes/quotes-db.server.ts";
import { createStaffSession, createStaffUser } from "#app/features/staff/staff-db.server.ts";
import {
  type TestBackend,
  type TestTarget,
  runnableBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

export const T0 = new Date("2026-11-21T09:30:00.000Z");
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const at = (ms: number) => new Date(T0.getTime() + ms);

export const ANNA = "anna@sandtonsoundhire.co.za";
export const BEN = "ben@sandtonsoundhire.co.za";

export const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

export function newQuote(overrides: Partial<NewQuote> = {}): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    marketingConsent: false,
    channels: [],
    now: T0,
    ...overrides,
  };
}

export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: "Please call" },
    fullName: "Jane Dlamini",
    email: "jane@example.co.za",
    phone: "011 555 0101",
    channels: [],
    now: T0,
    ...overrides,
  };
}

export const backends = runnableBackends("staff-admin");

/** A fresh database of the backend for each test, with helpers that write through it. */
export function staffAdminData(backend: TestBackend) {
  let target!: TestTarget;
  let database!: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  async function addLead(overrides: Partial<NewLead> = {}): Promise<string> {
    const { id } = await insertLead(database.db, newLead(overrides));
    return id;
  }

  async function addStaff(email: string): Promise<string> {
    const result = await createStaffUser(database.db, { email, passwordHash: `hash-of-${email}`, now: T0 });
    if (!result.id) throw new Error(`could not create ${email}`);
    return result.id;
  }

  async function addSession(staffId: string, idHash: string, expiresAt: Date = at(2 * HOUR)): Promise<void> {
    await createStaffSession(database.db, { idHash, staffId, csrfToken: `csrf-${idHash}`, expiresAt, now: T0 });
  }

  async function sessionHashes(): Promise<string[]> {
    const rows = await database.db.selectFrom("staff_sessions").select("id_hash").orderBy("id_hash").execute();
    return rows.map((row) => row.id_hash);
  }

  async function setStatus(leadId: string, to: LeadStatus): Promise<void> {
    const lead = await getLead(database.db, leadId);
    if (!lead) throw new Error("no such lead");
    const result = await changeLeadStatus(database.db, { leadId, from: lead.status, to, staffEmail: ANNA, now: T0 });
    expect(result).toEqual({ status: "changed" });
  }
  /** A lead whose e-mail notification has been claimed once by the outbox. */
  async function leadWithClaimedRow(): Promise<{ leadId: string; outboxId: string }> {
    const leadId = await addLead({ channels: ["email"] });
    const [claimed] = await claimDueOutbox(database.db, T0, 10);
    if (!claimed) throw new Error("nothing claimed");
    expect(claimed.attempts).toBe(1);
    return { leadId, outboxId: claimed.id };
  }
  return {
    get target() {
      return target;
    },
    get database() {
      return database;
    },
    addLead,
    addStaff,
    addSession,
    sessionHashes,
    setStatus,
    leadWithClaimedRow,
  };
}
