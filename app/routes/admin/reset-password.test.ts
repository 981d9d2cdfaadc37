// /admin/reset-password/:token against a real database: the link's page while it works, a new password set once, the
// link gone after (410), and refused passwords that change nothing.
import { describe, expect, it } from "vitest";
import { latestLinkToken } from "#app/features/staff/accounts/account-links.test-support.ts";
import { STAFF_FORM_MESSAGES } from "#app/features/staff/accounts/staff-account-forms.ts";
import { requestPasswordReset } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { SITE, answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/reset-password.tsx";

const bed = staffRouteTestbed();
const NEW_PASSWORD = "Two subwoofers and a mixer";

function postPassword(path: string, fields: Record<string, string>) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const both = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

describe("/admin/reset-password/:token", () => {
  it("shows whose password the link sets, sets it once, then answers 410", async () => {
    const { signedIn, database, context } = bed;
    const sales = await signedIn("sales");
    await requestPasswordReset(database.db, sales.email, new Date());
    const token = await latestLinkToken(database.db);
    const path = `/admin/reset-password/${token}`;
    expect(await answerOf(loader(routeArgs(new Request(`${SITE}${path}`), context(), { token })))).toMatchObject({
      status: 200,
      data: { email: sales.email },
    });
    const before = (await findStaffByEmail(database.db, sales.email))?.passwordHash;
    expect(await answerOf(action(routeArgs(postPassword(path, both), context(), { token })))).toMatchObject({
      status: 302,
      location: "/admin/login?password_reset",
    });
    expect((await findStaffByEmail(database.db, sales.email))?.passwordHash).not.toBe(before);
    expect(await answerOf(action(routeArgs(postPassword(path, both), context(), { token })))).toMatchObject({
      status: 410,
      data: { fieldErrors: {} },
    });
    expect(await answerOf(loader(routeArgs(new Request(`${SITE}${path}`), context(), { token })))).toMatchObject({
      status: 410,
      data: { email: null },
    });
  });

  it("refuses a mismatched confirmation (400), changing nothing", async () => {
    const { signedIn, database, context } = bed;
    const sales = await signedIn("sales");
    await requestPasswordReset(database.db, sales.email, new Date());
    const token = await latestLinkToken(database.db);
    const before = (await findStaffByEmail(database.db, sales.email))?.passwordHash;
    const mismatch = { password: NEW_PASSWORD, confirmPassword: "Something else entirely" };
    expect(
      await answerOf(action(routeArgs(postPassword(`/admin/reset-password/${token}`, mismatch), context(), { token }))),
    ).toMatchObject({ status: 400, data: { fieldErrors: { confirmPassword: STAFF_FORM_MESSAGES.confirmPassword } } });
    expect((await findStaffByEmail(database.db, sales.email))?.passwordHash).toBe(before);
  });

  it("answers 410 for a token that names no link, and 403 for a post from another site", async () => {
    const { context } = bed;
    const token = "not-a-token";
    expect(
      (await answerOf(loader(routeArgs(new Request(`${SITE}/admin/reset-password/x`), context(), { token })))).status,
    ).toBe(410);
    const crossSite = new Request(`${SITE}/admin/reset-password/x`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(both),
    });
    expect((await answerOf(action(routeArgs(crossSite, context(), { token })))).status).toBe(403);
  });
});
