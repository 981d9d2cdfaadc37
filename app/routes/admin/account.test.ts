// /admin/account against a real database: every role sees its own account;
// a password change needs the current password, signs out other devices and
// keeps this one; refusals change nothing.
import { describe, expect, it } from "vitest";
import { STAFF_FORM_MESSAGES } from "#app/features/staff/accounts/staff-account-forms.ts";
import type { OwnAccountAnswer, OwnAccountPageData } from "#app/features/staff/accounts/own-account.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import {
  STAFF_PASSWORD,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/account.tsx";

const bed = staffRouteTestbed();
const NEW_PASSWORD = "Two subwoofers and a mixer";

describe("/admin/account", () => {
  it("shows each role its own address and role, and the notice after a change", async () => {
    const { get, context, signedIn } = bed;
    const editor = await signedIn("editor");
    const answer = await answerOf(loader(routeArgs(get("/admin/account?notice=password", editor), context())));
    expect(dataOf<OwnAccountPageData>(answer)).toEqual({
      email: editor.email,
      role: "Editor",
      roleDescription: "The catalogue and the site's content",
      changed: true,
    });
  });

  it("sends a visitor who is not signed in to sign in", async () => {
    const { get, context } = bed;
    expect(await answerOf(loader(routeArgs(get("/admin/account"), context())))).toMatchObject({
      status: 302,
      location: "/admin/login?next=%2Fadmin%2Faccount",
    });
  });

  it("changes the password with the current one, keeping this session", async () => {
    const { post, context, signedIn, database } = bed;
    const sales = await signedIn("sales");
    const before = (await findStaffByEmail(database.db, sales.email))?.passwordHash;
    const fields = { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const answer = await answerOf(action(routeArgs(post("/admin/account", fields, sales), context())));
    expect(answer).toMatchObject({ status: 302, location: "/admin/account?notice=password" });
    expect((await findStaffByEmail(database.db, sales.email))?.passwordHash).not.toBe(before);
    const sessions = await database.db
      .selectFrom("staff_sessions")
      .where("staff_id", "=", sales.staffId)
      .selectAll()
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it("refuses a wrong current password (400) or a mismatched confirmation, changing nothing", async () => {
    const { post, context, signedIn, database } = bed;
    const owner = await signedIn("owner");
    const before = (await findStaffByEmail(database.db, owner.email))?.passwordHash;
    const wrong = { currentPassword: "Not my password at all", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const refused = await answerOf(action(routeArgs(post("/admin/account", wrong, owner), context())));
    expect(refused).toMatchObject({
      status: 400,
      data: { fieldErrors: { currentPassword: STAFF_FORM_MESSAGES.currentPasswordWrong } },
    });
    const mismatch = { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, confirmPassword: "Something else" };
    const invalid = await answerOf(action(routeArgs(post("/admin/account", mismatch, owner), context())));
    expect(invalid.status).toBe(400);
    expect(dataOf<OwnAccountAnswer>(invalid).fieldErrors.confirmPassword).toBe(STAFF_FORM_MESSAGES.confirmPassword);
    expect((await findStaffByEmail(database.db, owner.email))?.passwordHash).toBe(before);
  });

  it("refuses a change without the session's CSRF token (403)", async () => {
    const { post, context, signedIn } = bed;
    const owner = await signedIn("owner");
    const fields = { currentPassword: STAFF_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const answer = await answerOf(action(routeArgs(post("/admin/account", fields, owner, { csrf: false }), context())));
    expect(answer.status).toBe(403);
  });
});
