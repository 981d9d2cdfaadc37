// Staff accounts run from the staff area (invitations, single-use links,
// roles, removal, history) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import {
  acceptInvitation,
  accountForResetToken,
  changeOwnPassword,
  changeStaffRole,
  invitationForToken,
  inviteStaff,
  listOpenInvitations,
  listStaffAccounts,
  recentStaffAccountEvents,
  removeStaffAccount,
  requestPasswordReset,
  resetPasswordWithToken,
  revokeInvitation,
} from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import {
  type StaffAccountEmail,
  mintAccountLinkToken,
} from "#app/features/staff/accounts/staff-account-links.server.ts";
import {
  createStaffSession,
  createStaffUser,
  findStaffByEmail,
  findStaffSession,
} from "#app/features/staff/staff-db.server.ts";
import { runnableBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0.getTime() + ms);

const OWNER = "thandi@sandtonsoundhire.co.za";
const NEW_STAFF = "lerato@sandtonsoundhire.co.za";

describe.each(runnableBackends("staff-accounts"))("staff accounts on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  async function account(email: string, role: "owner" | "sales" | "editor" = "owner"): Promise<string> {
    const { id } = await createStaffUser(database.db, { email, passwordHash: `hash-of-${email}`, role, now: T0 });
    if (!id) throw new Error(`could not create ${email}`);
    return id;
  }

  async function queuedEmails(): Promise<StaffAccountEmail[]> {
    const rows = await listOutbox(database.db);
    return rows
      .filter((row) => row.channel === "staff_account_email")
      .map((row) => row.payload as unknown as StaffAccountEmail);
  }

  it("makes accounts owners unless told otherwise, as the command line's first owner is", async () => {
    await createStaffUser(database.db, { email: OWNER, passwordHash: "h", now: T0 });
    expect((await findStaffByEmail(database.db, OWNER))?.role).toBe("owner");
  });

  it("invites by e-mail: the outbox holds no token, the link minted at send time works once until the invitation expires", async () => {
    await account(OWNER);
    const invited = await inviteStaff(database.db, { email: NEW_STAFF, role: "sales", invitedBy: OWNER, now: T0 });
    expect(invited.status).toBe("invited");
    const [queued] = await queuedEmails();
    expect(queued).toEqual({ purpose: "invitation", invitationId: expect.any(String), email: NEW_STAFF });
    expect(JSON.stringify(await listOutbox(database.db))).not.toContain("token");

    const minted = await mintAccountLinkToken(database.db, queued!, at(HOUR));
    expect(minted?.expiresAt.toISOString()).toBe(at(7 * DAY).toISOString());
    expect(minted?.invitation).toEqual({ role: "sales", invitedBy: OWNER });
    expect(await invitationForToken(database.db, minted?.token, at(2 * HOUR))).toEqual({
      email: NEW_STAFF,
      role: "sales",
    });

    const joined = await acceptInvitation(database.db, {
      token: minted?.token,
      passwordHash: "new-hash",
      now: at(2 * HOUR),
    });
    expect(joined).toEqual({ status: "joined", email: NEW_STAFF, role: "sales" });
    expect((await findStaffByEmail(database.db, NEW_STAFF))?.role).toBe("sales");
    // Used once: the same link, and the invitation behind it, are gone.
    expect(await acceptInvitation(database.db, { token: minted?.token, passwordHash: "x", now: at(3 * HOUR) })).toEqual(
      {
        status: "invalid",
      },
    );
    expect(await listOpenInvitations(database.db)).toEqual([]);
    expect(
      (await recentStaffAccountEvents(database.db)).map((event) => [event.action, event.subjectEmail, event.detail]),
    ).toEqual([
      ["joined", NEW_STAFF, "Sales"],
      ["invited", NEW_STAFF, "Sales"],
    ]);
  });

  it("refuses an expired, withdrawn or unknown invitation link, and mints none for a withdrawn invitation", async () => {
    await account(OWNER);
    await inviteStaff(database.db, { email: NEW_STAFF, role: "editor", invitedBy: OWNER, now: T0 });
    const [queued] = await queuedEmails();
    const minted = await mintAccountLinkToken(database.db, queued!, T0);
    expect(await invitationForToken(database.db, minted?.token, at(7 * DAY + 1))).toBeUndefined();
    expect(await invitationForToken(database.db, "not-a-token", T0)).toBeUndefined();
    expect(await invitationForToken(database.db, "x".repeat(10_000), T0)).toBeUndefined();

    const [open] = await listOpenInvitations(database.db);
    expect(await revokeInvitation(database.db, { invitationId: open!.id, actorEmail: OWNER, now: at(HOUR) })).toBe(
      true,
    );
    expect(await invitationForToken(database.db, minted?.token, at(2 * HOUR))).toBeUndefined();
    expect(await mintAccountLinkToken(database.db, queued!, at(2 * HOUR))).toBeUndefined();
  });

  it("does not invite an address that already has an account; inviting again replaces the open invitation", async () => {
    await account(OWNER);
    expect(await inviteStaff(database.db, { email: OWNER, role: "sales", invitedBy: OWNER, now: T0 })).toEqual({
      status: "already_staff",
    });
    await inviteStaff(database.db, { email: NEW_STAFF, role: "sales", invitedBy: OWNER, now: T0 });
    const first = await mintAccountLinkToken(database.db, (await queuedEmails())[0]!, T0);
    await inviteStaff(database.db, { email: NEW_STAFF, role: "editor", invitedBy: OWNER, now: at(DAY) });
    expect((await listOpenInvitations(database.db)).map((invitation) => invitation.role)).toEqual(["editor"]);
    expect(await invitationForToken(database.db, first?.token, at(DAY))).toBeUndefined();
  });

  it("resets a password from a link that works once for an hour, ending every session", async () => {
    const id = await account(OWNER);
    await createStaffSession(database.db, {
      idHash: "session-1",
      staffId: id,
      csrfToken: "c",
      expiresAt: at(DAY),
      now: T0,
    });
    expect(await requestPasswordReset(database.db, "nobody@sandtonsoundhire.co.za", T0)).toBe(false);
    expect(await requestPasswordReset(database.db, OWNER, T0)).toBe(true);
    const [queued] = await queuedEmails();
    const minted = await mintAccountLinkToken(database.db, queued!, T0);
    expect(minted?.expiresAt.toISOString()).toBe(at(HOUR).toISOString());
    expect(await accountForResetToken(database.db, minted?.token, at(HOUR + 1))).toBeUndefined();
    expect(await accountForResetToken(database.db, minted?.token, at(HOUR - 1))).toEqual({ id, email: OWNER });

    expect(
      await resetPasswordWithToken(database.db, { token: minted?.token, passwordHash: "new", now: at(30 * 60_000) }),
    ).toEqual({
      status: "reset",
      email: OWNER,
    });
    expect((await findStaffByEmail(database.db, OWNER))?.passwordHash).toBe("new");
    expect(await findStaffSession(database.db, "session-1", at(HOUR))).toBeUndefined();
    expect(
      (await resetPasswordWithToken(database.db, { token: minted?.token, passwordHash: "again", now: at(HOUR) }))
        .status,
    ).toBe("invalid");
  });

  it("a password changed while signed in keeps this session and ends the others", async () => {
    const id = await account(OWNER);
    for (const idHash of ["this-one", "other"])
      await createStaffSession(database.db, { idHash, staffId: id, csrfToken: "c", expiresAt: at(DAY), now: T0 });
    await changeOwnPassword(database.db, {
      staffId: id,
      email: OWNER,
      passwordHash: "changed",
      keepSessionHash: "this-one",
      now: at(HOUR),
    });
    expect(await findStaffSession(database.db, "this-one", at(HOUR))).toBeDefined();
    expect(await findStaffSession(database.db, "other", at(HOUR))).toBeUndefined();
  });

  it("changes roles and removes accounts, but keeps an owner and never acts on the owner's own account", async () => {
    const owner = await account(OWNER);
    const sales = await account(NEW_STAFF, "sales");
    await createStaffSession(database.db, {
      idHash: "sales-session",
      staffId: sales,
      csrfToken: "c",
      expiresAt: at(DAY),
      now: T0,
    });
    const change = { actorId: owner, actorEmail: OWNER, now: at(HOUR) };

    expect(await changeStaffRole(database.db, { ...change, targetId: owner, role: "sales" })).toEqual({
      status: "refused",
      message: "You cannot change your own role. Another owner can.",
    });
    expect(await changeStaffRole(database.db, { ...change, targetId: sales, role: "owner" })).toEqual({
      status: "done",
      email: NEW_STAFF,
    });
    // Two owners now: the new one may demote the first, who is then not the last.
    expect(
      await changeStaffRole(database.db, {
        actorId: sales,
        actorEmail: NEW_STAFF,
        now: at(2 * HOUR),
        targetId: owner,
        role: "editor",
      }),
    ).toEqual({ status: "done", email: OWNER });
    expect(
      await removeStaffAccount(database.db, { actorId: owner, actorEmail: OWNER, now: at(3 * HOUR), targetId: sales }),
    ).toEqual({ status: "refused", message: "The staff area must keep at least one owner." });
    expect(await removeStaffAccount(database.db, { ...change, targetId: "missing" })).toEqual({ status: "missing" });

    await changeStaffRole(database.db, {
      actorId: sales,
      actorEmail: NEW_STAFF,
      now: at(4 * HOUR),
      targetId: owner,
      role: "owner",
    });
    expect(await removeStaffAccount(database.db, { ...change, now: at(5 * HOUR), targetId: sales })).toEqual({
      status: "done",
      email: NEW_STAFF,
    });
    expect(await findStaffSession(database.db, "sales-session", at(HOUR))).toBeUndefined();
    expect((await listStaffAccounts(database.db)).map((listed) => [listed.email, listed.role])).toEqual([
      [OWNER, "owner"],
    ]);
    expect((await recentStaffAccountEvents(database.db)).map((event) => `${event.action} ${event.detail}`)).toEqual([
      "removed Owner",
      "role_changed Editor → Owner",
      "role_changed Owner → Editor",
      "role_changed Sales → Owner",
    ]);
  });
});
