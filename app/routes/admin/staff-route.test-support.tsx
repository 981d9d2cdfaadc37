// What the staff routes' tests share, to call a loader or action as React
// Router does: a fresh SQLite file per test (every migration applied), the
// request context the server builds (the staff services, the client's address,
// the catalogue), members of staff either signed in through the real sign-in
// (session cookie and CSRF token: the guard and the CSRF check run as in
// production) or admitted as the staff area's middleware admits them, requests
// built as a browser sends them, the answer of a loader or action, sample
// leads and quotes, and a staff page rendered in the staff area.
// Test-only: nothing in the app imports it.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ReactElement } from "react";
import { type RenderResult, render, waitFor } from "@testing-library/react";
import type { Kysely } from "kysely";
import { Outlet, RouterContextProvider, createRoutesStub } from "react-router";
import { type MockInstance, afterEach, beforeEach, expect, vi } from "vitest";
import { resolveCatalogueItem, seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { STAFF_AREA_ROUTE_ID } from "#app/features/staff/auth/csrf-field.tsx";
import { CSRF_FIELD, LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import { loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import {
  type StaffServices,
  signedInStaffContext,
  staffServicesContext,
} from "#app/features/staff/staff-context.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";

export const SITE = "http://localhost:5173";
export const STAFF_EMAIL = "anna@sandtonsoundhire.co.za";
export const STAFF_PASSWORD = "Wireless microphones 2026";
export const CLIENT_IP = "203.0.113.9";

/** A member of staff signed in: the session cookie and the CSRF token their forms carry. */
export interface StaffSession {
  email: string;
  staffId: string;
  role: StaffRole;
  cookie: string;
  csrf: string;
}

/** A form's fields; a field given a list is sent once per value. */
export type FormFields = Record<string, string | readonly string[]>;

export interface StaffRouteTestbed {
  database: AppDatabase;
  services: StaffServices;
  /** A directory of the test's own, removed after it (for photo stores and the like). */
  dir: string;
  /** How often a route asked the outbox worker to run. */
  kicks: number;
  /** Creates an account with this role (the address from the role unless given) and signs it in, once per address. */
  signedIn(role: StaffRole, email?: string): Promise<StaffSession>;
  /** A page request: GET with the session's cookie (none without a session). */
  get(path: string, session?: StaffSession): Request;
  /** A form post from the staff area's own page: Origin, cookie and, unless `csrf: false`, the session's token. */
  post(path: string, fields: FormFields, session?: StaffSession, options?: { csrf?: boolean }): Request;
  /** React Router's context as the server builds it: the staff services, the client's address and the catalogue. */
  context(provide?: (context: RouterContextProvider) => void): RouterContextProvider;
  /** The context of a member of staff with `role`, as the staff area's middleware admits them (no sign-in). */
  contextAs(role: StaffRole): RouterContextProvider;
}

function urlEncoded(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === "string" ? [value] : value) body.append(name, one);
  }
  return body;
}

function formDataOf(fields: URLSearchParams): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

async function signInAccount(
  database: AppDatabase,
  services: StaffServices,
  role: StaffRole,
  email: string,
): Promise<StaffSession> {
  const saved = await saveStaffAccount(database.db, { email, password: STAFF_PASSWORD });
  if (saved.status !== "created") throw new Error(`account not created: ${JSON.stringify(saved)}`);
  await database.db.updateTable("staff_users").set({ role }).where("email", "=", email).execute();
  const { token, setCookie } = await loginFormToken(new Request(`${SITE}/admin/login`));
  const form = urlEncoded({ email, password: STAFF_PASSWORD, [LOGIN_TOKEN_FIELD]: token });
  const request = new Request(`${SITE}/admin/login`, {
    method: "POST",
    // The sign-in cookie exactly as the browser got it.
    headers: { Cookie: (setCookie ?? "").split(";")[0] ?? "", Origin: SITE },
  });
  const result = await signIn(services, request, formDataOf(form), CLIENT_IP);
  if (result.status !== "signed_in") throw new Error(`not signed in: ${JSON.stringify(result)}`);
  const cookie = (result.setCookie[0] ?? "").split(";")[0] ?? "";
  // The cookie holds the token as createCookie writes it: the base64 of its JSON, URI-encoded.
  const sessionToken = JSON.parse(atob(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)))) as string;
  const idHash = createHash("sha256").update(sessionToken).digest("hex");
  const session = await database.db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.staff_id")
    .select(["staff_sessions.csrf_token", "staff_users.id"])
    .where("id_hash", "=", idHash)
    .executeTakeFirstOrThrow();
  return { email, staffId: session.id, role, cookie, csrf: session.csrf_token };
}

