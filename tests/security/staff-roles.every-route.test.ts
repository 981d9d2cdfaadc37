// Who may use each staff route, over real HTTP to the production server
// (issue 32, finding 1; decision 048). The routes come from app/routes.ts and
// what each needs from STAFF_ROUTES (app/features/staff/staff-roles.ts): every route
// under /admin and its .data twin, in lower, upper and mixed case and with a
// trailing slash, is asked with GET and POST as a visitor who is not signed
// in, an editor, a salesperson and an owner, each account made the way staff
// join: the owner's invitation e-mail (a real SMTP sink) and its link. A route
// whose loader or action forgets to ask for its permission, or that is missing
// from STAFF_ROUTES, fails here.
import { describe, expect, it } from "vitest";
import { STAFF_ROUTES, type StaffRouteModule } from "#app/features/staff/staff-roles.ts";
import { serverErrorCount } from "./support.ts";
import { ADMIN_ROUTES, isSignInPage, mayPost, mayRead, permissionsOf, spellings } from "./staff-roles.routes.ts";
import {
  VISITORS,
  expectAllowed,
  expectRefused,
  send,
  server,
  withStaffRolesServer,
} from "./staff-roles.test-support.ts";

withStaffRolesServer();

describe("every staff route, generated from app/routes.ts, as every visitor", () => {
  it("finds the staff routes, and each has its permission declared in STAFF_ROUTES", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(20);
    const undeclared = ADMIN_ROUTES.flatMap((route) => [...route.ancestors, route.file])
      .filter((file) => file.startsWith("routes/admin/"))
      .filter((file) => permissionsOf(file) === undefined);
    expect([...new Set(undeclared)], "declare these routes' permissions in STAFF_ROUTES").toEqual([]);
    const staffModules = new Set(Object.keys(STAFF_ROUTES) as StaffRouteModule[]);
    for (const route of ADMIN_ROUTES) expect(staffModules.has(route.file as StaffRouteModule), route.file).toBe(true);
  });

  for (const route of ADMIN_ROUTES) {
    it(`/${route.path} (${route.file})`, async () => {
      for (const visitor of VISITORS) {
        for (const spelling of spellings(route)) {
          const where = `${visitor} GET ${spelling.path} (${spelling.label})`;
          const answer = await send(visitor, "GET", spelling.path);
          if (mayRead(visitor, route)) expectAllowed(answer, where, { signInPage: isSignInPage(route) });
          else expectRefused(visitor, "GET", answer, where);
        }
        // Posts: every spelling but the routes-only .data (an action has no _routes).
        for (const spelling of spellings(route).filter((candidate) => !candidate.path.includes("_routes="))) {
          const where = `${visitor} POST ${spelling.path} (${spelling.label})`;
          const answer = await send(visitor, "POST", spelling.path);
          const expected = mayPost(visitor, route);
          if (expected === "allowed") expectAllowed(answer, where, { signInPage: isSignInPage(route) });
          else if (expected === "no-action") expect(answer.status, where).toBe(405);
          else expectRefused(visitor, "POST", answer, where);
        }
      }
    });
  }
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
