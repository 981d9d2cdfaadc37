// A lead form during a flood (decision 053), in Chromium against a production
// server of its own whose flood threshold is one call-back a minute: with
// JavaScript the island solves the challenge in a Web Worker and the lead
// reaches sales; without it the page asks a question and takes its answer.
import { expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";
import { DatabaseSync } from "node:sqlite";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp({ LEADS_FLOOD_THRESHOLD: "1", TRUST_PROXY: "loopback" });
  // Two call-backs in a minute: the flood is on.
  for (let i = 0; i < 2; i++) {
    const answer = await fetch(`${site.baseUrl}/api/forms/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `198.51.100.${i + 1}` },
      body: new URLSearchParams({ name: "Flood Bot", phone: "011 555 0199" }).toString(),
    });
    expect(answer.status).toBe(200);
  }
});

test.afterAll(async () => {
  await site?.close();
});

function storedCallBack(name: string) {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare("select suspected_spam from leads where full_name = ?").all(name);
  } finally {
    db.close();
  }
}

test("the island solves the challenge in a Web Worker and the lead reaches sales", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto(`${site.baseUrl}/call-me-back`);
  await waitForIslands(page);
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Full name").fill("Ayanda Zulu");
  await form.getByLabel("Phone number").fill("082 555 0177");
  await form.getByLabel("What would you like to talk about?").fill("Speakers for a book launch in Parkhurst.");
  await form.getByRole("button", { name: "Request a Call Back" }).click();

  await expect(page.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible({
    timeout: 20_000,
  });
  expect(workers.some((url) => url.includes("challenge-worker"))).toBe(true);
  expect(storedCallBack("Ayanda Zulu")).toEqual([{ suspected_spam: 0 }]);
  await expect.poll(() => site.smtp.messages.some((mail) => mail.raw.includes("Ayanda Zulu"))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form asks a question, keeps what was typed, and takes the answer", async ({ page }) => {
    await page.goto(`${site.baseUrl}/call-me-back`);
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Full name").fill("Pieter Botha");
    await form.getByLabel("Phone number").fill("082 555 0188");
    await form.getByRole("button", { name: "Request a Call Back" }).click();

    await expect(form.getByRole("alert")).toContainText("so we know you're not a robot");
    await expect(form.getByLabel("Full name")).toHaveValue("Pieter Botha");
    const question = form.getByLabel(/Robot check: What is \w+ plus \w+\?/);
    const label = (await form.locator('label[for$="robotQuestionAnswer"]').textContent()) ?? "";
    const [, a = "", b = ""] = /What is (\w+) plus (\w+)\?/.exec(label) ?? [];
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    await question.fill(String(words.indexOf(a) + words.indexOf(b)));
    await form.getByRole("button", { name: "Request a Call Back" }).click();

    await expect(page.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible();
    expect(storedCallBack("Pieter Botha")).toEqual([{ suspected_spam: 0 }]);
  });
});
