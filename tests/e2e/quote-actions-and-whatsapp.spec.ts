// The quote drawer's Download Quote, the summary's Email My Quote (on the
// default set-up, without SMTP) and the WhatsApp links, against the
// production build: real PDFs, the outbox in the real database, real links.
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { expectAddToQuoteHydrated } from "./quote-helpers.ts";

const COMPANY_WHATSAPP = "27117842250";

function customerCopies(quoteNumber: string): { status: string }[] {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return db
      .prepare(
        "select o.status from outbox o join quotes q on q.lead_id = o.lead_id where q.quote_number = ? and o.channel = 'customer_email'",
      )
      .all(quoteNumber) as { status: string }[];
  } finally {
    db.close();
  }
}

/** Two premium speakers in the quote, from the product page, with the drawer open. */
async function openDrawerWithSpeakers(page: Page) {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(page);
  const add = page.getByRole("button", { name: "Add to Quote: Premium 12-Inch Powered Speaker" });
  await expectAddToQuoteHydrated(add);
  await expect(add).toBeEnabled();
  await add.click();
  await add.click();
  await expect(page.getByText("Item Updated")).toBeVisible();
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  return page.getByRole("dialog", { name: "Your Quote" });
}

test.describe("the quote drawer's Download Quote", () => {
  test("downloads the selection as a PDF estimate named after the quote number", async ({ page }) => {
    const drawer = await openDrawerWithSpeakers(page);
    const downloadPromise = page.waitForEvent("download");
    await drawer.getByRole("button", { name: "Download Quote" }).click();
    const download = await downloadPromise;
    await expect(page.getByText("Quote Downloaded")).toBeVisible();
    const quoteNumber = /^Quote-(Q-\d{6}-[A-Z2-9]{4})\.pdf$/.exec(download.suggestedFilename())?.[1];
    expect(quoteNumber).toBeDefined();
    const text = await pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
    expect(text).toContain(quoteNumber);
    expect(text).toContain("Premium 12-Inch Powered Speaker");
    expect(text).toContain("R750.00");
    // The drawer stays open; axe finds nothing with it open and the toast shown.
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("says 'Download Failed' when the PDF cannot be fetched", async ({ page }) => {
    const drawer = await openDrawerWithSpeakers(page);
    await page.route("**/api/quotes/estimate.pdf", (route) => route.abort("connectionreset"));
    await drawer.getByRole("button", { name: "Download Quote" }).click();
    await expect(page.getByText("Download Failed")).toBeVisible();
    await expect(page.getByText("Could not download your quote. Please try again.")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Download Quote" })).toBeEnabled();
  });
});

async function toSummary(page: Page): Promise<string> {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(page);
  const add = page.getByRole("button", { name: "Add to Quote: Premium 12-Inch Powered Speaker" });
  await expectAddToQuoteHydrated(add);
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText("Item Added")).toBeVisible();
  await page.goto("/quote-request");
  await waitForIslands(page);
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Full Name").fill("Lerato Dlamini");
  await form.getByLabel("Email Address").fill(uniqueEmail("email-my-quote"));
  await form.getByLabel("Phone Number").fill("071 234 5678");
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  const text = (await page.getByText(/^Quote number /).textContent()) ?? "";
  return text.replace(/^Quote number /, "").trim();
}

test.describe("Email My Quote", () => {
  test("stores the copy for sending without SMTP and says 'Quote Sent'", async ({ page }) => {
    const quoteNumber = await toSummary(page);
    // The default set-up has no SMTP: nothing was queued for the visitor with the quote.
    expect(customerCopies(quoteNumber)).toEqual([]);
    await page.getByRole("button", { name: "Email My Quote" }).click();
    await expect(page.getByText("Quote Sent")).toBeVisible();
    await expect(page.getByText(`Your quote #${quoteNumber} has been sent to your email address.`)).toBeVisible();
    expect(customerCopies(quoteNumber)).toEqual([{ status: "pending" }]);
    // Still on the summary.
    await expect(page.getByRole("heading", { name: "Your quote", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("says 'Failed to send your quote. Please try again.' when it cannot be sent", async ({ page }) => {
    const quoteNumber = await toSummary(page);
    await page.route("**/api/quotes/*/email", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false}' }),
    );
    await page.getByRole("button", { name: "Email My Quote" }).click();
    await expect(page.getByText("Failed to send your quote. Please try again.")).toBeVisible();
    expect(customerCopies(quoteNumber)).toEqual([]);
  });
});

function whatsAppTarget(href: string | null): { number: string; text: string | null } {
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") };
}

test.describe("WhatsApp links", () => {
  test("product pages and catalogue cards open a chat to hire the item, in a new tab", async ({ page }) => {
    await page.goto("/catalogue/product/powered-speaker-12-premium");
    const link = page.getByRole("link", { name: /^WhatsApp about hiring the Premium 12-Inch Powered Speaker/ });
    expect(whatsAppTarget(await link.getAttribute("href"))).toEqual({
      number: COMPANY_WHATSAPP,
      text: "Hi, I'd like to hire the Premium 12-Inch Powered Speaker.",
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener");
    await expect(link.locator("svg")).toHaveAttribute("aria-hidden", "true");

    for (const [section, name] of [
      ["/catalogue/bundles", "Small Corporate Event"],
      ["/catalogue/personnel", "On-Site Sound Engineer"],
    ] as const) {
      await page.goto(section);
      const card = page.locator("article", { has: page.getByRole("heading", { name, exact: true }) });
      const cardLink = card.getByRole("link", { name: /^WhatsApp about hiring/ });
      expect(whatsAppTarget(await cardLink.getAttribute("href"))).toEqual({
        number: COMPANY_WHATSAPP,
        text: `Hi, I'd like to hire the ${name}.`,
      });
    }
    await expectNoAxeViolations(page);
  });

  test("landing pages and the contact page open a chat asking for a quote", async ({ page }) => {
    await page.goto("/wedding-sound-hire-gauteng");
    const landing = page.getByRole("link", { name: /^Chat on WhatsApp/ });
    expect(whatsAppTarget(await landing.getAttribute("href"))).toEqual({
      number: COMPANY_WHATSAPP,
      text: "Hi, I'd like a quote for wedding sound hire for my event.",
    });
    await expectNoAxeViolations(page);

    await page.goto("/contact");
    const contact = page.getByRole("link", { name: /^Message us on WhatsApp/ });
    expect(whatsAppTarget(await contact.getAttribute("href"))).toEqual({
      number: COMPANY_WHATSAPP,
      text: "Hi, I'd like a quote for sound hire for my event.",
    });
    await expect(contact).toHaveAttribute("target", "_blank");
  });

  test("the staff inbox offers 'Reply on WhatsApp' to a lead with a mobile number", async ({ page, request }) => {
    const email = uniqueEmail("whatsapp-reply");
    const staffEmail = uniqueEmail("staff-whatsapp");
    execFileSync(process.execPath, ["scripts/staff.ts", "add", staffEmail], {
      input: "Mixing desk at Kyalami 2026\n",
      env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
      encoding: "utf8",
    });
    const response = await request.post("/api/av/leads", {
      data: {
        requestedAt: new Date().toISOString(),
        referrer: "https://www.sandtonsoundhire.co.za/call-me-back",
        vdn: "AVSH",
        preferredTime: "Weekday mornings",
        comments: "Sound for a 60th in Fourways",
        source: "Website Form",
        contact: { fullname: "Nomsa Zulu", tel: "082 555 0101", email },
      },
    });
    expect(response.status()).toBe(201);

    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill(staffEmail);
    await page.getByLabel("Password").fill("Mixing desk at Kyalami 2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto(`/admin?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row", { name: /Nomsa Zulu/ });
    const reply = row.getByRole("link", { name: /^Reply on WhatsApp/ });
    expect(whatsAppTarget(await reply.getAttribute("href"))).toEqual({
      number: "27825550101",
      text: "Hi Nomsa, this is Sandton Sound Hire about your call-back request.",
    });
    await expect(reply).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });
});
