// POPIA end to end, in Chromium against a production server of its own wired
// to a local SMTP sink: a privacy request sent from /privacy (with JavaScript
// and without), confirmed from the link in its e-mail, seen by staff in the
// inbox with its due date, exported as JSON and CSV, and erased (a record found
// by the phone number only is held back until staff verify it); the
// newsletter's double opt-in; the Information Officer and the PAIA manual;
// axe on every new page.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Page, expect, test } from "@playwright/test";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { expectNoAxeViolations, hydrateByFocus, waitForShell } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";

const SITE_URL = "https://www.sandtonsoundhire.co.za";
const PASSWORD = "Mixing desk at Kyalami 2026";
/** Beside the suite's own server (E2E_PORT), in the same range. */
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const baseUrl = `http://127.0.0.1:${port}`;

let smtp: SmtpSink;
let server: ChildProcess;
let dir: string;
let databaseFile: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  dir = mkdtempSync(path.join(tmpdir(), "ssh-e2e-privacy-"));
  databaseFile = path.join(dir, "site.db");
  server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL,
      DATABASE_FILE: databaseFile,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_SECONDS: "1",
      LEADS_RATE_LIMIT_PER_IP: "10000",
      LEADS_RATE_LIMIT_SITE: "10000",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The confirmation link in the latest e-mail to `address`, pointed at this server. */
