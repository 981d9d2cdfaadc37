// Staff sign-in against a real SQLite database and real Request objects: the form's
// token, a right password, forms from elsewhere and the form's fields.
import { describe, expect, it } from "vitest";
import {
  LOGIN_MESSAGES,
  LOGIN_TOKEN_FIELD,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "#app/features/staff/auth/staff-auth.ts";
import { hashIp } from "#app/platform/db/ip-hash.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import {
  SITE,
  SECURE_SITE,
  EMAIL,
  PASSWORD,
  IP,
  SALT,
  TOKEN,
  FORM_EXPIRED,
  INVALID,
  sha256,
  database,
  services,
  setUpStaffAuthDatabase,
  logged,
  attempt,
  sessionToken,
  sessionRows,
  loginAttemptRows,
  replaceServices,
  cookieValue,
} from "#app/features/staff/staff-auth.test-support.ts";

setUpStaffAuthDatabase();

describe("loginFormToken", () => {
  it("sets a Strict, HttpOnly cookie without Secure over plain HTTP", async () => {
    const { token, setCookie } = await loginFormToken(new Request(`${SITE}/admin/login`));
    expect(token).toMatch(TOKEN);
    expect(setCookie).toBe(`staff_login=${cookieValue(token)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict`);
  });

  it("uses the __Host- prefix and Secure over HTTPS", async () => {
    const { token, setCookie } = await loginFormToken(new Request(`${SECURE_SITE}/admin/login`));
    expect(token).toMatch(TOKEN);
    expect(setCookie).toBe(
      `__Host-staff_login=${cookieValue(token)}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it("reuses the token the browser already holds", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const again = await loginFormToken(
      new Request(`${SITE}/admin/login`, { headers: { Cookie: `theme=dark; staff_login=${cookieValue(token)}` } }),
    );
    expect(again).toEqual({ token });
  });

  it("ignores a cookie without the __Host- prefix over HTTPS", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const secure = await loginFormToken(
      new Request(`${SECURE_SITE}/admin/login`, { headers: { Cookie: `staff_login=${cookieValue(token)}` } }),
    );
    expect(secure.token).not.toBe(token);
    expect(secure.setCookie).toContain("__Host-staff_login=");
  });

  it("gives every new browser its own token", async () => {
    const issued = await Promise.all(
      Array.from({ length: 5 }, () => loginFormToken(new Request(`${SITE}/admin/login`))),
    );
    const tokens = new Set(issued.map(({ token }) => token));
    expect(tokens.size).toBe(5);
  });
});

// Several tests here hash many passwords (scrypt at full strength): room for a busy machine.
describe("signIn", { timeout: 30_000 }, () => {
  it("signs in with the right password and starts a session", async () => {
    const now = new Date();
    const result = await attempt(EMAIL, PASSWORD, { now });
    if (result.status !== "signed_in") throw new Error(JSON.stringify(result));
    const token = sessionToken(result);
    expect(token).toMatch(TOKEN);
    expect(result.setCookie).toEqual([
      `staff_session=${cookieValue(token)}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`,
      "staff_login=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    ]);

    const staff = await findStaffByEmail(database.db, EMAIL);
    expect(staff?.lastLoginAt).toBe(now.toISOString());
    const rows = await sessionRows();
    expect(rows).toEqual([
      {
        id_hash: sha256(token),
        staff_id: staff?.id,
        csrf_token: expect.stringMatching(TOKEN) as unknown as string,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
        ip_hash: hashIp(IP, SALT),
        user_agent: "Vitest browser",
      },
    ]);
    // Only the token's hash is kept.
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.csrf_token).not.toBe(token);
    expect(logged()).not.toContain(PASSWORD);
  });

  it("sets Secure __Host- cookies over HTTPS", async () => {
    const result = await attempt(EMAIL, PASSWORD, { site: SECURE_SITE });
    const token = sessionToken(result, SECURE_SITE);
    expect(result).toEqual({
      status: "signed_in",
      setCookie: [
        `__Host-staff_session=${cookieValue(token)}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax`,
        "__Host-staff_login=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
      ],
    });
  });

  it("accepts the address in any case and with spaces around it", async () => {
    expect((await attempt("  Anna@SandtonSoundHire.CO.ZA ", PASSWORD)).status).toBe("signed_in");
  });

  it("stores no address hash without a salt or a client address", async () => {
    replaceServices({ ...services, ipHashSalt: undefined });
    await attempt(EMAIL, PASSWORD);
    replaceServices({ ...services, ipHashSalt: SALT });
    await attempt(EMAIL, PASSWORD, { ip: null });
    expect((await sessionRows()).map((row) => row.ip_hash)).toEqual([null, null]);
  });
});

describe("signIn: forms from elsewhere", { timeout: 30_000 }, () => {
  describe("refuses a form that did not come from the sign-in page", () => {
    function post(cookie: string | undefined, formToken: string | undefined, headers: Record<string, string> = {}) {
      const request = new Request(`${SITE}/admin/login`, {
        method: "POST",
        headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: SITE, ...headers },
      });
      const form = new FormData();
      form.set("email", EMAIL);
      form.set("password", PASSWORD);
      if (formToken !== undefined) form.set(LOGIN_TOKEN_FIELD, formToken);
      return signIn(services, request, form, IP);
    }

    it("without the sign-in cookie", async () => {
      const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
      expect(await post(undefined, token)).toEqual(FORM_EXPIRED);
      expect(await post("theme=dark", token)).toEqual(FORM_EXPIRED);
    });

    it("without the form's token, or with another one", async () => {
      const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
      const other = (await loginFormToken(new Request(`${SITE}/admin/login`))).token;
      expect(await post(`staff_login=${cookieValue(token)}`, undefined)).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, "")).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, other)).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, token.slice(1))).toEqual(FORM_EXPIRED);
      expect(await post(`staff_login=${cookieValue(token)}`, `${token}x`)).toEqual(FORM_EXPIRED);
    });

    it("from another origin", async () => {
      expect(await attempt(EMAIL, PASSWORD, { headers: { Origin: "https://evil.example" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { Origin: "https://localhost:5173" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { "Sec-Fetch-Site": "cross-site" } })).toEqual(FORM_EXPIRED);
      expect(await attempt(EMAIL, PASSWORD, { headers: { "Sec-Fetch-Site": "same-site" } })).toEqual(FORM_EXPIRED);
    });

    it("and counts none of these as a failed sign-in", async () => {
      await attempt(EMAIL, "wrong password!", { headers: { Origin: "https://evil.example" } });
      await post(undefined, undefined);
      expect(await loginAttemptRows()).toEqual([]);
      expect(await sessionRows()).toEqual([]);
    });
  });
});

describe("signIn: the form's fields and the answer to a wrong password", { timeout: 30_000 }, () => {
  it("names each missing or malformed field", async () => {
    const correct = "Please correct the highlighted fields.";
    expect(await attempt("", "")).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired },
      httpStatus: 400,
    });
    expect(await attempt("   ", PASSWORD)).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired },
      httpStatus: 400,
    });
    expect(await attempt("anna", PASSWORD)).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { email: LOGIN_MESSAGES.emailInvalid },
      httpStatus: 400,
    });
    expect(await attempt(EMAIL, "")).toEqual({
      status: "refused",
      message: correct,
      fieldErrors: { password: LOGIN_MESSAGES.passwordRequired },
      httpStatus: 400,
    });
    expect(await loginAttemptRows()).toEqual([]);
  });

  it("treats fields missing from the form as empty", async () => {
    const { token } = await loginFormToken(new Request(`${SITE}/admin/login`));
    const request = new Request(`${SITE}/admin/login`, {
      method: "POST",
      headers: { Cookie: `staff_login=${cookieValue(token)}`, Origin: SITE },
    });
    const form = new FormData();
    form.set(LOGIN_TOKEN_FIELD, token);
    const result = await signIn(services, request, form, IP);
    expect(result).toMatchObject({
      httpStatus: 400,
      fieldErrors: { email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired },
    });
  });

  it("gives the same answer for an unknown address and a wrong password", async () => {
    const unknown = await attempt("nobody@sandtonsoundhire.co.za", PASSWORD);
    const wrong = await attempt(EMAIL, "Mixing-desk-2025");
    expect(unknown).toEqual(INVALID);
    expect(wrong).toEqual(INVALID);
    expect(unknown).toEqual(wrong);
    expect(await sessionRows()).toEqual([]);
    expect(logged()).not.toContain("Mixing-desk");
  });
});

describe("signIn: the session the browser held before", { timeout: 30_000 }, () => {
  it("removes the session the browser held before (no fixation)", async () => {
    const first = sessionToken(await attempt(EMAIL, PASSWORD));
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(first)]);

    const second = sessionToken(await attempt(EMAIL, PASSWORD, { cookies: [`staff_session=${cookieValue(first)}`] }));
    expect(second).not.toBe(first);
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(second)]);
  });

  it("signs in past a planted cookie that has no session", async () => {
    const planted = "planted-token-from-somebody-else";
    const token = sessionToken(await attempt(EMAIL, PASSWORD, { cookies: [`staff_session=${cookieValue(planted)}`] }));
    expect(token).not.toBe(planted);
    expect((await sessionRows()).map((row) => row.id_hash)).toEqual([sha256(token)]);
  });
});
