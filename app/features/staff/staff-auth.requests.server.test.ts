// The staff area's request checks against a real SQLite database and real Request
// objects: sessions, the CSRF token and the origin.
import { describe, expect, it } from "vitest";
import { CSRF_FIELD, SESSION_IDLE_MS, safeAdminRedirect } from "#app/features/staff/auth/staff-auth.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { admitStaffRequest, sameOrigin, sameToken } from "#app/features/staff/staff-auth.server.ts";
import {
  SITE,
  SECURE_SITE,
  EMAIL,
  MINUTE,
  NOT_FROM_STAFF_AREA,
  FORM_EXPIRED_TEXT,
  sha256,
  database,
  services,
  setUpStaffAuthDatabase,
  sessionCookie,
  signedIn,
  refusal,
  staffPost,
  cookieValue,
} from "#app/features/staff/staff-auth.test-support.ts";

setUpStaffAuthDatabase();

describe("admitStaffRequest", () => {
  it("sends a page request without a session to the sign-in page, and back afterwards", async () => {
    const response = await refusal(new Request(`${SITE}/admin/leads?status=open&page=2`));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe(`/admin/login?next=${encodeURIComponent("/admin/leads?status=open&page=2")}`);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(safeAdminRedirect(new URL(location, SITE).searchParams.get("next"))).toBe("/admin/leads?status=open&page=2");

    const head = await refusal(new Request(`${SITE}/admin`, { method: "HEAD" }));
    expect(head.status).toBe(302);
    expect(head.headers.get("Location")).toBe("/admin/login?next=%2Fadmin");
  });

  it("clears a session cookie that no longer has a session", async () => {
    const response = await refusal(
      new Request(`${SITE}/admin`, { headers: { Cookie: `staff_session=${cookieValue("unknown-token")}` } }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBe("staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("answers 401 to anything else without a session", async () => {
    const response = await refusal(staffPost("unknown-token", new URLSearchParams({ csrf: "x" })));
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("Sign in to the staff area first.");
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    const bare = await refusal(new Request(`${SITE}/admin/leads/lead-1`, { method: "POST" }));
    expect(bare.status).toBe(401);
    expect(bare.headers.get("Set-Cookie")).toBeNull();
  });

  it("lets a page request with a session in", async () => {
    const { token, csrf } = await signedIn();
    const staff = await admitStaffRequest(
      services,
      new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }),
    );
    const account = await findStaffByEmail(database.db, EMAIL);
    expect(staff).toEqual({
      staffId: account?.id,
      email: EMAIL,
      role: "owner",
      csrfToken: csrf,
      sessionIdHash: sha256(token),
    });
  });

  it("admits a live session whatever its role: each route asks for its own permission (requireStaff)", async () => {
    const { token } = await signedIn();
    const page = (path: string) => new Request(`${SITE}${path}`, { headers: { Cookie: sessionCookie(SITE, token) } });
    await database.db.updateTable("staff_users").set({ role: "editor" }).where("email", "=", EMAIL).execute();
    for (const path of ["/admin", "/admin/staff", "/admin/leads/lead-1", "/admin/Staff"])
      expect((await admitStaffRequest(services, page(path))).role, path).toBe("editor");
  });
});

describe("admitStaffRequest: the CSRF token and the origin", () => {
  it("refuses a state-changing request without the session's CSRF token", async () => {
    const { token, csrf } = await signedIn();
    const cases: Request[] = [
      staffPost(token, new URLSearchParams({ note: "hi" })),
      staffPost(token, new URLSearchParams({ csrf: "" })),
      staffPost(token, new URLSearchParams({ csrf: `${csrf.slice(0, -1)}${csrf.endsWith("A") ? "B" : "A"}` })),
      staffPost(token, new URLSearchParams({ csrf: csrf.slice(1) })),
      staffPost(token, JSON.stringify({ csrf }), { headers: { "Content-Type": "application/json" } }),
      new Request(`${SITE}/admin/leads/lead-1`, {
        method: "POST",
        headers: { Cookie: sessionCookie(SITE, token), Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      }),
    ];
    for (const request of cases) {
      const response = await refusal(request);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(FORM_EXPIRED_TEXT);
    }
  });

  it("refuses a form body that cannot be read as one, without throwing", async () => {
    const { token, csrf } = await signedIn();
    const broken = staffPost(token, `--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}`, {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    const response = await refusal(broken);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(FORM_EXPIRED_TEXT);
  });

  it("refuses a state-changing request from another site, even with the token", async () => {
    const { token, csrf } = await signedIn();
    const body = () => new URLSearchParams({ [CSRF_FIELD]: csrf });
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "http://localhost:5174" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await refusal(staffPost(token, body(), { headers }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(NOT_FROM_STAFF_AREA);
    }
  });

  it("lets a same-origin form with the token in, leaving the body for the action", async () => {
    const { token, csrf } = await signedIn();
    const request = staffPost(
      token,
      new URLSearchParams({ [CSRF_FIELD]: csrf, note: "Called back, wants two speakers" }),
    );
    const staff = await admitStaffRequest(services, request);
    expect(staff.email).toBe(EMAIL);
    const form = await request.formData();
    expect(form.get("note")).toBe("Called back, wants two speakers");
    expect(form.get(CSRF_FIELD)).toBe(csrf);
  });

  it("reads the token from a multipart form too", async () => {
    const { token, csrf } = await signedIn();
    const body = new FormData();
    body.set(CSRF_FIELD, csrf);
    body.set("status", "won");
    const request = staffPost(token, body);
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data/);
    expect((await admitStaffRequest(services, request)).csrfToken).toBe(csrf);
    expect((await request.formData()).get("status")).toBe("won");
  });

  it("lets a request without Origin or Sec-Fetch-Site in when it carries the token", async () => {
    const { token, csrf } = await signedIn();
    const request = new Request(`${SITE}/admin/leads/lead-1`, {
      method: "POST",
      headers: { Cookie: sessionCookie(SITE, token), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: csrf }),
    });
    expect((await admitStaffRequest(services, request)).email).toBe(EMAIL);
  });
});

describe("admitStaffRequest: the session cookie's prefix and expiry", () => {
  it("uses the __Host- cookie over HTTPS and ignores an unprefixed one", async () => {
    const { token, csrf } = await signedIn({ site: SECURE_SITE });
    const good = staffPost(token, new URLSearchParams({ [CSRF_FIELD]: csrf }), { site: SECURE_SITE });
    expect((await admitStaffRequest(services, good)).email).toBe(EMAIL);

    const unprefixed = await refusal(
      new Request(`${SECURE_SITE}/admin`, { headers: { Cookie: `staff_session=${cookieValue(token)}` } }),
    );
    expect(unprefixed.status).toBe(302);

    const stale = await refusal(
      new Request(`${SECURE_SITE}/admin`, { headers: { Cookie: `__Host-staff_session=${cookieValue("gone")}` } }),
    );
    expect(stale.headers.get("Set-Cookie")).toBe(
      "__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("treats an expired session as none", async () => {
    const { token, csrf } = await signedIn({ now: new Date(Date.now() - SESSION_IDLE_MS - MINUTE) });
    const page = await refusal(new Request(`${SITE}/admin`, { headers: { Cookie: sessionCookie(SITE, token) } }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const post = await refusal(staffPost(token, new URLSearchParams({ [CSRF_FIELD]: csrf })));
    expect(post.status).toBe(401);
  });
});

describe("sameOrigin", () => {
  const check = (headers: Record<string, string>) =>
    sameOrigin(new Request(`${SITE}/admin`, { method: "POST", headers }));

  it("accepts this origin, and requests that name none", () => {
    expect(check({})).toBe(true);
    expect(check({ Origin: SITE })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "same-origin" })).toBe(true);
    expect(check({ "Sec-Fetch-Site": "none" })).toBe(true);
    expect(check({ Origin: SITE, "Sec-Fetch-Site": "same-origin" })).toBe(true);
  });

  it("refuses another origin or a cross-site fetch", () => {
    expect(check({ Origin: "https://evil.example" })).toBe(false);
    expect(check({ Origin: "null" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "cross-site" })).toBe(false);
    expect(check({ "Sec-Fetch-Site": "same-site" })).toBe(false);
    expect(check({ Origin: SITE, "Sec-Fetch-Site": "cross-site" })).toBe(false);
  });
});

describe("sameToken", () => {
  it("is true only for the same token, and refuses (never throws) a token of other bytes or another type", () => {
    const token = "a".repeat(43);
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${"a".repeat(42)}b`, token)).toBe(false);
    // As many characters, more bytes: the comparison used to throw here.
    expect(sameToken(`${"a".repeat(42)}é`, token)).toBe(false);
    expect(sameToken("a".repeat(44), token)).toBe(false);
    expect(sameToken(undefined, token)).toBe(false);
  });
});