async function confirmationLinkFor(address: string): Promise<{ link: string; subject: string; text: string }> {
  await expect
    .poll(() => smtp.messages.filter((message) => message.to.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const message = smtp.messages.filter((candidate) => candidate.to.includes(address)).at(-1);
  const mail = parseMail(message?.raw ?? "");
  const match = /https:\/\/www\.sandtonsoundhire\.co\.za\/confirm\?token=[\w.%-]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return {
    link: (match?.[0] ?? "").replace(SITE_URL, baseUrl),
    subject: mail.headers.get("subject") ?? "",
    text: mail.text,
  };
}

function addStaff(email: string) {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: databaseFile },
    encoding: "utf8",
  });
}

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a privacy request is confirmed by e-mail, reaches staff with its due date, is exported and erased", async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(javaScriptEnabled ? "privacy-js" : "privacy-nojs");
      // Something held about this person: a contact message, under the same address.
      const contact = await fetch(`${baseUrl}/api/av/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          requestedAt: new Date().toISOString(),
          referrer: `${SITE_URL}/contact`,
          vdn: "AVSH",
          preferredTime: "Weekday mornings",
          comments: "Sound for a 40th in Fourways",
          source: "Website Form",
          contact: { fullname: "Lerato Khumalo", tel: "082 555 0123", email },
        }),
      });
      expect(contact.status).toBe(201);
      // Another message with the same phone number but another address: found by the phone number only.
      const otherEmail = uniqueEmail(javaScriptEnabled ? "privacy-other-js" : "privacy-other-nojs");
      const other = await fetch(`${baseUrl}/api/av/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          requestedAt: new Date().toISOString(),
          referrer: `${SITE_URL}/call-me-back`,
          vdn: "AVSH",
          preferredTime: "Weekday mornings",
          comments: "Call me about a PA for a school concert",
          source: "Website Form",
          contact: { fullname: "Lerato Khumalo", tel: "082 555 0123", email: otherEmail },
        }),
      });
      expect(other.status).toBe(201);

      await page.goto(`${baseUrl}/privacy`);
      const form = page.getByRole("form", { name: "Your privacy request" });
      await form.scrollIntoViewIfNeeded();
      const requestType = form.getByLabel("What would you like us to do?");
      if (javaScriptEnabled) await hydrateByFocus(requestType);
      await expect(form.getByText(/We use these details only to confirm who you are/)).toBeVisible();
      await expect(form.getByRole("link", { name: "Privacy notice and your rights" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await requestType.selectOption("deletion");
      await form.getByLabel("Your name").fill("Lerato Khumalo");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Phone number").fill("+27 82 555 0123");
      await form.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail to confirm your request" })).toBeVisible();

      // Stored, but not for staff until confirmed.
      const [stored] = query<{ id: string; confirmed_at: string | null }>(
        "select id, confirmed_at from leads where kind = 'privacy_request' and email = ?",
        email,
      );
      expect(stored?.confirmed_at).toBeNull();

      const { link, subject, text } = await confirmationLinkFor(email);
      expect(subject).toBe("Please confirm your privacy request to Sandton Sound Hire");
      // Fixed wording only: nothing the requester typed is in the e-mail.
      expect(text).not.toContain("Lerato");
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Confirm your privacy request" })).toBeVisible();
      await page.getByRole("button", { name: "Confirm my request" }).click();
      await expect(page.getByRole("heading", { name: "Your privacy request is confirmed" })).toBeVisible();
      await expect(page.getByText(/Our Information Officer will answer by \d+ \w+ \d{4}/)).toBeVisible();

      // Staff pages work without JavaScript; sign in in a context of their own.
      const staffContext = await browser.newContext({ acceptDownloads: true, javaScriptEnabled: true });
      const staff = await staffContext.newPage();
      const staffEmail = uniqueEmail("io");
      addStaff(staffEmail);
      await signIn(staff, staffEmail);
      const panel = staff.getByRole("region", { name: /Privacy requests to answer/ });
      const entry = panel.getByRole("listitem").filter({ hasText: email });
      await expect(entry).toContainText("Deletion: Lerato Khumalo");
      await expect(entry).toContainText(/Due \d+ \w+ \d{4}, \d{2}:\d{2} \((29|30) days left\)/);
      await expectNoAxeViolations(staff);
      await entry.getByRole("link").click();
      await expect(staff.getByRole("heading", { name: "Privacy request: Deletion" })).toBeVisible();
      await expect(staff.getByText("Enquiry: 2")).toBeVisible();
      const unverified = staff.getByRole("region", { name: "Found by the phone number only: not verified" });
      await expect(unverified).toContainText(otherEmail);
      await expect(unverified).toContainText("unverified");
      await expectNoAxeViolations(staff);

      // Held back until staff check it is the requester's and include it deliberately.
      await unverified.getByRole("listitem").filter({ hasText: otherEmail }).getByRole("checkbox").check();
      await unverified.getByLabel("I have checked with the requester that the records I ticked are theirs").check();
      await unverified.getByRole("button", { name: "Include the ticked records" }).click();
      await expect(staff.getByRole("status")).toContainText("The records you verified are now part of this request");
      await expect(staff.getByText("Enquiry: 3")).toBeVisible();
      await expect(staff.getByRole("region", { name: "Found by the phone number only: not verified" })).toHaveCount(0);

      const jsonDownload = staff.waitForEvent("download");
      await staff.getByRole("link", { name: "Download everything (JSON)" }).click();
      const json = JSON.parse(readFileSync((await (await jsonDownload).path()) ?? "", "utf8")) as {
        leads: { fullName: string; submission: Record<string, unknown> }[];
      };
      expect(json.leads.map((lead) => lead.fullName)).toEqual(["Lerato Khumalo", "Lerato Khumalo", "Lerato Khumalo"]);
      expect(JSON.stringify(json)).toContain("Sound for a 40th in Fourways");
      expect(JSON.stringify(json)).toContain("Call me about a PA for a school concert");

      const csvDownload = staff.waitForEvent("download");
      await staff.getByRole("link", { name: "Download everything (CSV)" }).click();
      const csv = readFileSync((await (await csvDownload).path()) ?? "", "utf8");
      expect(csv.startsWith("\uFEFFRecord,Record id,Field,Value\r\n")).toBe(true);
      expect(csv).toContain("Enquiry,");
      expect(csv).toContain("Sound for a 40th in Fourways");

      await staff.getByRole("button", { name: "Erase everything" }).click();
      // The browser's own check asks for the box first; the server insists too.
      await staff.getByLabel("I have checked this request and want to erase this person's data").check();
      await staff.getByRole("button", { name: "Erase everything" }).click();
      await expect(staff.getByRole("status")).toContainText("Everything held about this person has been erased");
      const audit = staff.getByRole("region", { name: "Audit trail" });
      await expect(audit).toContainText("Exported as JSON");
      await expect(audit).toContainText("Exported as CSV");
      await expect(audit).toContainText("Verified as the requester's");
      await expect(audit).toContainText("Erased");
      await expect(audit).not.toContainText("Lerato");

      expect(query("select id from leads where email in (?, ?) or phone like '%555 0123%'", email, otherEmail)).toEqual(
        [],
      );
      // The request has left the list of requests to answer.
      await staff.goto(`${baseUrl}/admin`);
      await expect(staff.getByText(email)).toHaveCount(0);
      await staffContext.close();
    });

    test("a newsletter subscription counts only once confirmed from its e-mail", async ({ page }) => {
      const email = uniqueEmail(javaScriptEnabled ? "reader-js" : "reader-nojs");
      await page.goto(`${baseUrl}/blog`);
      const form = page.locator("section[aria-labelledby=sidebar-subscribe] form");
      const field = form.getByPlaceholder("Your email address");
      if (javaScriptEnabled) await hydrateByFocus(field);
      await expect(form.getByText(/delete it after 7 days if you never confirm/)).toBeVisible();
      await field.fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail to confirm" })).toBeVisible();

      const before = query<{ marketing_consent: number; confirmed_at: string | null }>(
        "select marketing_consent, confirmed_at from leads where kind = 'subscriber' and email = ?",
        email,
      );
      expect(before).toEqual([{ marketing_consent: 0, confirmed_at: null }]);

      const { link, subject } = await confirmationLinkFor(email);
      expect(subject).toBe("Please confirm your subscription to the Sandton Sound Hire blog");
      // A link altered by one character confirms nothing.
      const altered = `${link.slice(0, -5)}${link.at(-5) === "A" ? "B" : "A"}${link.slice(-4)}`;
      await page.goto(altered);
      await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();

      await page.goto(link);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
      const after = query<{ marketing_consent: number; confirmed_at: string | null; consent_at: string | null }>(
        "select marketing_consent, confirmed_at, consent_at from leads where kind = 'subscriber' and email = ?",
        email,
      );
      expect(after).toHaveLength(1);
      expect(after[0]?.marketing_consent).toBe(1);
      expect(after[0]?.confirmed_at).toBeTruthy();
      expect(after[0]?.consent_at).toBe(after[0]?.confirmed_at);
      // Opening the link again only says so.
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
    });
  });
}

