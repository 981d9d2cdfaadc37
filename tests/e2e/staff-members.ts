// Staff accounts for the end-to-end tests that run a site of their own
// (site-with-smtp.ts): added with the command-line script the first owner
// uses, given a role, and signed in through the staff sign-in page.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { writeToSiteDatabase } from "./leads-db.ts";
import type { SiteWithSmtp } from "./site-with-smtp.ts";

export function addStaffMember(site: SiteWithSmtp, email: string, password: string, role: StaffRole): void {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_FILE: site.databaseFile },
    encoding: "utf8",
  });
  writeToSiteDatabase(site.databaseFile, (db) =>
    db.prepare("update staff_users set role = ? where email = ?").run(role, email),
  );
}

/** Fills in and sends the sign-in form; the caller checks where it lands. */
export async function signInStaff(page: Page, site: SiteWithSmtp, email: string, password: string): Promise<void> {
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
