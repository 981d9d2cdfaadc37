import { describe, expect, it } from "vitest";
import { readStaffToken, staffCookie, staffCookieHeader } from "#app/features/staff/staff-cookies.server.ts";

const plain = (cookie?: string) => new Request("http://localhost/admin", cookie ? { headers: { Cookie: cookie } } : {});
const secure = (cookie?: string) =>
  new Request("https://www.example.test/admin", cookie ? { headers: { Cookie: cookie } } : {});
/** A token as createCookie writes it. */
const written = (token: string) => encodeURIComponent(btoa(JSON.stringify(token)));

describe("staffCookie", () => {
  it("adds the __Host- prefix over HTTPS only", () => {
    expect(staffCookie("session", secure()).name).toBe("__Host-staff_session");
    expect(staffCookie("session", plain()).name).toBe("staff_session");
    expect(staffCookie("login", secure()).name).toBe("__Host-staff_login");
  });

  it("is not signed: its values are random tokens the database knows by hash", () => {
    expect(staffCookie("session", plain()).isSigned).toBe(false);
  });
});

describe("readStaffToken", () => {
  it("finds the token among other cookies, and reads back what staffCookieHeader wrote", async () => {
    const header = (await staffCookieHeader("session", plain(), "abc_DEF-123", 60)).split(";")[0]!;
    expect(await readStaffToken("session", plain(`theme=dark; ${header}; other=1`))).toBe("abc_DEF-123");
  });

  it("matches whole names only, and the prefixed name over HTTPS", async () => {
    expect(await readStaffToken("session", plain(`xstaff_session=${written("abc")}`))).toBeUndefined();
    expect(await readStaffToken("session", plain(`__Host-staff_session=${written("abc")}`))).toBeUndefined();
    expect(await readStaffToken("session", secure(`staff_session=${written("abc")}`))).toBeUndefined();
    expect(await readStaffToken("session", secure(`__Host-staff_session=${written("abc")}`))).toBe("abc");
  });

  it("takes the first of two cookies with the same name, and does not fall through when it is malformed", async () => {
    const twice = `staff_session=${written("first")}; staff_session=${written("second")}`;
    expect(await readStaffToken("session", plain(twice))).toBe("first");
    expect(await readStaffToken("session", plain(`staff_session=bad; staff_session=${written("good")}`))).toBe(
      undefined,
    );
  });

  it("refuses values that are not base64url tokens of 1 to 200 characters", async () => {
    expect(await readStaffToken("session", plain())).toBeUndefined();
    expect(await readStaffToken("session", plain("staff_session="))).toBeUndefined();
    expect(await readStaffToken("session", plain(`staff_session=${written("a b")}`))).toBeUndefined();
    expect(await readStaffToken("session", plain(`staff_session=${written("a+b/c=")}`))).toBeUndefined();
    expect(await readStaffToken("session", plain(`staff_session=${written("a".repeat(201))}`))).toBeUndefined();
    expect(await readStaffToken("session", plain(`staff_session=${written("a".repeat(200))}`))).toBe("a".repeat(200));
    expect(await readStaffToken("session", plain(`staff_session=${encodeURIComponent(btoa("{}"))}`))).toBeUndefined();
  });
});

describe("staffCookieHeader", () => {
  it("writes an HttpOnly cookie for the whole site with the kind's SameSite, Secure over HTTPS", async () => {
    expect(await staffCookieHeader("session", plain(), "tok", 3600)).toBe(
      `staff_session=${written("tok")}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(await staffCookieHeader("login", secure(), "tok", 3600)).toBe(
      `__Host-staff_login=${written("tok")}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it("deletes with Max-Age=0, never a negative or fractional age", async () => {
    expect(await staffCookieHeader("session", plain(), "", 0)).toBe(
      "staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(await staffCookieHeader("session", plain(), "v", -5)).toContain("Max-Age=0;");
    expect(await staffCookieHeader("session", plain(), "v", 59.9)).toContain("Max-Age=59;");
  });
});
