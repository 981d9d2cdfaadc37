// What the staff routes' tests share: a real SQLite database in a temp
// folder, React Router's request context as the server fills it (the staff
// services, the catalogue, and who the staff middleware admitted), requests
// built as a browser sends them, and the thrown answer of a loader or action.
// Test-only: nothing in the app imports it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ReactElement } from "react";
import { type RenderResult, render, waitFor } from "@testing-library/react";
import { Outlet, RouterContextProvider, createRoutesStub } from "react-router";
import { type MockInstance, afterEach, beforeEach, expect, vi } from "vitest";
import { STAFF_AREA_ROUTE_ID } from "#app/features/staff/auth/csrf-field.tsx";
import { resolveCatalogueItem, seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  type StaffServices,
  signedInStaffContext,
  staffServicesContext,
} from "#app/features/staff/staff-context.server.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import type { Kysely } from "kysely";

export const SITE = "http://localhost:5173";
export const STAFF_EMAIL = "anna@sandtonsoundhire.co.za";

export interface StaffRouteTestbed {
  database: AppDatabase;
  services: StaffServices;
  /** How often a route asked the outbox worker to run. */
  kicks: number;
  /** The request context of a member of staff with `role`, as the staff area's middleware admits them. */
  contextAs(role: StaffRole): RouterContextProvider;
}

/**
 * A fresh database and services for every test of the file (console output of
 * the routes' logs silenced); `sendingChannels` are the channels the server
 * delivers.
 */
export function staffRouteTestbed({
  sendingChannels = [],
}: { sendingChannels?: readonly OutboxChannel[] } = {}): StaffRouteTestbed {
  let dir = "";
  let logs: MockInstance[] = [];
  const bed = { kicks: 0 } as StaffRouteTestbed;
  const catalogue = catalogueView(seedCatalogue, "seed");
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "ssh-staff-route-test-"));
    bed.database = await openDatabase({ databaseFile: join(dir, "site.db") });
    bed.kicks = 0;
    bed.services = {
      db: bed.database.db,
      sendingChannels,
      kickOutbox: () => void (bed.kicks += 1),
    };
    bed.contextAs = (role) => {
      const context = new RouterContextProvider();
      context.set(staffServicesContext, bed.services);
      context.set(catalogueContext, catalogue);
      context.set(signedInStaffContext, {
        staffId: `staff-${role}`,
        email: STAFF_EMAIL,
        role,
        csrfToken: "csrf-token",
        sessionIdHash: "session-hash",
      });
      return context;
    };
    logs = [
      vi.spyOn(console, "log").mockImplementation(() => {}),
      vi.spyOn(console, "info").mockImplementation(() => {}),
      vi.spyOn(console, "warn").mockImplementation(() => {}),
    ];
  });
  afterEach(async () => {
    for (const spy of logs) spy.mockRestore();
    await bed.database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return bed;
}

/** A page request for `path` of the site. */
export function getRequest(path: string): Request {
  return new Request(`${SITE}${path}`);
}

/** A form post to `path`, URL-encoded as a browser sends it. */
export function postRequest(path: string, fields: Record<string, string> | [string, string][]): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** What a loader or action threw (a Response, or React Router's data() of a message and status). */
export async function thrownBy(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const outcome = await promise.then(
    (value: unknown) => ({ returned: value }),
    (thrown: unknown) => ({ thrown }),
  );
  if (!("thrown" in outcome)) throw new Error(`expected a throw, got ${JSON.stringify(outcome.returned)}`);
  const { thrown } = outcome;
  if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
  if (isDataWithResponseInit(thrown)) return { status: thrown.init?.status ?? 200, body: thrown.data };
  throw thrown;
}

/** React Router's data(): a value with the answer's status; the route returns or throws it. */
export function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** A returned data(): its status and body. */
export function dataOf(value: unknown): { status: number; body: unknown } {
  if (!isDataWithResponseInit(value)) throw new Error(`expected data(), got ${JSON.stringify(value)}`);
  return { status: value.init?.status ?? 200, body: value.data };
}

const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("the sample quote does not price");

/** A quote request as the quote builder stores it: its lead, quote number, access token and row id. */
export async function seedQuoteLead(
  db: Kysely<Database>,
  overrides: Partial<NewQuote> = {},
): Promise<{ leadId: string; quoteNumber: string; accessToken: string; quoteId: string }> {
  const created = await createQuote(db, {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    channels: ["email"],
    ...overrides,
  });
  if (!created.created) throw new Error("expected a new quote");
  const row = await db
    .selectFrom("quotes")
    .select("id")
    .where("quote_number", "=", created.quote.quoteNumber)
    .executeTakeFirstOrThrow();
  return {
    leadId: created.leadId,
    quoteNumber: created.quote.quoteNumber,
    accessToken: created.accessToken,
    quoteId: row.id,
  };
}

/** A contact-form message (or another kind, by `overrides`), stored as the forms' endpoint stores it. */
export async function seedLead(db: Kysely<Database>, overrides: Partial<NewLead> = {}): Promise<string> {
  const { id } = await insertLead(db, {
    kind: "contact",
    source: "Website Form",
    payload: { message: "Do you have a PA for a school concert?" },
    fullName: "Sipho Dlamini",
    email: "sipho@example.co.za",
    phone: "082 555 0199",
    channels: ["email"],
    ...overrides,
  });
  return id;
}

/**
 * Renders a staff page's element as the staff area does: inside a data router
 * whose staff-area route gives the session's CSRF token (the forms' hidden
 * field). Resolves once the page is on screen.
 */
export async function renderStaffPage(element: ReactElement): Promise<RenderResult> {
  const Stub = createRoutesStub([
    {
      id: STAFF_AREA_ROUTE_ID,
      path: "/",
      loader: () => ({ csrfToken: "csrf-token" }),
      Component: () => <Outlet />,
      children: [{ path: "*", Component: () => element }],
    },
  ]);
  const rendered = render(<Stub initialEntries={["/admin/page"]} />);
  await waitFor(() => expect(rendered.container.firstChild).not.toBeNull(), { timeout: 10_000 });
  return rendered;
}
