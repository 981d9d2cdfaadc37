// The equipment assistant on /catalogue, through both branches, by keyboard.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

/** The assistant sits below the fold and hydrates as it comes into view: scroll to it and wait for its input. */
async function openAssistant(page: Page) {
  await page.goto("/catalogue");
  await waitForIslands(page);
  const log = page.getByRole("log", { name: "Equipment assistant conversation" });
  await log.scrollIntoViewIfNeeded();
  await expect(page.getByLabel("Your answer")).toBeEnabled();
  return log;
}

async function answer(page: Page, text: string) {
  const input = page.getByLabel("Your answer");
  await expect(input).toBeEnabled({ timeout: 5_000 });
  await input.fill(text);
  await input.press("Enter");
}

test("recommends equipment for 120 people and adds it all to the quote", async ({ page }) => {
  const log = await openAssistant(page);
  await expect(log).toContainText("What kind of event are you planning?");
  await answer(page, "A corporate year-end function");
  // Thinking: the input waits for the reply.
  await expect(page.getByLabel("Your answer")).toBeDisabled();
  await expect(log).toContainText("how many people");
  await answer(page, "about 120 people");
  await answer(page, "mostly speeches, some background music");
  await answer(page, "none");
  await expect(log).toContainText("I recommend", { timeout: 5_000 });
  // 120 people: the DJ starter kit (150) and the complete solution (200), the engineer (above 80) and the 75-guest speaker.
  for (const name of [
    "DJ Starter Kit",
    "Complete Event Solution",
    "On-Site Sound Engineer",
    "Standard 12-Inch Powered Speaker",
  ]) {
    await expect(log).toContainText(name);
  }
  await expect(log).not.toContainText("Small Corporate Event");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add to Quote", exact: true }).click();
  await expect(page.getByRole("button", { name: "Start New Recommendation" })).toBeVisible();
  await expect(page.getByLabel("Your answer")).toBeDisabled();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length)).toBe(4);

  await page.getByRole("button", { name: "Start New Recommendation" }).click();
  await expect(page.getByLabel("Your answer")).toBeEnabled();
  await expect(log).not.toContainText("I recommend");
});

test("an event too big for the catalogue is taken as a lead with an AI quote number", async ({ page }) => {
  const email = uniqueEmail("assistant");
  const log = await openAssistant(page);
  await answer(page, "Music festival");
  await answer(page, "We expect 2,000 people");
  await answer(page, "DJ");
  await answer(page, "outdoor stage in Pretoria, generator power");
  await expect(log).toContainText("What's your name?", { timeout: 5_000 });
  await answer(page, "Thabo Mokoena");
  await answer(page, "thabo@");
  await expect(log).toContainText("email", { timeout: 5_000 });
  await answer(page, email);
  await answer(page, "12345");
  await answer(page, "+27 82 555 0199");
  await expect(log).toContainText(/AI\d{6}/, { timeout: 10_000 });
  await expect(page.getByText("Request Submitted")).toBeVisible();

  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({
    kind: "assistant",
    source: "Equipment Assistant",
    full_name: "Thabo Mokoena",
    phone: "+27825550199",
  });
  expect(lead?.payload.comments).toMatch(
    /^Equipment assistant AI\d{6} - Event type: Music festival; Attendees: 2000; Audio: dj; Requirements: outdoor stage in Pretoria, generator power$/,
  );
});
