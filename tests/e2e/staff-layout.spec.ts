// Every staff view at a laptop's width and on a phone (issue 23, item 6): at
// 1366 px the inbox's table broke words inside its cells ("Ne w", "pendin g").
// At 1280, 1366 and 390 px no word on the inbox, its Waiting view, a lead, a
// quote's lead page with its versions and what each changed, the quote editor
// (with and without a draft), the dashboard, a privacy request or the e-mail
// previews is split across lines, and no page scrolls sideways (also at
// 360 px); axe finds nothing.
import { execFileSync } from "node:child_process";
import { type Page, expect, test } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

const PASSWORD = "Mixing desk at Kyalami 2026";

function addStaff(email: string): void {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
}

/**
 * Words split across two lines inside the page's main content: for each word
 * of each text node, a Range over its letters; more than one line box (rects
 * at different heights) means the browser broke the word. Tokens over 30
 * characters (an e-mail address, a web address, a browser's user agent) may
 * wrap as a last resort on a phone and are left out, as is a break after a
 * hyphen.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["(no main element)"];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest("[hidden], .sr-only, script, style, template, iframe")) continue;
      // A hyphen is a place to break a line ("Mahlangu-" / "Vilakazi"), so each part counts as a word.
      for (const match of text.matchAll(/[^\s\-\u2010]+/g)) {
        const word = match[0];
        if (word.length < 2 || word.length > 30) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(`${word} (in <${parent.tagName.toLowerCase()}>)`);
      }
    }
    return broken;
  });
}

/** The elements that reach past the window's right edge, when the page scrolls sideways; empty when it does not. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`)
      .slice(0, 5);
  });
}

test.describe("staff views at a laptop's width and on a phone", () => {
  test("no word is split and nothing scrolls sideways at 1280, 1366, 390 and 360 px", async ({ page, request }) => {
    test.setTimeout(180_000);
    const staffEmail = uniqueEmail("staff-layout");
    addStaff(staffEmail);

    // Leads like the ones that broke the table: new, with notifications pending (no SMTP in the e2e server).
    const visitor = uniqueEmail("layout");
    for (const comments of ["Two speakers and a microphone for a school prize-giving", "Wedding in Muldersdrift"]) {
      const answer = await request.post("/api/av/leads", {
        data: {
          requestedAt: new Date().toISOString(),
          source: "Website Form",
          comments,
          contact: { fullname: "Nomvula Mahlangu-Vilakazi", tel: "011 555 0199", email: visitor },
          visitSource: { utmSource: "google", utmMedium: "cpc", utmCampaign: "year-end-functions", landingPage: "/" },
        },
      });
      expect(answer.status()).toBe(201);
    }
    const [lead] = leadsFor(visitor);
    // A quote request, whose lead page shows the quote's lines in a table.
    const requestQuote = async (name: string, email: string, phone: string) => {
      const answer = await request.post("/api/quotes", {
        data: {
          contact: { name, email, phone },
          items: [
            { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
            { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
          ],
        },
      });
      expect(answer.status()).toBe(201);
      return leadsFor(email)[0];
    };
    const quoteLead = await requestQuote("Nomvula Mahlangu-Vilakazi", uniqueEmail("layout-quote"), "011 555 0199");
    // A second quote that staff revise below: version 2 sent, version 3 a draft.
    const versionedLead = await requestQuote("Sipho Ndlovu-Mthembu", uniqueEmail("layout-versions"), "011 555 0142");
    const privacyEmail = uniqueEmail("layout-privacy");
    const privacy = await request.post("/api/forms/privacy", {
      form: { requestType: "access", name: "Nomvula Mahlangu", email: privacyEmail, phone: "", details: "" },
    });
    expect(privacy.status()).toBe(200);
    const [privacyRequest] = leadsFor(privacyEmail);
    expect(lead && privacyRequest).toBeTruthy();

    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill(staffEmail);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();

    // Version 2 (three speakers, a custom line with a long name) sent; version 3 (a discount) saved as a draft.
    const editor = `/admin/leads/${versionedLead!.id}/quote/edit`;
    await page.goto(editor);
    await page.locator("#line-0-quantity").fill("3");
    await page.locator("#new-item").selectOption("custom");
    await page.locator("#new-name").fill("Cable run, stage box and multicore snake for the marquee");
    await page.locator("#new-price").fill("1250");
    await page.getByRole("button", { name: "Save as version 2" }).click();
    await expect(page.getByText("Version saved.")).toBeVisible();
    await page.getByRole("button", { name: "Send version 2 to the customer" }).click();
    // This site sends no e-mail: the page says the version is live and offers its link instead.
    await expect(page.getByText(/^Version saved and live for the customer, but no e-mail was sent/)).toBeVisible();
    await page.goto(editor);
    await page.locator("#overall-kind").selectOption("percent");
    await page.locator("#overall-value").fill("10");
    await page.getByRole("button", { name: "Save as version 3" }).click();
    await expect(page.getByRole("heading", { name: "Draft version 3, not sent yet" })).toBeVisible();

    const views = [
      "/admin",
      `/admin/leads/${lead!.id}`,
      `/admin/leads/${quoteLead!.id}`,
      `/admin/leads/${versionedLead!.id}`,
      editor,
      "/admin?view=waiting",
      `/admin/leads/${quoteLead!.id}/quote/edit`,
      "/admin/dashboard",
      `/admin/privacy-requests/${privacyRequest!.id}`,
      "/admin/emails",
      "/admin/catalogue/stock",
    ];
    for (const width of [1280, 1366, 390, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const view of views) {
        await page.goto(view);
        await expect(page.locator("main h1")).toBeVisible();
        if (view === `/admin/leads/${versionedLead!.id}`) {
          // The page under test shows both differences (v1 → v2, and the draft's v2 → v3).
          await expect(page.locator("[data-version-diff]")).toHaveCount(2);
        }
        expect.soft(await sidewaysOverflow(page), `${view} scrolls sideways at ${width} px`).toEqual([]);
        if (width !== 360) expect.soft(await brokenWords(page), `words split on ${view} at ${width} px`).toEqual([]);
      }
    }

    // The inbox's rows read as cards on a phone, and axe finds nothing there or at a laptop's width.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const view of views.slice(0, 7)) {
        await page.goto(view);
        await expectNoAxeViolations(page);
      }
    }
  });
});
