// The staff inbox's refusals end to end: no staff data without a session, and
// nothing changed by a cross-site post or one without the form's token.
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./leads-db.ts";
import { addStaff, leadStatus, postLead, signIn } from "./staff-inbox.test-support.ts";

test.describe("staff inbox", () => {
  test("no staff data is reachable without a session", async ({ request, playwright }) => {
    const leadId = await postLead(request, uniqueEmail("anon"), "Sound for a school prize-giving in Randburg.");
    const anonymous = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      maxRedirects: 0,
    });
    try {
      for (const url of [
        "/admin",
        "/admin?kind=contact",
        "/admin/dashboard",
        "/admin/emails",
        `/admin/leads/${leadId}`,
        `/admin/leads/${leadId}/quote.pdf`,
        "/admin/leads.csv",
        "/admin/logout",
        "/admin/no-such-page",
      ]) {
        const response = await anonymous.get(url);
        expect(response.status(), url).toBe(302);
        expect(response.headers().location, url).toBe(`/admin/login?next=${encodeURIComponent(url)}`);
        expect(response.headers()["cache-control"], url).toBe("no-store");
        expect(await response.text(), url).not.toContain("Sipho");
      }
      for (const url of [`/admin/leads/${leadId}`, "/admin/logout", "/admin", "/admin/leads.csv"]) {
        const response = await anonymous.post(url, {
          form: { intent: "status", current_status: "new", status: "spam" },
        });
        expect(response.status(), url).toBe(401);
        expect(await response.text(), url).not.toContain("Sipho");
      }
      expect(leadStatus(leadId)).toBe("new");

      const login = await anonymous.get("/admin/login");
      expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(login.headers()["cache-control"]).toBe("no-store");
      expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(await (await anonymous.get("/robots.txt")).text()).toContain("Disallow: /admin");
      expect(await (await anonymous.get("/sitemap.xml")).text()).not.toContain("/admin");
    } finally {
      await anonymous.dispose();
    }
  });

  test("a cross-site post, or one without the form's token, changes nothing", async ({ page, request }) => {
    const staffEmail = uniqueEmail("staff-csrf");
    addStaff(staffEmail);
    const leadId = await postLead(
      request,
      uniqueEmail("csrf"),
      "Two wireless microphones for a church service in Fourways.",
    );
    await page.goto(`/admin/leads/${leadId}`);
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { name: "Sipho Dlamini", level: 1 })).toBeVisible();
    // Staff pages are plain HTML: no React is loaded, so every form works as a normal post.
    await expect(page.locator("script[type=module]")).toHaveCount(0);
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    const form = { intent: "status", current_status: "new", status: "spam" };

    // The browser's session cookie goes along (page.request shares it); the token does not.
    const noToken = await page.request.post(`/admin/leads/${leadId}`, { form, maxRedirects: 0 });
    expect(noToken.status()).toBe(403);
    const wrongToken = await page.request.post(`/admin/leads/${leadId}`, {
      form: { ...form, csrf: "x".repeat(43) },
      maxRedirects: 0,
    });
    expect(wrongToken.status()).toBe(403);
    // Another site's page submitting a form: its Origin gives it away, token or not.
    const crossSite = await page.request.post(`/admin/leads/${leadId}`, {
      form: { ...form, csrf: token },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(crossSite.status());
    const signOut = await page.request.post("/admin/logout", { form: {}, maxRedirects: 0 });
    expect(signOut.status()).toBe(403);
    expect(leadStatus(leadId)).toBe("new");

    // The same post from the page itself, with its token, works.
    const sameSite = await page.request.post(`/admin/leads/${leadId}`, {
      form: { ...form, csrf: token },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(302);
    expect(leadStatus(leadId)).toBe("spam");
  });
});
