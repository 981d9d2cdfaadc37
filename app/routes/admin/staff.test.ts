// /admin/staff against a real database: owners only; an invitation sent,
// withdrawn and refused; a role changed; an account removed; and the
// refusals that keep an owner and never touch a missing account.
import { describe, expect, it } from "vitest";
import { STAFF_FORM_MESSAGES } from "#app/features/staff/accounts/staff-account-forms.ts";
import { listOpenInvitations, listStaffAccounts } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_ADMIN_NOTICES,
  type StaffAdminAnswer,
  type StaffAdminPageData,
} from "#app/features/staff/accounts/staff-admin-page.server.ts";
import { ROLE_REFUSED_CHANGE_MESSAGE, ROLE_REFUSED_MESSAGE } from "#app/features/staff/require-staff.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  type FormFields,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/staff.tsx";

const bed = staffRouteTestbed();
const NEWCOMER = "thandi@sandtonsoundhire.co.za";

async function page(query = "", role: StaffRole = "owner") {
  const { get, context, signedIn } = bed;
  return answerOf(loader(routeArgs(get(`/admin/staff${query}`, await signedIn(role)), context())));
}

async function post(fields: FormFields, role: StaffRole = "owner") {
  const { post: postForm, context, signedIn } = bed;
  return answerOf(action(routeArgs(postForm("/admin/staff", fields, await signedIn(role)), context())));
}

async function roleOf(email: string) {
  return (await listStaffAccounts(bed.database.db)).find((account) => account.email === email)?.role;
}

describe("/admin/staff", () => {
  it("refuses sales and editors (403), for the page and for a change", async () => {
    for (const role of ["sales", "editor"] as const) {
      expect(await page("", role)).toMatchObject({ status: 403, data: ROLE_REFUSED_MESSAGE });
      expect(await post({ intent: "invite", email: NEWCOMER, role: "owner" }, role)).toMatchObject({
        status: 403,
        data: ROLE_REFUSED_CHANGE_MESSAGE,
      });
    }
    expect(await listOpenInvitations(bed.database.db)).toEqual([]);
  });

  it("lists the accounts with the owner marked as themself, and a known notice only", async () => {
    const owner = await bed.signedIn("owner");
    await bed.signedIn("sales");
    const data = dataOf<StaffAdminPageData>(await page("?notice=role"));
    expect(data.selfId).toBe(owner.staffId);
    expect(data.accounts.map((account) => [account.email, account.roleLabel]).sort()).toEqual([
      ["owner@sandtonsoundhire.co.za", "Owner"],
      ["sales@sandtonsoundhire.co.za", "Sales"],
    ]);
    expect(data.notice).toBe(STAFF_ADMIN_NOTICES.role);
    expect(data.invitations).toEqual([]);
    expect(dataOf<StaffAdminPageData>(await page("?notice=pwned")).notice).toBeNull();
  });

  it("invites someone, lists the open invitation, and withdraws it", async () => {
    let kicked = 0;
    bed.services.kickOutbox = () => void kicked++;
    expect(await post({ intent: "invite", email: NEWCOMER, role: "editor" })).toMatchObject({
      status: 302,
      location: "/admin/staff?notice=invited",
    });
    expect(kicked).toBe(1);
    const [invitation] = dataOf<StaffAdminPageData>(await page()).invitations;
    expect(invitation).toMatchObject({ email: NEWCOMER, roleLabel: "Editor", expired: false });
    expect(dataOf<StaffAdminPageData>(await page()).events[0]).toMatchObject({ label: "Invited" });

    expect(await post({ intent: "revoke", invitationId: invitation!.id })).toMatchObject({
      status: 302,
      location: "/admin/staff?notice=revoked",
    });
    expect(await listOpenInvitations(bed.database.db)).toEqual([]);
  });

  it("refuses an invitation with a bad address (400) or to someone on the staff (409), sending nothing", async () => {
    const bad = await post({ intent: "invite", email: "not-an-address", role: "editor" });
    expect(bad).toMatchObject({
      status: 400,
      data: { intent: "invite", email: "not-an-address", fieldErrors: { email: STAFF_FORM_MESSAGES.email } },
    });
    await bed.signedIn("sales");
    const taken = await post({ intent: "invite", email: "sales@sandtonsoundhire.co.za", role: "owner" });
    expect(taken).toMatchObject({ status: 409, data: { fieldErrors: { email: STAFF_ADMIN_MESSAGES.alreadyStaff } } });
    expect(await listOpenInvitations(bed.database.db)).toEqual([]);
  });

  it("changes another account's role and removes an account once confirmed", async () => {
    const sales = await bed.signedIn("sales");
    expect(await post({ intent: "role", staffId: sales.staffId, role: "editor" })).toMatchObject({
      status: 302,
      location: "/admin/staff?notice=role",
    });
    expect(await roleOf(sales.email)).toBe("editor");

    const unconfirmed = await post({ intent: "remove", staffId: sales.staffId });
    expect(unconfirmed).toMatchObject({
      status: 400,
      data: { intent: "remove", target: sales.staffId, fieldErrors: { confirm: STAFF_FORM_MESSAGES.confirmRemove } },
    });
    expect(await roleOf(sales.email)).toBe("editor");
    expect(await post({ intent: "remove", staffId: sales.staffId, confirm: "on" })).toMatchObject({
      status: 302,
      location: "/admin/staff?notice=removed",
    });
    expect(await roleOf(sales.email)).toBeUndefined();
  });

  it("refuses changing one's own role (409), a missing account or invitation (404), an unknown intent (400)", async () => {
    const owner = await bed.signedIn("owner");
    const own = await post({ intent: "role", staffId: owner.staffId, role: "sales" });
    expect(own.status).toBe(409);
    expect(dataOf<StaffAdminAnswer>(own).fieldErrors.staffId).toMatch(/your own role/);
    expect(await roleOf(owner.email)).toBe("owner");
    expect(await post({ intent: "role", staffId: "no-such-account", role: "sales" })).toMatchObject({
      status: 404,
      data: { fieldErrors: { staffId: STAFF_FORM_MESSAGES.account } },
    });
    expect(await post({ intent: "revoke", invitationId: "no-such-invitation" })).toMatchObject({
      status: 404,
      data: { target: "no-such-invitation", fieldErrors: { invitationId: STAFF_FORM_MESSAGES.invitation } },
    });
    expect(await post({ intent: "promote" })).toMatchObject({
      status: 400,
      data: { intent: "unknown", fieldErrors: { intent: STAFF_ADMIN_MESSAGES.unknownIntent } },
    });
  });
});
