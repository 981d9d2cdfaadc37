// Calling a staff route's loader and action as React Router does, for the
// route tests beside app/routes/admin/*: a fresh SQLite file per test (every
// migration applied), members of staff signed in through the real sign-in,
// requests carrying their session cookie and CSRF token, and the request
// context the server builds. Nothing is mocked: the guard, the session and
// the CSRF check run as in production. Test-only: nothing in the app imports it.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import { CSRF_FIELD, LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import { loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import { type StaffServices, staffServicesContext } from "#app/features/staff/staff-context.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";

export const SITE = "http://localhost:5173";
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

export type FormFields = Record<string, string | readonly string[]>;

export interface StaffRouteHarness {
  database: AppDatabase;
  services: StaffServices;
  /** A directory of the test's own, removed after it (for photo stores and the like). */
  dir: string;
  /** Creates an account with this role (the address from the role unless given) and signs it in, once per address. */
  signedIn(role: StaffRole, email?: string): Promise<StaffSession>;
  /** A page request: GET with the session's cookie (none without a session). */
  get(path: string, session?: StaffSession): Request;
  /** A form post from the staff area's own page: Origin, cookie and, unless `csrf: false`, the session's token. */
  post(path: string, fields: FormFields, session?: StaffSession, options?: { csrf?: boolean }): Request;
  /** React Router's context as the server builds it: the staff services, the client's address and the catalogue. */
  context(provide?: (context: RouterContextProvider) => void): RouterContextProvider;
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

function urlEncoded(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === "string" ? [value] : value) body.append(name, one);
  }
  return body;
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

function formDataOf(fields: URLSearchParams): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/**
 * A fresh database and harness for every test of the file (or describe):
 * call at the top level, read the harness inside each test. Console logging
 * from the routes is silenced.
 */
export function staffRouteHarness(): () => StaffRouteHarness {
  let harness: StaffRouteHarness | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "ssh-staff-route-test-"));
    const database = await openDatabase({ databaseFile: join(dir, "site.db") });
    const services: StaffServices = { db: database.db, sendingChannels: [], kickOutbox() {} };
    cleanup = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      vi.restoreAllMocks();
    };
    // One session per address: a test signs the same person in once, however often it asks.
    const sessions = new Map<string, Promise<StaffSession>>();
    harness = {
      database,
      services,
      dir,
      signedIn(role, email = `${role}@sandtonsoundhire.co.za`) {
        const session = sessions.get(email) ?? signInAccount(database, services, role, email);
        sessions.set(email, session);
        return session;
      },
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
      context(provide) {
        const context = new RouterContextProvider();
        context.set(staffServicesContext, services);
        context.set(clientIpContext, CLIENT_IP);
        context.set(catalogueContext, catalogueView(seedCatalogue, "seed"));
        provide?.(context);
        return context;
      },
    };
  });
  afterEach(async () => {
    await cleanup?.();
    harness = undefined;
  });
  return () => {
    if (!harness) throw new Error("the staff route harness is used inside a test only");
    return harness;
  };
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
