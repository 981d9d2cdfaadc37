// The lead forms in the browser: the sending state, a failed request, the page a
// call-back came from, bots and oversized posts, axe, and the privacy notice.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

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
