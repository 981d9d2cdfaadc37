import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "#app/platform/http/cookies.ts";

describe("readCookie", () => {
  it("finds the named cookie among others", () => {
    expect(readCookie("theme=dark; staff_session=abc_DEF-123; other=1", "staff_session")).toBe("abc_DEF-123");
    expect(readCookie("staff_session=abc", "staff_session")).toBe("abc");
    expect(readCookie("  staff_session =  abc  ;x=y", "staff_session")).toBe("abc");
  });

  it("is undefined without a header or without the cookie", () => {
    expect(readCookie(null, "staff_session")).toBeUndefined();
    expect(readCookie(undefined, "staff_session")).toBeUndefined();
    expect(readCookie("", "staff_session")).toBeUndefined();
    expect(readCookie("theme=dark", "staff_session")).toBeUndefined();
  });

  it("matches whole names only", () => {
    expect(readCookie("xstaff_session=abc; staff_session_old=def", "staff_session")).toBeUndefined();
    expect(readCookie("__Host-staff_session=abc", "staff_session")).toBeUndefined();
    expect(readCookie("staff_session=abc", "__Host-staff_session")).toBeUndefined();
    expect(readCookie("__Host-staff_session=abc", "__Host-staff_session")).toBe("abc");
  });

  it("takes the first of two cookies with the same name", () => {
    expect(readCookie("staff_session=first; staff_session=second", "staff_session")).toBe("first");
  });

  it("skips parts without a value separator", () => {
    expect(readCookie("garbage; staff_session=abc", "staff_session")).toBe("abc");
  });

  it("refuses values that are not base64url tokens of 1 to 200 characters", () => {
    expect(readCookie("staff_session=", "staff_session")).toBeUndefined();
    expect(readCookie('staff_session="abc"', "staff_session")).toBeUndefined();
    expect(readCookie("staff_session=a%20b", "staff_session")).toBeUndefined();
    expect(readCookie("staff_session=a+b/c=", "staff_session")).toBeUndefined();
    expect(readCookie(`staff_session=${"a".repeat(201)}`, "staff_session")).toBeUndefined();
    expect(readCookie(`staff_session=${"a".repeat(200)}`, "staff_session")).toBe("a".repeat(200));
  });

  it("does not fall through to a later cookie when the first is malformed", () => {
    expect(readCookie('staff_session="bad"; staff_session=good', "staff_session")).toBeUndefined();
  });
});

describe("serializeCookie", () => {
  it("writes an HttpOnly cookie for the whole site", () => {
    expect(serializeCookie("staff_session", "abc", { secure: false, sameSite: "Lax" })).toBe(
      "staff_session=abc; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("adds Max-Age and Secure when asked", () => {
    expect(serializeCookie("__Host-staff_login", "tok", { secure: true, sameSite: "Strict", maxAge: 3600 })).toBe(
      "__Host-staff_login=tok; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure",
    );
  });

  it("deletes with Max-Age=0, never a negative or fractional age", () => {
    expect(serializeCookie("c", "", { secure: false, sameSite: "Lax", maxAge: 0 })).toBe(
      "c=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    );
    expect(serializeCookie("c", "v", { secure: false, sameSite: "Lax", maxAge: -5 })).toContain("Max-Age=0");
    expect(serializeCookie("c", "v", { secure: false, sameSite: "Lax", maxAge: 59.9 })).toContain("Max-Age=59");
  });

  it("leaves out HttpOnly only when told, for a cookie the page's script reads", () => {
    expect(serializeCookie("c", "v", { secure: false, sameSite: "Lax", httpOnly: false })).toBe(
      "c=v; Path=/; SameSite=Lax",
    );
    expect(serializeCookie("c", "v", { secure: false, sameSite: "Lax", httpOnly: true })).toContain("HttpOnly");
  });

  it("takes another path", () => {
    expect(serializeCookie("c", "v", { secure: false, sameSite: "Lax", path: "/admin" })).toContain("Path=/admin;");
  });

  it("reads back with readCookie", () => {
    const header = serializeCookie("staff_login", "tok_123", { secure: false, sameSite: "Strict", maxAge: 60 }).split(
      ";",
    )[0];
    expect(readCookie(header, "staff_login")).toBe("tok_123");
  });
});
