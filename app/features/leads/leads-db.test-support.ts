// What the tests of the leads' tables share: a call-back lead as the form
// stores it, and row counts.
import type { JsonObject } from "#app/features/leads/notify/lead-notification.ts";
import type { NewLead } from "#app/features/leads/leads-db.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";

export const T0 = new Date("2026-03-02T08:00:00.000Z");
export const at = (ms: number) => new Date(T0.getTime() + ms);

export function callbackPayload(name: string): JsonObject {
  const [first = "", ...rest] = name.split(" ");
  return {
    requestedAt: T0.toISOString(),
    referrer: "https://www.example.co.za/contact",
    vdn: "sales",
    preferredTime: "As soon as possible",
    comments: "Please call after 2pm — <b>thanks</b>",
    source: "Website Form",
    contact: { name: first, surname: rest.join(" "), fullname: name, tel: "0825550101", email: "jane@example.co.za" },
  };
}

export function callbackLead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: callbackPayload(name),
    fullName: name,
    email: "jane@example.co.za",
    phone: "0825550101",
    referrer: "https://www.example.co.za/contact",
    channels: ["email", "webhook"],
    now: T0,
    ...overrides,
  };
}

export async function countRows(database: AppDatabase, table: "leads" | "outbox"): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
