// Staff sessions against a real SQLite database: idle and absolute limits, signing out.
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "#app/features/staff/auth/staff-auth.ts";
import { admitStaffRequest, clearSessionCookie, currentStaff, signOut } from "#app/features/staff/staff-auth.server.ts";
import {
  SITE,
  SECURE_SITE,
  T0,
  MINUTE,
  sha256,
  database,
  services,
  setUpStaffAuthDatabase,
  sessionCookie,
  signedIn,
  sessionRows,
  refusal,
} from "#app/features/staff/staff-auth.test-support.ts";

setUpStaffAuthDatabase();

describe("currentStaff", () => {
  const S = T0;
  const request = (token: string) => new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } });

  async function row(token: string) {
    return database.db.selectFrom("staff_sessions").selectAll().where("id_hash", "=", sha256(token)).executeTakeFirst();
  }

  it("is undefined without a session cookie", async () => {
    expect(await currentStaff(services, new Request(`${SITE}/admin`), S)).toBeUndefined();
  });

  it("moves the idle limit on use, at most once a minute", async () => {
    const { token } = await signedIn({ now: S });
    expect(await currentStaff(services, request(token), new Date(S.getTime() + 30_000))).toBeDefined();
    expect(await row(token)).toMatchObject({
      last_seen_at: S.toISOString(),
      expires_at: new Date(S.getTime() + SESSION_IDLE_MS).toISOString(),
    });

    const later = new Date(S.getTime() + 5 * MINUTE);
    expect(await currentStaff(services, request(token), later)).toBeDefined();
    expect(await row(token)).toMatchObject({
      last_seen_at: later.toISOString(),
      expires_at: new Date(later.getTime() + SESSION_IDLE_MS).toISOString(),
    });
  });

  it("ends a session after two idle hours", async () => {
    const { token } = await signedIn({ now: S });
    expect(await currentStaff(services, request(token), new Date(S.getTime() + SESSION_IDLE_MS - 1))).toBeDefined();
    const idle = new Date(S.getTime() + SESSION_IDLE_MS - 1 + SESSION_IDLE_MS);
    expect(await currentStaff(services, request(token), idle)).toBeUndefined();
  });

  it("never keeps a session past twelve hours, however busy", async () => {
    const { token } = await signedIn({ now: S });
    const end = S.getTime() + SESSION_ABSOLUTE_MS;
    for (let t = S.getTime() + 90 * MINUTE; t < end; t += 90 * MINUTE) {
      expect(await currentStaff(services, request(token), new Date(t)), new Date(t).toISOString()).toBeDefined();
    }
    expect((await row(token))?.expires_at).toBe(new Date(end).toISOString());
    expect(await currentStaff(services, request(token), new Date(end - 1))).toBeDefined();
    expect(await currentStaff(services, request(token), new Date(end))).toBeUndefined();
  });
});

describe("signOut", () => {
  it("ends the session in the database and in the browser", async () => {
    const { token } = await signedIn();
    const staff = await admitStaffRequest(
      services,
      new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }),
    );
    const other = await signedIn();

    const setCookie = await signOut(services, new Request(`${SITE}/admin/logout`, { method: "POST" }), staff);
    expect(setCookie).toBe("staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect((await sessionRows()).map((session) => session.id_hash)).toEqual([sha256(other.token)]);

    const after = await refusal(new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }));
    expect(after.status).toBe(302);
  });

  it("clears the __Host- cookie over HTTPS", async () => {
    expect(await clearSessionCookie(new Request(`${SECURE_SITE}/admin/logout`))).toBe(
      "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });
});
