// Every lead form, with JavaScript on and off: what the visitor sees and what
// the server stored. The forms' behaviour in the browser, what their pages load
// and the endpoint they post to are in lead-forms.*.spec.ts.
import { expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
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
      // The panel is in view where the answer left the visitor (issue 35: it was 1,000 px below, the page at the top);
      // with JavaScript its heading has the focus, so a screen reader announces it.
      await expect(panel).toBeInViewport();
      if (javaScriptEnabled) await expect(panel.getByRole("heading", { name: "Thank You!" })).toBeFocused();

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
