// /admin/invitation/:token against a real database: the invitation's page
// while it works, the account made with its role once, the link gone after
// (410), and a refused password that makes nothing.
import { describe, expect, it } from "vitest";
import { latestLinkToken } from "#app/features/staff/accounts/account-links.test-support.ts";
import { inviteStaff } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { SITE, answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { action as joinAction, loader as invitationLoader } from "#app/routes/admin/invitation.tsx";

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

describe("/admin/invitation/:token", () => {
  it("shows the invitation, makes the account with its role once, then answers 410", async () => {
    const { signedIn, database, context } = bed;
    const owner = await signedIn("owner");
    const email = "lerato@sandtonsoundhire.co.za";
    await inviteStaff(database.db, { email, role: "editor", invitedBy: owner.email, now: new Date() });
    const token = await latestLinkToken(database.db);
    const path = `/admin/invitation/${token}`;
    expect(
      await answerOf(invitationLoader(routeArgs(new Request(`${SITE}${path}`), context(), { token }))),
    ).toMatchObject({
      status: 200,
      data: { invitation: { email, role: "Editor" } },
    });
    const mismatch = { password: NEW_PASSWORD, confirmPassword: "Something else entirely" };
    expect((await answerOf(joinAction(routeArgs(postPassword(path, mismatch), context(), { token })))).status).toBe(
      400,
    );
    expect(await findStaffByEmail(database.db, email)).toBeUndefined();

    expect(await answerOf(joinAction(routeArgs(postPassword(path, both), context(), { token })))).toMatchObject({
      status: 302,
      location: "/admin/login?joined",
    });
    expect((await findStaffByEmail(database.db, email))?.role).toBe("editor");
    expect((await answerOf(joinAction(routeArgs(postPassword(path, both), context(), { token })))).status).toBe(410);
    expect(
      await answerOf(invitationLoader(routeArgs(new Request(`${SITE}${path}`), context(), { token }))),
    ).toMatchObject({
      status: 410,
      data: { invitation: null },
    });
  });
});