const requests: Pick<StaffRouteTestbed, "get" | "post"> = {
  get: (path, session) => new Request(`${SITE}${path}`, { headers: session ? { Cookie: session.cookie } : {} }),
  post: (path, fields, session, { csrf = true } = {}) =>
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: {
        Origin: SITE,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(session ? { Cookie: session.cookie } : {}),
      },
      body: urlEncoded(session && csrf ? { [CSRF_FIELD]: session.csrf, ...fields } : fields),
    }),
};

/**
 * A fresh database and services for every test of the file (or describe):
 * call at the top level, read the testbed inside each test. `sendingChannels`
 * are the channels the server delivers. Console output of the routes' logs is
 * silenced.
 */
export function staffRouteTestbed({
  sendingChannels = [],
}: { sendingChannels?: readonly OutboxChannel[] } = {}): StaffRouteTestbed {
  let logs: MockInstance[] = [];
  const catalogue = catalogueView(seedCatalogue, "seed");
  // One session per address: a test signs the same person in once, however often it asks.
  let sessions = new Map<string, Promise<StaffSession>>();
  const bed: StaffRouteTestbed = {
    ...requests,
    kicks: 0,
    signedIn(role, email = `${role}@sandtonsoundhire.co.za`) {
      const session = sessions.get(email) ?? signInAccount(bed.database, bed.services, role, email);
      sessions.set(email, session);
      return session;
    },
    context(provide) {
      const context = new RouterContextProvider();
      context.set(staffServicesContext, bed.services);
      context.set(clientIpContext, CLIENT_IP);
      context.set(catalogueContext, catalogue);
      provide?.(context);
      return context;
    },
    contextAs: (role) =>
      bed.context((context) =>
        context.set(signedInStaffContext, {
          staffId: `staff-${role}`,
          email: STAFF_EMAIL,
          role,
          csrfToken: "csrf-token",
          sessionIdHash: "session-hash",
        }),
      ),
  } as StaffRouteTestbed;
  beforeEach(async () => {
    logs = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    bed.dir = mkdtempSync(join(tmpdir(), "ssh-staff-route-test-"));
    bed.database = await openDatabase({ databaseFile: join(bed.dir, "site.db") });
    bed.kicks = 0;
    bed.services = { db: bed.database.db, sendingChannels, kickOutbox: () => void (bed.kicks += 1) };
    sessions = new Map();
  });
  afterEach(async () => {
    await bed.database.close();
    rmSync(bed.dir, { recursive: true, force: true });
    for (const spy of logs) spy.mockRestore();
  });
  return bed;
}

/** The arguments React Router hands a loader or action. */
export function routeArgs<Params extends Record<string, string>>(
  request: Request,
  context: RouterContextProvider,
  params: Params = {} as Params,
) {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params, context };
}

/** What a loader or action answered, returned or thrown, as the browser would see it. */
export interface RouteAnswer {
  status: number;
  headers: Headers;
  /** The data of `data(...)` or a plain return; a Response's text. */
  data: unknown;
  /** Where a redirect goes. */
  location: string | null;
  thrown: boolean;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

/** React Router's data(): a value with the answer's status; the route returns or throws it. */
function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function answerFrom(value: unknown, thrown: boolean): Promise<RouteAnswer> {
  if (value instanceof Response) {
    const body = value.status >= 300 && value.status < 400 ? "" : await value.text();
    return {
      status: value.status,
      headers: value.headers,
      data: body,
      location: value.headers.get("Location"),
      thrown,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, headers, data: value.data, location: null, thrown };
  }
  if (thrown) throw value;
  return { status: 200, headers: new Headers(), data: value, location: null, thrown };
}

/** Runs a loader or action and gives its answer, whether it returned or threw a Response or `data(...)`. */
export async function answerOf(run: Promise<unknown> | unknown): Promise<RouteAnswer> {
  try {
    return await answerFrom(await run, false);
  } catch (error) {
    return answerFrom(error, true);
  }
}

/** The data of an answer, typed as the test expects it (the answer's status is asserted separately). */
export function dataOf<Data>(answer: RouteAnswer): Data {
  return answer.data as Data;
}

/** What a loader or action threw (a Response, or React Router's data() of a message and status). */
export async function thrownBy(run: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await answerOf(run);
  if (!answer.thrown) throw new Error(`expected a throw, got ${JSON.stringify(answer.data)}`);
  return { status: answer.status, body: answer.data };
}

/** A returned data(): its status and body. */
export function returnedData(value: unknown): { status: number; body: unknown } {
  if (!isDataWithInit(value)) throw new Error(`expected data(), got ${JSON.stringify(value)}`);
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
