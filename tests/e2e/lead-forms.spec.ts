// Every lead form, with JavaScript on and off: what the visitor sees and what
// the server stored.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, hydrateByFocus, waitForIslands } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`lead forms ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test("the contact form stores the message and shows the Thank You panel", async ({ page }) => {
      const email = uniqueEmail("contact");
      await page.goto("/contact#contact-form");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Your name").fill("Lerato Mokoena");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("082 555 0101");
      await form.getByLabel("Event type").selectOption("wedding");
      await form.getByLabel("Message").fill("Ceremony and reception for 120 guests in Midrand on 12 December.");
      await form.getByRole("button", { name: "Send Message" }).click();

      const panel = page.locator("#contact-thank-you");
      await expect(panel.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      for (const href of ["/", "/catalogue", "/blog"]) {
        await expect(panel.locator(`a[href="${href}"]`)).toBeVisible();
      }
      if (javaScriptEnabled) await expect(page.getByText("Message sent successfully!")).toBeVisible();

      const [lead] = leadsFor(email);
      expect(lead).toMatchObject({
        kind: "contact",
        source: "Website Form",
        full_name: "Lerato Mokoena",
        phone: "082 555 0101",
        marketing_consent: 0,
      });
      expect(lead?.payload.comments).toBe(
        "Event Type: wedding\n\nCeremony and reception for 120 guests in Midrand on 12 December.",
      );
      expect(lead?.payload.contact).toMatchObject({ name: "Lerato", surname: "Mokoena", email });
      expect(leadsFor(email)).toHaveLength(1);
    });

    test("the contact form shows each rule beside its field and stores nothing", async ({ page }) => {
      const email = uniqueEmail("invalid");
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Your name").fill("L");
      await form.getByLabel("Email address").fill(email.replace("@", ""));
      await form.getByLabel("Message").fill("Too short");
      await form.getByRole("button", { name: "Send Message" }).click();

      await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible();
      await expect(form.getByText("Please select an event type")).toBeVisible();
      await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
      // The error is tied to its field for screen readers.
      await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Name must be at least 2 characters");
      // What was typed is kept.
      await expect(form.getByLabel("Message")).toHaveValue("Too short");
      expect(leadsFor(email.replace("@", ""))).toHaveLength(0);
    });

    test("a call-back request stores the page the visitor came from", async ({ page }) => {
      const phone = `082 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
      await page.goto("/call-me-back");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Your details" });
      await form.getByLabel("Full name").fill("Thandi van der Merwe");
      await form.getByLabel("Phone number").fill(phone);
      await form.getByRole("button", { name: "Request a Call Back" }).click();

      const panel = page.locator("#call-back-received");
      await expect(panel.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible();
      await expect(panel.locator('a[href="/catalogue"]')).toBeVisible();
      await expect(panel.locator('a[href="/"]')).toBeVisible();

      const [lead] = leadsFor(phone);
      expect(lead).toMatchObject({ kind: "callback", source: "Website Form", email: null });
      expect(lead?.payload).toMatchObject({
        preferredTime: "As soon as possible",
        comments: "",
        vdn: "SSH-WEB-SALES",
        contact: { name: "Thandi", surname: "van der Merwe", fullname: "Thandi van der Merwe", tel: phone, email: "" },
      });
      // Without JavaScript the page itself is the current URL.
      expect(lead?.referrer).toContain("/call-me-back");
    });

    test("the business partner application is received", async ({ page }) => {
      const email = uniqueEmail("business");
      await page.goto("/partners/apply/business");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Business partner application" });
      await form.getByLabel("Company name").fill("Jacaranda Events");
      await form.getByLabel("Company website").fill("www.jacaranda-events.co.za");
      await form.getByLabel("Industry type").selectOption("Event Planner");
      await form.getByLabel("Contact name").fill("Thandi van der Merwe");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("011 555 0199");
      await form.getByLabel("Events per year").selectOption("13+ events per year");
      await form.getByLabel("How did you hear about us?").selectOption("Industry Referral");
      await form
        .getByLabel("Why do you want to partner with us?")
        .fill("We plan about thirty weddings a year around Pretoria.");
      await form.getByLabel(/Send me occasional equipment news/).check();
      await form.getByRole("button", { name: "Submit Application" }).click();

      await expect(page.getByRole("heading", { name: "Application Received!" })).toBeVisible();
      await expect(page.locator("#apply-business-received").getByText(/within 2-3 business days/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/catalogue/products");
      if (javaScriptEnabled) {
        await expect(
          page.getByText("Thank you! We'll review your business partner application and contact you shortly."),
        ).toBeVisible();
      }

      const [lead] = leadsFor(email);
      expect(lead).toMatchObject({
        kind: "partner_business",
        source: "Business Partner Application",
        marketing_consent: 1,
      });
      expect(lead?.consent_at).toBeTruthy();
      expect(lead?.payload.comments).toBe(
        "Partner Application - We plan about thirty weddings a year around Pretoria.",
      );
      expect(lead?.payload.contact).toMatchObject({
        name: "Thandi",
        surname: "van der Merwe",
        company: "Jacaranda Events",
        companyWebsite: "https://www.jacaranda-events.co.za/",
        industry: "Event Planner",
        eventsPerYear: "13+ events per year",
        referralSource: "Industry Referral",
      });
    });

    test("the client partner application is received", async ({ page }) => {
      const email = uniqueEmail("client");
      await page.goto("/partners/apply/client");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Client partner application" });
      await form.getByLabel("Client type").selectOption("Band/Musician");
      await form.getByLabel("Full name").fill("Kabelo Molefe");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("072 555 0123");
      await form.getByLabel("Events per year").selectOption("7-12 events per year");
      await form
        .getByLabel("Why do you want to become a client partner?")
        .fill("We gig every month in Maboneng and Braamfontein.");
      await form.getByRole("button", { name: "Submit Application" }).click();

      await expect(page.getByRole("heading", { name: "Application Received!" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Read Our Blog" })).toHaveAttribute("href", "/blog");
      const [lead] = leadsFor(email);
      expect(lead).toMatchObject({
        kind: "partner_client",
        source: "Client Partner Application",
        marketing_consent: 0,
      });
      expect(lead?.payload.contact).toMatchObject({ clientType: "Band/Musician", company: "", referralSource: "" });
    });

    test("an application names every missing field with the spec's words", async ({ page }) => {
      await page.goto("/partners/apply/client");
      if (javaScriptEnabled) await waitForIslands(page);
      const form = page.getByRole("form", { name: "Client partner application" });
      await form.getByRole("button", { name: "Submit Application" }).click();
      for (const message of [
        "Please select a client type",
        "Full name is required",
        "Valid email is required",
        "Valid phone number is required",
        "Please select an option",
        "Please tell us why you are interested in becoming a client partner",
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
    });
  });
}

test.describe("lead forms in the browser", () => {
  /** Holds matching requests until the returned function is called. */
  async function holdRequests(page: Page, pattern: string): Promise<() => void> {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("the contact button says 'Sending...' and is disabled while sending", async ({ page }) => {
    await page.goto("/contact");
    await waitForIslands(page);
    const release = await holdRequests(page, "**/api/forms/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Lerato Mokoena");
    await form.getByLabel("Email address").fill(uniqueEmail("sending"));
    await form.getByLabel("Event type").selectOption("corporate");
    await form.getByLabel("Message").fill("Product launch for 80 guests in Rosebank.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("a failed request keeps the form and shows the error toast", async ({ page }) => {
    await page.goto("/partners/apply/business");
    await waitForIslands(page);
    // A gateway's error page instead of the server's answer. (With no connection at all the
    // application waits on the device instead: see offline.spec.ts.)
    await page.route("**/api/forms/business", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    );
    const form = page.getByRole("form", { name: "Business partner application" });
    await form.getByLabel("Company name").fill("Jacaranda Events");
    await form.getByLabel("Industry type").selectOption("Venue");
    await form.getByLabel("Contact name").fill("Thandi van der Merwe");
    await form.getByLabel("Email address").fill(uniqueEmail("offline"));
    await form.getByLabel("Phone number").fill("011 555 0199");
    await form.getByLabel("Events per year").selectOption("4-6 events per year");
    await form.getByLabel("Why do you want to partner with us?").fill("Our venue hosts weekly functions.");
    await form.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByText("Submission Error")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "There was an error submitting your application. Please try again." }),
    ).toBeVisible();
    await expect(form.getByLabel("Company name")).toHaveValue("Jacaranda Events");
  });

  test("a call-back after a missing page carries the missing URL, and it is cleared on leaving", async ({ page }) => {
    const phone = `083 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await page.goto("/hire/a-page-that-moved");
    await page.getByRole("main").getByRole("link", { name: "Request a Call Back" }).click();
    await expect(page).toHaveURL(/\/call-me-back$/);
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Full name").fill("Sipho Nkosi");
    await form.getByLabel("Phone number").fill(phone);
    await form.getByLabel("Email address").fill("sipho@example.co.za");
    await form.getByLabel("Best time to call").selectOption("Morning (8 AM to 12 PM)");
    await form.getByLabel("What would you like to talk about?").fill("Sound for a school prize-giving");
    await form.getByRole("button", { name: "Request a Call Back" }).click();
    await expect(page.getByText("Request Submitted")).toBeVisible();
    await expect(page.getByText("Your request was submitted successfully")).toBeVisible();

    const [lead] = leadsFor(phone);
    expect(lead?.referrer).toMatch(/\/hire\/a-page-that-moved$/);
    expect(lead?.payload).toMatchObject({
      preferredTime: "Morning (8 AM to 12 PM)",
      comments: "Sound for a school prize-giving",
    });

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("notFoundReferrer"))).toBeNull();
  });

  test("a bot that fills the hidden field gets the normal answer and nothing is stored", async ({ request }) => {
    const email = uniqueEmail("bot");
    const response = await request.post("/call-me-back", {
      form: { name: "Buy Followers", phone: "0825550101", email, fax_number: "http://spam.example" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Your call back request has been received");
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("form posts that are too big are refused before they are read", async ({ request }) => {
    const response = await request.post("/contact", { form: { message: "x".repeat(70_000) } });
    expect(response.status()).toBe(413);
  });

  const forms = [
    { path: "/contact", name: "Send us a message" },
    { path: "/call-me-back", name: "Your details" },
    { path: "/partners/apply/business", name: "Business partner application" },
    { path: "/partners/apply/client", name: "Client partner application" },
  ];

  for (const { path, name } of forms) {
    test(`${path} passes axe, errors shown included`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      await expectNoAxeViolations(page);
      const form = page.getByRole("form", { name });
      await form.getByRole("button").last().click();
      const invalid = form.locator("[aria-invalid=true]").first();
      await expect(invalid).toBeFocused();
      await expect(invalid).toHaveAccessibleDescription(/\S/);
      await expectNoAxeViolations(page);
    });
  }

  test("every form links to the privacy notice and leaves marketing consent unticked", async ({ page }) => {
    for (const { path, name } of forms) {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await expect(form.getByRole("link", { name: "Privacy notice and your rights" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(form.getByLabel(/Send me occasional equipment news/)).not.toBeChecked();
    }
  });
});

test.describe("what pages with lead forms load", () => {
  /** The script files the page requested (module chunks included). */
  function collectScripts(page: Page): string[] {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  for (const { path, island } of [
    { path: "/contact", island: "contact-form" },
    { path: "/call-me-back", island: "call-back-form" },
    { path: "/partners/apply/business", island: "partner-application-form" },
    { path: "/partners/apply/client", island: "partner-application-form" },
  ]) {
    test(`${path} hydrates its form island, with no React Router runtime`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "");
      await page.waitForLoadState("networkidle");
      expect(scripts).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${island}-[\\w-]+\\.js$`)));
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
      expect(scripts.filter((script) => /entry\.client|manifest-/.test(script))).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test("a landing page loads its sidebar form's code only when the visitor starts filling it in", async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto("/sound-hire-gauteng");
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    const formCode = /^\/assets\/sidebar-call-back-form-[\w-]+\.js$/;
    expect(scripts.filter((script) => formCode.test(script))).toEqual([]);
    const island = page.locator('[data-island="sidebar-call-back-form"]');
    await expect(island).not.toHaveAttribute("data-hydrated", "");

    await hydrateByFocus(page.getByRole("form", { name: "Request a Call Back" }).getByLabel("Full name"));
    expect(scripts.filter((script) => formCode.test(script))).toHaveLength(1);
  });

  test("toasts stack newest first, close on request and by themselves", async ({ page }) => {
    await page.goto("/sound-hire-gauteng");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Request a Call Back" });
    await page.route("**/api/forms/sidebar", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
    );
    await hydrateByFocus(form.getByLabel("Full name"));
    await form.getByLabel("Full name").fill("Sipho Nkosi");
    await form.getByLabel("Email address").fill("sipho@example.co.za");
    await form.getByLabel("Phone number").fill("082 555 0101");
    await form.getByRole("button", { name: "Call Me Back" }).click();
    const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
    await expect(toasts).toHaveCount(1);
    // Pointing at a toast keeps it open while it is read.
    await toasts.first().hover();
    await expect(toasts.first()).toContainText("Submission Error");
    await expect(toasts.first()).toContainText("Failed to submit your request. Please try again.");
    await expectNoAxeViolations(page);
    await page.waitForTimeout(3_500);
    await expect(toasts).toHaveCount(1);
    await toasts.first().getByRole("button", { name: "Close toast" }).click();
    await expect(toasts).toHaveCount(0);
    // A form answer's toast closes by itself after 3 seconds.
    await page.mouse.move(0, 0);
    await form.getByRole("button", { name: "Call Me Back" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveCount(0, { timeout: 6_000 });
  });
});

test.describe("the form endpoint the form islands post to", () => {
  test("answers field errors in the spec's words and stores nothing", async ({ request }) => {
    const email = uniqueEmail("endpoint-invalid");
    const response = await request.post("/api/forms/contact", { form: { name: "L", email, message: "" } });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { status: string; fieldErrors: Record<string, string> };
    expect(body.status).toBe("invalid");
    expect(body.fieldErrors).toMatchObject({
      name: "Name must be at least 2 characters",
      eventType: "Please select an event type",
    });
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("stores a valid application and answers success as JSON", async ({ request }) => {
    const email = uniqueEmail("endpoint-valid");
    const response = await request.post("/api/forms/client", {
      form: {
        clientType: "Corporate",
        contactName: "Naledi Dube",
        contactEmail: email,
        contactPhone: "011 555 0142",
        eventsPerYear: "1-3 events per year",
        interestReason: "Quarterly town halls at our Sandton office.",
      },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "success",
      message: "Your application was submitted successfully",
    });
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a submission sent twice with its key (a retry from the outbox) is stored once", async ({ request }) => {
    const email = uniqueEmail("endpoint-retry");
    const form = {
      name: "Naledi Dube",
      email,
      phone: "011 555 0142",
      submissionKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.post("/api/forms/sidebar", { form });
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ status: "success" });
    }
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("subscribes as JSON with the subscribe form's answer", async ({ request }) => {
    const email = uniqueEmail("endpoint-subscribe");
    const refused = await request.post("/api/forms/subscribe", { form: { email: "not-an-address" } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    const response = await request.post("/api/forms/subscribe", { form: { email } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "success",
      message:
        "Thanks! We've sent you an e-mail with a link to confirm your subscription: it starts once you confirm, and the link works for 3 days. New articles then arrive about once a month.",
    });
    // Unconfirmed until the link in the e-mail is followed (privacy.spec.ts).
    expect(leadsFor(email)).toMatchObject([{ kind: "subscriber", marketing_consent: 0 }]);
  });

  test("refuses an unknown form and a GET", async ({ request }) => {
    expect((await request.post("/api/forms/newsletter", { form: { email: "a@b.co" } })).status()).toBe(404);
    const get = await request.get("/api/forms/contact");
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
  });
});
