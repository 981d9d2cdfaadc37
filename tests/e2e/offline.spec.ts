// The service worker: with no network a page load gets the offline page
// (styled, from the cache); with the network back, the real page, never a
// stale copy. And the forms' outbox: a form sent with no network is sent
// when it returns.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, hydrateByFocus, waitForIslands, waitForShell } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

test.use({ serviceWorkers: "allow" });

test("offline navigations get the offline page; online ones the live page", async ({ page, context }) => {
  await page.goto("/");
  await waitForShell(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker serves the /sw.js it was built with and must be revalidated on every visit.
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toContain("javascript");

  // Let the worker control this page before going offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toBeVisible();
  // Styled from the precached stylesheet: the heading is in the brand's navy, not the browser's default black.
  await expect(page.getByRole("heading", { name: "You are offline", level: 1 })).toHaveCSS("color", "rgb(19, 33, 74)");
  await expect(page.getByRole("main").getByRole("link", { name: "Call us" })).toHaveAttribute("href", /^tel:\+27/);
  await expectNoAxeViolations(page);

  // Back online, Try again asks for the page the visitor wanted, with no script.
  await context.setOffline(false);
  await page.getByRole("main").getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await expect(page).toHaveTitle(/About/);

  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await expect(page).toHaveTitle(/About/);
});

test("the offline page is not indexed and not in the sitemap", async ({ request }) => {
  const response = await request.get("/offline");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/offline");
});

// A form sent with no connection (load-shedding) waits on the visitor's device
// with its idempotency key, says so, and is sent when the connection returns:
// stored once, nothing lost.
test.describe("forms sent while the connection is down", () => {
  // page.route must see the forms' posts; the worker plays no part in them.
  test.use({ serviceWorkers: "block" });

  const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });
  const outbox = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem("formOutbox") ?? "[]") as { fields: string[][] }[]);

  test("a contact message waits, says so, and is stored once when the connection returns", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("offline-contact");
    await page.goto("/contact");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Lerato Mokoena");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Event type").selectOption("wedding");
    await form.getByLabel("Message").fill("Ceremony and reception for 120 guests in Midrand on 12 December.");

    await context.setOffline(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    const waiting = page.getByRole("heading", { name: "Waiting for a connection" });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeFocused();
    await expect(page.getByRole("status")).toContainText(
      "You seem to be offline, so your message is saved on this device. It will be sent automatically as soon as the connection returns, even if you close this page and come back to it later. Nothing you typed is lost.",
    );
    await expect(toasts(page).getByText("Saved until you're back online")).toBeVisible();
    const [entry] = await outbox(page);
    expect(Object.fromEntries(entry?.fields ?? [])).toMatchObject({ email, name: "Lerato Mokoena" });
    expect(leadsFor(email)).toHaveLength(0);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    await expect(toasts(page).getByText("Message sent successfully!")).toBeVisible();
    expect(await outbox(page)).toEqual([]);
    const leads = leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.payload.comments).toBe(
      "Event Type: wedding\n\nCeremony and reception for 120 guests in Midrand on 12 December.",
    );
  });

  test("a call-back request left waiting when the page closed is sent on the next page load, once", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("offline-sidebar");
    await page.goto("/wedding-sound-gauteng");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Request a Call Back" });
    await hydrateByFocus(form.getByLabel("Full name"));
    await form.getByLabel("Full name").fill("Zanele Mthembu");
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("Phone number").fill("082 555 0166");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Call Me Back" }).click();
    await expect(page.getByRole("heading", { name: "Waiting for a connection" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("your call-back request is saved on this device");
    await page.close();
    expect(leadsFor(email)).toHaveLength(0);

    // Back online, on another landing page: its sidebar form wakes without a touch and sends what waited.
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto("/sound-hire-gauteng");
    await expect(toasts(later).getByText("Request Submitted")).toBeVisible();
    await expect.poll(() => leadsFor(email).length).toBe(1);
    expect(await outbox(later)).toEqual([]);
    // The lead names the page it was sent from.
    expect(leadsFor(email)[0]).toMatchObject({ kind: "callback", referrer: "/wedding-sound-gauteng" });
    // This page's own form was never sent: it stays as it was.
    await expect(later.getByRole("form", { name: "Request a Call Back" })).toBeVisible();
  });

  test("an answer lost on the way back: the retry with the same key is stored once", async ({ page }) => {
    const phone = `083 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    // The server stores the request, but its answer never reaches the browser.
    await page.route(
      "**/api/forms/callback",
      async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await page.goto("/call-me-back");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Full name").fill("Sipho Nkosi");
    await form.getByLabel("Phone number").fill(phone);
    await form.getByRole("button", { name: "Request a Call Back" }).click();
    await expect(page.getByRole("heading", { name: "Waiting for a connection" })).toBeVisible();
    expect(leadsFor(phone)).toHaveLength(1);
    // Retried on its schedule (5 seconds later): the server knows the key and answers success.
    await expect(page.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible({
      timeout: 15_000,
    });
    expect(leadsFor(phone)).toHaveLength(1);
  });
});
