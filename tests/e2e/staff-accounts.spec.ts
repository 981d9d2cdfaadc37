// Staff accounts run from the staff area, end to end with a real mailbox: the
// first owner (made on the command line) invites a salesperson by e-mail; she
// joins from the link, works leads but cannot open staff accounts; the owner
// makes her an editor and she loses the inbox; she resets her password from
// the sign-in page; the owner removes her and her session ends. The staff
// area is plain HTML forms: the salesperson's browser runs no JavaScript at
// all (axe needs it, so the accessibility checks run in the other browsers).
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { type Page, expect, test } from "@playwright/test";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const OWNER = "thandi@sandtonsoundhire.co.za";
const OWNER_PASSWORD = "Mixing desk at Kyalami 2026";
const SALES = "lerato@sandtonsoundhire.co.za";
const SALES_PASSWORD = "Line array over Midrand";
const NEW_PASSWORD = "Subwoofers in Soweto 2027";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp();
  execFileSync(process.execPath, ["scripts/staff.ts", "add", OWNER], {
    input: `${OWNER_PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: site.databaseFile },
    encoding: "utf8",
  });
});

test.afterAll(async () => {
  await site?.close();
});

/** Staff account e-mails queued for an address, read from the site's database. */
function queuedAccountEmails(email: string): number {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    const row = db
      .prepare("select count(*) as n from outbox where channel = 'staff_account_email' and payload like ?")
      .get(`%"email":"${email}"%`) as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The path of the link in the latest e-mail to `to` with this subject, opened on the test's own server. */
async function linkInMail(to: string, subject: string, linkText: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const messages = site.smtp.messages
          .map((message) => ({ to: message.to, mail: parseMail(message.raw) }))
          .filter((message) => message.to.includes(to) && message.mail.headers.get("subject") === subject);
        const text = messages.at(-1)?.mail.text ?? "";
        link = new RegExp(`${linkText}:? \\[?(https://www\\.sandtonsoundhire\\.co\\.za/[^\\s\\]]+)`).exec(text)?.[1];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${site.baseUrl}${url.pathname}`;
}

test("the owner invites a salesperson, changes her role, she resets her password, and the owner removes her", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, OWNER, OWNER_PASSWORD);
  await owner.getByRole("link", { name: "Staff", exact: true }).click();
  await expect(owner.getByRole("heading", { name: "Staff accounts", level: 1 })).toBeVisible();
  await expectNoAxeViolations(owner);

  // A bad address is named; then the invitation goes out.
  await owner.getByLabel("E-mail address").fill("lerato");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText("E-mail address: enter an address like name@sandtonsoundhire.co.za.")).toBeVisible();
  await expect(owner.getByText("Role: choose Owner, Sales or Editor.")).toBeVisible();
  await owner.getByLabel("E-mail address").fill(SALES);
  await owner.getByLabel("Role").selectOption("sales");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toHaveText("Invitation sent. The link in it works for 7 days.");
  await expect(owner.getByRole("region", { name: "Open invitations" }).getByText(SALES)).toBeVisible();

  // She joins from the e-mail's link, choosing a password by the policy.
  const join = await linkInMail(SALES, "You are invited to the Sandton Sound Hire staff area", "Choose your password");
  const sales = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await sales.goto(join);
  await expect(sales.getByText("You are invited as Sales: leads, quotes and the dashboard.")).toBeVisible();
  await sales.getByLabel(/^New password/).fill("too short");
  await sales.getByLabel("Confirm new password").fill("too short");
  await sales.getByRole("button", { name: "Join" }).click();
  await expect(sales.getByText("New password: The password must be at least 12 characters long.")).toBeVisible();
  await sales.getByLabel(/^New password/).fill(SALES_PASSWORD);
  await sales.getByLabel("Confirm new password").fill(SALES_PASSWORD);
  await sales.getByRole("button", { name: "Join" }).click();
  await expect(sales.getByText("Your account is ready.")).toBeVisible();
  // The link worked once.
  const again = await sales.goto(join);
  expect(again?.status()).toBe(410);
  await expect(sales.getByText("This invitation link has expired, has been used, or was withdrawn.")).toBeVisible();

  // Sales work the inbox; staff accounts are not theirs.
  await signIn(sales, SALES, SALES_PASSWORD);
  await expect(sales.getByRole("heading", { level: 1, name: /inbox/i })).toBeVisible();
  await expect(sales.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  const refused = await sales.goto(`${site.baseUrl}/admin/staff`);
  expect(refused?.status()).toBe(403);
  await expect(sales.getByText("Your role does not include this page. Ask an owner if you need it.")).toBeVisible();

  // The owner makes her an editor: the inbox is no longer hers, she starts in the catalogue.
  await owner.reload();
  const row = owner.getByRole("listitem").filter({ hasText: SALES });
  await row.getByLabel("Role").selectOption("editor");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(owner.getByRole("status")).toHaveText("Role changed. It applies from the next page they open.");
  await sales.goto(`${site.baseUrl}/admin`);
  await expect(sales).toHaveURL(`${site.baseUrl}/admin/catalogue`);
  await expect(sales.getByText(/\(Editor\)/)).toBeVisible();
  await sales.goto(`${site.baseUrl}/admin/account`);
  await expect(sales.getByText("Editor (the catalogue and the site's content)")).toBeVisible();
  expect((await sales.goto(`${site.baseUrl}/admin/leads.csv`))?.status()).toBe(403);

  // She forgets her password: the answer does not say whether an address has an account.
  const reset = await (await browser.newContext()).newPage();
  await reset.goto(`${site.baseUrl}/admin/login`);
  await reset.getByRole("link", { name: "Forgot your password?" }).click();
  await expectNoAxeViolations(reset);
  await reset.getByLabel("E-mail address").fill("nobody@sandtonsoundhire.co.za");
  await reset.getByRole("button", { name: "Send me a link" }).click();
  await expect(reset.getByRole("status")).toContainText("If nobody@sandtonsoundhire.co.za has a staff account");
  await reset.getByLabel("E-mail address").fill(SALES);
  await reset.getByRole("button", { name: "Send me a link" }).click();
  await expect(reset.getByRole("status")).toContainText(`If ${SALES} has a staff account`);
  await reset.goto(await linkInMail(SALES, "Reset your staff password", "Choose a new password"));
  await reset.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await reset.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByText("Your new password is set. Sign in with it.")).toBeVisible();
  // Setting it signed her out everywhere.
  await sales.goto(`${site.baseUrl}/admin/account`);
  await expect(sales).toHaveURL(/\/admin\/login\?next=/);
  await signIn(sales, SALES, NEW_PASSWORD);
  await expect(sales).toHaveURL(`${site.baseUrl}/admin/catalogue`);

  // The owner removes her: her session ends at once, and the history keeps every change.
  await owner.reload();
  await expect(owner.getByRole("button", { name: "Remove account" })).toHaveCount(1);
  await owner.getByRole("button", { name: "Remove account" }).click();
  await expect(owner.getByText("Confirm: tick the box to confirm you want to remove this account.")).toBeVisible();
  await owner.getByLabel(`Yes, remove ${SALES}`).check();
  await owner.getByRole("button", { name: "Remove account" }).click();
  await expect(owner.getByRole("status")).toHaveText("Account removed and signed out everywhere.");
  const history = owner.getByRole("table", { name: "The latest changes to staff accounts, newest first" });
  for (const text of [
    "Removed (Editor)",
    "Reset their password by e-mail",
    "Role changed (Sales → Editor)",
    "Joined (Sales)",
    "Invited (Sales)",
  ])
    await expect(history.getByText(text, { exact: true })).toBeVisible();
  await expectNoAxeViolations(owner);
  await sales.goto(`${site.baseUrl}/admin/account`);
  await expect(sales).toHaveURL(/\/admin\/login\?next=/);
});

test("the owner cannot remove or demote their own account, nor take a link's form from another site", async ({
  page,
  request,
}) => {
  await signIn(page, OWNER, OWNER_PASSWORD);
  await page.goto(`${site.baseUrl}/admin/staff`);
  const own = page.getByRole("listitem").filter({ hasText: `${OWNER}(you)` });
  await expect(own.getByRole("button")).toHaveCount(0);

  const crossSite = await request.post(`${site.baseUrl}/admin/forgot-password`, {
    form: { email: OWNER },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  // Refused before any action runs: no reset e-mail is queued for another site's post.
  expect(crossSite.status()).toBe(400);
  expect(queuedAccountEmails(OWNER)).toBe(0);
});
