// Staff sessions over real HTTP: fixation across a sign-in, the sign-in
// form's token, and an idle session refused everywhere.
import { describe, expect, it } from "vitest";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  asCookieValue,
  cookieToken,
  setCookieValue,
  signIn,
  serverErrorCount,
} from "./support.ts";
import {
  asCookie,
  expectRefused,
  expectSignedIn,
  get,
  HOUR,
  leadId,
  leadStatus,
  quoteLeadId,
  server,
  sessionRow,
  setSession,
  VISITOR,
  withStaffAccessServer,
} from "./staff-access.test-support.ts";

withStaffAccessServer();

describe("sessions", () => {
  it("a session cookie planted before sign-in is not the session after it (fixation)", async () => {
    // The attacker's own valid session, planted in a member of staff's browser
    // (over HTTPS the __Host- prefix stops a sibling site planting one)...
    const planted = await signIn(server.base);
    await expectSignedIn(planted);
    // ...which then posts the sign-in form with that cookie along.
    const fresh = await signIn(server.base, { cookie: `staff_session=${planted}` });
    expect(fresh).not.toBe(planted);
    await expectSignedIn(fresh);
    await expectRefused(planted);
    expect(sessionRow(planted)).toBeUndefined();

    // A token the attacker made up is never adopted either.
    const madeUp = asCookieValue("C".repeat(43));
    const issued = await signIn(server.base, { cookie: `staff_session=${madeUp}` });
    expect(issued).not.toBe(madeUp);
    await expectRefused(madeUp);
  });

  it("the sign-in form's token is not a session, and is cleared by signing in", async () => {
    const page = await get("/admin/login");
    const loginToken = setCookieValue(page, "staff_login") ?? "";
    expect(cookieToken(loginToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectRefused(loginToken);
    const form = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const signedIn = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `staff_login=${loginToken}` },
      body: new URLSearchParams({ login_token: form, email: STAFF_EMAIL, password: STAFF_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(302);
    const session = setCookieValue(signedIn, "staff_session") ?? "";
    expect(session).not.toBe(loginToken);
    expect(setCookieValue(signedIn, "staff_login")).toBe("");
    expect(signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("staff_session="))).toMatch(/HttpOnly/i);
  });

  it("a session idle for two hours is refused everywhere", async () => {
    const token = await signIn(server.base);
    await expectSignedIn(token);
    const now = Date.now();
    setSession(token, {
      createdAt: new Date(now - 3 * HOUR),
      lastSeenAt: new Date(now - 2 * HOUR - 60_000),
      expiresAt: new Date(now - 60_000),
    });
    for (const path of [
      "/admin",
      "/admin/dashboard",
      "/admin/emails",
      `/admin/leads/${leadId}`,
      "/admin/leads.csv",
      `/admin/leads/${quoteLeadId}/quote.pdf`,
      `/admin/leads/${quoteLeadId}/quote/edit`,
    ]) {
      await expectRefused(token, path);
    }
    const dataUrl = await get(`/admin/leads/${leadId}.data`, asCookie(token));
    expect(await dataUrl.text()).not.toContain(VISITOR.email);
    const post = await fetch(`${server.base}/admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asCookie(token) },
      body: "intent=status&current_status=new&status=spam",
      redirect: "manual",
    });
    expect(post.status).toBe(401);
    expect(leadStatus(leadId)).toBe("new");
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
