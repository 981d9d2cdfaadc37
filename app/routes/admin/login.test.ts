// /admin/login against a real database: the page and its form token, straight
// on for someone signed in, a sign-in with its session cookie, and the
// refusals (a wrong password, missing fields, a stale token), none of which
// starts a session.
import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES, LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import type { SignInAnswer, SignInPageData } from "#app/features/staff/auth/sign-in-page.server.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";
import {
  SITE,
  STAFF_PASSWORD,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/login.tsx";

const bed = staffRouteTestbed();
const EMAIL = "zanele@sandtonsoundhire.co.za";

async function loginPage(query = "", cookie?: string) {
  const request = new Request(`${SITE}/admin/login${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return answerOf(loader(routeArgs(request, bed.context())));
}

async function signInWith(fields: Record<string, string>, { tokenCookie = true } = {}) {
  const page = await loginPage();
  const token = dataOf<SignInPageData>(page).token;
  const cookie = (page.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const request = new Request(`${SITE}/admin/login`, {
    method: "POST",
    headers: {
      Origin: SITE,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(tokenCookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ [LOGIN_TOKEN_FIELD]: token, ...fields }),
  });
  return answerOf(action(routeArgs(request, bed.context())));
}

async function sessionCount() {
  return (await bed.database.db.selectFrom("staff_sessions").selectAll().execute()).length;
}

describe("/admin/login", () => {
  it("gives the page a form token in a cookie, and its notices", async () => {
    const answer = await loginPage("?signed_out=1&next=/admin/staff");
    expect(answer.status).toBe(200);
    expect(dataOf<SignInPageData>(answer)).toMatchObject({
      token: expect.any(String),
      next: "/admin/staff",
      signedOut: true,
      reset: false,
      joined: false,
    });
    expect(answer.headers.get("Set-Cookie")).toMatch(/^staff_login=/);
  });

  it("keeps the next address inside the staff area", async () => {
    expect(dataOf<SignInPageData>(await loginPage("?next=https://evil.example")).next).toBe("/admin");
  });

  it("sends someone already signed in straight on", async () => {
    const owner = await bed.signedIn("owner");
    expect(await loginPage("?next=/admin/catalogue", owner.cookie)).toMatchObject({
      status: 302,
      location: "/admin/catalogue",
    });
  });

  it("signs in with the right password: a session cookie and on to the next address", async () => {
    await saveStaffAccount(bed.database.db, { email: EMAIL, password: STAFF_PASSWORD });
    const answer = await signInWith({ email: EMAIL, password: STAFF_PASSWORD, next: "/admin/account" });
    expect(answer).toMatchObject({ status: 302, location: "/admin/account" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/staff_session=/);
    expect(await sessionCount()).toBe(1);
  });

  it("refuses a wrong password (401) and missing fields (400), keeping what was typed", async () => {
    await saveStaffAccount(bed.database.db, { email: EMAIL, password: STAFF_PASSWORD });
    const wrong = await signInWith({ email: EMAIL, password: "Not the password" });
    expect(wrong).toMatchObject({ status: 401, data: { message: LOGIN_MESSAGES.invalid, email: EMAIL } });
    const empty = await signInWith({ email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(dataOf<SignInAnswer>(empty).fieldErrors).toEqual({
      email: LOGIN_MESSAGES.emailRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
    expect(await sessionCount()).toBe(0);
  });

  it("refuses a post without the form's token cookie (403) with a fresh token to try again", async () => {
    await saveStaffAccount(bed.database.db, { email: EMAIL, password: STAFF_PASSWORD });
    const answer = await signInWith({ email: EMAIL, password: STAFF_PASSWORD }, { tokenCookie: false });
    expect(answer).toMatchObject({ status: 403, data: { message: LOGIN_MESSAGES.formExpired } });
    expect(dataOf<SignInAnswer>(answer).token).toEqual(expect.any(String));
    expect(answer.headers.get("Set-Cookie")).toMatch(/^staff_login=/);
    expect(await sessionCount()).toBe(0);
  });
});
