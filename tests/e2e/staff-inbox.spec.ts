// The staff inbox end to end: an account made with the command-line tool,
// sign-in, a lead sent through the public form, working it (status, note),
// CSV export, sign-out; refusals for wrong passwords, lock-outs, anonymous
// requests and cross-site posts; axe on every staff page.
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";
import { longDate } from "./quote-helpers.ts";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { expectNoAxeViolations, waitForShell } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

const PASSWORD = "Mixing desk at Kyalami 2026";

/** Creates a staff account the way the team does: `npm run staff:add -- <email>`, password on stdin. */
function addStaff(email: string, password = PASSWORD): string {
  return execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
}

function countRows(query: string): number {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return Number((db.prepare(query).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

function leadStatus(id: string): string | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    const row = db.prepare("select status from leads where id = ?").get(id) as { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A lead posted straight to the public API (the browser form path is covered by the journey test). */
async function postLead(request: APIRequestContext, email: string, comments: string): Promise<string> {
  const response = await request.post("/api/av/leads", {
    data: {
      requestedAt: new Date().toISOString(),
      referrer: "https://www.sandtonsoundhire.co.za/call-me-back",
      vdn: "AVSH",
      preferredTime: "Weekday mornings",
      comments,
      source: "Website Form",
      contact: { fullname: "Sipho Dlamini", tel: "011 555 0199", email },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe("staff inbox", () => {
  test("a member of staff signs in, works a lead from the contact form, exports it and signs out", async ({ page }) => {
    const staffEmail = uniqueEmail("staff");
    expect(addStaff(staffEmail)).toContain(`Created staff account ${staffEmail}`);

    // A visitor sends the contact form.
    const visitor = uniqueEmail("visitor");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Naledi Khumalo");
    await form.getByLabel("Email address").fill(visitor);
    await form.getByLabel("Phone number").fill("072 555 0142");
    await form.getByLabel("Event type").selectOption("corporate");
    await form
      .getByLabel("Message")
      .fill("Product launch for 200 guests at the Sandton Convention Centre in February.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-thank-you")).toBeVisible();
    const [stored] = leadsFor(visitor);
    expect(stored).toBeDefined();
    const leadId = stored?.id ?? "";

    // The inbox sends an anonymous visitor to sign in, then back.
    await page.goto(`/admin?q=${encodeURIComponent(visitor)}`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, staffEmail.toUpperCase());
    await expect(page).toHaveURL(`/admin?q=${encodeURIComponent(visitor)}`);
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${staffEmail}`)).toBeVisible();
    await expect(page.getByText("Showing 1–1 of 1 lead")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row).toContainText("Contact message");
    await expect(row).toContainText("New");
    await expect(row).toContainText("1 pending");
    await expectNoAxeViolations(page);

    // Search by phone finds it however the number is written.
    await page.getByLabel("Search name, e-mail or phone").fill("+27 72 555 0142");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("link", { name: "Naledi Khumalo" })).toBeVisible();

    // The lead in full.
    await page.getByRole("link", { name: "Naledi Khumalo" }).first().click();
    await expect(page).toHaveURL(`/admin/leads/${leadId}`);
    await expect(page.getByRole("heading", { name: "Naledi Khumalo", level: 1 })).toBeVisible();
    await expect(page.getByText("Product launch for 200 guests", { exact: false })).toBeVisible();
    await expect(page.getByText(stored?.referrer ?? "no referrer stored", { exact: true }).first()).toBeVisible();
    await expect(page.locator("[data-delivery-status=pending]")).toHaveText(
      "Waiting: this channel is not configured on the server",
    );
    await expectNoAxeViolations(page);

    // Status and note, each recorded with who and when.
    await page.getByLabel("Move this lead to").selectOption("contacted");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status updated.");
    expect(leadStatus(leadId)).toBe("contacted");
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("Status changed from New to Contacted");
    await expect(history).toContainText(staffEmail);

    await page.getByLabel("Note for the team").fill("Phoned Naledi: wants two line-array options & a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(history).toContainText("Phoned Naledi: wants two line-array options & a quote by Friday.");

    // The note rule is named when broken.
    await page.getByLabel("Note for the team").fill("x".repeat(2001));
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("A note can be at most 2,000 characters; this one has 2,001.")).toBeVisible();

    // Export the filtered view.
    await page.goto(`/admin?status=contacted&q=${encodeURIComponent(visitor)}`);
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export this view as CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    expect(csv.startsWith("\uFEFFReceived (SAST),Kind,Status,Name,E-mail,Phone,Summary")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Contact message,Contacted,Naledi Khumalo,${visitor},072 555 0142`);
    expect(lines[1]).toContain(leadId);

    // Dashboard, then sign out.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status")).toHaveText("You have signed out.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("the export neutralises formulas a visitor typed", async ({ page, request }) => {
    const staffEmail = uniqueEmail("staff-csv");
    addStaff(staffEmail);
    const visitor = uniqueEmail("formula");
    await postLead(request, visitor, '=HYPERLINK("http://evil.example","Click")');
    await page.goto("/admin/login");
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    const response = await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(visitor)}`);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("no-store");
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  test("the dashboard shows web vitals and script errors measured in a visitor's browser", async ({
    page,
    browser,
  }) => {
    const visitor = await browser.newPage();
    await visitor.goto("/about");
    // The shell loads after the first paint and starts the error and web-vitals reporting; it marks itself ready after that.
    await waitForShell(visitor);
    // A script error on the page, as a visitor's browser would meet it.
    const marker = `Dashboard check ${Date.now().toString(36)}`;
    const thrown = visitor.waitForEvent("pageerror");
    await visitor.evaluate(
      (message) =>
        setTimeout(() => {
          throw new Error(message);
        }),
      marker,
    );
    await thrown;
    // Leaving the page sends the beacon.
    await visitor.goto("/services");
    await visitor.close();
    await expect
      .poll(() =>
        countRows("select count(*) as n from web_vitals where page = '/about' and name in ('FCP', 'TTFB', 'LCP')"),
      )
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => countRows(`select count(*) as n from site_errors where message like '%${marker}%'`))
      .toBe(1);

    const staffEmail = uniqueEmail("staff-vitals");
    addStaff(staffEmail);
    await page.goto("/admin/dashboard");
    await signIn(page, staffEmail);
    const speed = page.getByRole("table", { name: /Web vitals/ });
    for (const metric of ["LCP", "FCP", "TTFB"]) {
      await expect(speed.getByRole("row", { name: new RegExp(`^${metric}`) })).not.toContainText("Not measured");
    }
    await expect(speed).toContainText("2.50 s, 4.00 s");
    await expect(page.getByRole("region", { name: "Errors" })).toContainText(marker);
    await expectNoAxeViolations(page);
  });

  test("a script error raised while the islands hydrate, before the shell has loaded, is reported too", async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    const marker = `Early error ${Date.now().toString(36)}`;
    // Thrown as soon as the page is parsed, while the contact form hydrates; the shell loads after that.
    // Only on /contact: the script runs again on the page the visitor goes to next.
    await visitor.addInitScript((message) => {
      if (location.pathname !== "/contact") return;
      document.addEventListener("DOMContentLoaded", () =>
        setTimeout(() => {
          (window as Window & { shellAtError?: string }).shellAtError =
            document.documentElement.dataset.shell ?? "not loaded";
          throw new Error(message);
        }),
      );
    }, marker);
    await visitor.goto("/contact");
    await waitForShell(visitor);
    expect(await visitor.evaluate(() => (window as Window & { shellAtError?: string }).shellAtError)).toBe(
      "not loaded",
    );
    await visitor.goto("/services");
    await visitor.close();
    await expect
      .poll(() => countRows(`select count(*) as n from site_errors where message like '%${marker}%'`))
      .toBe(1);
  });

  test("a quote lead shows the event, people × hours, delivery, VAT totals and expiry, and opens its PDF", async ({
    page,
    request,
  }) => {
    const staffEmail = uniqueEmail("staff-quote");
    addStaff(staffEmail);
    const visitor = uniqueEmail("quote");
    // Dates ahead of today in Johannesburg: the quotes API refuses dates in the past.
    const first = addDays(johannesburgDate(new Date()), 20);
    const created = await request.post("/api/quotes", {
      data: {
        contact: { name: "Pieter van Wyk", email: visitor, phone: "083 555 0177" },
        eventDate: first,
        endDate: addDays(first, 1),
        setupTime: "09:00",
        venue: "Summer Place, Hyde Park",
        setting: "indoor",
        guests: "220",
        deliveryMethod: "delivery",
        deliveryZone: "sandton",
        companyName: "Van Wyk Conferencing CC",
        companyVatNumber: "4987654321",
        marketingConsent: true,
        items: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
          { type: "personnel", id: "setup-technician", quantity: 2, hours: 5 },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { quoteNumber, accessToken, quote } = (await created.json()) as {
      quoteNumber: string;
      accessToken: string;
      quote: { validUntil: string };
    };
    const decided = await request.post(`/api/quotes/${quoteNumber}/decisions`, {
      data: { accessToken, requestType: "accept", quoteVersion: 1, signedName: "Thabo Nkosi", acceptTerms: true },
    });
    expect(decided.ok()).toBe(true);
    const [lead] = leadsFor(visitor);

    await page.goto(`/admin/leads/${lead?.id}`);
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { name: `Quote ${quoteNumber}` })).toBeVisible();
    await expect(page.getByText("Accepted by the customer")).toBeVisible();
    const facts = page.getByText("Valid until").locator("xpath=ancestor::dl");
    for (const text of [
      `Valid until${longDate(quote.validUntil)}`,
      `${longDate(first)} to ${longDate(addDays(first, 1))} (2 days)`,
      "09:00",
      "Indoor",
      "220",
      "To Sandton (estimate)",
      "Van Wyk Conferencing CC",
      "4987654321",
    ])
      await expect(facts).toContainText(text);
    const lines = page.getByRole("table", { name: "Quote lines, excluding VAT" });
    // Header, two lines and the delivery estimate, then items, subtotal, VAT and total.
    await expect(lines.getByRole("row")).toHaveCount(1 + 3 + 4);
    await expect(lines).toContainText("2 people × 5 hours");
    await expect(lines).toContainText("Delivery and collection (estimate)");
    // Speakers 2 x R375 x 1.5 day rates, technicians 2 x 5 x R1,500, delivery to Sandton R450: R16,575.00.
    await expect(lines.getByRole("row", { name: /^Subtotal \(excl\. VAT\)/ })).toContainText("R16,575.00");
    await expect(lines.getByRole("row", { name: /^VAT \(15%\)/ })).toContainText("R2,486.25");
    await expect(lines.getByRole("row", { name: /^Total \(incl\. VAT\)/ })).toContainText("R19,061.25");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Visitor accepted the quote");
    await expectNoAxeViolations(page);

    const pdf = await page.request.get(`/admin/leads/${lead?.id}/quote.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // Staff get the quote as the visitor made it: who it is for and where.
    const text = await pdfText(await pdf.body());
    expect(text).toContain(quoteNumber);
    expect(text).toContain("Pieter van Wyk");
    expect(text).toContain("Summer Place, Hyde Park");
  });

  test("the e-mail previews show each e-mail's subject, HTML part and plain-text part", async ({ page }) => {
    const staffEmail = uniqueEmail("staff-emails");
    addStaff(staffEmail);
    await page.goto("/admin/emails");
    await signIn(page, staffEmail);
    const list = page.getByRole("navigation", { name: "E-mails" });
    await expect(list.getByRole("link")).toHaveCount(13);
    await expect(page.getByRole("heading", { name: "New lead (a call-back request)" })).toBeVisible();
    await expectNoAxeViolations(page);

    await list.getByRole("link", { name: /The customer's copy of their quote/ }).click();
    await expect(list.getByRole("link", { name: /The customer's copy/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Your quote Q-261121-7KQM from Sandton Sound Hire").first()).toBeVisible();
    const html = page.frameLocator("iframe[title^='HTML part of']");
    await expect(html.getByRole("link", { name: "Chat about this quote on WhatsApp" })).toHaveAttribute(
      "href",
      // The message carries the quote's live page (decision 034).
      /^https:\/\/wa\.me\/27117842250\?text=Hi%2C%20my%20quote%20Q-261121-7KQM%20for%2012%20December\.%20https%3A%2F%2F[^%]+%2Fq%2F[A-Za-z0-9_-]{43}$/,
    );
    await expect(html.getByRole("table", { name: "Items on quote Q-261121-7KQM" })).toContainText("R11,706.25");
    const text = page.getByRole("region", { name: "Plain-text part" });
    await expect(text).toContainText("- On-Site Sound Engineer: 1 × 4 hr x R2,500.00/hr = R10,000.00");
    await expect(text).toContainText("Total (incl. VAT): R13,462.19");
    await expectNoAxeViolations(page);

    // The reminder to sales about a lead waiting past the response target (decision 035).
    await list.getByRole("link", { name: /a lead waiting past the response target/ }).click();
    await expect(page.getByText("Waiting 42 min for a reply: Thandi Mokoena").first()).toBeVisible();
    await expect(
      page
        .frameLocator("iframe[title^='HTML part of']")
        .getByRole("link", { name: "Open this lead in the staff inbox" }),
    ).toHaveAttribute("href", /\/admin\/leads\/[\w-]+$/);
    await expect(page.getByRole("region", { name: "Plain-text part" })).toContainText(
      "It has waited 42 min of business hours, past our target of 15 minutes.",
    );
    await expectNoAxeViolations(page);
  });

  test("a wrong password and an unknown address get the same answer", async ({ page }) => {
    const staffEmail = uniqueEmail("staff-wrong");
    addStaff(staffEmail);
    await page.goto("/admin/login");
    await signIn(page, staffEmail, "not the right password");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
    await expect(page.getByLabel("E-mail address")).toHaveValue(staffEmail);
    await signIn(page, uniqueEmail("nobody"), "not the right password");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
    await expectNoAxeViolations(page);
    // Empty fields are named.
    await page.getByLabel("E-mail address").fill("");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
  });

  test("five failed sign-ins lock the address, even for the right password", async ({ page }) => {
    const staffEmail = uniqueEmail("staff-locked");
    addStaff(staffEmail);
    await page.goto("/admin/login");
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(page, staffEmail, `wrong password ${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
    }
    await signIn(page, staffEmail, "wrong password 5");
    await expect(page.getByRole("alert")).toContainText("Too many failed sign-ins for this e-mail address.");
    await signIn(page, staffEmail, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Too many failed sign-ins for this e-mail address.");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

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
