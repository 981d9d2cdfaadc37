// The staff inbox end to end: an account made with the command-line tool,
// sign-in, a lead sent through the public form, working it (status, note),
// CSV export, sign-out; refusals for wrong passwords, lock-outs, anonymous
// requests and cross-site posts; axe on every staff page.
import { type Page, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";
import { addStaff, leadStatus, postLead, signIn } from "./staff-inbox.test-support.ts";

test.describe("staff inbox", () => {
  test("a member of staff signs in, works a lead from the contact form, exports it and signs out", async ({ page }) => {
    const staffEmail = uniqueEmail("staff");
    expect(addStaff(staffEmail)).toContain(`Created staff account ${staffEmail}`);
    const visitor = uniqueEmail("visitor");
    const { leadId, referrer } = await sendContactForm(page, visitor);
    await findTheLeadInTheInbox(page, staffEmail, visitor);

    // The lead in full.
    await page.getByRole("link", { name: "Naledi Khumalo" }).first().click();
    await expect(page).toHaveURL(`/admin/leads/${leadId}`);
    await expect(page.getByRole("heading", { name: "Naledi Khumalo", level: 1 })).toBeVisible();
    await expect(page.getByText("Product launch for 200 guests", { exact: false })).toBeVisible();
    await expect(page.getByText(referrer ?? "no referrer stored", { exact: true }).first()).toBeVisible();
    await expect(page.locator("[data-delivery-status=pending]")).toHaveText(
      "Waiting: this channel is not configured on the server",
    );
    await expectNoAxeViolations(page);

    await workTheLead(page, leadId, staffEmail);
    await exportTheFilteredView(page, visitor, leadId);

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
});

/** A visitor sends the contact form; the lead stored for it. */
async function sendContactForm(page: Page, visitor: string): Promise<{ leadId: string; referrer?: string | null }> {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Naledi Khumalo");
  await form.getByLabel("Email address").fill(visitor);
  await form.getByLabel("Phone number").fill("072 555 0142");
  await form.getByLabel("Event type").selectOption("corporate");
  await form.getByLabel("Message").fill("Product launch for 200 guests at the Sandton Convention Centre in February.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-thank-you")).toBeVisible();
  const [stored] = leadsFor(visitor);
  expect(stored).toBeDefined();
  const leadId = stored?.id ?? "";
  return { leadId, referrer: stored?.referrer };
}

/** The inbox sends an anonymous visitor to sign in, then back; search by phone finds the lead however it is written. */
async function findTheLeadInTheInbox(page: Page, staffEmail: string, visitor: string): Promise<void> {
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
}

/** Status and note, each recorded with who and when; the note rule is named when broken. */
async function workTheLead(page: Page, leadId: string, staffEmail: string): Promise<void> {
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
}

/** Exports the filtered view as CSV: one row, the lead's. */
async function exportTheFilteredView(page: Page, visitor: string, leadId: string): Promise<void> {
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
}
