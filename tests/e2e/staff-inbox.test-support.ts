// What the staff inbox tests share: a staff account made the way the team
// makes one, signing in, a lead posted to the public API, and reading the
// end-to-end database.
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";

export const PASSWORD = "Mixing desk at Kyalami 2026";

/** Creates a staff account the way the team does: `npm run staff:add -- <email>`, password on stdin. */
export function addStaff(email: string, password = PASSWORD): string {
  return execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
}

export function countRows(query: string): number {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return Number((db.prepare(query).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

export function leadStatus(id: string): string | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    const row = db.prepare("select status from leads where id = ?").get(id) as { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A lead posted straight to the public API (the browser form path is covered by the journey test). */
export async function postLead(request: APIRequestContext, email: string, comments: string): Promise<string> {
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