test("every form states what it collects, why and for how long, beside its submit button", async ({ page }) => {
  const forms: [string, string, RegExp][] = [
    ["/contact", "Send Message", /only to answer you .* 2 years after our last contact/],
    ["/call-me-back", "Request a Call Back", /only to call you back .* 2 years after our last contact/],
    ["/partners/apply/business", "Submit Application", /assess your application and run the partnership/],
    ["/partners/apply/client", "Submit Application", /set up your partner account/],
    ["/sound-hire-gauteng", "Call Me Back", /and the page you were reading only to call you back/],
  ];
  for (const [pagePath, button, notice] of forms) {
    await page.goto(`${baseUrl}${pagePath}`);
    const submit = page.getByRole("button", { name: button });
    const formElement = page.locator("form").filter({ has: submit });
    const note = formElement.getByText(notice);
    await expect(note, pagePath).toBeVisible();
    await expect(note.getByRole("link", { name: "Privacy notice and your rights" }), pagePath).toHaveAttribute(
      "href",
      "/privacy",
    );
    // The marketing box is a separate choice, never ticked for the visitor.
    await expect(formElement.locator('input[name="marketingConsent"]'), pagePath).not.toBeChecked();
  }
});

test("the footer names the Information Officer and links the PAIA manual; the new pages pass axe", async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Information Officer: Thandi Mokoena");
  await footer.getByRole("link", { name: "PAIA Manual" }).click();
  await expect(page).toHaveURL(`${baseUrl}/paia-manual`);
  await expect(page.getByRole("heading", { name: "PAIA Manual", level: 1 })).toBeVisible();
  for (const heading of ["2. Our Information Officer", "8. How to request access to a record", "9. Fees"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await waitForShell(page);
  await expectNoAxeViolations(page);

  await page.goto(`${baseUrl}/privacy`);
  await expect(page.getByRole("heading", { name: "Make a privacy request" })).toBeVisible();
  await expect(page.getByText(/Enquiries that don't become bookings: 24 months after our last contact/)).toBeVisible();
  await waitForShell(page);
  await expectNoAxeViolations(page);

  await page.goto(`${baseUrl}/confirm?token=not-a-token`);
  await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
  await expectNoAxeViolations(page);
});
