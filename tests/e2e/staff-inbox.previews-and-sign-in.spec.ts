// The staff e-mail previews end to end, the outbox's copy of an e-mail a site
// with SMTP really sent, and the sign-in's refusals: a wrong password and an
// unknown address alike, and a lock-out after five failures.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { addStaff, PASSWORD, signIn } from "./staff-inbox.test-support.ts";
import { startSiteWithSmtp } from "./site-with-smtp.ts";
import { addStaffMember, signInStaff } from "./staff-members.ts";

test.describe("staff inbox", () => {
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

  test("the outbox shows what a sent e-mail said: its subject, its HTML part sandboxed, its text", async ({ page }) => {
    // A site of its own with SMTP, started for this test.
    test.setTimeout(60_000);
    const site = await startSiteWithSmtp();
    try {
      const contact = await fetch(`${site.baseUrl}/api/av/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          requestedAt: new Date().toISOString(),
          referrer: "https://www.sandtonsoundhire.co.za/call-me-back",
          vdn: "AVSH",
          preferredTime: "Weekday mornings",
          comments: "A PA for a 60th <script>alert(1)</script>",
          source: "Website Form",
          contact: { fullname: "Nomsa <b>Zulu</b>", tel: "082 555 0177", email: "nomsa@example.co.za" },
        }),
      });
      expect(contact.status).toBe(201);
      await expect.poll(() => site.smtp.messages.length, { timeout: 15_000 }).toBe(1);

      const staffEmail = uniqueEmail("staff-outbox");
      addStaffMember(site, staffEmail, PASSWORD, "sales");
      await signInStaff(page, site, staffEmail, PASSWORD);
      await expect(page).toHaveURL(/\/admin(\/|$)/);
      await page.goto(`${site.baseUrl}/admin/emails?state=sent`);
      const outbox = page.getByRole("region", { name: "Outbox" });
      const subject = "New call-back request: Nomsa <b>Zulu</b>";
      const row = outbox.getByRole("row").filter({ hasText: subject });
      await expect(row).toContainText("bookings@example.co.za");
      await expect(row).toContainText("Sent");
      await row.getByRole("link", { name: "Sales e-mail" }).click();

      const message = page.getByRole("region", { name: "Sales e-mail to bookings@example.co.za" });
      await expect(message.getByRole("definition").filter({ hasText: subject })).toBeVisible();
      const frame = message.locator(`iframe[title="HTML part as sent of: ${subject}"]`);
      await expect(frame).toHaveAttribute("sandbox", "");
      // What the visitor typed is text inside the e-mail, never markup, and nothing of it runs.
      const html = page.frameLocator(`iframe[title="HTML part as sent of: ${subject}"]`);
      await expect(html.getByText("Nomsa <b>Zulu</b>").first()).toBeVisible();
      await expect(html.locator("script")).toHaveCount(0);
      await expect(message.getByRole("region", { name: "Plain-text part as sent" })).toContainText(
        "Phone: 082 555 0177",
      );
      // Axe cannot enter a frame that runs no script: the page without it, then the e-mail as a document of its own.
      const sandboxed = `iframe[title="HTML part as sent of: ${subject}"]`;
      await expectNoAxeViolations(page, [sandboxed]);
      const sentHtml = await message.locator(sandboxed).getAttribute("srcdoc");
      const emailPage = await page.context().newPage();
      await emailPage.setContent(sentHtml ?? "");
      await expect(emailPage.getByText("Nomsa <b>Zulu</b>").first()).toBeVisible();
      await expectNoAxeViolations(emailPage);
      await emailPage.close();

      // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await site.close();
    }
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
});
