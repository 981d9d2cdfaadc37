// The staff inbox over real HTTP: React Router's .data URLs hold no staff data
// without a session, and a post to one needs the session's CSRF token.
import { describe, expect, it } from "vitest";
import { signIn, serverErrorCount } from "./support.ts";
import {
  asCookie,
  get,
  leadId,
  leadStatus,
  PRIVATE,
  quoteLeadId,
  server,
  VISITOR,
  withStaffAccessServer,
} from "./staff-access.test-support.ts";

withStaffAccessServer();

describe("React Router data URLs (.data) hold no staff data without a session", () => {
  const dataUrls = () => [
    "/admin.data",
    "/admin.data?_routes=routes%2Fadmin%2Finbox",
    "/admin.data?_routes=staff-area",
    `/admin.data?q=${encodeURIComponent(VISITOR.email)}`,
    "/admin/dashboard.data",
    "/admin/emails.data",
    `/admin/leads/${leadId}.data`,
    `/admin/leads/${leadId}.data?_routes=routes%2Fadmin%2Flead`,
    "/admin/leads.csv.data",
    "/admin/dashboard/sources.csv.data",
    `/admin/leads/${quoteLeadId}/quote.pdf.data`,
    `/admin/leads/${quoteLeadId}/quote/edit.data`,
    "/admin/no-such-page.data",
    "/admin/logout.data",
    "/_root.data",
  ];

  it("a signed-in request to the same URL does see the lead (so the probes below would notice a leak)", async () => {
    const token = await signIn(server.base);
    const response = await get(`/admin/leads/${leadId}.data`, asCookie(token));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(VISITOR.email);
  });

  for (const [label, cookie] of [
    ["no cookie", {}],
    ["a made-up session cookie", asCookie("A".repeat(43))],
    ["an empty session cookie", asCookie("")],
  ] as const) {
    it(`with ${label}: a redirect to sign in, never the data`, async () => {
      for (const url of dataUrls()) {
        const response = await get(url, cookie);
        const body = await response.text();
        for (const text of PRIVATE) expect(body, `${url}: ${text}`).not.toContain(text);
        expect(response.status, url).toBeLessThan(500);
        if (url === "/_root.data") continue; // not a staff route: the site's own 404 data
        expect([202, 401], url).toContain(response.status);
        if (response.status === 202) expect(body, url).toContain('"/admin/login?next=');
        expect(response.headers.get("cache-control"), url).toBe("no-store");
      }
    });
  }

  it("the sign-in page's own data holds only its form token", async () => {
    const response = await get("/admin/login.data");
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const text of PRIVATE) expect(body).not.toContain(text);
  });

  it("a state-changing post to a .data URL needs a session, and the session's CSRF token", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const change = new URLSearchParams({ intent: "status", current_status: "new", status: "spam" }).toString();
    const anonymous = await fetch(`${server.base}/admin/leads/${leadId}.data`, {
      method: "POST",
      headers: form,
      body: change,
      redirect: "manual",
    });
    expect(anonymous.status).toBe(401);
    const token = await signIn(server.base);
    const withoutToken = await fetch(`${server.base}/admin/leads/${leadId}.data`, {
      method: "POST",
      headers: { ...form, ...asCookie(token) },
      body: change,
      redirect: "manual",
    });
    expect(withoutToken.status).toBe(403);
    expect(leadStatus(leadId)).toBe("new");
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
